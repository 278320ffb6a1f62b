// eCommerce orders through the platform SDK's `orders.getOrder`: the thank-you page's read of the order the hosted
// checkout placed, by the visitor who placed it (and the API key); another visitor's token gets no order.
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { orders } from '@wix/ecom';
import { expect, test } from 'vitest';
import { submitHostedForm } from '../../../test-support/emulator';
import { STORES_APP_ID } from './compare/inputs';
import { CLIENT_ID, modules, SHOP, startFlows } from './compare/flow-suite';

const { emulator, recorder } = await startFlows();

/** A visitor of the platform SDK with the cart, redirect and orders modules, its tokens through the strategy. */
async function visitor() {
  const client = createClient({
    modules: { ...modules, orders },
    auth: OAuthStrategy({ clientId: CLIENT_ID }),
    fetch: recorder.fetch,
  });
  client.auth.setTokens(await client.auth.generateVisitorTokens());
  return client;
}

test('orders.getOrder reads the order the thank-you URL names: number, lines, total, buyer, address', async () => {
  const buyer = await visitor();
  await buyer.currentCartV2.createCurrentCart({
    catalogItems: [{ catalogReference: { appId: STORES_APP_ID, catalogItemId: 'prod-granola' }, quantity: 3 }],
    cart: {
      deliveryInfo: { address: { country: 'DE', city: 'Hamburg', postalCode: '22765', addressLine1: 'Elbchaussee 5' } },
      customerInfo: { email: 'sdk-order@example.com', firstName: 'Grace', lastName: 'Hopper' },
    },
  } as never);
  const { cart } = await buyer.currentCartV2.getCurrentCart();
  const { redirectSession } = await buyer.redirects.createRedirectSession({
    ecomCheckout: { checkoutId: cart!._id! },
    callbacks: { postFlowUrl: `${SHOP}/checkout`, thankYouPageUrl: `${SHOP}/thanks` },
  });
  const placed = await submitHostedForm(redirectSession!.fullUrl!, {});
  expect(placed.status).toBe(303);
  const orderId = new URL(placed.headers.get('location')!).searchParams.get('orderId')!;

  const order = await buyer.orders.getOrder(orderId);
  expect(order._id).toBe(orderId);
  expect(order.number).toMatch(/^\d{5}$/);
  expect(order._createdDate).toBeInstanceOf(Date);
  expect(order.lineItems!.map((l) => [l.productName?.original, l.quantity, l.price, l.totalPriceAfterTax])).toEqual([
    ['Granola', 3, { amount: '8.90', formattedAmount: '€8.90' }, { amount: '26.70', formattedAmount: '€26.70' }],
  ]);
  expect(order.priceSummary!.subtotal).toEqual({ amount: '26.70', formattedAmount: '€26.70' });
  expect(order.priceSummary!.total!.amount).toEqual(
    (Number(order.priceSummary!.subtotal!.amount) + Number(order.priceSummary!.shipping!.amount)).toFixed(2),
  );
  expect(order.buyerInfo).toMatchObject({ email: 'sdk-order@example.com', visitorId: expect.any(String) });
  // The SDK's own address transform: the wire's `addressLine` is `addressLine1` here.
  expect(order.shippingInfo!.logistics!.shippingDestination).toEqual({
    address: { country: 'DE', city: 'Hamburg', postalCode: '22765', addressLine1: 'Elbchaussee 5' },
    contactDetails: { firstName: 'Grace', lastName: 'Hopper' },
  });

  const key = createClient({
    modules: { orders },
    auth: ApiKeyStrategy({ apiKey: emulator.apiKey, siteId: 'emulator-site' }),
    fetch: recorder.fetch,
  });
  expect((await key.orders.getOrder(orderId))._id).toBe(orderId);

  const stranger = await visitor();
  const refused = await stranger.orders.getOrder(orderId).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(refused).toMatchObject({ details: { applicationError: { code: 'ORDER_NOT_FOUND' } } });
});
