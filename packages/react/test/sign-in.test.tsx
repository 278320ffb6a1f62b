import { act, renderHook, waitFor } from '@testing-library/react';
import { deriveCodeChallenge, type OAuthStrategy } from '@vitrine/auth';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth, useLogin, useLoginForm, useLogout } from '../src';
import { CLIENT_ID, HOST, record, REDIRECT_URL, setup, TOKEN_URL, useServer, type Recorded } from './helpers';

const server = useServer();
const IAM = `${HOST}/_api/iam`;
const AUTH_ORIGIN = 'https://auth.example';
const AUTH_PAGE = `${AUTH_ORIGIN}/authorize?session=s1`;

afterEach(() => {
  document.body.innerHTML = '';
});

// Where auth's getAuthUrl keeps the sign-in it started, until the return uses it up.
const SIGN_IN_KEY = 'signIn';
const pendingSignIn = async (auth: OAuthStrategy) =>
  JSON.parse(String(await auth.storage.get(SIGN_IN_KEY))) as Record<string, string>;

interface SessionBody {
  auth?: { authRequest: Record<string, string>; prompt: string };
  logout?: { clientId: string };
  callbacks?: { postFlowUrl: string };
}

/** The redirect-session endpoint, the hosted authorization page (blank) and a token endpoint answering member tokens. */
function platform() {
  const sessions: SessionBody[] = [];
  const grants: Record<string, string>[] = [];
  server.use(
    http.post(REDIRECT_URL, async ({ request }) => {
      sessions.push((await request.json()) as SessionBody);
      return HttpResponse.json({
        redirectSession: { id: 'rs', fullUrl: AUTH_PAGE, urlDetails: { endpoint: AUTH_PAGE }, sessionToken: 'x' },
      });
    }),
    http.get(
      `${AUTH_ORIGIN}/authorize`,
      () => new HttpResponse('<html><body></body></html>', { headers: { 'content-type': 'text/html' } }),
    ),
    http.post(TOKEN_URL, async ({ request }) => {
      grants.push((await request.json()) as Record<string, string>);
      return HttpResponse.json({
        access_token: 'member-at',
        refresh_token: 'member-rt',
        expires_in: 14400,
        token_type: 'Bearer',
        scope: 'offline_access',
      });
    }),
  );
  return { sessions, grants };
}

const identityAnswer = (path: string, answer: () => Response, log: Recorded[]) =>
  http.post(`${IAM}${path}`, async ({ request }) => (await record(log, request), answer()));

