import { AuthError } from './errors';
import type { AuthStorage } from './types';

/** Keeps the values in the browser's `localStorage` as `<key>.tokens` and `<key>.signIn`, shared by the site's tabs. */
export function localStorageStorage(key = 'vitrine'): AuthStorage {
  // Looked up on use, not on import: a server has no localStorage, and a sandboxed frame throws on access.
  const local = (): Storage => {
    if (typeof localStorage === 'undefined') {
      throw new AuthError('localStorageStorage needs a browser; on a server use memoryStorage() or your own storage', {
        code: 'STORAGE',
      });
    }
    return localStorage;
  };
  return {
    get: (name) => local().getItem(`${key}.${name}`),
    set: (name, value) => local().setItem(`${key}.${name}`, value),
    remove: (name) => local().removeItem(`${key}.${name}`),
  };
}
