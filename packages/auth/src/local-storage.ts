import { AuthError } from './errors';
import { scopedStorage } from './storage-scope';
import type { AuthStorage } from './types';

/**
 * Keeps the values in the browser's `localStorage` as `<key>.tokens` and `<key>.signIn`, shared by the site's tabs.
 * Without a `key`, each OAuth app has its own: `vitrine.<client id>.tokens` (values under the old `vitrine.tokens`
 * are moved there once).
 */
export function localStorageStorage(key?: string): AuthStorage {
  // Looked up on use, not on import: a server has no localStorage, and a sandboxed frame throws on access.
  const local = (): Storage => {
    if (typeof localStorage === 'undefined') {
      throw new AuthError('localStorageStorage needs a browser; on a server use memoryStorage() or your own storage', {
        code: 'STORAGE',
      });
    }
    return localStorage;
  };
  const under = (prefix: string): AuthStorage => ({
    get: (name) => local().getItem(`${prefix}.${name}`),
    set: (name, value) => local().setItem(`${prefix}.${name}`, value),
    remove: (name) => local().removeItem(`${prefix}.${name}`),
  });
  return scopedStorage(key, under);
}
