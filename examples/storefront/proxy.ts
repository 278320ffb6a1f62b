import { createClient, nextCookieStorage, oauth } from '@vitrine/sdk';
import { NextResponse, type NextRequest } from 'next/server';
import { platformFromEnv } from './src/server/platform';
import { servedSecurely } from './src/server/shop-origin';

/**
 * Before anything renders: a new browser gets its visitor tokens once, an expiring access token is renewed, and
 * the cookie goes both to the browser and to this render's server components (forwarded on the request).
 */
export async function proxy(request: NextRequest) {
  const platform = platformFromEnv();
  const answer = NextResponse.next();
  const storage = nextCookieStorage(
    { read: request.cookies, write: [request.cookies, answer.cookies] },
    { secure: servedSecurely(), refreshToken: 'httpOnly' },
  );
  const auth = oauth({ clientId: platform.clientId, storage });
  createClient({ host: platform.host, readOnlyHost: platform.readOnlyHost, auth });
  try {
    await auth.getAuthHeaders();
  } catch {
    // The platform is unreachable: render anyway; the page shows the failure where data is missing.
    return NextResponse.next();
  }
  return NextResponse.next({ request: { headers: request.headers }, headers: answer.headers });
}

// Pages only: not Next's own files, the sitemap, the sign-in routes (they manage cookies) or the platform's events.
export const config = { matcher: ['/((?!_next/|favicon.ico|sitemap.xml|robots.txt|auth/|api/).*)'] };
