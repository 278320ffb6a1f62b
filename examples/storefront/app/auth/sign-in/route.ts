import { generateOAuthData, getAuthUrl } from '@vitrine/sdk';
import { NextResponse, type NextRequest } from 'next/server';
import { routeClient } from '../../../src/server/route-client';
import { localPath, shopOrigin } from '../../../src/server/shop-origin';
import { tryAgainPage } from '../../../src/server/try-again-page';

/**
 * Starts a redirect sign-in on the server: the PKCE verifier and state stay in the HttpOnly `vitrine.<client id>.signIn`
 * cookie (scripts never see them), and the browser goes to the platform's hosted login page.
 */
export async function GET(request: NextRequest) {
  const origin = shopOrigin();
  const returnTo = localPath(request.nextUrl.searchParams.get('returnTo'), origin);
  const client = await routeClient();
  const oauthData = await generateOAuthData(`${origin}/auth/callback`, `${origin}${returnTo}`);
  let authUrl: string;
  try {
    ({ authUrl } = await getAuthUrl(client, oauthData, { responseMode: 'query' }));
  } catch (error) {
    // The platform is down or refusing (5xx, timeout, no connection): a page that says so, never a 500.
    console.error('sign-in could not start', error);
    const retry = `/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`;
    return tryAgainPage('Sign-in is not available right now', retry, returnTo);
  }
  return NextResponse.redirect(authUrl, 303);
}