describe('useLoginForm', () => {
  it('login → SUCCESS: signs in through the hidden frame, then the member is logged in', async () => {
    const { sessions, grants } = platform();
    const log: Recorded[] = [];
    server.use(
      identityAnswer(
        '/authentication/v2/login',
        () => HttpResponse.json({ state: 'SUCCESS', sessionToken: 'session-1' }),
        log,
      ),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ form: useLoginForm(), auth: useAuth() }), { wrapper });
    expect(result.current.form.loginState).toBe('INITIAL');

    let done!: Promise<unknown>;
    act(() => {
      done = result.current.form.login({ email: 'ada@example.com', password: 'secret' });
    });
    await waitFor(() =>
      expect(document.querySelector('iframe[data-vitrine-sign-in]')?.getAttribute('src')).toBe(AUTH_PAGE),
    );
    expect(result.current.form.isPending).toBe(true);
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-vitrine-sign-in]')!;
    const { authRequest } = sessions[0]!.auth!;
    expect(authRequest).toMatchObject({ sessionToken: 'session-1', responseMode: 'web_message', clientId: CLIENT_ID });
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { code: 'silent-code', state: authRequest.state },
        origin: AUTH_ORIGIN,
        source: frame.contentWindow,
      }),
    );
    await act(async () => {
      await done;
    });

    expect(log.map((entry) => entry.body)).toEqual([{ loginId: { email: 'ada@example.com' }, password: 'secret' }]);
    expect(grants).toEqual([
      {
        clientId: CLIENT_ID,
        grantType: 'authorization_code',
        code: 'silent-code',
        codeVerifier: grants[0]!.codeVerifier,
      },
    ]);
    expect(result.current.form).toMatchObject({
      loginState: 'SUCCESS',
      state: { loginState: 'SUCCESS', data: { sessionToken: 'session-1' } },
      error: undefined,
      isPending: false,
    });
    expect(result.current.auth).toMatchObject({ role: 'member', loggedIn: true });
  });

  it('register → EMAIL_VERIFICATION_REQUIRED → the code → SUCCESS', async () => {
    const log: Recorded[] = [];
    server.use(
      identityAnswer(
        '/authentication/v2/register',
        () => HttpResponse.json({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'state-token-1' }),
        log,
      ),
      identityAnswer(
        '/verification/v1/auth/verify',
        () => HttpResponse.json({ state: 'SUCCESS', sessionToken: 'session-2' }),
        log,
      ),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useLoginForm({ signIn: false }), { wrapper });
    await act(async () => {
      await result.current.register({ email: 'new@example.com', password: 'secret', profile: { nickname: 'New' } });
    });
    expect(result.current.state).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: 'state-token-1' },
    });
    await act(async () => {
      await result.current.submitVerificationCode('123456');
    });
    expect(result.current.state).toEqual({ loginState: 'SUCCESS', data: { sessionToken: 'session-2' } });
    expect(log.map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/_api/iam/authentication/v2/register',
        body: { loginId: { email: 'new@example.com' }, password: 'secret', profile: { nickname: 'New' } },
      },
      { path: '/_api/iam/verification/v1/auth/verify', body: { code: '123456', stateToken: 'state-token-1' } },
    ]);
  });

  it('a wrong password is FAILURE with the error text and invalidPassword; a code without a pending verification is Unknown _state', async () => {
    const log: Recorded[] = [];
    server.use(
      identityAnswer(
        '/authentication/v2/login',
        () =>
          HttpResponse.json(
            {
              message: 'Wrong password',
              details: { applicationError: { description: 'Wrong password', code: '-19976' } },
            },
            { status: 400 },
          ),
        log,
      ),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useLoginForm(), { wrapper });
    await act(async () => {
      await result.current.login({ email: 'ada@example.com', password: 'wrong' });
    });
    expect(result.current).toMatchObject({
      loginState: 'FAILURE',
      error: 'Wrong password',
      errorCode: 'invalidPassword',
      isPending: false,
    });
    await act(async () => {
      await result.current.submitVerificationCode('123456');
    });
    expect(result.current).toMatchObject({ loginState: 'FAILURE', error: 'Unknown _state' });
    expect(log).toHaveLength(1);
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ loginState: 'INITIAL' });
  });

  it('a hidden-frame refusal after SUCCESS is FAILURE, with the typed error kept', async () => {
    const { sessions } = platform();
    server.use(
      identityAnswer(
        '/authentication/v2/login',
        () => HttpResponse.json({ state: 'SUCCESS', sessionToken: 'session-1' }),
        [],
      ),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useLoginForm(), { wrapper });
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.login({ email: 'ada@example.com', password: 'secret' });
    });
    await waitFor(() =>
      expect(document.querySelector('iframe[data-vitrine-sign-in]')?.getAttribute('src')).toBe(AUTH_PAGE),
    );
    const frame = document.querySelector<HTMLIFrameElement>('iframe[data-vitrine-sign-in]')!;
    const data = {
      error: 'login_required',
      error_description: 'No session',
      state: sessions[0]!.auth!.authRequest.state,
    };
    window.dispatchEvent(new MessageEvent('message', { data, origin: AUTH_ORIGIN, source: frame.contentWindow }));
    await act(async () => {
      await done;
    });
    expect(result.current).toMatchObject({ loginState: 'FAILURE', error: 'Failed to get member tokens' });
    expect(result.current.signInError).toMatchObject({
      name: 'AuthError',
      code: 'MEMBER_TOKENS_FAILED',
      error: 'login_required',
    });
  });
});

