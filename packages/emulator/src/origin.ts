import type { AppContext } from './http';

/** The origin this request was sent to, as a browser names it (from the `Host` header). */
export function ownOrigin(c: AppContext): string {
  return new URL(c.req.url).origin;
}

/**
 * Why a state-changing request did not come from the emulator's own pages, or undefined when it may have.
 * Browsers send `Origin` with every POST, PUT and DELETE (`null` from an opaque origin), and `Sec-Fetch-Site`
 * to loopback and https hosts; a client that is no browser sends neither.
 */
export function crossOriginRefusal(c: AppContext): string | undefined {
  const origin = c.req.header('origin');
  const own = ownOrigin(c);
  if (origin !== undefined && origin !== own) return `comes from ${origin}, not from ${own}`;
  const site = c.req.header('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return `was sent by a page of another origin (${site})`;
  return undefined;
}

/**
 * The origin a top-level navigation comes from: `Origin` when a browser sends one, else `Referer`, which browsers
 * send with at least the origin to another origin unless the page asks for none.
 */
export function navigationOrigin(c: AppContext): string | undefined {
  const origin = c.req.header('origin');
  if (origin !== undefined) return origin === 'null' ? undefined : origin;
  const referer = c.req.header('referer');
  return referer && URL.canParse(referer) ? new URL(referer).origin : undefined;
}
