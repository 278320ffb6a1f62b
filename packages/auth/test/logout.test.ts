import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../src';
import { CLIENT_ID, HOST, setup, tokens, useServer } from './helpers';
import { redirectSessions, UNSAFE_RETURN_URLS } from './sign-in-helpers';

const server = useServer();

beforeEach(() => history.replaceState(null, '', 'https://shop.example/cart'));

describe('logout', () => {
  it('creates the logout session, then clears the tokens to role none and returns the logout URL', async () => {
    const sessions = redirectSessions('/_api/redirects-api/v1/redirect-session', 'https://auth.example/logout?s=1');
    server.use(sessions.handler);
    const { client, auth, storage } = setup({ tokens: tokens('member-at', 'member') });
    await storage.set('tokens', JSON.stringify(auth.getTokens()));
    const reasons: string[] = [];
    auth.onTokensChange((_, reason) => reasons.push(reason));
    expect(await logout(client, '/goodbye')).toEqual({ logoutUrl: 'https://auth.example/logout?s=1' });
    expect(sessions.requests).toEqual([
      {
        authorization: 'member-at',
        body: { logout: { clientId: CLIENT_ID }, callbacks: { postFlowUrl: 'https://shop.example/goodbye' } },
      },
    ]);
    expect(auth.getTokens()).toEqual({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: 'none' },
    });
    expect(auth.loggedIn()).toBe(false);
    expect(await storage.get('tokens')).toBeUndefined();
    expect(reasons).toEqual(['logout']);
  });

  it('keeps the member signed in when the logout session fails', async () => {
    server.use(
      http.post(`${HOST}/_api/redirects-api/v1/redirect-session`, () => new HttpResponse(null, { status: 503 })),
    );
    const { client, auth } = setup({ tokens: tokens('member-at', 'member') });
    await expect(logout(client, '/')).rejects.toThrow('System error occurred');
    expect(auth.loggedIn()).toBe(true);
  });

  it.each(UNSAFE_RETURN_URLS)('27: postFlowUrl %s is replaced by the site root', async (postFlowUrl) => {
    const sessions = redirectSessions();
    server.use(sessions.handler);
    const { client } = setup({ tokens: tokens('member-at', 'member') });
    await logout(client, postFlowUrl);
    expect(sessions.requests[0]!.body).toEqual({
      logout: { clientId: CLIENT_ID },
      callbacks: { postFlowUrl: 'https://shop.example/' },
    });
  });

  it('a redirect session answer without fullUrl is a typed error', async () => {
    server.use(
      http.post(`${HOST}/_api/redirects-api/v1/redirect-session`, () => HttpResponse.json({ redirectSession: {} })),
    );
    const { client, auth } = setup({ tokens: tokens('member-at', 'member') });
    await expect(logout(client, '/')).rejects.toMatchObject({ name: 'AuthError', code: 'INVALID_ANSWER' });
    expect(auth.loggedIn()).toBe(true);
  });
});
