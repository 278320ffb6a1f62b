import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth, useLogout } from '../src';
import { CLIENT_ID, setup } from './helpers';
import { AUTH_PAGE, useSignInPlatform } from './support/sign-in-platform';

const { platform } = useSignInPlatform();

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
