import { DEFAULT_COOKIE_NAME } from './cookie-format';
import type { AuthStorage } from './types';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';

/**
 * The name under which a storage made without one keeps an OAuth app's values: `vitrine.<client id>`, so two shops
 * on one origin (two dev servers on localhost:3000) never share tokens. Every character that a cookie name or a
 * storage key could trip on is percent-encoded, the `.` before `tokens` included.
 */
export function clientScopedName(clientId: string): string {
  const safe = [...new TextEncoder().encode(clientId)]
    .map((byte) =>
      /[A-Za-z0-9_~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
  return `${DEFAULT_COOKIE_NAME}.${safe}`;
}

/**
 * The client's part of a storage, which takes over a value still kept under the old, unscoped name once: the
 * visitor keeps the cart and the member stays signed in after the upgrade.
 */
export function migrating(scoped: AuthStorage, unscoped: AuthStorage): AuthStorage {
  const takeOver = (key: string): ReturnType<AuthStorage['get']> => {
    const old = unscoped.get(key);
    const move = (value: string | null | undefined) => {
      if (value === null || value === undefined) return value;
      const moved = [scoped.set(key, value), unscoped.remove(key)];
      return moved.some(isThenable) ? Promise.all(moved).then(() => value) : value;
    };
    return isThenable(old) ? Promise.resolve(old).then(move) : move(old);
  };
  return {
    get(key) {
      const value = scoped.get(key);
      const orOld = (found: string | null | undefined) =>
        found === null || found === undefined ? takeOver(key) : found;
      return isThenable(value) ? Promise.resolve(value).then(orOld) : orOld(value);
    },
    set: (key, value) => scoped.set(key, value),
    remove: (key) => scoped.remove(key),
  };
}

/** The storage a strategy of `clientId` uses: its client's part where the storage has parts, else the storage. */
export const scopeToClient = (storage: AuthStorage, clientId: string): AuthStorage =>
  storage.forClient ? storage.forClient(clientId) : storage;

/**
 * A built-in storage from its values under a name prefix: with the caller's `name` exactly that, without one the
 * old `vitrine` prefix plus a part per OAuth app (`forClient`), which the strategy takes.
 */
export function scopedStorage(name: string | undefined, under: (prefix: string) => AuthStorage): AuthStorage {
  if (name !== undefined) return under(name);
  const unscoped = under(DEFAULT_COOKIE_NAME);
  return { ...unscoped, forClient: (clientId) => migrating(under(clientScopedName(clientId)), unscoped) };
}
