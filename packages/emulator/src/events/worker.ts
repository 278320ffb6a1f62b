import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import type { Deliveries, EmulatorContext } from '../context';
import { MAX_DELIVERY_BYTES, type DeliveryPolicy } from './records';
import { deadLetter, dueDeliveries, finishAttempt, nextDueAt, type DueDelivery } from './deliveries';
import { eventKeys } from './site';

export type DeliveryWorker = Deliveries;

/** The shortest answer an error gives, for the dev endpoints. */
function reason(e: unknown): string {
  if (e instanceof Error && e.name === 'TimeoutError') return 'timed out';
  const cause = e instanceof Error && e.cause instanceof Error ? `: ${e.cause.message}` : '';
  return e instanceof Error ? `${e.message}${cause}` : String(e);
}

/**
 * Posts the outbox's events to their apps, in the emulator's process and off the request path: each a JWT
 * (RS256 with the app's own key, signed anew per attempt so a retry is never expired; `aud` the app, `jti` the
 * delivery, the same on every attempt) as the body. A 2xx delivers; anything else, a timeout or no connection is
 * tried again after a backoff. Redirects are not followed and answers are not read. Each subscriber has at most
 * `concurrencyPerSubscriber` attempts in flight and the subscribers take turns, so a hung one delays only itself.
 */
export function startDeliveryWorker(
  ctx: EmulatorContext,
  policy: DeliveryPolicy,
  log: (line: string) => void,
): DeliveryWorker {
  /** Attempts under way, by delivery: its subscription and its end. */
  const inFlight = new Map<number, { subscriptionId: string; run: Promise<void> }>();
  let turn = 0;
  const stop = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  /** Wakes in one turn of the event loop make one look (a burst of commits wakes the worker once). */
  let woken = false;
  /** Each app's signing key (the deliveries without an app share the database's), imported once. */
  const signingKeys = new Map<string, Promise<CryptoKey>>();

  const key = (appId: string | null) => {
    let k = signingKeys.get(appId ?? '');
    if (!k) {
      k = eventKeys(ctx, appId).then((pair) => importPKCS8(pair.privateKey, 'RS256'));
      signingKeys.set(appId ?? '', k);
    }
    return k;
  };

  async function sign(d: DueDelivery): Promise<string> {
    // The wall clock, not the emulator's (tests move that): the receiver checks the token against its own.
    const iat = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT({ data: d.claim })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer('wix.com')
      .setIssuedAt(iat)
      .setExpirationTime(iat + policy.tokenLifetimeSeconds)
      // The delivery's id: the same on each attempt, so a receiver drops a retry of what it already took.
      .setJti(`${d.eventId}.${d.subscriptionId}`);
    if (d.appId) jwt.setAudience(d.appId);
    return jwt.sign(await key(d.appId));
  }

  async function attempt(d: DueDelivery): Promise<void> {
    const at = ctx.now();
    const body = await sign(d);
    // No receiver takes it (`@vitrine/events` answers 413): kept as a dead letter, with why, and never posted.
    if (Buffer.byteLength(body) > Math.min(policy.maxBodyBytes, MAX_DELIVERY_BYTES))
      return deadLetter(ctx, d.id, 'too-large', at);
    let status: number | undefined;
    let error: string | undefined;
    try {
      status = await post(d.url, body);
    } catch (e) {
      error = reason(e);
    }
    // Closing: the attempt is not counted; the delivery stays pending for the next start.
    if (stop.signal.aborted) return;
    finishAttempt(ctx, d.id, policy, { at, durationMs: Math.max(0, ctx.now() - at), status, error });
  }

  /**
   * Posts one body and resolves to the answer's status, or rejects once the time limit passes or the worker
   * closes. The limit is a timer of our own that ends the attempt itself: Node's fetch can lose an abort after a
   * garbage collection (a timeout signal inside `AbortSignal.any`, or the signal its Request follows), and an
   * attempt that never ends would hold its entity's later events for ever.
   */
  async function post(url: string, body: string): Promise<number> {
    const end = new AbortController();
    const timer = setTimeout(
      () => end.abort(new DOMException(`no answer in ${policy.timeoutMs} ms`, 'TimeoutError')),
      policy.timeoutMs,
    );
    const onStop = () => end.abort(stop.signal.reason);
    stop.signal.addEventListener('abort', onStop, { once: true });
    const ended = new Promise<never>((_, reject) => {
      end.signal.addEventListener('abort', () => reject(end.signal.reason as Error), { once: true });
    });
    try {
      const res = await Promise.race([
        fetch(url, {
          method: 'POST',
          body,
          headers: { 'content-type': 'text/plain; charset=utf-8' },
          redirect: 'manual',
          signal: end.signal,
        }),
        ended,
      ]);
      await res.body?.cancel().catch(() => undefined);
      return res.status;
    } finally {
      clearTimeout(timer);
      stop.signal.removeEventListener('abort', onStop);
      end.abort(); // lets fetch drop a connection it still holds
    }
  }

  function pump(): void {
    if (stop.signal.aborted) return;
    clearTimeout(timer);
    const now = ctx.now();
    const slots = {
      free: policy.concurrency - inFlight.size,
      perSubscriber: policy.concurrencyPerSubscriber,
      inFlight: new Map([...inFlight].map(([id, f]) => [id, f.subscriptionId])),
    };
    const due = dueDeliveries(ctx, now, slots, turn++);
    for (const d of due) {
      const run = attempt(d)
        .catch((e: unknown) => log(`[vitrine-emulator] event delivery ${d.id}: ${reason(e)}`))
        .finally(() => {
          inFlight.delete(d.id);
          wake();
        });
      inFlight.set(d.id, { subscriptionId: d.subscriptionId, run });
    }
    const next = nextDueAt(ctx, now);
    if (next !== undefined) timer = setTimeout(wake, Math.max(0, next - ctx.now())).unref();
  }

  function wake(): void {
    if (woken) return;
    woken = true;
    setImmediate(() => {
      woken = false;
      try {
        pump();
      } catch (e) {
        // The database closed under a last wake: nothing left to deliver from.
        if (!stop.signal.aborted) log(`[vitrine-emulator] event delivery: ${reason(e)}`);
      }
    });
  }

  return {
    wake,
    maxPendingPerSubscriber: policy.maxPendingPerSubscriber,
    async close() {
      stop.abort();
      clearTimeout(timer);
      await Promise.all([...inFlight.values()].map((f) => f.run));
    },
  };
}
