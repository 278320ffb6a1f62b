import {
  checkCookieSize,
  cookieName,
  DEFAULT_DAYS,
  DEFAULT_HTTP_ONLY,
  SERVER_INSTEAD,
  lifetime,
  type CookieOptions,
} from './cookie-format';
import { cookieValuesUnder, httpOnlyKeysOf, type RefreshTokenApartOption } from './refresh-token-apart';
import { scopedStorage } from './storage-scope';
import type { AuthStorage } from './types';

/** The cookie handed to Next's `set({ name, value, ...options })`; Next encodes the value as `cookieStorage()` does. */
export interface NextCookie {
  name: string;
  value: string;
  path: string;
  expires: Date;
  maxAge: number;
  secure: boolean;
  httpOnly: boolean;
  sameSite: 'lax' | 'strict' | 'none';
}

/** What reads cookies: `await cookies()`, `request.cookies`. */
export interface NextCookieReader {
  get(name: string): { value: string } | undefined;
}

/** What writes cookies: `await cookies()` in a route handler or server action, `response.cookies`, `request.cookies`. */
export interface NextCookieWriter {
  // The one-argument form: the only one `request.cookies` shares with `cookies()` and `response.cookies`.
  set(cookie: NextCookie): unknown;
}

export type NextCookies =
  | (NextCookieReader & NextCookieWriter)
  | {
      read: NextCookieReader;
      /** Each change goes to every writer. None (a server component, which may not set cookies): this call only. */
      write?: NextCookieWriter | readonly NextCookieWriter[];
    };

export interface NextCookieStorageOptions extends CookieOptions, RefreshTokenApartOption {
  /** Default: true when `NODE_ENV` is `production`; pass `request.nextUrl.protocol === 'https:'` where you have it. */
  secure?: boolean;
  /** The keys whose cookies scripts may not read. Default `['signIn']`: the tokens stay readable by the browser. */
  httpOnly?: readonly string[];
}

const isProduction = (): boolean => typeof process !== 'undefined' && process.env?.NODE_ENV === 'production';

/**
 * The tokens and the pending sign-in in Next.js's cookies, the same cookies as `cookieStorage()` in the browser.
 * Only Next's `get(name)?.value` and `set({ name, value, ...options })` are used, so `next` is not imported here.
 */
export function nextCookieStorage(cookies: NextCookies, options: NextCookieStorageOptions = {}): AuthStorage {
  const {
    name,
    days = DEFAULT_DAYS,
    path = '/',
    sameSite = 'Lax',
    httpOnly: httpOnlyKeys = DEFAULT_HTTP_ONLY,
  } = options;
  const httpOnly = httpOnlyKeysOf(httpOnlyKeys, options);
  const secure = options.secure ?? isProduction();
  const reader = 'read' in cookies ? cookies.read : cookies;
  const given = 'read' in cookies ? cookies.write : cookies;
  const writers: readonly NextCookieWriter[] = given === undefined ? [] : 'set' in given ? [given] : given;
  // The reader may be the request, which a write to the response does not change: later reads see the writes.
  const written = new Map<string, string | undefined>();

  const named = (cookie: string): string => cookieName(cookie, secure, path);
  const read = (cookie: string): string | undefined =>
    written.has(named(cookie)) ? written.get(named(cookie)) : reader.get(named(cookie))?.value;
  const write = (prefix: string, key: string, value: string | undefined): void => {
    if (read(`${prefix}.${key}`) === value) return;
    const cookie = named(`${prefix}.${key}`);
    if (value !== undefined) checkCookieSize(cookie, value, SERVER_INSTEAD);
    const cookieToSet: NextCookie = {
      name: cookie,
      value: value ?? '',
      path,
      secure,
      sameSite: sameSite.toLowerCase() as NextCookie['sameSite'],
      httpOnly: httpOnly.includes(key),
      ...lifetime(days, value === undefined),
    };
    for (const writer of writers) writer.set({ ...cookieToSet });
    written.set(cookie, value);
  };

  const under = (prefix: string): AuthStorage => cookieValuesUnder(prefix, read, write, options);
  return scopedStorage(name, under);
}
