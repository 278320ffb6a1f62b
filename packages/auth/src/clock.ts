/**
 * The time, in epoch milliseconds, for deciding whether a token can still be sent: introspection, not output.
 *
 * In a browser it is the wall clock (`Date.now()`): it keeps running while a laptop sleeps, where the browser's
 * monotonic clock may stop, and a token that expired during the night must not be sent in the morning.
 *
 * On a server it is `performance.timeOrigin + performance.now()`. Next.js with `cacheComponents` treats `Date.now()`
 * during a render as an unstable value (it aborts the prerender and logs `blocking-prerender-current-time`) and
 * reserves `performance` for introspection such as this; a server does not sleep, so the two clocks agree. Read at
 * each call, never when a module or a strategy is made.
 */
export function epochMs(): number {
  if (typeof document === 'object' || typeof performance?.now !== 'function') return Date.now();
  return performance.timeOrigin + performance.now();
}

/** {@link epochMs} in seconds, the unit of a token's `expiresAt`. */
export const epochSeconds = (): number => epochMs() / 1000;
