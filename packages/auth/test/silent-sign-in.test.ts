import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveCodeChallenge, getMemberTokensForDirectLogin, isAuthError, SILENT_SIGN_IN_TIMEOUT_MS } from '../src';
import {
  cartEndpoint,
  CLIENT_ID,
  getCart,
  HOST,
  rejection,
  setup,
  tokenAnswer,
  tokenEndpoint,
  tokens,
  useServer,
} from './helpers';

const server = useServer();
const AUTH_ORIGIN = 'https://auth.example';
const AUTH_PAGE = `${AUTH_ORIGIN}/authorize?session=s1`;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

interface AuthRequest {
  state: string;
  codeChallenge: string;
  [key: string]: unknown;
}

/** The redirect-session endpoint and the hosted authorization page (blank: the test posts its answer). */
function platform() {
  const sessions: { auth: { authRequest: AuthRequest; prompt: string } }[] = [];
  const exchange = tokenEndpoint(() => tokenAnswer('member-at', 'member-rt'));
  server.use(
    http.post(`${HOST}/_api/redirects-api/v1/redirect-session`, async ({ request }) => {
      sessions.push((await request.json()) as (typeof sessions)[number]);
      return HttpResponse.json({
        redirectSession: { id: 'rs', fullUrl: AUTH_PAGE, urlDetails: { endpoint: AUTH_PAGE }, sessionToken: 'x' },
      });
    }),
    http.get(
      `${AUTH_ORIGIN}/authorize`,
      () => new HttpResponse('<html><body></body></html>', { headers: { 'content-type': 'text/html' } }),
    ),
    exchange.handler,
  );
  return { sessions, exchange };
}

const frame = () => document.querySelector<HTMLIFrameElement>('iframe[data-vitrine-sign-in]');

async function frameLoaded(): Promise<HTMLIFrameElement> {
  await vi.waitFor(() => expect(frame()?.getAttribute('src')).toBe(AUTH_PAGE));
  return frame()!;
}

/** What the authorization page (or an attacker) posts to the storefront window. */
const post = (data: unknown, origin = AUTH_ORIGIN, source: unknown = frame()?.contentWindow) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

