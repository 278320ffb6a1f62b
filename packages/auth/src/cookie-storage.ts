import {
  checkCookieSize,
  DEFAULT_COOKIE_NAME,
  DEFAULT_DAYS,
  lifetime,
  parseCookies,
  serializeCookie,
  type CookieOptions,
} from './cookie-format';
import type { AuthStorage } from './types';

export interface CookieStorageOptions extends CookieOptions {
  /** Default: true on an https page. */
  secure?: boolean;
}

/**
 * Keeps the values in first-party cookies, so the site's own server can read them too (`serverCookieStorage`).
 * Without a document (a client component rendered on the server) it holds nothing: reads answer undefined and
 * writes do nothing, so the same code runs on both sides.
 */
export function cookieStorage({
  name = DEFAULT_COOKIE_NAME,
  days = DEFAULT_DAYS,
  path = '/',
  secure,
  sameSite = 'Lax',
}: CookieStorageOptions = {}): AuthStorage {
  const hasDocument = (): boolean => typeof document !== 'undefined';
  const write = (key: string, value: string, removing: boolean): void => {
    if (!hasDocument()) return;
    const cookie = `${name}.${key}`;
    checkCookieSize(cookie, value, 'Use localStorageStorage() instead.');
    const isSecure = secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
    const { expires } = lifetime(days, removing);
    document.cookie = serializeCookie(cookie, value, { path, expires, secure: isSecure, sameSite });
  };
  return {
    get: (key) => (hasDocument() ? parseCookies(document.cookie)[`${name}.${key}`] : undefined),
    set: (key, value) => write(key, value, false),
    remove: (key) => write(key, '', true),
  };
}
