// The hand-off: a Cart V2's own id is its checkout's, given to a redirect session; unsellable lines block it.
import { describe, expect, it } from 'vitest';
import * as v2 from '../../src/v2';
import { answerAll, client, HOST, useServer } from '../server';
import { sdkCartV2 } from './fixtures';

const server = useServer();

const session = {
  redirectSession: {
    id: 'rs-1',
    fullUrl: 'https://shop.example.com/checkout?x=1',
    urlDetails: { endpoint: 'e', searchParams: {} },
  },
};
const sellable: v2.Cart = { ...sdkCartV2, lineItems: [sdkCartV2.lineItems![0]!] };

describe('createCheckoutRedirect', () => {
  it('creates the redirect session with ecomCheckout.checkoutId = cart._id and the callbacks', async () => {
    const seen = answerAll(server, session);
    const callbacks = {
      postFlowUrl: 'https://shop.example.com/cart',
      thankYouPageUrl: 'https://shop.example.com/thanks',
    };
    const answer = await v2.createCheckoutRedirect(client(), sellable, { callbacks });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url).toBe(`${HOST}/_api/redirects-api/v1/redirect-session`);
    expect(seen[0]!.body).toEqual({ ecomCheckout: { checkoutId: 'cart-1' }, callbacks });
    expect(answer.redirectSession).toEqual({ ...session.redirectSession, id: undefined, _id: 'rs-1' });
  });

  it('passes preferences on, and sends no callbacks when none are given', async () => {
    const seen = answerAll(server, session);
    await v2.createCheckoutRedirect(client(), sellable, { preferences: { maintainIdentity: true } });
    await v2.createCheckoutRedirect(client(), sellable);
    expect(seen.map((s) => s.body)).toEqual([
      { ecomCheckout: { checkoutId: 'cart-1' }, preferences: { maintainIdentity: true } },
      { ecomCheckout: { checkoutId: 'cart-1' } },
    ]);
  });

  it('refuses a cart with unsellable lines with UnsellableLinesError listing them, and sends nothing', async () => {
    const seen = answerAll(server, session);
    const partly: v2.LineItem = { _id: 'line-3', status: 'PARTIALLY_IN_STOCK' };
    const cart = { ...sdkCartV2, lineItems: [...sdkCartV2.lineItems!, partly] };
    const error = await v2.createCheckoutRedirect(client(), cart).catch((e: unknown) => e);
    expect(seen).toEqual([]);
    expect(v2.isUnsellableLinesError(error)).toBe(true);
    const refused = error as v2.UnsellableLinesError;
    expect(refused.name).toBe('UnsellableLinesError');
    expect(refused.lines).toEqual([sdkCartV2.lineItems![1], partly]);
    expect(refused.message).toBe(
      'The cart has lines that cannot be sold: line-2 (OUT_OF_STOCK), line-3 (PARTIALLY_IN_STOCK)',
    );
  });

  it.each([
    ['no id', { lineItems: sellable.lineItems }],
    ['no lines', { _id: 'cart-1', lineItems: [] }],
  ])('refuses a cart with %s with EmptyCartError, and sends nothing', async (_, cart) => {
    const seen = answerAll(server, session);
    const error = await v2.createCheckoutRedirect(client(), cart).catch((e: unknown) => e);
    expect(seen).toEqual([]);
    expect(v2.isEmptyCartError(error)).toBe(true);
    expect((error as Error).message).toBe('A cart without an id or lines cannot go to checkout');
  });
});

describe('unsellableLines', () => {
  it('lists every line whose status is set and not IN_STOCK, in the cart order', () => {
    const lines: v2.LineItem[] = [
      { _id: 'a', status: 'IN_STOCK' },
      { _id: 'b', status: 'OUT_OF_STOCK' },
      { _id: 'c', status: 'PARTIALLY_IN_STOCK' },
      { _id: 'd' },
      { _id: 'e', status: 'REMOVED_FROM_CATALOG' },
    ];
    expect(v2.unsellableLines({ lineItems: lines }).map((l) => l._id)).toEqual(['b', 'c', 'e']);
    expect(v2.unsellableLines({})).toEqual([]);
  });
});
