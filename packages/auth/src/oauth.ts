import { AbortError, ConfigError, type AuthStrategy, type CallOptions, type Client } from '@vitrine/http';
import { AuthError } from './errors';
import { localStorageStorage } from './local-storage';
import { memoryStorage } from './memory-storage';
import { isRefused, requestTokens } from './token-endpoint';
import type { LoginResult } from './login-state';
import { isUsable, noTokens, readTokens } from './tokens';
import type { AuthStorage, TokenChangeReason, TokenListener, Tokens } from './types';
import { withLock } from './web-lock';

export interface OAuthOptions {
  clientId: string;
  /** Start from these tokens (e.g. read by your server) instead of the stored ones. */
  tokens?: Tokens;
  /** Default: `localStorageStorage()` in a browser, `memoryStorage()` elsewhere. */
  storage?: AuthStorage;
}

/** The strategy of a storefront: visitor and member tokens, renewed once and shared by every call. */
export interface OAuthStrategy extends AuthStrategy {
  readonly clientId: string;
  readonly storage: AuthStorage;
  /** The tokens in memory (role none when there are none yet). */
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
}

export const TOKENS_KEY = 'tokens';
export const SIGN_IN_KEY = 'signIn';

type FlightKind = 'renew' | 'visitor' | 'signIn';
const noop = (): void => {};
const nowSeconds = (): number => Date.now() / 1000;
const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';

function defaultStorage(): AuthStorage {
  try {
    // Reading window.localStorage throws in sandboxed frames; those get memory.
    if (typeof window !== 'undefined' && window.localStorage) return localStorageStorage();
  } catch {
    /* fall through */
  }
  return memoryStorage();
}

