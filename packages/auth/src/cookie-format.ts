import { parse, serialize } from 'cookie-es';
import { AuthError } from './errors';

/** How the browser and the server storages write one cookie: the same names, encoding and attributes. */
export interface CookieOptions {
  /**
   * Cookies are named `<name>.tokens` and `<name>.signIn`, after `__Host-` when they are `Secure` at `Path=/`.
   * Default `vitrine.<client id>`.
   */
  name?: string;
  /** Lifetime in days. Default 30. */
  days?: number;
  /** Default `/`. With `/` and `secure`, the names get the `__Host-` prefix (`__Host-vitrine.<client id>.tokens`). */
  path?: string;
  secure?: boolean;
  /** Default `Lax`. */
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export interface CookieAttributes {
  path: string;
  expires: Date;
  maxAge?: number;
  secure: boolean;
  httpOnly?: boolean;
  sameSite: 'Lax' | 'Strict' | 'None';
}

// Browsers drop a cookie whose name and value pass 4096 bytes without a word; we refuse it instead.
export const MAX_COOKIE_BYTES = 4096;
export const DAY_SECONDS = 86_400;
export const DEFAULT_COOKIE_NAME = 'vitrine';
export const DEFAULT_DAYS = 30;
/** The pending sign-in holds the PKCE verifier: no script of the page needs it. */
export const DEFAULT_HTTP_ONLY: readonly string[] = ['signIn'];

// A value that is not valid percent-encoding is no value (the cookie library would hand back the raw text).
const decode = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/**
 * Browsers keep a `__Host-` cookie only when it is `Secure`, has `Path=/` and no `Domain`, and only from the host
 * itself: a page on another port or subdomain of the shop's host (or a plain-http page) cannot plant one.
 */
export const HOST_PREFIX = '__Host-';

/**
 * The name a cookie storage gives `cookie` (`vitrine.<client id>.tokens`): with the `__Host-` prefix where the
 * cookie is `Secure` at `Path=/` (a shop on https), plain otherwise (http on localhost, or another path). The
 * browser's and the server's storages both name their cookies here, so they always agree; a cookie under the other
 * name is not theirs (a planted plain `vitrine.….tokens` on an https shop is ignored).
 */
export const cookieName = (cookie: string, secure: boolean, path: string): string =>
  secure && path === '/' ? HOST_PREFIX + cookie : cookie;

/** What the server storages advise for a value over the limit. */
export const SERVER_INSTEAD = 'Keep this value in a session store on your server instead.';

/** Every cookie of a `Cookie` header (or `document.cookie`), decoded. */
export const parseCookies = (header: string): Record<string, string | undefined> => parse(header, { decode });

/** Refuses a cookie that browsers would drop, saying where to keep such a value instead. */
export function checkCookieSize(cookie: string, value: string, instead: string): void {
  const bytes = cookie.length + 1 + encodeURIComponent(value).length;
  if (bytes > MAX_COOKIE_BYTES) {
    throw new AuthError(
      `The cookie ${cookie} would be ${bytes} bytes; browsers drop cookies over ${MAX_COOKIE_BYTES} bytes. ${instead}`,
      { code: 'STORAGE' },
    );
  }
}

/** One `Set-Cookie` value (or `document.cookie` assignment), the value `encodeURIComponent`ed. */
export function serializeCookie(cookie: string, value: string, attributes: CookieAttributes): string {
  const { sameSite, ...rest } = attributes;
  return serialize({ name: cookie, value, ...rest, sameSite: sameSite.toLowerCase() as 'lax' });
}

/** The attributes of a cookie written now for `days`, or of one that removes it (expired, Max-Age 0). */
export function lifetime(days: number, removing: boolean): { expires: Date; maxAge: number } {
  if (removing) return { expires: new Date(0), maxAge: 0 };
  const seconds = Math.round(days * DAY_SECONDS);
  return { expires: new Date(Date.now() + seconds * 1000), maxAge: seconds };
}
