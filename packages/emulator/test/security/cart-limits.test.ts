// Issue 11, finding 8: carts had no line limit, and at 12,000 lines each add blocked the server for about 3 s. A cart
// holds the platform SDK's `@maxSize 300` line items; an add sends at most 100, an update 300; quantities stop at
// 100,000; and a cart that reaches the limit answers adds as fast as an empty one (bench/full-cart.mjs measures it).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot, line, type Client } from '../helpers';
import type { RunningEmulator } from '../../src/index';
import { authRedirectSession, CART, exchange, identityLogin, pkce, REDIRECT, register, SHOP_APP } from './flows';
import { invalid } from './violations';

let emu: RunningEmulator;
let client: Client;
let productId: string;

/** 10 × 10 × 3 choices: a product of exactly 300 variants, one line each. */
const CHOICES = { A: 10, B: 10, C: 3 };
const variantLines = (from: number, count: number) =>
  Array.from({ length: count }, (_, k) => {
    const n = from + k;
    const options = { A: `a${n % 10}`, B: `b${Math.floor(n / 10) % 10}`, C: `c${Math.floor(n / 100)}` };
    return line(productId, 1, { options });
  });

beforeAll(async () => {
  ({ emu, client } = await boot({ oauthApps: [SHOP_APP] }));
  const productOptions = Object.entries(CHOICES).map(([name, n]) => ({
    name,
    choices: Array.from({ length: n }, (_, i) => ({ value: `${name.toLowerCase()}${i}` })),
  }));
  const made = await client.call('POST', '/stores/v1/products', {
    token: emu.apiKey,
    body: { product: { name: 'Three hundred', price: 1, productOptions } },
  });
  expect([made.status, made.body.product.variants.length]).toEqual([200, 300]);
  productId = made.body.product.id;
});
afterAll(() => emu.close());

const FULL = invalid({
  field: 'lineItems',
  description: 'would leave 301 line items in the cart; a cart holds at most 300',
  violatedRule: 'MAX_SIZE',
  data: { maxLineItems: 300 },
});

/** A visitor whose cart holds all 300 variants, one line each. */
async function fullCart(): Promise<string> {
  const token = (await client.visitor('shop')).access_token;
  for (const from of [0, 100, 200]) {
    const r = await client.call('POST', `${CART}/add-to-cart`, { token, body: { lineItems: variantLines(from, 100) } });
    expect(r.status).toBe(200);
  }
  return token;
}

describe('a cart holds at most 300 line items', () => {
  test('the 301st line is the platform validation error, and nothing of that add is kept', async () => {
    const token = await fullCart();
    const more = await client.call('POST', `${CART}/add-to-cart`, {
      token,
      body: { lineItems: [line('prod-granola', 1), variantLines(0, 1)[0]] },
    });
    expect([more.status, more.body]).toEqual([400, FULL]);
    const cart = await client.call('GET', CART, { token });
    expect(cart.body.cart.lineItems).toHaveLength(300);
    expect(cart.body.cart.lineItems[0].quantity).toBe(1);
    // A line already in the cart is no new line: its quantity grows.
    const again = await client.call('POST', `${CART}/add-to-cart`, { token, body: { lineItems: variantLines(0, 1) } });
    expect([again.status, again.body.cart.lineItems.length, again.body.cart.lineItems[0].quantity]).toEqual([
      200, 300, 2,
    ]);
    // Custom lines count too (they are answered among the line items); the merchant gets the same answer.
    const id = cart.body.cart.id;
    const custom = await client.call('POST', `/ecom/v1/carts/${id}/add-to-cart`, {
      token: emu.apiKey,
      body: { customLineItems: [{ quantity: 1, productName: { original: 'Gift wrap' }, price: '3.50' }] },
    });
    expect([custom.status, custom.body]).toEqual([400, FULL]);
  });

  test('an add sends at most 100 lines, an update 300; a line’s quantity stops at 100,000', async () => {
    const token = (await client.visitor()).access_token;
    const tooMany = (field: string, max: number) =>
      invalid({ field, description: `must have at most ${max} items`, violatedRule: 'MAX_SIZE' });
    const add = await client.call('POST', `${CART}/add-to-cart`, { token, body: { lineItems: variantLines(0, 101) } });
    expect([add.status, add.body]).toEqual([400, tooMany('lineItems', 100)]);
    const lines = [...variantLines(0, 300), line('prod-granola', 1)];
    const patch = await client.call('PATCH', CART, { token, body: { lineItems: lines } });
    expect([patch.status, patch.body]).toEqual([400, tooMany('lineItems', 300)]);
    const big = await client.call('POST', `${CART}/add-to-cart`, {
      token,
      body: { lineItems: [line('prod-granola', 99999)] },
    });
    expect(big.status).toBe(200);
    const over = await client.call('POST', `${CART}/add-to-cart`, {
      token,
      body: { lineItems: [line('prod-granola', 2)] },
    });
    expect([over.status, over.body]).toEqual([
      400,
      invalid({
        field: 'lineItems[0].quantity',
        description: "would make the line's quantity 100001; a line holds at most 100000",
        violatedRule: 'MAX',
      }),
    ]);
  });
});

