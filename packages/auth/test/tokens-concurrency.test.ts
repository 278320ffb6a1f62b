import { AbortError, createClient } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage, oauth, type Tokens } from '../src';
import {
  cartEndpoint,
  CLIENT_ID,
  countingTokens,
  getCart,
  HOST,
  nowSeconds,
  rejection,
  setup,
  tokenAnswer,
  tokenEndpoint,
  tokens,
  TOKEN_URL,
  restoreTimersAndGlobals,
  useServer,
  recordTokenChanges as record,
} from './helpers';

const server = useServer();
restoreTimersAndGlobals();

describe('tokens under concurrency', () => {
  it('13: ten calls with no tokens make exactly one anonymous request and all use its token', async () => {
    const token = countingTokens();
    const cart = cartEndpoint();
    server.use(token.handler, cart.handler);
    const { client } = setup();
    await Promise.all(Array.from({ length: 10 }, () => getCart(client)));
    expect(token.requests).toHaveLength(1);
    expect(cart.seen).toEqual(Array(10).fill('at-1'));
  });

  it('14: ten calls with an expired token make exactly one renewal; a later call is served from memory', async () => {
    const token = countingTokens();
    const cart = cartEndpoint();
    server.use(token.handler, cart.handler);
    const { client } = setup({ tokens: tokens('old', 'visitor', nowSeconds() - 5) });
    await Promise.all(Array.from({ length: 10 }, () => getCart(client)));
    await getCart(client);
    expect(token.requests).toEqual([{ clientId: CLIENT_ID, refreshToken: 'r-old', grantType: 'refresh_token' }]);
    expect(cart.seen).toEqual(Array(11).fill('renewed-1'));
  });

  it('15: a failed renewal gives every waiting caller the same error, and the next call tries again', async () => {
    const token = tokenEndpoint((_, n) =>
      n === 1 ? new HttpResponse('<html>bad gateway</html>', { status: 502 }) : tokenAnswer('fresh', 'r-old'),
    );
    const cart = cartEndpoint();
    server.use(token.handler, cart.handler);
    const { client, auth } = setup({ tokens: tokens('old', 'member', nowSeconds() - 5) });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => getCart(client)));
    const reasons = results.map((r) => (r.status === 'rejected' ? r.reason : undefined));
    expect(new Set(reasons).size).toBe(1);
    expect(reasons[0]).toMatchObject({ name: 'AuthError', message: 'something went wrong', status: 502 });
    expect(token.requests).toHaveLength(1);
    expect(auth.getTokens().accessToken.value).toBe('old');
    await getCart(client);
    expect(token.requests).toHaveLength(2);
    expect(cart.seen).toEqual(['fresh']);
  });

  it("16: two tabs sharing storage renew once; the second tab re-reads the first one's tokens", async () => {
    // A Web Locks stand-in: one holder at a time per name, like the browser's.
    const queues = new Map<string, Promise<unknown>>();
    const requested: string[] = [];
    vi.stubGlobal('navigator', {
      locks: {
        request(name: string, task: () => Promise<unknown>) {
          requested.push(name);
          const run = (queues.get(name) ?? Promise.resolve()).then(task);
          queues.set(
            name,
            run.catch(() => {}),
          );
          return run;
        },
      },
    });
    const token = countingTokens();
    const cart = cartEndpoint();
    server.use(token.handler, cart.handler);
    const storage = memoryStorage();
    const expired = tokens('old', 'visitor', nowSeconds() - 5);
    await storage.set('tokens', JSON.stringify(expired));
    const tabA = setup({ storage });
    const tabB = setup({ storage });
    const events = record(tabB.auth);
    await Promise.all([getCart(tabA.client), getCart(tabB.client), getCart(tabA.client), getCart(tabB.client)]);
    expect(token.requests).toHaveLength(1);
    expect(cart.seen).toEqual(Array(4).fill('renewed-1'));
    expect(requested).toEqual([`vitrine-auth:${CLIENT_ID}`, `vitrine-auth:${CLIENT_ID}`]);
    expect(events).toEqual([['renewed-1', 'storage']]);
  });

  it('17: a renewal answer with a new refresh token replaces the old one at once, role kept', async () => {
    const token = tokenEndpoint(() => tokenAnswer('at-2', 'rt-rotated'));
    server.use(token.handler);
    const { auth, storage } = setup({ tokens: tokens('old', 'member', nowSeconds() - 5) });
    const events = record(auth);
    await auth.renewToken();
    const expected = { value: 'rt-rotated', role: 'member' };
    expect(auth.getTokens().refreshToken).toEqual(expected);
    expect(JSON.parse(String(await storage.get('tokens'))).refreshToken).toEqual(expected);
    expect(events).toEqual([['at-2', 'renewed']]);
  });

  it('18: a refused renewal gives exactly one new visitor token set and tells the app', async () => {
    const token = tokenEndpoint((body) =>
      body.grantType === 'refresh_token'
        ? HttpResponse.json(
            { error: 'invalid_grant', error_description: 'Unknown or revoked refresh token' },
            { status: 400 },
          )
        : tokenAnswer('visitor-at', 'visitor-rt'),
    );
    const cart = cartEndpoint();
    server.use(token.handler, cart.handler);
    const { client, auth } = setup({ tokens: tokens('old', 'member', nowSeconds() - 5) });
    const events = record(auth);
    await Promise.all([getCart(client), getCart(client), getCart(client)]);
    expect(token.requests.map((b) => b.grantType)).toEqual(['refresh_token', 'anonymous']);
    expect(events).toEqual([['visitor-at', 'refused']]);
    expect(auth.getTokens().refreshToken).toEqual({ value: 'visitor-rt', role: 'visitor' });
    expect(auth.loggedIn()).toBe(false);
  });

  it.each([
    ['a 503', () => new HttpResponse(null, { status: 503 })],
    ['a 500 with JSON', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
    ['a 429', () => HttpResponse.json({ error: 'slow_down' }, { status: 429 })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('18: %s during renewal never downgrades a member to a visitor', async (_, answer) => {
    const token = tokenEndpoint(answer);
    server.use(token.handler);
    const member = tokens('old', 'member', nowSeconds() - 5);
    const { client, auth } = setup({ tokens: member });
    const events = record(auth);
    await expect(getCart(client)).rejects.toThrow();
    expect(token.requests.map((b) => b.grantType)).toEqual(['refresh_token']);
    expect(auth.getTokens()).toEqual(member);
    expect(auth.loggedIn()).toBe(true);
    expect(events).toEqual([]);
  });

  it('18: a timed-out renewal keeps the member too', async () => {
    vi.useFakeTimers();
    server.use(http.post(TOKEN_URL, () => new Promise<Response>(() => {})));
    const member = tokens('old', 'member', nowSeconds() - 5);
    const auth = oauth({ clientId: CLIENT_ID, tokens: member, storage: memoryStorage() });
    createClient({ host: HOST, auth, retry: 0, timeoutMs: 1000 });
    const renewal = rejection(auth.renewToken());
    await vi.advanceTimersByTimeAsync(1000);
    expect((await renewal).name).toBe('TimeoutError');
    expect(auth.getTokens()).toEqual(member);
  });

  it('10: a renewal is retried after a dropped connection, with backoff', async () => {
    vi.useFakeTimers();
    const token = tokenEndpoint((_, n) => (n === 1 ? HttpResponse.error() : tokenAnswer('second-try', 'r')));
    server.use(token.handler);
    const { auth } = setup({ tokens: tokens('old', 'member', nowSeconds() - 5), retry: 2 });
    const renewal = auth.renewToken();
    await vi.advanceTimersByTimeAsync(300);
    expect((await renewal).accessToken.value).toBe('second-try');
    expect(token.requests).toHaveLength(2);
  });

  it('19: a token result that arrives after logout is dropped', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const token = tokenEndpoint(async (_, n) =>
      n === 1 ? (await gate, tokenAnswer('late', 'late-r')) : tokenAnswer('after-logout', 'rt-2'),
    );
    const cart = cartEndpoint();
    server.use(token.handler, cart.handler);
    const { client, auth, storage } = setup({ tokens: tokens('old', 'member', nowSeconds() - 5) });
    const call = getCart(client);
    await vi.waitFor(() => expect(token.requests).toHaveLength(1));
    await auth.clearTokens();
    release();
    await call;
    expect(token.requests.map((b) => b.grantType)).toEqual(['refresh_token', 'anonymous']);
    expect(cart.seen).toEqual(['after-logout']);
    expect(auth.getTokens().accessToken.value).toBe('after-logout');
    expect(JSON.parse(String(await storage.get('tokens'))).accessToken.value).toBe('after-logout');
  });

  it('19: while a code exchange runs, calls without a usable token wait for it instead of minting a visitor', async () => {
    let finish!: (t: Tokens) => void;
    const token = countingTokens();
    const cart = cartEndpoint();
    server.use(token.handler, cart.handler);
    const { client, auth } = setup();
    const signIn = auth.signIn(() => new Promise<Tokens>((resolve) => (finish = resolve)));
    const calls = Promise.all([getCart(client), getCart(client)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cart.seen).toEqual([]);
    finish(tokens('member-at', 'member'));
    await signIn;
    await calls;
    expect(token.requests).toEqual([]);
    expect(cart.seen).toEqual(['member-at', 'member-at']);
  });

  it("9: the caller's signal rejects a waiting call at once, and the renewal still serves the others", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const token = tokenEndpoint(async () => (await gate, tokenAnswer('fresh', 'r')));
    const cart = cartEndpoint();
    server.use(token.handler, cart.handler);
    const { client } = setup({ tokens: tokens('old', 'visitor', nowSeconds() - 5) });
    const controller = new AbortController();
    const aborted = rejection(getCart(client, controller.signal));
    const other = getCart(client);
    await vi.waitFor(() => expect(token.requests).toHaveLength(1));
    controller.abort();
    expect(await aborted).toBeInstanceOf(AbortError);
    release();
    await other;
    expect(cart.seen).toEqual(['fresh']);
    expect(token.requests).toHaveLength(1);
  });
});
