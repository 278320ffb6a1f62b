/**
 * Where a receiver remembers the deliveries it has taken, until their tokens expire: one per receiver by default
 * (in memory), or one shared by every instance of a server (Redis, a KV store) so a delivery replayed to another
 * instance is refused too.
 */
export interface ReplayStore {
  /**
   * Remembers `id` until `expiresAt` (milliseconds since the epoch) and resolves `true`, or resolves `false` when
   * `id` is remembered already. Must be atomic: of two calls at once with one id, one resolves `true`.
   */
  remember: (id: string, expiresAt: number) => Promise<boolean>;
  /** Forgets `id`: its handlers failed, and the platform's next attempt must be taken. */
  forget: (id: string) => Promise<void>;
}

export interface MemoryReplayStoreOptions {
  /** The most ids it holds; past it, the oldest is dropped first. 10,000 unless told. */
  maxEntries?: number;
  /** The clock, in milliseconds since the epoch (`Date.now` unless told). */
  now?: () => number;
}

/**
 * A `ReplayStore` in this process's memory, for a server that runs as one instance. Expired ids are dropped as new
 * ones come; it holds at most `maxEntries`, so a flood of genuine deliveries cannot grow it without bound (past
 * that, the oldest ids are forgotten before their time: give a busier receiver a larger store or a shared one).
 */
export function createMemoryReplayStore(options: MemoryReplayStoreOptions = {}): ReplayStore {
  const { maxEntries = 10_000, now = Date.now } = options;
  // Insertion order is about expiry order (every delivery lives about as long), so pruning starts at the front.
  const seen = new Map<string, number>();

  function prune(at: number): void {
    for (const [id, expiresAt] of seen) {
      if (expiresAt > at && seen.size < maxEntries) break;
      seen.delete(id);
    }
  }

  return {
    async remember(id, expiresAt) {
      const at = now();
      const known = seen.get(id);
      if (known !== undefined && known > at) return false;
      seen.delete(id);
      prune(at);
      seen.set(id, expiresAt);
      return true;
    },
    async forget(id) {
      seen.delete(id);
    },
  };
}
