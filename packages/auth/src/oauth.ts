import { ConfigError, createClient, type AuthStrategy, type CallOptions, type Client } from '@vitrine/http';
import { abortable } from '@vitrine/http/internal';
import { PLATFORM_CAPTCHA_SITE_KEYS, type CaptchaSiteKeys } from './captcha-keys';
import { localStorageStorage } from './local-storage';
import type { LoginResult } from './login-state';
import { memoryStorage } from './memory-storage';
import { scopeToClient } from './storage-scope';
import { Renewal } from './renewal';
import { runSignIn } from './sign-in-flight';
import { TokenStore } from './token-store';
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

// Enough for every sign-in a strategy finishes in practice; the oldest state is forgotten past it.
const SPENT_STATES_KEPT = 50;

function defaultStorage(): AuthStorage {
  try {
    // Reading window.localStorage throws in sandboxed frames; those get memory.
    if (typeof window !== 'undefined' && window.localStorage) return localStorageStorage();
  } catch {
    /* fall through */
  }
  return memoryStorage();
}

/**
 * The strategy of a storefront: visitor and member tokens, renewed once and shared by every call. Made with
 * `oauth()`; it is put together from a token store, its single-flight renewal and the sign-in, and keeps what the
 * member flows must remember (the sign-in returns already exchanged, the last login state) to itself.
 *
 * Its token requests go through the client of the call that needs them (`getAuthHeaders(options, client)`, as
 * `createClient`'s calls and `ensureVisitor(client)` do); its own methods without one use the client it was made
 * for (`createClient({ auth })`), or the `tokenHost`'s.
 */
export class OAuthStrategy implements AuthStrategy {
  declare readonly clientId: string;
  declare readonly storage: AuthStorage;
  /** The site keys of the invisible and the visible captcha that the login states ask for. */
  declare readonly captchaSiteKeys: Readonly<CaptchaSiteKeys>;
  /** The invisible captcha's site key (the platform SDK's name for it). */
  declare readonly captchaInvisibleSiteKey: string;
  /** The visible captcha's site key (the platform SDK's name for it). */
  declare readonly captchaVisibleSiteKey: string;
  readonly #store: TokenStore;
  readonly #renewal: Renewal;
  readonly #tokenHost: string | undefined;
  // The client `createClient` made with this strategy, and the one for `tokenHost` once a token request needs it.
  #client: Client | undefined;
  #tokenClient: Client | undefined;
  // The states of the sign-in returns this strategy exchanged already: each return gets at most one exchange.
  readonly #spentStates = new Set<string>();
  #lastLogin: LoginResult | undefined;

  /** Use `oauth()`, which is this constructor. */
  constructor(options: OAuthOptions) {
    const clientId = options?.clientId;
    if (typeof clientId !== 'string' || !clientId) {
      throw new ConfigError(
        `oauth needs a clientId, e.g. oauth({ clientId: 'your-client-id' }); got ${JSON.stringify(clientId)}.`,
      );
    }
    // Each OAuth app's own part of the storage, so two shops on one origin never share tokens.
    const storage = scopeToClient(options.storage ?? defaultStorage(), clientId);
    const captchaSiteKeys = Object.freeze({ ...PLATFORM_CAPTCHA_SITE_KEYS, ...options.captchaSiteKeys });
    this.clientId = clientId;
    this.storage = storage;
    this.captchaSiteKeys = captchaSiteKeys;
    this.captchaInvisibleSiteKey = captchaSiteKeys.invisible;
    this.captchaVisibleSiteKey = captchaSiteKeys.visible;
    this.#tokenHost = options.tokenHost;
    this.#store = new TokenStore(storage, options.tokens);
    this.#renewal = new Renewal(this.#store, clientId, (given) => this.tokenClient(given));
  }

  /** `createClient` hands over the client it made with this strategy: the one its own methods use by default. */
  attach(client: Client): void {
    this.#client = client;
  }

  /**
   * The tokens in memory (role none when there are none yet): the same object until they change. A bound
   * function, so it can be handed on as it is (React's `useSyncExternalStore(subscribe, strategy.getTokens)`).
   */
  readonly getTokens = (): Tokens => this.#store.getTokens();

