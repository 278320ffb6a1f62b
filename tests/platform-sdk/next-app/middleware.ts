import { createClient, OAuthStrategy } from '@wix/sdk';
import { NextResponse, type NextRequest } from 'next/server';
import { clientId, readTokens, SESSION_COOKIE } from './src/session';

/**
 * Every visitor has tokens before anything renders: new ones for a new browser, renewed ones when the access token
 * expired. They go to the browser and to this request's server components (forwarded on the request).
 */
export async function middleware(request: NextRequest) {
  const current = readTokens(request.cookies.get(SESSION_COOKIE)?.value);
  const client = createClient({ auth: OAuthStrategy({ clientId: clientId() }) });
  const tokens = await client.auth.generateVisitorTokens(current);
  // Valid tokens come back as they were given.
  if (tokens === current) return NextResponse.next();
  const value = JSON.stringify(tokens);
  request.cookies.set(SESSION_COOKIE, value);
  const response = NextResponse.next({ request: { headers: request.headers } });
  response.cookies.set(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 60 * 60 * 24 * 30,
  });
  return response;
}

export const config = { matcher: ['/((?!_next/|favicon.ico).*)'] };
