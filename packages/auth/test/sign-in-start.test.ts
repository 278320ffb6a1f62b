import { beforeEach, describe, expect, it } from 'vitest';
import { generateOAuthData, getAuthUrl } from '../src';
import { CLIENT_ID, HOST, setup, tokens, useServer } from './helpers';
import { AUTH_PAGE, redirectSessions, REDIRECT_URI, UNSAFE_RETURN_URLS } from './sign-in-helpers';

const server = useServer();

beforeEach(() => history.replaceState(null, '', 'https://shop.example/cart'));

describe('starting a redirect sign-in', () => {
  it('generateOAuthData makes a fresh verifier, challenge and state, and keeps a same-origin originalUri', async () => {
    const a = await generateOAuthData(REDIRECT_URI, '/products/shirt?size=m');
    const b = await generateOAuthData(REDIRECT_URI);
    expect(a.codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    expect(a.codeVerifier).not.toBe(b.codeVerifier);
    expect(a.state).not.toBe(b.state);
    expect(a.state).toMatch(/^[A-Za-z0-9\-._~]{32}$/);
    expect(a).toMatchObject({ redirectUri: REDIRECT_URI, originalUri: 'https://shop.example/products/shirt?size=m' });
    expect(b.originalUri).toBe('https://shop.example/cart');
  });

  it.each(UNSAFE_RETURN_URLS)('27: originalUri %s is replaced by the site root', async (uri) => {
    expect((await generateOAuthData(REDIRECT_URI, uri)).originalUri).toBe('https://shop.example/');
  });

  it.each([
    ['api', '/_api/redirects-api/v1/redirect-session'],
    ['site', '/headless/v1/redirect-session'],
  ] as const)(
    'getAuthUrl creates the login redirect session (%s layout) with the visitor token',
    async (pathLayout, path) => {
      const sessions = redirectSessions(path);
      server.use(sessions.handler);
      const { client } = setup({ tokens: tokens('visitor-at', 'visitor'), pathLayout });
      const oauthData = await generateOAuthData(REDIRECT_URI);
      expect(await getAuthUrl(client, oauthData)).toEqual({ authUrl: AUTH_PAGE });
      expect(sessions.requests).toEqual([
        {
          authorization: 'visitor-at',
          body: {
            auth: {
              authRequest: {
                redirectUri: REDIRECT_URI,
                clientId: CLIENT_ID,
                codeChallenge: oauthData.codeChallenge,
                codeChallengeMethod: 'S256',
                responseMode: 'fragment',
                responseType: 'code',
                scope: 'offline_access',
                state: oauthData.state,
              },
              prompt: 'login',
            },
          },
        },
      ]);
    },
  );

  it('getAuthUrl takes prompt and responseMode', async () => {
    const sessions = redirectSessions();
    server.use(sessions.handler);
    const { client } = setup({ tokens: tokens('visitor-at', 'visitor') });
    await getAuthUrl(client, await generateOAuthData(REDIRECT_URI), { prompt: 'consent', responseMode: 'query' });
    expect(sessions.requests[0]!.body).toMatchObject({
      auth: { authRequest: { responseMode: 'query' }, prompt: 'consent' },
    });
  });

  it('getAuthUrl refuses a client without the oauth strategy', async () => {
    const { createClient } = await import('@vitrine/http');
    const client = createClient({ host: HOST });
    await expect(getAuthUrl(client, await generateOAuthData(REDIRECT_URI))).rejects.toThrow(
      'Member sign-in needs a client created with createClient({ auth: oauth({ clientId }) }).',
    );
  });
});
