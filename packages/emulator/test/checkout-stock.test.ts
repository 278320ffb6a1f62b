import { describe, expect, test } from 'vitest';
import { LAYOUTS, line, type Loose } from './helpers';
import { TEST_OAUTH_APPS } from './sdk/setup';
import { bootForFile } from './support/boot';

const { client } = await bootForFile({ oauthApps: TEST_OAUTH_APPS });
const { cart: CART, reader: READER, redirects: REDIRECTS } = LAYOUTS.api;
const SHOP = 'http://shop.example:3000';

/** A visitor with these lines in the cart, a checkout and its hosted page's URL. */
async function buyer(lines: ReturnType<typeof line>[], email: string) {
  const token = (await client.visitor('shop')).access_token;
  expect((await client.call('POST', `${CART}/add-to-cart`, { token, body: { lineItems: lines } })).status).toBe(200);
  const checkout = await client.call('POST', `${CART}/create-checkout`, { token, body: { channelType: 'WEB', email } });
  const session = await client.call('POST', REDIRECTS, {
    token,
    body: {
      ecomCheckout: { checkoutId: checkout.body.checkoutId },
      callbacks: { postFlowUrl: `${SHOP}/cart`, thankYouPageUrl: `${SHOP}/thanks` },
    },
  });
  return { token, url: session.body.redirectSession.fullUrl as string };
}

/** The hosted checkout's form, as shown: the URL, its CSRF token and cookie, ready to be sent. */
async function shownForm(url: string) {
  const shown = await fetch(url);
  const csrfToken = /name="csrfToken" value="([^"]*)"/.exec(await shown.text())![1]!;
  const cookie = shown.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return () =>
    fetch(url, { method: 'POST', headers: { cookie }, body: new URLSearchParams({ csrfToken }), redirect: 'manual' });
}

async function product(id: string): Promise<Loose> {
  return (await client.call('GET', `${READER}/v1/products/${id}`, { readOnly: true })).body.product;
}

const stockOf = (p: Loose) => p.stock;
const variantOf = (p: Loose, size: string) => p.variants.find((v: Loose) => v.choices.Size === size);

describe('the hosted checkout takes what it sold out of the stock', () => {
  test('an order lowers the product stock the shop reads: quantity, inStock and inventoryStatus', async () => {
    expect(stockOf(await product('prod-wristwatch'))).toEqual({
      trackInventory: true,
      quantity: 2,
      inStock: true,
      inventoryStatus: 'IN_STOCK',
    });
    const { url } = await buyer([line('prod-wristwatch', 2)], 'watch@example.com');
    const placed = await (await shownForm(url))();
    expect(placed.status).toBe(303);
    const watch = await product('prod-wristwatch');
    expect(stockOf(watch)).toEqual({
      trackInventory: true,
      quantity: 0,
      inStock: false,
      inventoryStatus: 'OUT_OF_STOCK',
    });
    expect(watch.variants.map((v: Loose) => v.stock)).toEqual([{ trackQuantity: true, quantity: 0, inStock: false }]);
    // The merchant's next stock edit starts from what is left: restocking by 5 shows 5.
    const restock = await client.call('PATCH', '/stores/v1/products/prod-wristwatch', {
      token: client.emu.apiKey,
      body: { product: { stock: { trackInventory: true, quantity: 5 } } },
    });
    expect(restock.status).toBe(200);
    expect(stockOf(await product('prod-wristwatch')).quantity).toBe(5);
  });

  test('a variant tracked on its own: only its stock goes down, and the product shows what is left', async () => {
    const before = await product('prod-canvas-sneakers');
    expect([before.stock.quantity, variantOf(before, '42').stock.quantity]).toEqual([13, 3]);
    const { url } = await buyer([line('prod-canvas-sneakers', 2, { options: { Size: '42' } })], 'shoes@example.com');
    expect((await (await shownForm(url))()).status).toBe(303);
    const after = await product('prod-canvas-sneakers');
    expect(after.variants.map((v: Loose) => [v.choices.Size, v.stock.quantity, v.stock.inStock])).toEqual([
      ['40', 1, true],
      ['41', 3, true],
      ['42', 1, true],
      ['43', 3, true],
      ['44', 3, true],
    ]);
    expect(after.stock).toEqual({ trackInventory: true, quantity: 11, inStock: true, inventoryStatus: 'IN_STOCK' });
  });

  test('two buyers of the last item at once: one order, one refusal that places nothing and keeps the cart', async () => {
    const last = [line('prod-canvas-sneakers', 1, { options: { Size: '40' } })];
    const first = await buyer(last, 'first@example.com');
    const second = await buyer(last, 'second@example.com');
    const sends = [await shownForm(first.url), await shownForm(second.url)];
    const answers = await Promise.all(sends.map((send) => send()));

    expect(answers.map((a) => a.status).sort()).toEqual([303, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(await refused.text()).toContain(
      '<p class="error" role="alert">Nothing was ordered. Some items are not available in the quantity in your cart: change the cart in the shop, then check out again.</p>',
    );
    const carts = await Promise.all(
      [first, second].map(async (b) => (await client.call('GET', CART, { token: b.token })).status),
    );
    const won = answers[0]!.status === 303 ? 0 : 1;
    // The winner's cart is gone with the order; the other buyer keeps theirs.
    expect(carts).toEqual(won === 0 ? [404, 200] : [200, 404]);
    const mails = await Promise.all(
      ['first@example.com', 'second@example.com'].map(
        async (to) => (await client.call('GET', `/__vitrine/inbox.json?to=${to}`)).body.mails.length,
      ),
    );
    expect(mails).toEqual(won === 0 ? [1, 0] : [0, 1]);
    const sneakers = await product('prod-canvas-sneakers');
    expect(variantOf(sneakers, '40').stock).toEqual({ trackQuantity: true, quantity: 0, inStock: false });
    expect(sneakers.stock.inventoryStatus).toBe('PARTIALLY_OUT_OF_STOCK');
    expect(sneakers.productOptions[0].choices[0]).toMatchObject({ description: '40', inStock: false });
  });
});
