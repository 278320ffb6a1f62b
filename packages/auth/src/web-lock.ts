/**
 * Runs `task` under a Web Lock of this name where the browser has them, so that tabs sharing storage renew one
 * at a time; elsewhere it just runs (one process has one strategy's in-memory queue already).
 */
export function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  return locks ? (locks.request(name, task) as Promise<T>) : task();
}
