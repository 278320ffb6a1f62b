import { ConfigError, createClient, type AuthStrategy, type CallOptions, type Client } from '@vitrine/http';
import { abortable } from '@vitrine/http/internal';
import { PLATFORM_CAPTCHA_SITE_KEYS, type CaptchaSiteKeys } from './captcha';
import { localStorageStorage } from './local-storage';
import type { LoginResult } from './login-state';
import { memoryStorage } from './memory-storage';
import { scopeToClient } from './storage-scope';
import { createRenewal } from './renewal';
import { runSignIn } from './sign-in-flight';
import { createTokenStore } from './token-store';
import type { AuthStorage, TokenListener, Tokens } from './types';

export interface OAuthOptions {
  clientId: string;
  /** Start from these tokens (e.g. read by your server) instead of the stored ones. */
  tokens?: Tokens;
  /** Default: `localStorageStorage()` in a browser, `memoryStorage()` elsewhere. */
  storage?: AuthStorage;
  /** The reCAPTCHA site keys the login form runs; default the hosted platform's (`PLATFORM_CAPTCHA_SITE_KEYS`). */
  captchaSiteKeys?: Partial<CaptchaSiteKeys>;
  /**
   * Where token requests go (`<tokenHost>/oauth2/token`): the client's platform host unless told. In a browser whose
   * server keeps the refresh token `HttpOnly` (`nextCookieStorage(cookies, { refreshToken: 'httpOnly' })`), a route
   * of that server on the page's own origin, such as `'/auth'`: it puts back the refresh token no script can read,
   * asks the platform, and answers with `HTTP_ONLY_REFRESH_TOKEN` in the refresh token's place. A path is resolved
   * against the page's address when the first token request is sent.
   */
  tokenHost?: string;
}

/** The strategy of a storefront: visitor and member tokens, renewed once and shared by every call. */
export interface OAuthStrategy extends AuthStrategy {
  readonly clientId: string;
  readonly storage: AuthStorage;
  /** The site keys of the invisible and the visible captcha that the login states ask for. */
  readonly captchaSiteKeys: Readonly<CaptchaSiteKeys>;
  /** The invisible captcha's site key (the platform SDK's name for it). */
  readonly captchaInvisibleSiteKey: string;
  /** The visible captcha's site key (the platform SDK's name for it). */
  readonly captchaVisibleSiteKey: string;
  /** The tokens in memory (role none when there are none yet): the same object until they change. */
  getTokens(): Tokens;
  /** Replaces the tokens, in memory at once and in storage when the promise settles. */
  setTokens(tokens: Tokens): Promise<void>;
  /** True only while the refresh token's role is member. */
  loggedIn(): boolean;
  /** `{ Authorization }` with a valid access token: reused, renewed, or a new visitor's. */
  getAuthHeaders(options?: CallOptions): Promise<Record<string, string>>;
  /** New anonymous visitor tokens, replacing the current ones. */
  generateVisitorTokens(): Promise<Tokens>;
  /** Renews now with the refresh token; a refused renewal gives new visitor tokens, a transient failure rejects. */
  renewToken(): Promise<Tokens>;
  /** The platform refused the access token in `refused` (a 401): renews it once for every call that saw it. */
  onUnauthorized(refused: Record<string, string>, options?: CallOptions): Promise<boolean>;
  /** Called after every change of the tokens; returns the unsubscribe function. */
  onTokensChange(listener: TokenListener): () => void;
  /** Back to role none, in memory and storage (logout does this after its redirect session). */
  clearTokens(): Promise<void>;
  /**
   * Runs a member-token exchange while every other token change waits, and keeps its result as the member's
   * tokens (used by the member flows; a logout meanwhile turns it into `Failed to get member tokens`).
   */
  signIn(exchange: () => Promise<Tokens>): Promise<Tokens>;
  /** The states of the sign-in returns this strategy exchanged already: each return gets at most one exchange. */
  spentStates?: Set<string>;
  /** The last result of `login`, `register` or `processVerification` on this client, for `processVerification`. */
  lastLogin?: LoginResult;
  /** The client token requests go through: the attached one, or one for `tokenHost`. */
  tokenClient(attached: Client): Client;
}

function defaultStorage(): AuthStorage {
  try {
    // Reading window.localStorage throws in sandboxed frames; those get memory.
    if (typeof window !== 'undefined' && window.localStorage) return localStorageStorage();
  } catch {
    /* fall through */
  }
  return memoryStorage();
}

/** The strategy: a token store, its single-flight renewal and the sign-in, put together. */
export function oauth(options: OAuthOptions): OAuthStrategy {
  const clientId = options?.clientId;
  if (typeof clientId !== 'string' || !clientId) {
    throw new ConfigError(
      `oauth needs a clientId, e.g. oauth({ clientId: 'your-client-id' }); got ${JSON.stringify(clientId)}.`,
    );
  }
  // Each OAuth app's own part of the storage, so two shops on one origin never share tokens.
  const storage = scopeToClient(options.storage ?? defaultStorage(), clientId);
  const store = createTokenStore(storage, options.tokens);
  let client: Client | undefined;
  const attached = (): Client => {
    if (!client) throw new ConfigError('Pass the oauth strategy to createClient({ auth }) before using it.');
    return client;
  };
  let tokenClient: Client | undefined;
  const tokenClientFor = (given: Client): Client => {
    if (options.tokenHost === undefined) return given;
    // Resolved at the first request, not at creation: a server render makes this strategy too, without a page.
    tokenClient ??= createClient({
      host: new URL(options.tokenHost, globalThis.location?.href).href.replace(/\/$/, ''),
    });
    return tokenClient;
  };
  const renewal = createRenewal(store, clientId, () => tokenClientFor(attached()));

  const captchaSiteKeys = Object.freeze({ ...PLATFORM_CAPTCHA_SITE_KEYS, ...options.captchaSiteKeys });

  return {
    clientId,
    storage,
    captchaSiteKeys,
    captchaInvisibleSiteKey: captchaSiteKeys.invisible,
    captchaVisibleSiteKey: captchaSiteKeys.visible,
    attach(value) {
      client = value;
    },
    getTokens: store.getTokens,
    setTokens: store.setTokens,
    loggedIn: () => store.getTokens().refreshToken.role === 'member',
    async getAuthHeaders(call) {
      const tokens = await abortable(renewal.tokensForCall(), call?.signal);
      return { Authorization: tokens.accessToken.value };
    },
    async generateVisitorTokens() {
      return (await renewal.generateVisitorTokens()) ?? store.getTokens();
    },
    async renewToken() {
      return (await renewal.renewToken()) ?? store.getTokens();
    },
    async onUnauthorized(refused, call) {
      // Another refused call renewed already: the new token is worth the one retry without renewing again.
      if (store.getTokens().accessToken.value !== refused.Authorization) return true;
      await abortable(renewal.renewToken(), call?.signal);
      return true;
    },
    onTokensChange: store.onTokensChange,
    clearTokens: store.clearTokens,
    signIn: (exchange) => runSignIn(store, renewal, exchange),
    tokenClient: tokenClientFor,
  };
}
