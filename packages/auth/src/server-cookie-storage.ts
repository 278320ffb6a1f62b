import {
  checkCookieSize,
  cookieName,
  DEFAULT_DAYS,
  DEFAULT_HTTP_ONLY,
  SERVER_INSTEAD,
  lifetime,
  parseCookies,
  serializeCookie,
  type CookieOptions,
} from './cookie-format';
import { cookieValuesUnder, httpOnlyKeysOf, type RefreshTokenApartOption } from './refresh-token-apart';
import { scopedStorage } from './storage-scope';
import type { AuthStorage } from './types';

export interface ServerCookieStorageOptions extends CookieOptions, RefreshTokenApartOption {
  /** Default: true when the request's URL is https, or its `X-Forwarded-Proto` says https. */
  secure?: boolean;
  /** The keys whose cookies scripts may not read. Default `['signIn']`: the tokens stay readable by the browser. */
  httpOnly?: readonly string[];
}

/** The values of one HTTP exchange, read from the request's cookies, and the `Set-Cookie` values its answer needs. */
export interface ServerCookieStorage extends AuthStorage {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** One `Set-Cookie` value per cookie changed in this exchange (its last change), in the order of first change. */
  setCookies(): string[];
  /** Appends `setCookies()` to a response's (mutable) headers and hands them back. */
  applyTo(headers: Headers): Headers;
}

/** What a request may be given as: a Fetch `Request` (or `NextRequest`), its `Headers`, or a `Cookie` header. */
export type CookieSource = string | Headers | Pick<Request, 'headers' | 'url'> | null | undefined;

function cookieHeaderOf(from: CookieSource): string {
  if (typeof from === 'string') return from;
  if (!from) return '';
  const headers = 'headers' in from ? from.headers : from;
  return headers.get('cookie') ?? '';
}

function isHttps(from: CookieSource): boolean {
  if (!from || typeof from === 'string') return false;
  const headers = 'headers' in from ? from.headers : from;
  if ('url' in from && from.url.startsWith('https:')) return true;
  // A TLS-ending proxy in front sends the original scheme; a lie here only makes the cookie stricter.
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/**
 * Keeps the values in the same cookies as `cookieStorage()` (`vitrine.<client id>.tokens`, `….signIn`, with
 * `__Host-` in front on https) for one request:
 * it reads them from the request's `Cookie` header and queues a `Set-Cookie` for each value that changes, to send
 * with the response. Make one per request; framework-neutral (Fetch `Request`/`Headers`).
 */
export function serverCookieStorage(from: CookieSource, options: ServerCookieStorageOptions = {}): ServerCookieStorage {
  const {
    name,
    days = DEFAULT_DAYS,
    path = '/',
    sameSite = 'Lax',
    httpOnly: httpOnlyKeys = DEFAULT_HTTP_ONLY,
  } = options;
  const httpOnly = httpOnlyKeysOf(httpOnlyKeys, options);
  const secure = options.secure ?? isHttps(from);
  const sent = parseCookies(cookieHeaderOf(from));
  // What this exchange wrote, undefined once removed: later reads see it, not the request's older value.
  const written = new Map<string, string | undefined>();
  const queued = new Map<string, string>();

  const named = (cookie: string): string => cookieName(cookie, secure, path);
  const read = (cookie: string): string | undefined =>
    written.has(named(cookie)) ? written.get(named(cookie)) : sent[named(cookie)];
  const write = (prefix: string, key: string, value: string | undefined): void => {
    if (read(`${prefix}.${key}`) === value) return;
    const cookie = named(`${prefix}.${key}`);
    if (value !== undefined) checkCookieSize(cookie, value, SERVER_INSTEAD);
    const attributes = {
      path,
      secure,
      sameSite,
      httpOnly: httpOnly.includes(key),
      ...lifetime(days, value === undefined),
    };
    queued.set(cookie, serializeCookie(cookie, value ?? '', attributes));
    written.set(cookie, value);
  };

  const under = (prefix: string): AuthStorage => cookieValuesUnder(prefix, read, write, options);
  return {
    ...(scopedStorage(name, under) as Pick<ServerCookieStorage, 'get' | 'set' | 'remove' | 'forClient'>),
    setCookies: () => [...queued.values()],
    applyTo(headers) {
      for (const line of queued.values()) headers.append('set-cookie', line);
      return headers;
    },
  };
}
