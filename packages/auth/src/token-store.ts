import { ConfigError } from '@vitrine/http';
import { epochSeconds } from './clock';
import { isUsable, NO_TOKENS, readTokens } from './tokens';
import type { AuthStorage, TokenChangeReason, TokenListener, Tokens } from './types';

export const TOKENS_KEY = 'tokens';
export const SIGN_IN_KEY = 'signIn';

const noop = (): void => {};
const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';

/** The tokens of one strategy: in memory, in storage, and who listens. */
export class TokenStore {
  /** Settles once an async storage was read at start. */
  readonly ready: Promise<void> | undefined;
  readonly #storage: AuthStorage;
  readonly #listeners = new Set<TokenListener>();
  #current: Tokens | undefined;
  // Read from the clock at the first use, never when the strategy is made (a server render must not read it then).
  #since: number | undefined;
  // When the platform gave this process the tokens in memory: only then is their lifetime known.
  #issuedAt: number | undefined;
  #generation = 0;
  #writes: Promise<unknown> = Promise.resolve();

  constructor(storage: AuthStorage, given?: Tokens) {
    this.#storage = storage;
    if (given !== undefined) {
      const valid = readTokens(given);
      if (!valid)
        throw new ConfigError(
          'oauth tokens need { accessToken: { value, expiresAt }, refreshToken: { value, role } }.',
        );
      this.#hold(valid);
    } else {
      // Synchronous storages (memory, localStorage, cookies) are read at once, so getTokens() is right from the start.
      try {
        const raw = storage.get(TOKENS_KEY);
        if (isThenable(raw))
          this.ready = this.#readStored().then((stored) => void (this.#current ?? this.#hold(stored)));
        else this.#hold(readTokens(raw));
      } catch {
        /* unreadable storage is no tokens */
      }
    }
  }

  /** The same object until the tokens change, so `useSyncExternalStore` can read it directly. */
  getTokens(): Tokens {
    return this.#current ?? NO_TOKENS;
  }

  /** The tokens in memory while they can still be sent. */
  usable(): Tokens | undefined {
    const now = epochSeconds();
    this.#since ??= now;
    return isUsable(this.#current, now, this.#since, this.#issuedAt) ? this.#current : undefined;
  }

  /** Takes another tab's newer tokens from the shared storage into memory. */
  async sync(): Promise<void> {
    await this.ready;
    const stored = await this.#readStored();
    const current = this.#current;
    if (
      stored &&
      stored.accessToken.value !== current?.accessToken.value &&
      stored.accessToken.expiresAt > (current?.accessToken.expiresAt ?? -1)
    ) {
      this.#hold(stored);
      this.#emit(stored, 'storage');
    }
  }

  /**
   * Starts a change made by a flight: its `keep` stores the result unless the tokens were replaced (setTokens,
   * logout) since `begin`, and then answers undefined.
   */
  begin(): (tokens: Tokens, reason: TokenChangeReason) => Promise<Tokens | undefined> {
    const epoch = this.#generation;
    return async (tokens, reason) => {
      if (epoch !== this.#generation) return undefined;
      // A flight's tokens come from the platform just now.
      await this.#keep(tokens, reason, true);
      return tokens;
    };
  }

  /** A caller's tokens (setTokens), replacing whatever a flight under way would bring. */
  async setTokens(tokens: Tokens): Promise<void> {
    const valid = readTokens(tokens);
    if (!valid)
      throw new ConfigError('setTokens needs { accessToken: { value, expiresAt }, refreshToken: { value, role } }.');
    this.#generation++;
    await this.#keep(valid, 'set', false);
  }

  /** Back to role none, in memory and storage. */
  async clearTokens(): Promise<void> {
    this.#generation++;
    this.#hold(NO_TOKENS);
    this.#emit(NO_TOKENS, 'logout');
    await this.#persist(async () => {
      await this.#storage.remove(TOKENS_KEY);
      await this.#storage.remove(SIGN_IN_KEY);
    });
  }

  onTokensChange(listener: TokenListener): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  #hold(tokens: Tokens | undefined, issuedNow = false): void {
    this.#current = tokens;
    this.#since = this.#issuedAt = issuedNow ? epochSeconds() : undefined;
  }

  async #readStored(): Promise<Tokens | undefined> {
    try {
      return readTokens(await this.#storage.get(TOKENS_KEY));
    } catch {
      return undefined;
    }
  }

  #emit(tokens: Tokens, reason: TokenChangeReason): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(tokens, reason);
      } catch {
        // One listener's bug must not break the call that renewed the tokens.
      }
    }
  }

  // Storage writes go one after another, so a logout's removal can never land before an earlier write.
  #persist(write: () => unknown): Promise<void> {
    const done = this.#writes.then(write).then(noop);
    this.#writes = done.catch(noop);
    return done;
  }

  #keep(tokens: Tokens, reason: TokenChangeReason, issuedNow: boolean): Promise<void> {
    this.#hold(tokens, issuedNow);
    this.#emit(tokens, reason);
    return this.#persist(() => this.#storage.set(TOKENS_KEY, JSON.stringify(tokens)));
  }
}
