import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { generateOAuthData, getAuthUrl, type OAuthData } from '../src';
import { HOST, setup, tokenAnswer, tokenEndpoint, tokens, type Setup } from './helpers';

export const REDIRECT_URI = 'https://shop.example/return';
export const AUTH_PAGE = 'https://auth.example/authorize?session=s1';

export function redirectSessions(path = '/_api/redirects-api/v1/redirect-session', fullUrl = AUTH_PAGE) {
  const requests: { body: unknown; authorization: string | null }[] = [];
  const handler = http.post(`${HOST}${path}`, async ({ request }) => {
    requests.push({ body: await request.json(), authorization: request.headers.get('authorization') });
    return HttpResponse.json({
      redirectSession: { id: 'rs-1', fullUrl, urlDetails: { endpoint: fullUrl, searchParams: {} }, sessionToken: 'st' },
    });
  });
  return { handler, requests };
}

/** A visitor on the storefront who starts a redirect sign-in. */

/** A visitor on the storefront who starts a redirect sign-in. */
export async function startSignIn(
  server: SetupServer,
  options: { responseMode?: 'fragment' | 'query' } = {},
): Promise<Setup & { oauthData: OAuthData }> {
  const sessions = redirectSessions();
  server.use(sessions.handler);
  const context = setup({ tokens: tokens('visitor-at', 'visitor') });
  const oauthData = await generateOAuthData(REDIRECT_URI, '/products/shirt?size=m');
  await getAuthUrl(context.client, oauthData, options);
  return { ...context, oauthData };
}

export const memberExchange = () => tokenEndpoint(() => tokenAnswer('member-at', 'member-rt'));

/** Return addresses that would leave the shop: each must be replaced by the site root. */
export const UNSAFE_RETURN_URLS = [
  'https://evil.example/',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  'https://shop.example@evil.example/',
];
