/** none: no tokens; visitor: an anonymous visitor; member: a signed-in member (the only role that is logged in). */
export type Role = 'none' | 'visitor' | 'member';

export interface AccessToken {
  value: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export interface RefreshToken {
  value: string;
  role: Role;
}

export interface Tokens {
  accessToken: AccessToken;
  refreshToken: RefreshToken;
}

export type MaybePromise<T> = T | Promise<T>;

/**
 * Where a strategy keeps its tokens and its pending sign-in, as strings under two keys (`tokens`, `signIn`).
 * Every method may be async, so a server can keep them in its own session store.
 */
export interface AuthStorage {
  get(key: string): MaybePromise<string | null | undefined>;
  set(key: string, value: string): MaybePromise<void>;
  remove(key: string): MaybePromise<void>;
  /**
   * The part of the storage for one OAuth app. The built-in storages made without a `name`/`key` have it, so the
   * tokens of two client ids on one origin stay apart (`vitrine.<client id>.tokens`); `oauth()` asks for it.
   */
  forClient?(clientId: string): AuthStorage;
}

/** Why the tokens changed, for `onTokensChange` listeners. `refused`: the renewal was refused, so this is a new visitor. */
export type TokenChangeReason = 'visitor' | 'renewed' | 'refused' | 'member' | 'set' | 'storage' | 'logout';

export type TokenListener = (tokens: Tokens, reason: TokenChangeReason) => void;

/** What `generateOAuthData` makes and `getAuthUrl` sends; keep it until the member returns. */
export interface OAuthData {
  state: string;
  codeVerifier: string;
  codeChallenge: string;
  redirectUri: string;
  originalUri: string;
}

export type ResponseMode = 'fragment' | 'query' | 'web_message';
export type Prompt = 'login' | 'none' | 'consent' | 'select_account';
