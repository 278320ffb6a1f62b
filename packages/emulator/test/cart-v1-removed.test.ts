import { describe, expect, test } from 'vitest';
import { LAYOUTS } from './helpers';
import { bootForFile } from './support/boot';

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const { emu, client } = await bootForFile({ cartV1: 'removed' });
const item = {
  catalogReference: {
    catalogItemId: 'prod-linen-shirt',
    appId: STORES_APP_ID,
    options: { options: { Size: 'M', Color: 'Sage' } },
  },
  quantity: 1,
};

/** The answer of a removed call: the emulator's unknown-method 501, naming the date and the Cart V2 successor. */
const removed = (method: string, path: string, successor: string) => {
  const description = `Method not implemented: ${method} ${path}: the v1 current cart was removed on 2027-02-01; use Cart V2: ${successor}`;
  return { message: description, details: { applicationError: { description, code: 'UNIMPLEMENTED' } } };
};

describe.each(['api', 'site'] as const)("startEmulator({ cartV1: 'removed' }), %s layout", (layout) => {
  const v1 = LAYOUTS[layout].cart;
  const calls: [string, string, string][] = [
    ['GET', '', 'the same method on /v2/carts/current'],
    ['PATCH', '', 'the same method on /v2/carts/current'],
    ['DELETE', '', 'the same method on /v2/carts/current'],
    ['POST', '/add-to-cart', 'POST /v2/carts/current/add-line-items'],
    ['POST', '/remove-line-items', 'POST /v2/carts/current/remove-line-items'],
    ['POST', '/update-line-items-quantity', 'POST /v2/carts/current/update-line-items'],
    ['POST', '/remove-coupon', 'POST /v2/carts/current/remove-coupon'],
    ['POST', '/estimate-totals', 'POST /v2/carts/current/estimate'],
    ['POST', '/create-checkout', "a redirect session with ecomCheckout.checkoutId set to the cart's id"],
  ];

  test.each(calls)(
    'v1 %s current%s answers 501 UNIMPLEMENTED, naming its Cart V2 successor',
    async (method, path, next) => {
      const token = (await client.visitor()).access_token;
      const r = await client.call(method, `${v1}${path}`, { token, body: method === 'GET' ? undefined : {} });
      expect(r.status).toBe(501);
      expect(r.body).toEqual(removed(method, `${v1}${path}`, next));
    },
  );

  test('Cart V2, the v1 cart by id (the merchant’s) and the checkout by cart id still answer', async () => {
    const token = (await client.visitor()).access_token;
    const prefix = layout === 'api' ? '/ecom' : '/_api/cart-v2';
    const made = await client.call('POST', `${prefix}/v2/carts/current/add-line-items`, {
      token,
      body: { catalogItems: [item] },
    });
    expect(made.status).toBe(200);
    const cartId = made.body.cart.id as string;
    const byId = await client.call('PATCH', `${layout === 'api' ? '/ecom' : '/_api/ecom-cart'}/v1/carts/${cartId}`, {
      token: emu.apiKey,
      body: { cartInfo: { buyerNote: 'merchant' } },
    });
    expect(byId.status).toBe(200);
    const url = await client.call('POST', `${prefix}/v2/carts/${cartId}/get-checkout-url`, { token, body: {} });
    expect(url.status).toBe(200);
    expect((await fetch(url.body.checkoutUrl)).status).toBe(200);
  });
});

test('a CORS preflight of a removed call is still answered (the browser then gets the 501)', async () => {
  const r = await fetch(`${emu.url}/ecom/v1/carts/current`, {
    method: 'OPTIONS',
    headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
  });
  expect(r.status).toBe(204);
});

test('a bad cartV1 value is refused before anything starts', async () => {
  const { startEmulator } = await import('../src/index');
  await expect(startEmulator({ cartV1: 'gone' as never })).rejects.toThrow(
    "cartV1 must be 'available' or 'removed', got gone",
  );
});
