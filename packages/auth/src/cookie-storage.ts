import {
  checkCookieSize,
  cookieName,
  DEFAULT_DAYS,
  lifetime,
  parseCookies,
  serializeCookie,
  type CookieOptions,
} from './cookie-format';
import { scopedStorage } from './storage-scope';
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
  name,
  days = DEFAULT_DAYS,
  path = '/',
  secure,
  sameSite = 'Lax',
}: CookieStorageOptions = {}): AuthStorage {
  const hasDocument = (): boolean => typeof document !== 'undefined';
  const isSecure = (): boolean => secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  // The server storages name them the same way (`__Host-` on https), so both sides read one cookie.
  const named = (cookie: string): string => cookieName(cookie, isSecure(), path);
  const write = (cookie: string, value: string, removing: boolean): void => {
    if (!hasDocument()) return;
    checkCookieSize(named(cookie), value, 'Use localStorageStorage() instead.');
    const { expires } = lifetime(days, removing);
    document.cookie = serializeCookie(named(cookie), value, { path, expires, secure: isSecure(), sameSite });
  };
  const under = (prefix: string): AuthStorage => ({
    get: (key) => (hasDocument() ? parseCookies(document.cookie)[named(`${prefix}.${key}`)] : undefined),
    set: (key, value) => write(`${prefix}.${key}`, value, false),
    remove: (key) => write(`${prefix}.${key}`, '', true),
  });
  return scopedStorage(name, under);
}
