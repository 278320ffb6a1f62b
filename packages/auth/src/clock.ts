/**
 * The time in epoch milliseconds, to judge a token's expiry. In a browser the wall clock: it runs on while a laptop
 * sleeps, where `performance.now()` may stop. On a server `performance.timeOrigin + performance.now()`: Next.js with
 * `cacheComponents` refuses `Date.now()` in a render (`blocking-prerender-current-time`) and leaves `performance`
 * to such introspection. Read at each call, never when a strategy is made.
 */
export function epochMs(): number {
  if (typeof document === 'object' || typeof performance?.now !== 'function') return Date.now();
  return performance.timeOrigin + performance.now();
}

/** {@link epochMs} in seconds, the unit of a token's `expiresAt`. */
export const epochSeconds = (): number => epochMs() / 1000;
