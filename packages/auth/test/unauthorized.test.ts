import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { countingTokens, getCart, HOST, setup, tokenAnswer, tokenEndpoint, tokens, useServer } from './helpers';

const server = useServer();

/** A cart that refuses `refusedToken` with a 401, as a platform does for a revoked or (by its clock) expired token. */
function cartRefusing(refusedToken: string) {
  const seen: string[] = [];
  const handler = http.get(`${HOST}/ecom/v1/carts/current`, ({ request }) => {
    const token = request.headers.get('authorization') ?? '';
    seen.push(token);
    return token === refusedToken
      ? HttpResponse.json({ message: 'Token expired' }, { status: 401 })
      : HttpResponse.json({ cart: { id: `cart-of-${token}` } });
  });
  return { handler, seen };
}

describe('a token the platform refuses with 401', () => {
  it('is renewed once for three calls that all saw it, and each call goes again with the renewed token', async () => {
    const endpoint = countingTokens();
    const cart = cartRefusing('member-token');
    server.use(endpoint.handler, cart.handler);
    const { client, auth } = setup({ tokens: tokens('member-token', 'member', undefined, 'member-refresh') });

    const answers = await Promise.all([getCart(client), getCart(client), getCart(client)]);

    expect(answers).toEqual([1, 2, 3].map(() => ({ cart: { _id: 'cart-of-renewed-1' } })));
    expect(endpoint.requests).toEqual([
      { clientId: 'client-1', refreshToken: 'member-refresh', grantType: 'refresh_token' },
    ]);
    expect(cart.seen).toEqual(['member-token', 'member-token', 'member-token', 'renewed-1', 'renewed-1', 'renewed-1']);
    expect(auth.getTokens().refreshToken).toEqual({ value: 'member-refresh', role: 'member' });
  });

  it('falls back to one new visitor when the refresh token is refused too (a platform that forgot its tokens)', async () => {
    const endpoint = tokenEndpoint((body) =>
      body.grantType === 'refresh_token'
        ? HttpResponse.json({ error: 'invalid_grant', error_description: 'Unknown refresh token' }, { status: 400 })
        : tokenAnswer('visitor-token', 'visitor-refresh'),
    );
    const cart = cartRefusing('stale-token');
    server.use(endpoint.handler, cart.handler);
    const { client, auth } = setup({ tokens: tokens('stale-token', 'visitor', undefined, 'stale-refresh') });
    const reasons: string[] = [];
    auth.onTokensChange((_, reason) => reasons.push(reason));

    await expect(getCart(client)).resolves.toEqual({ cart: { _id: 'cart-of-visitor-token' } });
    expect(endpoint.requests.map((body) => body.grantType)).toEqual(['refresh_token', 'anonymous']);
    expect(reasons).toEqual(['refused']);
    expect(cart.seen).toEqual(['stale-token', 'visitor-token']);
  });

  it('is thrown when the renewed token is refused as well: one retry, no loop', async () => {
    const endpoint = countingTokens();
    server.use(
      endpoint.handler,
      http.get(`${HOST}/ecom/v1/carts/current`, () => HttpResponse.json({ message: 'Token expired' }, { status: 401 })),
    );
    const { client } = setup({ tokens: tokens('member-token', 'member') });
    await expect(getCart(client)).rejects.toMatchObject({ name: 'ApplicationError', status: 401 });
    expect(endpoint.requests).toHaveLength(1);
  });
});
