import { ensureVisitor, nextCookieStorage } from '@vitrine/sdk';
import { NextResponse, type NextRequest } from 'next/server';
import { clientFor } from './src/client-for';
import { platformFromEnv } from './src/server/platform';
import { decodedParam } from './src/server/route-param';
import { servedSecurely, shopOrigin } from './src/server/shop-origin';

/**
 * Before anything renders: a new browser gets its visitor tokens once, an expiring access token is renewed, and
 * the cookie goes both to the browser and to this render's server components (forwarded on the request).
 */
export async function proxy(request: NextRequest) {
  // Next's router throws on a path that is not valid percent-encoding (`/product/%E0%A4%A`) and answers a bare 500:
  // such a path names nothing, so it gets the 404 page (a path without a route renders `app/not-found.tsx`).
  if (decodedParam(request.nextUrl.pathname) === undefined || !(await names(request.nextUrl)))
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

const CATALOGUE_PAGE = /^\/(product|collections)\/([^/]+)\/?$/;
const CATALOGUE_VIEW = /^\/(search)?$/;

/**
 * Whether a product's or a collection's URL names one the store has (and a catalogue view's cursor a page of its
 * list), asked before the page renders: under `cacheComponents` the page's own `notFound()` comes after its cached
 * shell started a 200, so the status is set here. Cached functions do not run in the proxy, so it asks the shop's
 * `/api/names` (at the configured origin, never the request's `Host`), which answers from the pages' own cached
 * reads: a known page costs no platform request. Any other path, or a failure, goes on to the page (which still
 * shows its not-found page).
 */
async function names(url: URL): Promise<boolean> {
  const [, kind, segment] = CATALOGUE_PAGE.exec(url.pathname) ?? [];
  const key = segment === undefined ? undefined : decodedParam(segment);
  const query = new URLSearchParams();
  if (kind === 'product' && key !== undefined) query.set('product', key);
  if (kind === 'collections' && key !== undefined) query.set('collection', key);
  // A catalogue view's page by its cursor (the home page, the search, a collection's).
  if (url.searchParams.has('cursor') && (kind === 'collections' || CATALOGUE_VIEW.test(url.pathname))) {
    query.set('view', url.pathname);
    for (const name of ['q', 'sort', 'cursor']) {
      const value = url.searchParams.get(name);
      if (value !== null) query.set(name, value);
    }
  }
  if (query.size === 0) return true;
  try {
    return (
      (await fetch(`${shopOrigin()}/api/names?${query}`, { cache: 'no-store', signal: AbortSignal.timeout(3000) }))
        .status !== 404
    );
  } catch {
    return true;
  }
}

// Pages only: not Next's own files, the sitemap, the sign-in routes (they manage cookies) or the platform's events.
export const config = { matcher: ['/((?!_next/|favicon.ico|sitemap.xml|robots.txt|auth/|api/).*)'] };
