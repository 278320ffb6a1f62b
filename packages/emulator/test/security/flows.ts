import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Client, Loose } from '../helpers';

/** The storefront every attack test signs in to: client `shop`, whose OAuth app allows this origin only. */
export const SHOP = 'http://shop.example:3000';
export const REDIRECT = `${SHOP}/callback`;
export const SHOP_APP = { clientId: 'shop', allowedRedirectOrigins: [SHOP] };
export const AUTH = '/_api/iam/authentication';
export const REDIRECT_SESSION = '/_api/redirects-api/v1/redirect-session';
export const CART = '/ecom/v1/carts/current';

export function pkce(verifier = randomBytes(32).toString('base64url')) {
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function appError(description: string, code: string, data?: Record<string, unknown>) {
  return { message: description, details: { applicationError: { description, code, ...(data ? { data } : {}) } } };
}

export function oauthError(error: string, description: string) {
  return { error, error_description: description };
}

/** The token endpoint's refusals of a refresh token, as the attacks meet them. */
export const UNKNOWN_REFRESH = oauthError('invalid_grant', 'Unknown or revoked refresh token');
export const REUSED_REFRESH = oauthError(
  'invalid_grant',
  'The refresh token was already exchanged for a new one; every token of its sign-in is now revoked',
);

export interface AuthRequestOptions {
  challenge: string;
  redirectUri?: string;
  clientId?: string;
  responseMode?: 'fragment' | 'query' | 'web_message';
  prompt?: 'login' | 'none' | 'consent' | 'select_account';
  sessionToken?: string;
  state?: string;
}

/** Creates an authorization redirect session with a visitor's token; answers the raw call. */
export function authRedirectSession(client: Client, token: string, o: AuthRequestOptions) {
  const redirectUri = 'redirectUri' in o ? o.redirectUri : REDIRECT;
  return client.call('POST', REDIRECT_SESSION, {
    token,
    body: {
      auth: {
        authRequest: {
          ...(redirectUri !== undefined ? { redirectUri } : {}),
          clientId: o.clientId ?? 'shop',
          codeChallenge: o.challenge,
          codeChallengeMethod: 'S256',
          responseMode: o.responseMode ?? 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          state: o.state ?? 'state-1',
          ...(o.sessionToken ? { sessionToken: o.sessionToken } : {}),
        },
        prompt: o.prompt ?? 'login',
      },
    },
  });
}

export function exchange(client: Client, code: string, codeVerifier: string, redirectUri?: string, clientId = 'shop') {
  const body = {
    clientId,
    grantType: 'authorization_code',
    ...(redirectUri !== undefined ? { redirectUri } : {}),
    code,
    codeVerifier,
  };
  return client.call('POST', '/oauth2/token', { body });
}

export function refresh(client: Client, refreshToken: string, clientId = 'shop') {
  return client.call('POST', '/oauth2/token', { body: { clientId, refreshToken, grantType: 'refresh_token' } });
}

export async function identityLogin(client: Client, email: string, password: string): Promise<string> {
  const r = await client.call('POST', `${AUTH}/v2/login`, { body: { loginId: { email }, password } });
  if (r.body?.state !== 'SUCCESS') throw new Error(`login of ${email} answered ${r.status} ${r.text}`);
  return r.body.sessionToken;
}

export async function register(client: Client, email: string, password = 'secret-1'): Promise<Loose> {
  const r = await client.call('POST', `${AUTH}/v2/register`, { body: { loginId: { email }, password } });
  if (r.status !== 200) throw new Error(`register of ${email} answered ${r.status} ${r.text}`);
  return r.body;
}

/** A code for a sign-in session (the silent `prompt: none` page answers at once for a live `sessionToken`). */
export async function codeFor(client: Client, sessionToken: string, redirectUri = REDIRECT) {
  const { verifier, challenge } = pkce();
  const v = await client.visitor('shop');
  const request = { challenge, sessionToken, redirectUri, prompt: 'none' } as const;
  const session = await authRedirectSession(client, v.access_token, request);
  if (session.status !== 200) throw new Error(`redirect session answered ${session.status} ${session.text}`);
  const page = await fetch(session.body.redirectSession.fullUrl, { redirect: 'manual' });
  const returned = new URLSearchParams(new URL(page.headers.get('location') ?? 'about:blank').hash.slice(1));
  const code = returned.get('code');
  if (!code) throw new Error(`the hosted page answered ${page.status} without a code`);
  return { code, verifier };
}

export interface MemberTokens {
  access_token: string;
  refresh_token: string;
  sessionToken: string;
}

/** A member signed in as a storefront does it: login, the hosted page, the code exchange (one token family). */
export async function signIn(client: Client, email: string, password: string): Promise<MemberTokens> {
  const sessionToken = await identityLogin(client, email, password);
  const { code, verifier } = await codeFor(client, sessionToken);
  const tokens = await exchange(client, code, verifier, REDIRECT);
  if (tokens.status !== 200) throw new Error(`exchange answered ${tokens.status} ${tokens.text}`);
  return { ...tokens.body, sessionToken } as MemberTokens;
}

/** What a call with an access token answers: 200 while the token lives, 401 once it is revoked. */
export async function tokenStatus(client: Client, accessToken: string): Promise<number> {
  return (await client.call('POST', REDIRECT_SESSION, { token: accessToken, body: { login: {} } })).status;
}

/** A JSON POST sent from another loopback address (127.0.0.2 …): what a second client machine looks like. */
export function postFrom(
  localAddress: string,
  url: string,
  body: unknown,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Loose }> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': data.length } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}
