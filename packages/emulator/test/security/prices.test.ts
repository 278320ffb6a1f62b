// Issue 11, finding 7: a visitor brought an order for the €59 linen shirt to €4.90 (the standard shipping) with a
// 100 % merchant discount or a negative custom line item. Prices are the merchant's: visitors and members get the
// platform's permission error, the API key sets them on a cart by its id.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot, line, money, type Client } from '../helpers';
import type { RunningEmulator } from '../../src/index';
import { appError, CART, SHOP_APP, signIn } from './flows';
import { invalid } from './violations';

let emu: RunningEmulator;
let client: Client;

beforeAll(async () => {
  ({ emu, client } = await boot({ oauthApps: [SHOP_APP] }));
});
afterAll(() => emu.close());

const SHIRT = line('prod-linen-shirt', 1, { options: { Size: 'M', Color: 'White' } });
const DISCOUNTS = appError(
  'Merchant discounts need an API key; a visitor or member token cannot set them',
  'PERMISSION_DENIED',
);
const PRICED = appError(
  'Custom line items with a price need an API key; a visitor or member token cannot set prices',
  'PERMISSION_DENIED',
);
const customLine = (price: unknown) => ({ quantity: 1, productName: { original: 'Shirt, repriced' }, price });

/** A shopper (visitor or member) with the shirt in the cart: the cart's id and what its estimate totals. */
async function shirtInCart(token: string) {
  const add = await client.call('POST', `${CART}/add-to-cart`, { token, body: { lineItems: [SHIRT] } });
  expect(add.status).toBe(200);
  return add.body.cart.id as string;
}
async function total(token: string) {
  const estimate = await client.call('POST', `${CART}/estimate-totals`, { token, body: {} });
  return estimate.body.priceSummary.total;
}

describe.each(['visitor', 'member'])('a %s cannot price the €59 shirt down', (who) => {
  let token: string;
  beforeAll(async () => {
    token =
      who === 'visitor'
        ? (await client.visitor()).access_token
        : (await signIn(client, 'ada@vitrine.dev', 'vitrine-demo')).access_token;
    await shirtInCart(token);
  });

  test.each([
    ['a 100 % merchant discount', [{ percentage: 100 }]],
    ['a €59 merchant discount', [{ amount: '59.00' }]],
    ['a discount on the shirt line only', [{ percentage: 100, lineItemIds: ['x'] }]],
  ])('%s: 403, the platform permission error', async (_name, merchantDiscounts) => {
    const r = await client.call('PATCH', CART, { token, body: { merchantDiscounts } });
    expect([r.status, r.body]).toEqual([403, DISCOUNTS]);
    const masked = await client.call('PATCH', CART, {
      token,
      body: { merchantDiscounts, cartFieldmask: 'merchantDiscounts' },
    });
    expect([masked.status, masked.body]).toEqual([403, DISCOUNTS]);
  });

  test('a negative custom line item is the 400 of its price (the platform SDK: gte 0)', async () => {
    for (const price of ['-54.10', -54.1, { amount: '-54.10' }]) {
      const r = await client.call('POST', `${CART}/add-to-cart`, {
        token,
        body: { customLineItems: [customLine(price)] },
      });
      const field = typeof price === 'object' ? 'customLineItems[0].price.amount' : 'customLineItems[0].price';
      expect([r.status, r.body]).toEqual([
        400,
        invalid({ field, description: 'must be at least 0', violatedRule: 'DECIMAL_GTE' }),
      ]);
    }
  });

  test('a custom line with a price, added or patched in, is 403; a free one is the shopper’s', async () => {
    const add = await client.call('POST', `${CART}/add-to-cart`, {
      token,
      body: { customLineItems: [customLine('0.01')] },
    });
    expect([add.status, add.body]).toEqual([403, PRICED]);
    const patch = await client.call('PATCH', CART, { token, body: { customLineItems: [customLine({ amount: '5' })] } });
    expect([patch.status, patch.body]).toEqual([403, PRICED]);
    const free = await client.call('POST', `${CART}/add-to-cart`, {
      token,
      body: { customLineItems: [{ ...customLine('0'), productName: { original: 'Gift note' } }] },
    });
    expect(free.status).toBe(200);
    expect(free.body.cart.lineItems.map((l: { price: unknown }) => l.price)).toEqual([money('59.00'), money('0.00')]);
  });

  test('the order still costs €59.00 (free standard shipping above €50), and clearing discounts is allowed', async () => {
    expect(await total(token)).toEqual(money('59.00'));
    const cleared = await client.call('PATCH', CART, { token, body: { merchantDiscounts: [] } });
    expect([cleared.status, cleared.body.cart.appliedDiscounts]).toEqual([200, []]);
  });
});

describe('the merchant prices a cart by its id, with the API key', () => {
  test('a merchant discount and a priced custom line on the visitor’s cart; the visitor sees them', async () => {
    const visitor = (await client.visitor()).access_token;
    const id = await shirtInCart(visitor);
    const byId = `/ecom/v1/carts/${id}`;
    const discount = await client.call('PATCH', byId, {
      token: emu.apiKey,
      body: { merchantDiscounts: [{ percentage: 10 }] },
    });
    expect([discount.status, discount.body.cart.appliedDiscounts]).toEqual([
      200,
      [{ discountType: 'GLOBAL', merchantDiscount: { amount: money('5.90'), percentage: 10 } }],
    ]);
    const wrap = await client.call('POST', `${byId}/add-to-cart`, {
      token: emu.apiKey,
      body: { customLineItems: [{ ...customLine('3.50'), productName: { original: 'Gift wrap' } }] },
    });
    expect(wrap.status).toBe(200);
    // 59.00 + 3.50 - 10 % of 62.50.
    expect(await total(visitor)).toEqual(money('56.25'));
  });

  test('a visitor or member token on a cart by its id is 403; an unknown cart is 404', async () => {
    const visitor = (await client.visitor()).access_token;
    const id = await shirtInCart(visitor);
    const r = await client.call('PATCH', `/_api/ecom-cart/v1/carts/${id}`, {
      token: visitor,
      body: { merchantDiscounts: [{ percentage: 100 }] },
    });
    expect([r.status, r.body]).toEqual([
      403,
      appError(
        'A cart by its id is changed with an API key; a visitor or member token has its current cart',
        'PERMISSION_DENIED',
      ),
    ]);
    const unknown = await client.call('POST', '/ecom/v1/carts/no-such-cart/add-to-cart', {
      token: emu.apiKey,
      body: { lineItems: [SHIRT] },
    });
    expect([unknown.status, unknown.body]).toEqual([404, appError('Cart no-such-cart not found', 'CART_NOT_FOUND')]);
    expect(await total(visitor)).toEqual(money('59.00'));
  });
});