  /** Called after every change of the tokens; returns the unsubscribe function. Bound, like `getTokens`. */
  readonly onTokensChange = (listener: TokenListener): (() => void) => this.#store.onTokensChange(listener);

  /** Replaces the tokens, in memory at once and in storage when the promise settles. */
  setTokens(tokens: Tokens): Promise<void> {
    return this.#store.setTokens(tokens);
  }

  /** True only while the refresh token's role is member. */
  loggedIn(): boolean {
    return this.#store.getTokens().refreshToken.role === 'member';
  }

  /** `{ Authorization }` with a valid access token: reused, renewed through `client`, or a new visitor's. */
  async getAuthHeaders(options?: CallOptions, client?: Client): Promise<Record<string, string>> {
    const tokens = await abortable(this.#renewal.tokensForCall(client), options?.signal);
    return { Authorization: tokens.accessToken.value };
  }

  /** New anonymous visitor tokens, replacing the current ones. */
  async generateVisitorTokens(client?: Client): Promise<Tokens> {
    return (await this.#renewal.generateVisitorTokens(client)) ?? this.#store.getTokens();
  }

  /** Renews now with the refresh token; a refused renewal gives new visitor tokens, a transient failure rejects. */
  async renewToken(client?: Client): Promise<Tokens> {
    return (await this.#renewal.renewToken(client)) ?? this.#store.getTokens();
  }

  /** The platform refused the access token in `refused` (a 401): renews it once for every call that saw it. */
  async onUnauthorized(refused: Record<string, string>, options?: CallOptions, client?: Client): Promise<boolean> {
    // Another refused call renewed already: the new token is worth the one retry without renewing again.
    if (this.#store.getTokens().accessToken.value !== refused.Authorization) return true;
    await abortable(this.#renewal.renewToken(client), options?.signal);
    return true;
  }

  /** Back to role none, in memory and storage (logout does this after its redirect session). */
  clearTokens(): Promise<void> {
    return this.#store.clearTokens();
  }

  /**
   * Runs a member-token exchange while every other token change waits, and keeps its result as the member's
   * tokens (used by the member flows; a logout meanwhile turns it into `Failed to get member tokens`).
   */
  signIn(exchange: () => Promise<Tokens>): Promise<Tokens> {
    return runSignIn(this.#store, this.#renewal, exchange);
  }

  /**
   * The client token requests go through: the `tokenHost`'s when one was given, else `given` (the client of the
   * call), else the one `createClient` made with this strategy.
   */
  tokenClient(given?: Client): Client {
    const tokenHost = this.#tokenHost;
    if (tokenHost === undefined) {
      const client = given ?? this.#client;
      if (!client)
        throw new ConfigError(
          'The oauth strategy needs a client: pass it to createClient({ auth }) or call ensureVisitor(client).',
        );
      return client;
    }
    // Resolved at the first request, not at creation: a server render makes this strategy too, without a page.
    return (this.#tokenClient ??= createClient({
      host: new URL(tokenHost, globalThis.location?.href).href.replace(/\/$/, ''),
    }));
  }

  /**
   * Marks the state of a sign-in return as exchanged; false when it was already (each return gets at most one
   * exchange). Used by the member flows.
   */
  spendState(state: string): boolean {
    const spent = this.#spentStates;
    if (spent.has(state)) return false;
    spent.add(state);
    if (spent.size > SPENT_STATES_KEPT) spent.delete(spent.values().next().value!);
    return true;
  }

  /** The last result of `login`, `register` or `processVerification` with this strategy: where verification goes on. */
  lastLogin(): LoginResult | undefined {
    return this.#lastLogin;
  }

  /** Keeps a result of `login`, `register` or `processVerification` as the last one. */
  keepLogin(state: LoginResult): void {
    this.#lastLogin = state;
  }
}

/** The strategy: a token store, its single-flight renewal and the sign-in, put together. */
export function oauth(options: OAuthOptions): OAuthStrategy {
  return new OAuthStrategy(options);
}
