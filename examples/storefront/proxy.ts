import { ensureVisitor, nextCookieStorage } from '@vitrine/sdk';
import { NextResponse, type NextRequest } from 'next/server';
import { clientFor } from './src/client-for';
import { platformFromEnv } from './src/server/platform';
import { decodedParam } from './src/server/route-param';
import { servedSecurely } from './src/server/shop-origin';

/**
 * Before anything renders: a new browser gets its visitor tokens once, an expiring access token is renewed, and
 * the cookie goes both to the browser and to this render's server components (forwarded on the request).
 */
export async function proxy(request: NextRequest) {
  // Next's router throws on a path that is not valid percent-encoding (`/product/%E0%A4%A`) and answers a bare 500:
  // such a path names nothing, so it gets the 404 page (a path without a route renders `app/not-found.tsx`).
  if (decodedParam(request.nextUrl.pathname) === undefined)
    return NextResponse.rewrite(new URL('/not-found', request.url), { status: 404 });
  const answer = NextResponse.next();
  const storage = nextCookieStorage(
    { read: request.cookies, write: [request.cookies, answer.cookies] },
    { secure: servedSecurely(), refreshToken: 'httpOnly' },
  );
  try {
    await ensureVisitor(clientFor(storage, platformFromEnv()));
  } catch {
    // The platform is unreachable: render anyway; the page shows the failure where data is missing.
    return NextResponse.next();
  }
  // The render reads the new cookies from the forwarded request headers. Next's own copy for it,
  // `x-middleware-set-cookie`, is dropped: whenever a render touches Next's mutable cookies (as on a cold server's
  // first request) Next sets that copy on the response again, and the browser got every cookie twice.
  const headers = new Headers(answer.headers);
  headers.delete('x-middleware-set-cookie');
  return NextResponse.next({ request: { headers: request.headers }, headers });
}

// Pages only: not Next's own files, the sitemap, the sign-in routes (they manage cookies) or the platform's events.
export const config = { matcher: ['/((?!_next/|favicon.ico|sitemap.xml|robots.txt|auth/|api/).*)'] };
