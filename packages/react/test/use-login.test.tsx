import { act, renderHook, waitFor } from '@testing-library/react';
import { deriveCodeChallenge } from '@vitrine/auth';
import { describe, expect, it, vi } from 'vitest';
import { useAuth, useLogin } from '../src';
import { CLIENT_ID, setup } from './helpers';
import { AUTH_PAGE, pendingSignIn, SIGN_IN_KEY, useSignInPlatform } from './support/sign-in-platform';

const { platform } = useSignInPlatform();

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
