import { AbortError, createClient, isNetworkError } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAuthError, memoryStorage, oauth, type TokenChangeReason, type Tokens } from '../src';
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
  useServer,
} from './helpers';

const server = useServer();

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function record(auth: { onTokensChange(listener: (tokens: Tokens, reason: TokenChangeReason) => void): () => void }) {
  const events: [string, TokenChangeReason][] = [];
  auth.onTokensChange((t, reason) => events.push([t.accessToken.value, reason]));
  return events;
}

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

describe('token answers', () => {
  const kept = tokens('old', 'member', nowSeconds() - 5);

  it.each([
    ['a 200 that is not JSON', () => new HttpResponse('<html>ok</html>', { status: 200 }), 200],
    [
      'a 200 cut short',
      () =>
        new HttpResponse('{"access_token":"a","refr', { status: 200, headers: { 'content-type': 'application/json' } }),
      200,
    ],
    ['JSON null', () => HttpResponse.json(null), 200],
    ['a JSON array', () => HttpResponse.json([]), 200],
    ['a JSON string', () => HttpResponse.json('x'), 200],
    ['a JSON number', () => HttpResponse.json(42), 200],
    ['no access_token', () => HttpResponse.json({ refresh_token: 'r', expires_in: 10 }), 200],
    [
      'access_token not a string',
      () => HttpResponse.json({ access_token: 5, refresh_token: 'r', expires_in: 10 }),
      200,
    ],
    [
      'expires_in not a number',
      () => HttpResponse.json({ access_token: 'a', refresh_token: 'r', expires_in: 'soon' }),
      200,
    ],
    [
      'expires_in infinite',
      () => new HttpResponse('{"access_token":"a","refresh_token":"r","expires_in":1e400}', { status: 200 }),
      200,
    ],
    ['expires_in null', () => HttpResponse.json({ access_token: 'a', refresh_token: 'r', expires_in: null }), 200],
    ['refresh_token null', () => HttpResponse.json({ access_token: 'a', refresh_token: null, expires_in: 10 }), 200],
    [
      'an HTML error page',
      () => new HttpResponse('<html>down</html>', { status: 503, headers: { 'x-request-id': 'req-9' } }),
      503,
    ],
    ['an empty 502', () => new HttpResponse(null, { status: 502 }), 502],
    [
      'a redirect (never followed)',
      () => new HttpResponse(null, { status: 302, headers: { location: 'https://evil.example/steal' } }),
      302,
    ],
    ['error as an object', () => HttpResponse.json({ error: { reason: 'x' } }, { status: 401 }), 401],
    [
      'problem+json',
      () =>
        HttpResponse.json(
          { title: 'Bad', detail: 'nope' },
          { status: 401, headers: { 'content-type': 'application/problem+json' } },
        ),
      401,
    ],
  ])('5: %s → something went wrong with the status, tokens kept', async (_, answer, status) => {
    const requests: string[] = [];
    server.use(
      http.post(TOKEN_URL, ({ request }) => (requests.push(request.url), answer())),
      http.all('https://evil.example/*', () => HttpResponse.error()),
    );
    const { auth, storage } = setup({ tokens: kept });
    await storage.set('tokens', JSON.stringify(kept));
    const error = await rejection(auth.generateVisitorTokens());
    expect(isAuthError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'something went wrong', code: 'TOKEN_REQUEST_FAILED', status });
    expect(requests).toEqual([TOKEN_URL]);
    expect(auth.getTokens()).toEqual(kept);
    expect(JSON.parse(String(await storage.get('tokens')))).toEqual(kept);
  });

  it('5: a numeric string expires_in is accepted and the stored expiry is an integer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00.750Z'));
    server.use(http.post(TOKEN_URL, () => tokenAnswer('a', 'r', '100.5')));
    const { auth } = setup();
    const result = await auth.generateVisitorTokens();
    expect(result.accessToken.expiresAt).toBe(1893456101);
  });

  it('2: the request id is kept and no body excerpt of a token answer', async () => {
    server.use(
      http.post(
        TOKEN_URL,
        () => new HttpResponse('secret-looking body', { status: 503, headers: { 'x-request-id': 'req-7' } }),
      ),
    );
    const error = await rejection(setup().auth.generateVisitorTokens());
    expect(error).toMatchObject({ status: 503, requestId: 'req-7' });
    expect((error.cause as { bodyExcerpt?: string }).bodyExcerpt).toBeUndefined();
  });

  it('6: an answer over 1 MiB is not read to the end', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(32);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(chunk);
      },
    });
    server.use(http.post(TOKEN_URL, () => new HttpResponse(body, { status: 200 })));
    const error = await rejection(setup().auth.generateVisitorTokens());
    expect(error).toMatchObject({ name: 'AuthError', message: 'something went wrong', status: 200 });
    expect((error.cause as Error).message).toBe('The answer is larger than 1048576 bytes');
    expect(pulled).toBeLessThan(40);
  });

  it('10: a dropped connection on a visitor grant is a NetworkError', async () => {
    server.use(http.post(TOKEN_URL, () => HttpResponse.error()));
    expect(isNetworkError(await rejection(setup().auth.generateVisitorTokens()))).toBe(true);
  });

  it('no message ever contains a token', async () => {
    server.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({ error: 'invalid_grant', error_description: 'bad' }, { status: 400 }),
      ),
    );
    const { auth } = setup({ tokens: tokens('secret-access', 'visitor', nowSeconds() - 5, 'secret-refresh') });
    const error = await rejection(auth.renewToken());
    expect(`${error.message} ${String(error.stack)}`).not.toMatch(/secret/);
  });
});