test('a visitor’s cart joining a full member cart keeps the member’s 300 lines', async () => {
  const email = 'full-cart@vitrine.dev';
  await register(client, email, 'secret-123');
  const sessionToken = await identityLogin(client, email, 'secret-123');
  // The member fills the cart: a first sign-in, then 300 lines.
  const signIn = async (visitorToken: string) => {
    const { verifier, challenge } = pkce();
    const session = await authRedirectSession(client, visitorToken, { challenge, sessionToken, prompt: 'none' });
    const page = await fetch(session.body.redirectSession.fullUrl, { redirect: 'manual' });
    const code = new URLSearchParams(new URL(page.headers.get('location') ?? '').hash.slice(1)).get('code') ?? '';
    return (await exchange(client, code, verifier, REDIRECT)).body.access_token as string;
  };
  const member = await signIn((await client.visitor('shop')).access_token);
  for (const from of [0, 100, 200]) {
    const r = await client.call('POST', `${CART}/add-to-cart`, {
      token: member,
      body: { lineItems: variantLines(from, 100) },
    });
    expect(r.status).toBe(200);
  }
  const visitor = (await client.visitor('shop')).access_token;
  await client.call('POST', `${CART}/add-to-cart`, {
    token: visitor,
    body: { lineItems: [line('prod-granola', 1), ...variantLines(7, 1)] },
  });
  const again = await signIn(visitor);
  const cart = await client.call('GET', CART, { token: again });
  expect(cart.body.cart.lineItems).toHaveLength(300);
  // The variant both had merged (quantity 2); the granola did not fit.
  expect(cart.body.cart.lineItems[7].quantity).toBe(2);
  expect(
    cart.body.cart.lineItems.some((l: { productName: { original: string } }) => l.productName.original === 'Granola'),
  ).toBe(false);
});

test('a checkout’s e-mail is an address (`@format EMAIL`): the order confirmation goes nowhere else', async () => {
  const token = (await client.visitor()).access_token;
  await client.call('POST', `${CART}/add-to-cart`, { token, body: { lineItems: [line('prod-granola', 1)] } });
  const r = await client.call('POST', `${CART}/create-checkout`, { token, body: { email: 'x" onmouseover="y' } });
  expect([r.status, r.body]).toEqual([
    400,
    invalid({ field: 'email', description: 'must be an e-mail address', violatedRule: 'FORMAT' }),
  ]);
  const ok = await client.call('POST', `${CART}/create-checkout`, { token, body: { email: 'ada@vitrine.dev' } });
  expect(ok.status).toBe(200);
});
