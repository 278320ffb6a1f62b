import type { AuthStorage } from './types';

/** Keeps everything in this strategy's memory: the default on a server, where nothing may be shared between visitors. */
export function memoryStorage(): AuthStorage {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}
