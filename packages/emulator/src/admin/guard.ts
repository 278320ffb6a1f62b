import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { timingSafeEqual } from 'node:crypto';
import type { AppContext, AppEnv } from '../http';
import { ForbiddenError } from '../errors';
import { crossOriginRefusal } from '../origin';

/** The header that carries the per-run admin token (printed by the CLI, `RunningEmulator.adminToken`). */
export const ADMIN_TOKEN_HEADER = 'x-vitrine-admin-token';
/** The inbox page's own forms send it as this field; the printed inbox link as this query parameter. */
export const ADMIN_TOKEN_FIELD = 'adminToken';
/** A browser that opened the printed inbox link keeps the token here, for reads only. */
const ADMIN_COOKIE = 'vitrine_admin';
/** Dev reads anyone may make: nothing secret (hosted pages guard themselves; a public key is public). */
const PUBLIC_READS = /^\/__vitrine\/(health|settings|oauth-apps|events\/public-key|media\/.*)$/;
const READS = new Set(['GET', 'HEAD']);

function sameToken(sent: string | undefined, expected: string): boolean {
  if (sent === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token of a form the inbox page posts (`application/x-www-form-urlencoded`), if any. */
async function formToken(c: AppContext): Promise<string | undefined> {
  if (!c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')) return undefined;
  return new URLSearchParams(await c.req.text()).get(ADMIN_TOKEN_FIELD) ?? undefined;
}

const NEEDS_TOKEN =
  `needs the admin token in the ${ADMIN_TOKEN_HEADER} header: the emulator prints it at start ` +
  '(RunningEmulator.adminToken from code)';

/**
 * The dev endpoints under `/__vitrine/`: a read of mails, members or events needs the admin token (header, or the
 * cookie of the printed inbox link); a write needs the emulator's own origin and the token in the header (or the
 * inbox form's field). Hosted pages (`/__vitrine/pages/`) guard their forms with CSRF tokens instead.
 */
export const adminGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { path, method } = c.req;
  if (!path.startsWith('/__vitrine/') || path.startsWith('/__vitrine/pages/') || method === 'OPTIONS') return next();
  const expected = c.get('ctx').adminToken;
  const what = `${method} ${path}`;
  if (READS.has(method)) {
    if (PUBLIC_READS.test(path)) return next();
    // A browser sends the cookie with requests from pages of other ports too (the same site): only ours count.
    const cookie = crossOriginRefusal(c) ? undefined : getCookie(c, ADMIN_COOKIE);
    const sent = c.req.header(ADMIN_TOKEN_HEADER) ?? cookie ?? c.req.query(ADMIN_TOKEN_FIELD);
    if (!sameToken(sent, expected)) throw new ForbiddenError(`${what} ${NEEDS_TOKEN}`);
    return next();
  }
  const refused = crossOriginRefusal(c);
  if (refused) throw new ForbiddenError(`${what} must come from the emulator's own origin; this request ${refused}`);
  const sent = c.req.header(ADMIN_TOKEN_HEADER) ?? (await formToken(c));
  if (!sameToken(sent, expected)) throw new ForbiddenError(`${what} ${NEEDS_TOKEN}`);
  return next();
};

/**
 * The printed inbox link (`?adminToken=`) leaves the token in a cookie for later reads and answers the redirect to
 * the same page without it, so the token stays out of the address bar; undefined when the link had no token.
 */
export function rememberAdminToken(c: AppContext): Response | undefined {
  const token = c.req.query(ADMIN_TOKEN_FIELD);
  if (token === undefined) return undefined;
  setCookie(c, ADMIN_COOKIE, token, { path: '/__vitrine/', httpOnly: true, sameSite: 'Strict' });
  const url = new URL(c.req.url);
  url.searchParams.delete(ADMIN_TOKEN_FIELD);
  return c.redirect(url.pathname + url.search, 303);
}