describe('silent sign-in in a hidden frame', () => {
  it('creates a prompt:none web_message session, listens to the frame and exchanges its code with the same redirectUri', async () => {
    const { sessions, exchange } = platform();
    const { client, auth } = setup({ tokens: tokens('visitor-at', 'visitor') });
    const result = getMemberTokensForDirectLogin(client, 'session-1');
    const hidden = await frameLoaded();
    expect(hidden.style.display).toBe('none');
    const { authRequest } = sessions[0]!.auth;
    expect(sessions[0]).toEqual({
      auth: {
        authRequest: {
          redirectUri: 'https://shop.example',
          clientId: CLIENT_ID,
          codeChallenge: authRequest.codeChallenge,
          codeChallengeMethod: 'S256',
          responseMode: 'web_message',
          responseType: 'code',
          scope: 'offline_access',
          state: authRequest.state,
          sessionToken: 'session-1',
        },
        prompt: 'none',
      },
    });
    post({ code: 'silent-code', state: authRequest.state });
    expect((await result).refreshToken).toEqual({ value: 'member-rt', role: 'member' });
    expect(auth.loggedIn()).toBe(true);
    const [body] = exchange.requests;
    expect(body).toEqual({
      clientId: CLIENT_ID,
      grantType: 'authorization_code',
      redirectUri: 'https://shop.example',
      code: 'silent-code',
      codeVerifier: body!.codeVerifier,
    });
    expect(await deriveCodeChallenge(body!.codeVerifier!)).toBe(authRequest.codeChallenge);
    expect(frame()).toBeNull();
  });

  it('29: ignores messages from another origin, another window or of the wrong shape', async () => {
    const { sessions, exchange } = platform();
    const { client } = setup({ tokens: tokens('visitor-at', 'visitor') });
    const result = getMemberTokensForDirectLogin(client, 'session-1');
    await frameLoaded();
    const { state } = sessions[0]!.auth.authRequest;
    post({ code: 'forged', state }, 'https://evil.example');
    post({ code: 'forged', state }, AUTH_ORIGIN, window);
    post({ code: 'forged', state }, AUTH_ORIGIN, null);
    post({ code: 'forged', state: 'other' });
    post({ code: 'forged' });
    post({ code: 42, state });
    post('code=forged');
    post(null);
    post({ error: 'access_denied', state: 'other' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(exchange.requests).toEqual([]);
    expect(frame()).not.toBeNull();
    post({ code: 'real', state });
    await result;
    expect(exchange.requests.map((b) => b.code)).toEqual(['real']);
  });

  it('an error answer from the frame is Failed to get member tokens, carrying the error', async () => {
    const { sessions, exchange } = platform();
    const { client, auth } = setup({ tokens: tokens('visitor-at', 'visitor') });
    const result = rejection(getMemberTokensForDirectLogin(client, 'session-1'));
    await frameLoaded();
    post({ error: 'login_required', error_description: 'No session', state: sessions[0]!.auth.authRequest.state });
    const error = await result;
    expect(isAuthError(error)).toBe(true);
    expect(error).toMatchObject({
      message: 'Failed to get member tokens',
      code: 'MEMBER_TOKENS_FAILED',
      error: 'login_required',
      errorDescription: 'No session',
    });
    expect(exchange.requests).toEqual([]);
    expect(frame()).toBeNull();
    expect(auth.loggedIn()).toBe(false);
  });

  it('30: no answer → OAuth flow timed out at 120000 ms, frame and listener gone, still a visitor, settled once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { sessions, exchange } = platform();
    const { client, auth } = setup({ tokens: tokens('visitor-at', 'visitor') });
    const removed = vi.spyOn(window, 'removeEventListener');
    let outcome: unknown;
    let settlements = 0;
    const result = getMemberTokensForDirectLogin(client, 'session-1');
    result.then(
      () => settlements++,
      (error: unknown) => ((outcome = error), settlements++),
    );
    // Not vi.waitFor: under fake timers it would move the clock.
    // Real time (only the timers are fake): a loaded CI machine may take a while to answer the session request.
    for (const deadline = Date.now() + 10_000; frame()?.getAttribute('src') !== AUTH_PAGE && Date.now() < deadline;)
      await new Promise((resolve) => setImmediate(resolve));
    expect(frame()?.getAttribute('src')).toBe(AUTH_PAGE);
    const authWindow = frame()!.contentWindow;
    await vi.advanceTimersByTimeAsync(SILENT_SIGN_IN_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    expect(settlements).toBe(0);
    expect(frame()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(settlements).toBe(1);
    expect(outcome).toMatchObject({ name: 'AuthError', message: 'OAuth flow timed out', code: 'TIMEOUT' });
    expect(frame()).toBeNull();
    expect(removed.mock.calls.filter(([type]) => type === 'message')).toHaveLength(1);
    // A late answer changes nothing.
    post({ code: 'late', state: sessions[0]!.auth.authRequest.state }, AUTH_ORIGIN, authWindow);
    await vi.advanceTimersByTimeAsync(1000);
    expect(settlements).toBe(1);
    expect(exchange.requests).toEqual([]);
    expect(auth.getTokens().refreshToken.role).toBe('visitor');
  });

  it('30: the timeout also covers a redirect session that never answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.post(`${HOST}/_api/redirects-api/v1/redirect-session`, () => new Promise<Response>(() => {})));
    const { client } = setup({ tokens: tokens('visitor-at', 'visitor'), timeoutMs: 600_000 });
    const result = rejection(getMemberTokensForDirectLogin(client, 'session-1'));
    await vi.advanceTimersByTimeAsync(SILENT_SIGN_IN_TIMEOUT_MS);
    expect((await result).message).toBe('OAuth flow timed out');
    expect(frame()).toBeNull();
  });

  it('31: one hidden frame at a time, and ordinary calls with a valid token are not blocked meanwhile', async () => {
    const { sessions } = platform();
    const cart = cartEndpoint();
    server.use(cart.handler);
    const { client } = setup({ tokens: tokens('visitor-at', 'visitor') });
    const first = getMemberTokensForDirectLogin(client, 'session-1');
    const second = await rejection(getMemberTokensForDirectLogin(client, 'session-2'));
    expect(second).toMatchObject({
      name: 'AuthError',
      message: 'A silent sign-in is already running',
      code: 'SIGN_IN_BUSY',
    });
    await frameLoaded();
    await getCart(client);
    expect(cart.seen).toEqual(['visitor-at']);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(sessions).toHaveLength(1);
    post({ code: 'c', state: sessions[0]!.auth.authRequest.state });
    await first;
  });
});
