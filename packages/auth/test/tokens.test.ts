import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
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
  TOKEN_URL,
  restoreTimersAndGlobals,
  useServer,
} from './helpers';

const server = useServer();
restoreTimersAndGlobals();

describe('token handling of the specification', () => {
  it('gets visitor tokens with the anonymous grant, stores them and reuses them', async () => {
    const token = countingTokens();
    const cart = cartEndpoint();
    server.use(token.handler, cart.handler);
    const { client, auth, storage } = setup();
    vi.setSystemTime(new Date('2030-01-01T00:00:00.400Z'));
    await getCart(client);
    await getCart(client);
    vi.useRealTimers();
    expect(token.requests).toEqual([{ clientId: CLIENT_ID, grantType: 'anonymous' }]);
    expect(cart.seen).toEqual(['at-1', 'at-1']);
    const expected = {
      accessToken: { value: 'at-1', expiresAt: 1893456000 + 14400 },
      refreshToken: { value: 'rt-1', role: 'visitor' },
    };
    expect(auth.getTokens()).toEqual(expected);
    expect(JSON.parse(String(await storage.get('tokens')))).toEqual(expected);
    expect(auth.loggedIn()).toBe(false);
  });

  it('renews an expired access token with the refresh token, keeping the role', async () => {
    const token = countingTokens();
    const cart = cartEndpoint();
    server.use(token.handler, cart.handler);
    const { client, auth } = setup({ tokens: tokens('old', 'member', nowSeconds() - 10, 'member-refresh') });
    await getCart(client);
    expect(token.requests).toEqual([
      { clientId: CLIENT_ID, refreshToken: 'member-refresh', grantType: 'refresh_token' },
    ]);
    expect(cart.seen).toEqual(['renewed-1']);
    expect(auth.getTokens().refreshToken).toEqual({ value: 'member-refresh', role: 'member' });
    expect(auth.loggedIn()).toBe(true);
  });

  it('is logged in only with role member', () => {
    expect(setup({ tokens: tokens('a', 'member') }).auth.loggedIn()).toBe(true);
    expect(setup({ tokens: tokens('a', 'visitor') }).auth.loggedIn()).toBe(false);
    expect(setup({ tokens: tokens('', 'none') }).auth.loggedIn()).toBe(false);
    expect(setup().auth.getTokens()).toEqual({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: 'none' },
    });
  });

  it('sends no token to the token endpoint itself', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post(TOKEN_URL, ({ request }) => (seen.push(request.headers.get('authorization')), tokenAnswer('a', 'r'))),
    );
    const { auth } = setup({ tokens: tokens('old', 'visitor', nowSeconds() - 1) });
    await auth.renewToken();
    await auth.generateVisitorTokens();
    expect(seen).toEqual([null, null]);
  });
});

describe('expiry', () => {
  it('20: renews within a minute of expiry, never earlier than half the lifetime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const token = tokenEndpoint((body, n) => tokenAnswer(`at-${n}`, 'r', n === 1 ? 14400 : 60));
    const cart = cartEndpoint();
    server.use(token.handler, cart.handler);
    const { client } = setup();
    await getCart(client);
    vi.setSystemTime(new Date('2030-01-01T03:58:59Z')); // 61 s left: still used
    await getCart(client);
    vi.setSystemTime(new Date('2030-01-01T03:59:01Z')); // 59 s left: renewed
    await getCart(client);
    expect(cart.seen).toEqual(['at-1', 'at-1', 'at-2']);
    // A 60 s token: the margin is half its lifetime (30 s), not a whole minute.
    vi.setSystemTime(new Date('2030-01-01T03:59:30Z'));
    await getCart(client);
    vi.setSystemTime(new Date('2030-01-01T03:59:32Z'));
    await getCart(client);
    expect(cart.seen).toEqual(['at-1', 'at-1', 'at-2', 'at-2', 'at-3']);
  });

  it('20: a clock that jumps backwards counts as expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const token = countingTokens();
    const cart = cartEndpoint();
    server.use(token.handler, cart.handler);
    const { client } = setup();
    await getCart(client);
    vi.setSystemTime(new Date('2029-12-31T23:00:00Z'));
    await getCart(client);
    expect(cart.seen).toEqual(['at-1', 'renewed-2']);
  });
});