export function oauth(options: OAuthOptions): OAuthStrategy {
  const clientId = options?.clientId;
  if (typeof clientId !== 'string' || !clientId) {
    throw new ConfigError(`oauth needs a clientId, e.g. oauth({ clientId: 'your-client-id' }); got ${JSON.stringify(clientId)}.`);
  }
  const storage = options.storage ?? defaultStorage();
  const lockName = `vitrine-auth:${clientId}`;
  const listeners = new Set<TokenListener>();
  let client: Client | undefined;
  let current: Tokens | undefined;
  let since = nowSeconds();
  // Bumped by every change made outside a flight (setTokens, clearTokens): a flight that started before drops its result.
  let generation = 0;
  let flight: { kind: FlightKind; done: Promise<Tokens | undefined> } | undefined;
  let writes: Promise<unknown> = Promise.resolve();
  let loading: Promise<void> | undefined;

  const hold = (tokens: Tokens | undefined): void => {
    current = tokens;
    since = nowSeconds();
  };

  const readStored = async (): Promise<Tokens | undefined> => {
    try {
      return readTokens(await storage.get(TOKENS_KEY));
    } catch {
      return undefined;
    }
  };

  if (options.tokens !== undefined) {
    const given = readTokens(options.tokens);
    if (!given) throw new ConfigError('oauth tokens need { accessToken: { value, expiresAt }, refreshToken: { value, role } }.');
    hold(given);
  } else {
    // Synchronous storages (memory, localStorage, cookies) are read at once, so getTokens() is right from the start.
    try {
      const raw = storage.get(TOKENS_KEY);
      if (isThenable(raw)) loading = readStored().then((stored) => void (current ?? hold(stored)));
      else hold(readTokens(raw));
    } catch {
      /* unreadable storage is no tokens */
    }
  }

  const emit = (tokens: Tokens, reason: TokenChangeReason): void => {
    for (const listener of [...listeners]) {
      try {
        listener(tokens, reason);
      } catch {
        // One listener's bug must not break the call that renewed the tokens.
      }
    }
  };

  // Storage writes go one after another, so a logout's removal can never land before an earlier write.
  const persist = (write: () => unknown): Promise<void> => {
    const done = writes.then(write).then(noop);
    writes = done.catch(noop);
    return done;
  };

  async function commit(tokens: Tokens, reason: TokenChangeReason, epoch: number): Promise<Tokens | undefined> {
    if (epoch !== generation) return undefined;
    hold(tokens);
    emit(tokens, reason);
    await persist(() => storage.set(TOKENS_KEY, JSON.stringify(tokens)));
    return tokens;
  }

  const attached = (): Client => {
    if (!client) throw new ConfigError('Pass the oauth strategy to createClient({ auth }) before using it.');
    return client;
  };

  const anonymous = (): Promise<Tokens> => requestTokens(attached(), { clientId, grantType: 'anonymous' }, 'visitor', true);

  /** One token change at a time; a renewal joins the renewal already under way. */
  function exclusive(kind: FlightKind, task: () => Promise<Tokens | undefined>): Promise<Tokens | undefined> {
    if (kind === 'renew' && flight?.kind === 'renew') return flight.done;
    const before = flight?.done;
    const done = (async () => {
      await before?.catch(noop);
      return withLock(lockName, task);
    })();
    const mine = { kind, done };
    flight = mine;
    const settle = (): void => {
      if (flight === mine) flight = undefined;
    };
    done.then(settle, settle);
    return done;
  }

  async function renew(force: boolean): Promise<Tokens | undefined> {
    await loading;
    // Another tab may have renewed (or signed in) already: its tokens are in the shared storage.
    const stored = await readStored();
    if (stored && stored.accessToken.value !== current?.accessToken.value && stored.accessToken.expiresAt > (current?.accessToken.expiresAt ?? -1)) {
      hold(stored);
      emit(stored, 'storage');
    }
    if (!force && isUsable(current, since)) return current;
    const epoch = generation;
    const refresh = current?.refreshToken;
    if (refresh?.value && refresh.role !== 'none') {
      try {
        const body = { clientId, refreshToken: refresh.value, grantType: 'refresh_token' };
        return await commit(await requestTokens(attached(), body, refresh.role, true), 'renewed', epoch);
      } catch (error) {
        // Only a refusal ends the session; a 5xx, a timeout or a dropped connection keeps the member a member.
        if (!isRefused(error)) throw error;
      }
      return commit(await anonymous(), 'refused', epoch);
    }
    return commit(await anonymous(), 'visitor', epoch);
  }

  async function tokensForCall(): Promise<Tokens> {
    await loading;
    for (;;) {
      if (isUsable(current, since)) return current;
      const tokens = await exclusive('renew', () => renew(false));
      // Undefined: a logout or setTokens replaced the tokens meanwhile, so look again.
      if (tokens) return tokens;
    }
  }

  const abortable = <T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> => {
    if (!signal) return promise;
    return new Promise<T>((resolve, reject) => {
      const abort = (): void => reject(new AbortError('The request was aborted by the caller'));
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort, { once: true });
      promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
    });
  };

  return {
    clientId,
    storage,
    attach(value) {
      client = value;
    },
    getTokens: () => current ?? noTokens(),
    async setTokens(tokens) {
      const valid = readTokens(tokens);
      if (!valid) throw new ConfigError('setTokens needs { accessToken: { value, expiresAt }, refreshToken: { value, role } }.');
      generation++;
      hold(valid);
      emit(valid, 'set');
      await persist(() => storage.set(TOKENS_KEY, JSON.stringify(valid)));
    },
    loggedIn: () => current?.refreshToken.role === 'member',
    async getAuthHeaders(call) {
      const tokens = await abortable(tokensForCall(), call?.signal);
      return { Authorization: tokens.accessToken.value };
    },
    async generateVisitorTokens() {
      const tokens = await exclusive('visitor', async () => {
        const epoch = generation;
        return commit(await anonymous(), 'visitor', epoch);
      });
      return tokens ?? current ?? noTokens();
    },
    async renewToken() {
      return (await exclusive('renew', () => renew(true))) ?? current ?? noTokens();
    },
    async onUnauthorized(refused, call) {
      // Another refused call renewed already: the new token is worth the one retry without renewing again.
      if (current && current.accessToken.value !== refused.Authorization) return true;
      await abortable(exclusive('renew', () => renew(true)), call?.signal);
      return true;
    },
    onTokensChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async clearTokens() {
      generation++;
      const none = noTokens();
      hold(none);
      emit(none, 'logout');
      await persist(async () => {
        await storage.remove(TOKENS_KEY);
        await storage.remove(SIGN_IN_KEY);
      });
    },
    async signIn(exchange) {
      const tokens = await exclusive('signIn', async () => {
        const epoch = generation;
        const member = await exchange();
        const kept = await commit(member, 'member', epoch);
        if (!kept) throw new AuthError('Failed to get member tokens', { code: 'MEMBER_TOKENS_FAILED' });
        return kept;
      });
      return tokens!;
    },
  };
}
