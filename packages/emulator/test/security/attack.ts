import { createHash, randomBytes } from 'node:crypto';
import { LAYOUTS, type Client, type Loose, type Answer } from '../helpers';

// What the attacks share: the attacker's origin, the demo app, sessions made as the attacker makes them.

export const EVIL = 'https://evil.example';
/** The demo seed's app and its origins. */
export const APP = 'vitrine-storefront';
export const APP_ORIGIN = 'http://localhost:3000';
export const ADA = { email: 'ada@vitrine.dev', password: 'vitrine-demo' };

/** A redirect session made with a visitor token of `clientId` (anyone can get one). */
export async function redirectSession(client: Client, clientId: string, body: unknown): Promise<Answer> {
  const visitor = await client.visitor(clientId);
  return client.call('POST', LAYOUTS.api.redirects, { token: visitor.access_token, body });
}

/** The hosted sign-in page's URL for `clientId`, with a fresh PKCE challenge. */
export async function signInUrl(client: Client, clientId = APP, redirectUri = `${APP_ORIGIN}/auth/callback`) {
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  const authRequest = { redirectUri, clientId, codeChallenge: challenge, codeChallengeMethod: 'S256', state: 's' };
  const answer = await redirectSession(client, clientId, { auth: { authRequest, prompt: 'login' } });
  if (answer.status !== 200) throw new Error(`auth session: ${answer.status} ${answer.text}`);
  return (answer.body as Loose).redirectSession.fullUrl as string;
}

/** The `name=value` of a cookie an answer sets, if it sets it. */
export function setCookie(answer: Response, name: string): string | undefined {
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`));
}

/** The CSRF token and form cookie a browser gets with the page at `url`. */
export async function shownForm(url: string, headers: Record<string, string> = {}) {
  const page = await fetch(url, { headers, redirect: 'manual' });
  const csrfToken = /name="csrfToken" value="([^"]*)"/.exec(await page.text())?.[1] ?? '';
  return { csrfToken, cookie: setCookie(page, 'vitrine_form') ?? '' };
}

/** A POST of a form-encoded body, redirects not followed. */
export function postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(url, { method: 'POST', headers, body: new URLSearchParams(form), redirect: 'manual' });
}

/** The card of a hosted error page: its title and its message. */
export function errorCard(title: string, message: string): string {
  return `<div class="card"><h1>${title}</h1><p>${message}</p></div>`;
}
