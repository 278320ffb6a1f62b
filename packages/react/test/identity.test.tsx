import { act, renderHook, waitFor } from '@testing-library/react';
import { memoryStorage, oauth } from '@vitrine/auth';
import { createClient } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAuth, useCurrentCart, VitrineProvider } from '../src';
import {
  CART_URL,
  cartAnswer,
  CLIENT_ID,
  HOST,
  record,
  setup,
  TOKEN_URL,
  tokens,
  useServer,
  wireLine,
  type Recorded,
} from './helpers';

const server = useServer();
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function cartServer() {
  const log: Recorded[] = [];
  server.use(
    http.get(
      CART_URL,
      async ({ request }) => (await record(log, request), cartAnswer([wireLine(`line-${log.length}`)])),
    ),
  );
  return log;
}

describe('the cart follows the identity', () => {
  it('refetches the cart when the visitor signs in, with the member token', async () => {
    const log = cartServer();
    const { wrapper, auth } = setup();
    const { result } = renderHook(() => useCurrentCart(), { wrapper });
    await waitFor(() => expect(result.current.data?.lineItems?.[0]?._id).toBe('line-1'));
    await act(() => auth.setTokens(tokens('member-at', 'member')));
    await waitFor(() => expect(result.current.data?.lineItems?.[0]?._id).toBe('line-2'));
    expect(log.map((entry) => entry.authorization)).toEqual(['visitor-at', 'member-at']);
  });

  it('refetches after a logout clears the tokens', async () => {
    const log = cartServer();
    server.use(
      http.post(TOKEN_URL, () =>
        HttpResponse.json({ access_token: 'new-visitor-at', refresh_token: 'new-rt', expires_in: 14400 }),
      ),
    );
    const { wrapper, auth } = setup(tokens('member-at', 'member'));
    const { result } = renderHook(() => useCurrentCart(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(() => auth.clearTokens());
    await waitFor(() => expect(log).toHaveLength(2));
    await sleep(30);
    // The new visitor minted by that refetch does not cause a third read.
    expect(log.map((entry) => entry.authorization)).toEqual(['member-at', 'new-visitor-at']);
  });

  it('does not refetch when only the access token changes (a renewal keeps the identity)', async () => {
    const log = cartServer();
    const { wrapper, auth } = setup();
    const { result } = renderHook(() => useCurrentCart(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(() => auth.setTokens(tokens('visitor-at-2', 'visitor', 'r-visitor-at')));
    await sleep(30);
    expect(log).toHaveLength(1);
  });

  it('a first visitor minted by the cart read itself costs one read, not two', async () => {
    const log = cartServer();
    const grants: unknown[] = [];
    server.use(
      http.post(TOKEN_URL, async ({ request }) => {
        grants.push(await request.json());
        return HttpResponse.json({ access_token: 'first-at', refresh_token: 'first-rt', expires_in: 14400 });
      }),
    );
    const auth = oauth({ clientId: CLIENT_ID, storage: memoryStorage() });
    const client = createClient({ host: HOST, auth, retry: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <VitrineProvider client={client}>{children}</VitrineProvider>
    );
    const { result } = renderHook(() => ({ cart: useCurrentCart(), auth: useAuth() }), { wrapper });
    expect(result.current.auth.role).toBe('none');
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    await sleep(30);
    expect(grants).toEqual([{ clientId: CLIENT_ID, grantType: 'anonymous' }]);
    expect(log.map((entry) => entry.authorization)).toEqual(['first-at']);
    expect(result.current.auth).toMatchObject({ role: 'visitor', loggedIn: false });
  });
});

describe('useAuth', () => {
  it('re-renders on setTokens with the new role, loggedIn and tokens', async () => {
    const { wrapper, auth } = setup();
    let renders = 0;
    const { result } = renderHook(() => (renders++, useAuth()), { wrapper });
    expect(result.current).toEqual({ role: 'visitor', loggedIn: false, tokens: tokens('visitor-at', 'visitor') });
    const before = renders;
    await act(() => auth.setTokens(tokens('member-at', 'member')));
    expect(result.current).toEqual({ role: 'member', loggedIn: true, tokens: tokens('member-at', 'member') });
    expect(renders).toBe(before + 1);
    await act(() => auth.clearTokens());
    expect(result.current).toMatchObject({ role: 'none', loggedIn: false });
  });

  it('is role none for a client without an oauth strategy', () => {
    const client = createClient({ host: HOST });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <VitrineProvider client={client}>{children}</VitrineProvider>
    );
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current).toMatchObject({ role: 'none', loggedIn: false });
  });
});
