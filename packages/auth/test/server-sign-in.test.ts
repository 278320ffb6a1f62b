// @vitest-environment node
import { createClient } from '@vitrine/http';
import { describe, expect, it } from 'vitest';
import { completeSignIn, generateOAuthData, getAuthUrl, oauth, serverCookieStorage } from '../src';
import { CLIENT_ID, HOST, nowSeconds, tokens, useServer } from './helpers';
import { AUTH_PAGE, memberExchange, redirectSessions } from './sign-in-helpers';

const server = useServer();
const SHOP = 'https://shop.example';
const visitor = tokens('visitor-at', 'visitor', nowSeconds() + 3600, 'visitor-rt');
const visitorCookie = `__Host-vitrine.client-1.tokens=${encodeURIComponent(JSON.stringify(visitor))}`;

/** The shop's own two routes: the sign-in button's, and the callback the hosted login page sends the member to. */
async function signInRoute(request: Request): Promise<Response> {
  const storage = serverCookieStorage(request);
  const client = createClient({ host: HOST, retry: 0, auth: oauth({ clientId: CLIENT_ID, storage }) });
  const oauthData = await generateOAuthData(`${SHOP}/auth/callback`, `${SHOP}/account`);
  const { authUrl } = await getAuthUrl(client, oauthData, { responseMode: 'query' });
  return new Response(null, { status: 302, headers: storage.applyTo(new Headers({ location: authUrl })) });
}

async function callbackRoute(request: Request): Promise<Response> {
  const storage = serverCookieStorage(request);
  const client = createClient({ host: HOST, retry: 0, auth: oauth({ clientId: CLIENT_ID, storage }) });
  const { originalUri } = await completeSignIn(client, { url: request.url, responseMode: 'query' });
  return new Response(null, { status: 302, headers: storage.applyTo(new Headers({ location: originalUri })) });
}

const cookiePairs = (answer: Response): string =>
  answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

describe('a redirect sign-in finished on the server, its pending sign-in in an HttpOnly cookie', () => {
  it('the start keeps it HttpOnly; the callback uses it once, clears it and sets the member’s tokens', async () => {
    const sessions = redirectSessions();
    const exchange = memberExchange();
    server.use(sessions.handler, exchange.handler);

    const start = await signInRoute(new Request(`${SHOP}/auth/sign-in`, { headers: { cookie: visitorCookie } }));
    expect(start.headers.get('location')).toBe(AUTH_PAGE);
    const [signIn] = start.headers.getSetCookie();
    expect(start.headers.getSetCookie()).toHaveLength(1);
    expect(signIn).toMatch(
      /^__Host-vitrine\.client-1\.signIn=[^;]+; Max-Age=2592000; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/,
    );
    const pending = JSON.parse(
      decodeURIComponent(signIn!.split(';')[0]!.slice('__Host-vitrine.client-1.signIn='.length)),
    );
    expect(Object.keys(pending)).toEqual(['state', 'codeVerifier', 'redirectUri', 'originalUri']);

    // The hosted page sends the member back; the browser sends both cookies with this top-level navigation.
    const cookie = `${visitorCookie}; ${cookiePairs(start)}`;
    const back = `${SHOP}/auth/callback?code=the-code&state=${pending.state}`;
    const done = await callbackRoute(new Request(back, { headers: { cookie } }));
    expect(done.headers.get('location')).toBe(`${SHOP}/account`);
    expect(exchange.requests).toEqual([
      {
        clientId: CLIENT_ID,
        grantType: 'authorization_code',
        redirectUri: `${SHOP}/auth/callback`,
        code: 'the-code',
        codeVerifier: pending.codeVerifier,
      },
    ]);
    const [cleared, member] = done.headers.getSetCookie();
    expect(cleared).toBe(
      '__Host-vitrine.client-1.signIn=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
    );
    expect(member).toMatch(
      /^__Host-vitrine\.client-1\.tokens=[^;]+; Max-Age=2592000; Path=\/; Expires=[^;]+; Secure; SameSite=Lax$/,
    );
    const memberTokens = JSON.parse(
      decodeURIComponent(member!.split(';')[0]!.slice('__Host-vitrine.client-1.tokens='.length)),
    );
    expect(memberTokens.refreshToken).toEqual({ value: 'member-rt', role: 'member' });

    // The same return again (a reload): the pending sign-in is spent.
    const again = cookiePairs(done);
    await expect(callbackRoute(new Request(back, { headers: { cookie: again } }))).rejects.toThrow('Invalid _state');
  });
});
