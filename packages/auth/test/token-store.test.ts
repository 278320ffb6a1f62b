import { describe, expect, it } from 'vitest';
import { countingTokens, getCart, setup, tokens, useServer, cartEndpoint } from './helpers';

const server = useServer();

// useSyncExternalStore reads getTokens() on every render and re-renders whenever the object differs.
describe('getTokens() is a snapshot that keeps its identity until the tokens change', () => {
  it('with no tokens yet, every call answers the same object', () => {
    const { auth } = setup();
    expect(auth.getTokens()).toBe(auth.getTokens());
    expect(auth.getTokens().refreshToken.role).toBe('none');
  });

  it('with tokens, the same object until a change, then a new one that stays the same', async () => {
    const visitor = countingTokens();
    const cart = cartEndpoint();
    server.use(visitor.handler, cart.handler);
    const { client, auth } = setup({ tokens: tokens('given-at', 'visitor') });
    const first = auth.getTokens();
    await getCart(client);
    expect(auth.getTokens()).toBe(first);

    await auth.generateVisitorTokens();
    const second = auth.getTokens();
    expect(second).not.toBe(first);
    expect(second.accessToken.value).toBe('at-1');
    expect(auth.getTokens()).toBe(second);

    await auth.clearTokens();
    const none = auth.getTokens();
    expect(none.refreshToken.role).toBe('none');
    expect(auth.getTokens()).toBe(none);
  });
});
