// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CLIENT_ID, HOST, tokenAnswer, tokenEndpoint, useServer } from './helpers';

const server = useServer();

describe('34: on a server', () => {
  it('imports without window or document and keeps no token state between strategies', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const auth = await import('../src');
    const storageless = auth.oauth({ clientId: 'c' });
    await storageless.setTokens({
      accessToken: { value: 'a', expiresAt: 1 },
      refreshToken: { value: 'r', role: 'member' },
    });
    expect(auth.oauth({ clientId: 'c' }).loggedIn()).toBe(false);
    expect(storageless.storage.get('tokens')).toContain('"value":"a"');
  });

  it('localStorage storage says clearly that it needs a browser', async () => {
    const { localStorageStorage } = await import('../src');
    expect(() => localStorageStorage().set('tokens', 'x')).toThrow(
      'localStorageStorage needs a browser; on a server use memoryStorage() or your own storage',
    );
  });

  it("the browser's cookie storage holds nothing on a server: reads are undefined, writes do nothing", async () => {
    const { cookieStorage, oauth } = await import('../src');
    const storage = cookieStorage();
    expect(storage.get('tokens')).toBeUndefined();
    expect(storage.set('tokens', 'x'.repeat(5000))).toBeUndefined();
    expect(storage.remove('signIn')).toBeUndefined();
    expect(storage.get('tokens')).toBeUndefined();
    // A client component's server render creates its client with it: no tokens, nothing thrown.
    expect(oauth({ clientId: 'c', storage }).getTokens().refreshToken.role).toBe('none');
  });

  it('the silent sign-in refuses without a document', async () => {
    const { createClient } = await import('@vitrine/http');
    const { getMemberTokensForDirectLogin, oauth } = await import('../src');
    const client = createClient({ host: 'https://api.example.com', auth: oauth({ clientId: 'c' }) });
    await expect(getMemberTokensForDirectLogin(client, 'st')).rejects.toThrow(
      'The silent sign-in needs a browser document',
    );
  });

  it("the platform's server flow: oauthData in a cookie, a fresh strategy with memory storage on the callback route", async () => {
    const { createClient } = await import('@vitrine/http');
    const { generateOAuthData, getAuthUrl, getMemberTokens, memoryStorage, oauth, parseFromUrl } =
      await import('../src');
    server.use(
      http.post(`${HOST}/_api/redirects-api/v1/redirect-session`, () =>
        HttpResponse.json({
          redirectSession: {
            id: 'rs',
            fullUrl: 'https://auth.example/a',
            urlDetails: { endpoint: 'https://auth.example/a', searchParams: {} },
            sessionToken: 'st',
          },
        }),
      ),
      http.post(`${HOST}/oauth2/token`, async ({ request }) => {
        const body = (await request.clone().json()) as { grantType: string };
        return body.grantType === 'anonymous'
          ? tokenAnswer('visitor-at', 'visitor-rt')
          : new Response(null, { status: 404 });
      }),
    );
    const perRequest = () =>
      createClient({ host: HOST, auth: oauth({ clientId: CLIENT_ID, storage: memoryStorage() }), retry: 0 });
    // The login route: the secrets go to a cookie, the member to the hosted page.
    const oauthData = await generateOAuthData('https://shop.example/api/callback', 'https://shop.example/account');
    await getAuthUrl(perRequest(), oauthData, { responseMode: 'query' });
    const cookie = JSON.stringify(oauthData);
    // The callback route, another request: nothing of the sign-in is in this strategy's storage.
    const exchange = tokenEndpoint(() => tokenAnswer('member-at', 'member-rt'));
    server.use(exchange.handler);
    const client = perRequest();
    const { code, state } = parseFromUrl(
      `https://shop.example/api/callback?code=the-code&state=${oauthData.state}`,
      'query',
    );
    const tokens = await getMemberTokens(client, code, state, JSON.parse(cookie));
    expect(exchange.requests).toEqual([
      {
        clientId: CLIENT_ID,
        grantType: 'authorization_code',
        redirectUri: 'https://shop.example/api/callback',
        code: 'the-code',
        codeVerifier: oauthData.codeVerifier,
      },
    ]);
    expect(tokens.refreshToken).toEqual({ value: 'member-rt', role: 'member' });
  });
});
