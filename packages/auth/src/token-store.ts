import { ConfigError } from '@vitrine/http';
import { isUsable, NO_TOKENS, readTokens } from './tokens';
import type { AuthStorage, TokenChangeReason, TokenListener, Tokens } from './types';

export const TOKENS_KEY = 'tokens';
export const SIGN_IN_KEY = 'signIn';

const noop = (): void => {};
const nowSeconds = (): number => Date.now() / 1000;
const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';

/** The tokens of one strategy: in memory, in storage, and who listens. */
export interface TokenStore {
  /** The same object until the tokens change, so `useSyncExternalStore` can read it directly. */
  getTokens(): Tokens;
  /** The tokens in memory while they can still be sent. */
  usable(): Tokens | undefined;
  /** Settles once an async storage was read at start. */
  readonly ready: Promise<void> | undefined;
  /** Takes another tab's newer tokens from the shared storage into memory. */
  sync(): Promise<void>;
  /**
   * Starts a change made by a flight: its `keep` stores the result unless the tokens were replaced (setTokens,
   * logout) since `begin`, and then answers undefined.
   */
  begin(): (tokens: Tokens, reason: TokenChangeReason) => Promise<Tokens | undefined>;
  /** A caller's tokens (setTokens), replacing whatever a flight under way would bring. */
  setTokens(tokens: Tokens): Promise<void>;
  /** Back to role none, in memory and storage. */
  clearTokens(): Promise<void>;
  onTokensChange(listener: TokenListener): () => void;
}

export function createTokenStore(storage: AuthStorage, given?: Tokens): TokenStore {
  const listeners = new Set<TokenListener>();
  let current: Tokens | undefined;
  // Read from the clock at the first use, never when the strategy is made (a server render must not read it then).
  let since: number | undefined;
  // When the platform gave this process the tokens in memory: only then is their lifetime known.
  let issuedAt: number | undefined;
  let generation = 0;
  let writes: Promise<unknown> = Promise.resolve();
  let loading: Promise<void> | undefined;

  const hold = (tokens: Tokens | undefined, issuedNow = false): void => {
    current = tokens;
    since = issuedAt = issuedNow ? nowSeconds() : undefined;
  };

  const readStored = async (): Promise<Tokens | undefined> => {
    try {
      return readTokens(await storage.get(TOKENS_KEY));
    } catch {
      return undefined;
    }
  };

  if (given !== undefined) {
    const valid = readTokens(given);
    if (!valid)
      throw new ConfigError('oauth tokens need { accessToken: { value, expiresAt }, refreshToken: { value, role } }.');
    hold(valid);
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

  const keep = (tokens: Tokens, reason: TokenChangeReason, issuedNow: boolean): Promise<void> => {
    hold(tokens, issuedNow);
    emit(tokens, reason);
    return persist(() => storage.set(TOKENS_KEY, JSON.stringify(tokens)));
  };

  return {
    getTokens: () => current ?? NO_TOKENS,
    usable() {
      const now = nowSeconds();
      since ??= now;
      return isUsable(current, now, since, issuedAt) ? current : undefined;
    },
    ready: loading,
    async sync() {
      await loading;
      const stored = await readStored();
      if (
        stored &&
        stored.accessToken.value !== current?.accessToken.value &&
        stored.accessToken.expiresAt > (current?.accessToken.expiresAt ?? -1)
      ) {
        hold(stored);
        emit(stored, 'storage');
      }
    },
    begin() {
      const epoch = generation;
      return async (tokens, reason) => {
        if (epoch !== generation) return undefined;
        // A flight's tokens come from the platform just now.
        await keep(tokens, reason, true);
        return tokens;
      };
    },
    async setTokens(tokens) {
      const valid = readTokens(tokens);
      if (!valid)
        throw new ConfigError('setTokens needs { accessToken: { value, expiresAt }, refreshToken: { value, role } }.');
      generation++;
      await keep(valid, 'set', false);
    },
    async clearTokens() {
      generation++;
      hold(NO_TOKENS);
      emit(NO_TOKENS, 'logout');
      await persist(async () => {
        await storage.remove(TOKENS_KEY);
        await storage.remove(SIGN_IN_KEY);
      });
    },
    onTokensChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
