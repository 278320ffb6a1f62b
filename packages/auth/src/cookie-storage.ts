import { AuthError } from './errors';
import type { AuthStorage } from './types';

export interface CookieStorageOptions {
  /** Cookies are named `<name>.tokens` and `<name>.signIn`. Default `vitrine`. */
  name?: string;
  /** Lifetime in days. Default 30. */
  days?: number;
  path?: string;
  /** Default: true on an https page. */
  secure?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

// Browsers drop a cookie whose name and value pass 4096 bytes without a word; we refuse it instead.
const MAX_COOKIE = 4096;
const DAY_MS = 86_400_000;

/** Keeps the values in first-party cookies, so the site's own server can read them too. */
export function cookieStorage({
  name = 'vitrine',
  days = 30,
  path = '/',
  secure,
  sameSite = 'Lax',
}: CookieStorageOptions = {}): AuthStorage {
  const doc = (): Document => {
    if (typeof document === 'undefined') {
      throw new AuthError(
        'cookieStorage needs a browser document; on a server use memoryStorage() or your own storage',
        {
          code: 'STORAGE',
        },
      );
    }
    return document;
  };
  const write = (key: string, value: string, expires: Date): void => {
    const pair = `${name}.${key}=${encodeURIComponent(value)}`;
    if (pair.length > MAX_COOKIE) {
      throw new AuthError(
        `The cookie ${name}.${key} would be ${pair.length} bytes; browsers drop cookies over ${MAX_COOKIE} bytes. Use localStorageStorage() instead.`,
        { code: 'STORAGE' },
      );
    }
    const isSecure = secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
    doc().cookie = `${pair}; Path=${path}; Expires=${expires.toUTCString()}${isSecure ? '; Secure' : ''}; SameSite=${sameSite}`;
  };
  return {
    get(key) {
      const prefix = `${name}.${key}=`;
      const found = doc()
        .cookie.split('; ')
        .find((cookie) => cookie.startsWith(prefix));
      if (found === undefined) return undefined;
      try {
        return decodeURIComponent(found.slice(prefix.length));
      } catch {
        return undefined;
      }
    },
    set: (key, value) => write(key, value, new Date(Date.now() + days * DAY_MS)),
    remove: (key) => write(key, '', new Date(0)),
  };
}
