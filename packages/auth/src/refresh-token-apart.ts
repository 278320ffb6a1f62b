import { TOKENS_KEY } from './token-store';

/**
 * What scripts read in place of the refresh token when a server keeps it apart: the tokens value keeps the refresh
 * token's role (so the browser knows a member from a visitor) and this stand-in for its value.
 */
export const HTTP_ONLY_REFRESH_TOKEN = 'http-only';

/** The key (and cookie, `vitrine.<client id>.refreshToken`) that holds the refresh token kept apart. */
export const REFRESH_TOKEN_KEY = 'refreshToken';

/** The options of the server storages that keep it so. */
export interface RefreshTokenApartOption {
  /**
   * `'httpOnly'`: the refresh token's value goes to its own `HttpOnly` cookie, and the tokens cookie, which the
   * browser reads, holds the access token and `HTTP_ONLY_REFRESH_TOKEN` instead. The browser's strategy then needs
   * a route of the server for its token requests (`oauth({ tokenHost })`). Default: kept with the tokens.
   */
  refreshToken?: 'httpOnly';
}

/** The keys of a server storage whose cookies are `HttpOnly`: the refresh token's too when it is kept apart. */
export const httpOnlyKeysOf = (given: readonly string[], option: RefreshTokenApartOption): readonly string[] =>
  option.refreshToken === 'httpOnly' ? [...given, REFRESH_TOKEN_KEY] : given;

/**
 * A server storage's values under one cookie name prefix (`vitrine.<client id>`), from its cookie reader and writer,
 * with the refresh token apart when the option says so.
 */
export function cookieValuesUnder(
  prefix: string,
  read: (cookie: string) => string | undefined,
  write: (prefix: string, key: string, value: string | undefined) => void,
  option: RefreshTokenApartOption,
): SyncValues {
  const values: SyncValues = {
    get: (key) => read(`${prefix}.${key}`),
    set: (key, value) => write(prefix, key, value),
    remove: (key) => write(prefix, key, undefined),
  };
  return option.refreshToken === 'httpOnly' ? keepRefreshTokenApart(values) : values;
}

interface SyncValues {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
}

interface StoredTokens {
  refreshToken?: { value?: unknown };
}

function parse(value: string): StoredTokens | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredTokens) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A server storage's values with the refresh token apart: writing tokens puts the refresh token's value under
 * `refreshToken` and the stand-in in the tokens; reading them puts the value back. A tokens value that already
 * holds the stand-in (what a browser writes) leaves the kept refresh token as it is.
 */
export function keepRefreshTokenApart(values: SyncValues): SyncValues {
  return {
    get(key) {
      const value = values.get(key);
      if (key !== TOKENS_KEY || value === undefined) return value;
      const tokens = parse(value);
      const kept = values.get(REFRESH_TOKEN_KEY);
      if (tokens?.refreshToken?.value !== HTTP_ONLY_REFRESH_TOKEN || !kept) return value;
      return JSON.stringify({ ...tokens, refreshToken: { ...tokens.refreshToken, value: kept } });
    },
    set(key, value) {
      const tokens = key === TOKENS_KEY ? parse(value) : undefined;
      const refresh = tokens?.refreshToken?.value;
      if (!tokens || typeof refresh !== 'string' || !refresh || refresh === HTTP_ONLY_REFRESH_TOKEN) {
        values.set(key, value);
        return;
      }
      values.set(REFRESH_TOKEN_KEY, refresh);
      values.set(
        key,
        JSON.stringify({ ...tokens, refreshToken: { ...tokens.refreshToken, value: HTTP_ONLY_REFRESH_TOKEN } }),
      );
    },
    remove(key) {
      values.remove(key);
      if (key === TOKENS_KEY) values.remove(REFRESH_TOKEN_KEY);
    },
  };
}
