import { describe, expect, test } from 'vitest';
import { LAYOUTS, line, submitHostedForm, type Loose } from './helpers';
import { TEST_OAUTH_APPS } from './sdk/setup';
import { bootForFile } from './support/boot';

const { client } = await bootForFile({ oauthApps: TEST_OAUTH_APPS });
const { cart: CART, redirects: REDIRECTS } = LAYOUTS.api;
const SHOP = 'http://shop.example:3000';
const ADDRESS = { country: 'DE', city: 'Hamburg', postalCode: '20095', addressLine: 'Mönckebergstraße 7' };

/** A visitor of the shop who orders these lines through the hosted checkout; the thank-you URL it lands on. */
async function order(lines: ReturnType<typeof line>[], email: string) {
  const token = (await client.visitor('shop')).access_token;
  expect((await client.call('POST', `${CART}/add-to-cart`, { token, body: { lineItems: lines } })).status).toBe(200);
  const visitorId = (await client.call('GET', CART, { token })).body.cart.buyerInfo.visitorId as string;
  const checkout = await client.call('POST', `${CART}/create-checkout`, {
    token,
    body: { channelType: 'WEB', email, shippingAddress: ADDRESS },
  });
  const session = await client.call('POST', REDIRECTS, {
    token,
    body: {
      ecomCheckout: { checkoutId: checkout.body.checkoutId },
      callbacks: { postFlowUrl: `${SHOP}/cart`, thankYouPageUrl: `${SHOP}/thanks` },
    },
  });
  const url = session.body.redirectSession.fullUrl as string;
  const placed = await submitHostedForm(url, {});
  expect(placed.status).toBe(303);
  const thanks = new URL(placed.headers.get('location')!);
  return { token, visitorId, url, thanks, orderId: thanks.searchParams.get('orderId')! };
}

const read = (id: string, token?: string, prefix = '/ecom') =>
  client.call('GET', `${prefix}/v1/orders/${encodeURIComponent(id)}`, token ? { token } : {});

describe('eCommerce orders: the thank-you page reads the order the hosted checkout placed', () => {
  test('the thank-you URL carries the order id, and the buyer reads the order: number, lines, totals, address', async () => {
    const placed = await order([line('prod-wristwatch', 1)], 'thanks@example.com');
    expect(`${placed.thanks.origin}${placed.thanks.pathname}`).toBe(`${SHOP}/thanks`);
    const answer = await read(placed.orderId, placed.token);
    expect(answer.status).toBe(200);
    const o = answer.body.order as Loose;
    expect(o.id).toBe(placed.orderId);
    expect(o.number).toMatch(/^\d{5}$/);
    expect(o.lineItems.map((l: Loose) => [l.productName.original, l.quantity, l.price, l.totalPriceAfterTax])).toEqual([
      [
        'Wristwatch',
        1,
        { amount: '249.00', formattedAmount: '€249.00' },
        { amount: '249.00', formattedAmount: '€249.00' },
      ],
    ]);
    expect(o.lineItems[0].image).toMatchObject({ id: 'm-wristwatch-1~mv2.jpg', width: 800, height: 1000 });
    expect(o.lineItems[0].catalogReference).toEqual({ catalogItemId: 'prod-wristwatch', appId: 'vitrine-stores' });
    expect(o.priceSummary).toEqual({
      subtotal: { amount: '249.00', formattedAmount: '€249.00' },
      shipping: { amount: '0.00', formattedAmount: '€0.00' },
      tax: { amount: '39.76', formattedAmount: '€39.76' },
      discount: { amount: '0.00', formattedAmount: '€0.00' },
      total: { amount: '249.00', formattedAmount: '€249.00' },
    });
    expect(o.buyerInfo).toEqual({ visitorId: placed.visitorId, email: 'thanks@example.com' });
    expect(o.billingInfo).toEqual({ address: ADDRESS });
    expect(o.shippingInfo).toMatchObject({
      code: 'standard',
      title: 'Standard delivery',
      logistics: { shippingDestination: { address: ADDRESS } },
      cost: { price: { amount: '0.00', formattedAmount: '€0.00' } },
    });
    expect([o.status, o.paymentStatus, o.currency, o.checkoutId.length > 0]).toEqual(['APPROVED', 'PAID', 'EUR', true]);

    // The same order on the site layout's path and to the API key.
    expect((await read(placed.orderId, placed.token, '/_api/ecom-orders')).body).toEqual(answer.body);
    expect((await read(placed.orderId, client.emu.apiKey)).body).toEqual(answer.body);
  });

  test('another visitor, a forged token and no token do not read the order; its answer is an unknown id', async () => {
    const placed = await order([line('prod-wristwatch', 1)], 'mine@example.com');
    const stranger = (await client.visitor('shop')).access_token;
    const foreign = await read(placed.orderId, stranger);
    const unknown = await read('00000000-0000-4000-8000-000000000000', stranger);
    expect([foreign.status, unknown.status]).toEqual([404, 404]);
    // The same answer as for an id that does not exist, but its id: nothing says the order is real.
    expect(foreign.text.replaceAll(placed.orderId, 'ID')).toBe(
      unknown.text.replaceAll('00000000-0000-4000-8000-000000000000', 'ID'),
    );
    expect(foreign.body.details.applicationError.code).toBe('ORDER_NOT_FOUND');
    expect(foreign.body.message).toBe(`Order ${placed.orderId} not found`);
    expect((await read(placed.orderId)).status).toBe(401);
    expect((await read(placed.orderId, 'Bearer forged')).status).toBe(401);
  });

  test("Back from the shop's thank-you page: the completed checkout links to the order and to the shop", async () => {
    const placed = await order([line('prod-granola', 1)], 'back@example.com');
    const again = await fetch(placed.url);
    expect(again.status).toBe(200);
    const html = await again.text();
    expect(html).toContain(`href="${placed.thanks.toString()}"`);
    expect(html).toContain(`href="${SHOP}/cart"`);
    expect(html).toContain('See your order');
    expect(html).toContain('Back to the shop');
  });
});
