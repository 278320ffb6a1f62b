import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { memoryStorage, oauth } from '@vitrine/auth';
import { createClient } from '@vitrine/http';
import type { ReactNode } from 'react';
import { useAuth, useLoginForm, VitrineProvider } from '../src';
import { CLIENT_ID, HOST, setup, tokens, type Recorded } from './helpers';
import { AUTH_ORIGIN, AUTH_PAGE, identityAnswer, useSignInPlatform } from './support/sign-in-platform';

const { server, platform } = useSignInPlatform();

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
        // The silent sign-in's redirect URI (the page's origin), now repeated at the exchange (RFC 6749 §4.1.3).
        redirectUri: 'https://shop.example',
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

describe('useLoginForm: the captcha a state asks for', () => {
  it.each([
    ['-19971', 'SILENT_CAPTCHA_REQUIRED', { kind: 'invisible', siteKey: '6LdoPaUfAAAAAJphvHoUoOob7mx0KDlXyXlgrx5v' }],
    ['-19970', 'USER_CAPTCHA_REQUIRED', { kind: 'visible', siteKey: '6Ld0J8IcAAAAANyrnxzrRlX1xrrdXsOmsepUYosy' }],
  ])('code %s → %s, with the platform site key to run', async (code, loginState, captcha) => {
    server.use(
      identityAnswer(
        '/authentication/v2/login',
        () =>
          HttpResponse.json(
            { message: 'captcha', details: { applicationError: { code, description: 'captcha' } } },
            { status: 400 },
          ),
        [],
      ),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useLoginForm(), { wrapper });
    expect(result.current.captcha).toBeUndefined();
    await act(async () => {
      await result.current.login({ email: 'ada@example.com', password: 'secret' });
    });
    expect(result.current.loginState).toBe(loginState);
    expect(result.current.captcha).toEqual(captcha);
  });

  it('takes the keys given to oauth({ captchaSiteKeys })', async () => {
    server.use(
      identityAnswer(
        '/authentication/v2/login',
        () =>
          HttpResponse.json(
            { message: 'captcha', details: { applicationError: { code: '-19971', description: 'captcha' } } },
            { status: 400 },
          ),
        [],
      ),
    );
    const auth = oauth({
      clientId: CLIENT_ID,
      storage: memoryStorage(),
      tokens: tokens('visitor-at', 'visitor'),
      captchaSiteKeys: { invisible: 'my-key' },
    });
    expect([auth.captchaInvisibleSiteKey, auth.captchaVisibleSiteKey]).toEqual([
      'my-key',
      '6Ld0J8IcAAAAANyrnxzrRlX1xrrdXsOmsepUYosy',
    ]);
    const client = createClient({ host: HOST, auth, retry: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <VitrineProvider client={client}>{children}</VitrineProvider>
    );
    const { result } = renderHook(() => useLoginForm(), { wrapper });
    await act(async () => {
      await result.current.login({ email: 'ada@example.com', password: 'secret' });
    });
    expect(result.current.captcha).toEqual({ kind: 'invisible', siteKey: 'my-key' });
  });
});
