// The early renewal the README promises ("up to a minute before it expires, never earlier than half its lifetime"),
// also for a server's per-request strategy, which starts from tokens it did not get itself (a cookie).
import { describe, expect, it } from 'vitest';
import {
  cartEndpoint,
  CLIENT_ID,
  countingTokens,
  getCart,
  nowSeconds,
  setup,
  tokenAnswer,
  tokenEndpoint,
  tokens,
  useServer,
} from './helpers';

const server = useServer();

describe('early renewal', () => {
  it('a per-request strategy renews a token with 33 s left before the call, once, and sends the new one', async () => {
    const token = countingTokens();
    const cart = cartEndpoint();
    server.use(token.handler, cart.handler);
    const { client } = setup({ tokens: tokens('from-cookie', 'member', nowSeconds() + 33) });
    await getCart(client);
    await getCart(client);
    expect(token.requests).toEqual([
      { clientId: CLIENT_ID, refreshToken: 'r-from-cookie', grantType: 'refresh_token' },
    ]);
    expect(cart.seen).toEqual(['renewed-1', 'renewed-1']);
  });

  it('a per-request strategy sends a token with 10 minutes left as it is', async () => {
    const token = countingTokens();
    const cart = cartEndpoint();
    server.use(token.handler, cart.handler);
    const { client } = setup({ tokens: tokens('from-cookie', 'member', nowSeconds() + 600) });
    await getCart(client);
    expect(token.requests).toEqual([]);
    expect(cart.seen).toEqual(['from-cookie']);
  });

  it('a token this strategy got itself is renewed no earlier than half its lifetime', async () => {
    // The platform gives 40 s tokens: each is sent until 20 s before it expires (half its lifetime), not renewed
    // at once for being within the minute.
    const token = tokenEndpoint((_, n) => tokenAnswer(`short-${n}`, `rt-${n}`, 40));
    const cart = cartEndpoint();
    server.use(token.handler, cart.handler);
    const { client } = setup();
    await getCart(client);
    await getCart(client);
    expect(token.requests).toEqual([{ clientId: CLIENT_ID, grantType: 'anonymous' }]);
    expect(cart.seen).toEqual(['short-1', 'short-1']);
  });
});
