// A scripted fetch and fake time for the transport's fault tests (docs/reliability.md).
import { afterEach, beforeEach, vi } from 'vitest';
import { CART, createClient, type RequestDescriptor } from '@vitrine/http';

export type Step = Response | Error | 'hang' | ((signal: AbortSignal) => Promise<Response>);

/** A fetch that plays one scripted step per attempt and records every attempt. */
export function scripted(...steps: Step[]) {
  const attempts: { url: string; init: RequestInit; at: number }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    attempts.push({ url: String(url), init, at: Date.now() });
    const step = steps[Math.min(attempts.length - 1, steps.length - 1)]!;
    if (step === 'hang') return new Promise<Response>(() => {});
    if (typeof step === 'function') return step(init.signal!);
    if (step instanceof Error) throw step;
    return step.clone();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, attempts };
}

export const GET: RequestDescriptor = { method: 'GET', service: CART, path: '/v1/carts/current' };
export const POST: RequestDescriptor = {
  method: 'POST',
  service: CART,
  path: '/v1/carts/current/add-to-cart',
  body: { lineItems: [] },
};
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
export const make = (fetch: typeof globalThis.fetch, extra = {}) =>
  createClient({ host: 'https://api.example.com', fetch, timeoutMs: 1000, ...extra });

/** Settles a promise while fake time runs; returns the rejection (or fails when it resolves). */
export async function rejection(promise: Promise<unknown>, ms = 120_000): Promise<Error> {
  const caught = promise.then(
    () => new Error('expected a rejection'),
    (error: Error) => error,
  );
  await vi.advanceTimersByTimeAsync(ms);
  return caught;
}

/** Fake timers and a fixed jitter (Math.random() = 0.5) around every test of the file that calls it. */
export function useFakeTime(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}
