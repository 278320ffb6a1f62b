import { AbortError } from './errors';
import type { RetryOptions } from './types';

export type ResolvedRetry = Required<RetryOptions>;

// The statuses worth another attempt of an idempotent call (ky's list, less 413: a body too large stays too large).
export const RETRY_STATUS = new Set([408, 429, 500, 502, 503, 504]);

export function resolveRetry(retry: RetryOptions | number | undefined): ResolvedRetry {
  const options = typeof retry === 'number' ? { limit: retry } : (retry ?? {});
  return { limit: 2, backoffMs: 300, maxBackoffMs: 10_000, maxRetryAfterMs: 60_000, ...options };
}

/** Exponential backoff with full jitter in its upper half, so that many clients do not retry in step. */
export function backoff(attempt: number, retry: ResolvedRetry): number {
  const ceiling = Math.min(retry.maxBackoffMs, retry.backoffMs * 2 ** attempt);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/**
 * `Retry-After` in seconds or as an HTTP date, in milliseconds from now; undefined when absent or unreadable. The
 * clock is read only for a date: a server render that gets an error answer must not read it (Next.js with
 * `cacheComponents` aborts a render that reads `Date.now()`).
 */
export function retryAfterMs(header: string | null, now?: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - (now ?? Date.now()));
}

/** Waits, unless the caller's signal fires first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    };
    const abort = (): void => {
      done();
      reject(abortError());
    };
    const timer = setTimeout(() => {
      done();
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort);
  });
}

export const abortError = (): AbortError => new AbortError('The request was aborted by the caller');

/** The promise, or an `AbortError` as soon as the caller's signal fires (the work itself goes on for others). */
export const abortable = <T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> =>
  signal
    ? new Promise<T>((resolve, reject) => {
        const abort = (): void => reject(abortError());
        if (signal.aborted) return abort();
        signal.addEventListener('abort', abort, { once: true });
        promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
      })
    : promise;