describe('useLogin (redirect sign-in)', () => {
  it("start keeps the sign-in pending in auth's storage and goes to the auth URL; complete exchanges the code once", async () => {
    const { sessions, grants } = platform();
    const navigate = vi.fn();
    const { wrapper, auth } = setup();
    const { result, rerender } = renderHook(() => ({ login: useLogin({ navigate }), auth: useAuth() }), { wrapper });
    await act(() =>
      result.current.login.start({
        redirectUri: 'https://shop.example/callback',
        originalUri: 'https://shop.example/products/1',
      }),
    );

    expect(navigate.mock.calls).toEqual([[AUTH_PAGE]]);
    const stored = await pendingSignIn(auth);
    const { authRequest, prompt } = sessions[0]!.auth!;
    expect(prompt).toBe('login');
    expect(authRequest).toEqual({
      redirectUri: 'https://shop.example/callback',
      clientId: CLIENT_ID,
      codeChallenge: await deriveCodeChallenge(stored.codeVerifier!),
      codeChallengeMethod: 'S256',
      responseMode: 'fragment',
      responseType: 'code',
      scope: 'offline_access',
      state: stored.state,
    });

    const url = `https://shop.example/callback#code=code-1&state=${stored.state}`;
    const { complete } = result.current.login;
    rerender();
    // Stable, so a return page's effect can depend on it without running again.
    expect(result.current.login.complete).toBe(complete);
    let first!: Promise<{ originalUri: string }>;
    let second!: Promise<{ originalUri: string }>;
    await act(async () => {
      // Twice, as StrictMode runs a return page's effect: one exchange.
      first = result.current.login.complete({ url });
      second = result.current.login.complete({ url });
      await first;
    });
    expect(second).toBe(first);
    await expect(first).resolves.toEqual({ originalUri: 'https://shop.example/products/1' });
    expect(grants).toEqual([
      {
        clientId: CLIENT_ID,
        grantType: 'authorization_code',
        redirectUri: 'https://shop.example/callback',
        code: 'code-1',
        codeVerifier: stored.codeVerifier,
      },
    ]);
    expect(await auth.storage.get(SIGN_IN_KEY)).toBeUndefined();
    expect(result.current.auth).toMatchObject({ role: 'member', loggedIn: true });
  });

  it('a return with another state is refused with Invalid _state, reported by the hook, and no exchange', async () => {
    const { grants } = platform();
    const { wrapper } = setup();
    const { result } = renderHook(() => useLogin({ navigate: () => {} }), { wrapper });
    await act(() => result.current.start({ redirectUri: 'https://shop.example/callback' }));
    let caught: unknown;
    await act(async () => {
      caught = await result.current
        .complete({ url: 'https://shop.example/callback#code=code-1&state=forged' })
        .catch((error: unknown) => error);
    });
    expect(caught).toMatchObject({ name: 'AuthError', message: 'Invalid _state' });
    await waitFor(() => expect(result.current.error).toBe(caught));
    expect(grants).toEqual([]);
  });

  it('a return without a code is Missing code or _state; an error answer is refused after the state check', async () => {
    const { grants } = platform();
    const { wrapper, auth } = setup();
    const { result } = renderHook(() => useLogin({ navigate: () => {} }), { wrapper });
    await act(() => result.current.start({ redirectUri: 'https://shop.example/callback' }));
    const { state } = await pendingSignIn(auth);
    await expect(
      result.current.complete({ url: `https://shop.example/callback#state=${state}` }),
    ).rejects.toMatchObject({
      name: 'AuthError',
      code: 'MISSING_CODE_OR_STATE',
      message: 'Missing code or _state',
    });

    const again = renderHook(() => useLogin({ navigate: () => {} }), { wrapper });
    await act(() => again.result.current.start({ redirectUri: 'https://shop.example/callback' }));
    const next = await pendingSignIn(auth);
    const url = `https://shop.example/callback#error=access_denied&error_description=No&state=${next.state}`;
    await expect(again.result.current.complete({ url })).rejects.toMatchObject({
      name: 'AuthError',
      code: 'AUTHORIZATION_ERROR',
      message: 'The sign-in was refused: access_denied',
      errorDescription: 'No',
    });
    expect(grants).toEqual([]);
  });
});

describe('useLogout', () => {
  it('creates the logout session, clears the tokens and goes to the logout URL', async () => {
    const { sessions } = platform();
    const navigate = vi.fn();
    const { wrapper, auth } = setup();
    await auth.setTokens({
      accessToken: { value: 'member-at', expiresAt: 4_102_444_800 },
      refreshToken: { value: 'member-rt', role: 'member' },
    });
    const { result } = renderHook(() => ({ logout: useLogout({ navigate }), auth: useAuth() }), { wrapper });
    expect(result.current.auth.loggedIn).toBe(true);
    await act(() => result.current.logout.logout('https://shop.example/'));
    expect(sessions).toEqual([
      { logout: { clientId: CLIENT_ID }, callbacks: { postFlowUrl: 'https://shop.example/' } },
    ]);
    expect(navigate.mock.calls).toEqual([[AUTH_PAGE]]);
    expect(result.current.auth).toMatchObject({ role: 'none', loggedIn: false });
  });
});
