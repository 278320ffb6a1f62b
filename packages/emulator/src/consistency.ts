import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './http';

/**
 * Read-your-writes (`X-Wix-Consistent`, which the platform SDK keeps from an answer and sends on every later
 * request): an answer to a request that changed the database carries the write sequence after it. The value a
 * client sends back is not read: both hosts are one process over one SQLite connection, and a write is committed
 * before its answer leaves, so no read, on either host, can be older than a write the client saw answered.
 */
export const CONSISTENT_HEADER = 'x-wix-consistent';

export const consistency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { store } = c.get('ctx');
  const before = store.writeSequence();
  await next();
  const after = store.writeSequence();
  if (after !== before) c.header(CONSISTENT_HEADER, String(after));
};
