import { and, asc, desc, eq, gt, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { EmulatorContext } from '../context';
import type { DeliveryPolicy } from './records';
import { eventAttempts, eventDeliveries, eventOutbox } from './tables';

// The outbox's deliveries: which are due, each attempt's outcome, and the dev endpoint's view of them.

/** On start: what a previous run left pending is tried at once (its app may be back). */
export function resumePending(ctx: EmulatorContext, now: number): void {
  const d = eventDeliveries;
  ctx.store.orm
    .update(d)
    .set({ nextAt: now })
    .where(and(eq(d.status, 'pending'), gt(d.nextAt, now)))
    .run();
}

export interface DueDelivery {
  id: number;
  url: string;
  appId: string | null;
  attempts: number;
  claim: string;
}

/**
 * Pending deliveries whose time has come, oldest first: of each entity's pending deliveries to an app only the
 * oldest (events of one entity arrive in order), and none of those in flight. One pass over the pending rows, on
 * the index (status, subscription, entity, id).
 */
export function dueDeliveries(ctx: EmulatorContext, now: number, limit: number, inFlight: number[]): DueDelivery[] {
  if (limit <= 0) return [];
  const d = eventDeliveries;
  const heads = ctx.store.orm
    .select({ id: sql<number>`min(${d.id})`.as('head') })
    .from(d)
    .where(eq(d.status, 'pending'))
    .groupBy(d.subscriptionId, d.entityKey)
    .as('heads');
  return ctx.store.orm
    .select({ id: d.id, url: d.url, appId: d.appId, attempts: d.attempts, claim: eventOutbox.claim })
    .from(heads)
    .innerJoin(d, eq(d.id, heads.id))
    .innerJoin(eventOutbox, eq(eventOutbox.seq, d.eventSeq))
    .where(and(lte(d.nextAt, now), notInArray(d.id, inFlight)))
    .orderBy(asc(d.id))
    .limit(limit)
    .all();
}

/** When the next pending delivery after `now` is due (those due already wait for an earlier one to finish). */
export function nextDueAt(ctx: EmulatorContext, now: number): number | undefined {
  const d = eventDeliveries;
  const row = ctx.store.orm
    .select({ at: sql<number | null>`min(${d.nextAt})` })
    .from(d)
    .where(and(eq(d.status, 'pending'), gt(d.nextAt, now)))
    .get();
  return row?.at ?? undefined;
}

export interface AttemptResult {
  at: number;
  durationMs: number;
  status?: number;
  error?: string;
}

/** The wait before attempt `n + 1` after `n` failures: doubling from the base, capped, half of it random. */
export function backoff(policy: DeliveryPolicy, failures: number, random: () => number = Math.random): number {
  const full = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failures - 1));
  return Math.round(full / 2 + random() * (full / 2));
}

/** Records an attempt: a 2xx delivers; otherwise another attempt later, or `failed` after the last one. */
export function finishAttempt(ctx: EmulatorContext, id: number, policy: DeliveryPolicy, r: AttemptResult): void {
  ctx.store.write(() => {
    const d = ctx.store.orm.select().from(eventDeliveries).where(eq(eventDeliveries.id, id)).get();
    if (!d || d.status !== 'pending') return;
    const at = new Date(r.at).toISOString();
    ctx.store.orm
      .insert(eventAttempts)
      .values({ deliveryId: id, at, durationMs: r.durationMs, status: r.status ?? null, error: r.error ?? null })
      .run();
    const attempts = d.attempts + 1;
    const ok = r.status !== undefined && r.status >= 200 && r.status < 300;
    const status = ok ? 'delivered' : attempts >= policy.attempts ? 'failed' : 'pending';
    const nextAt = status === 'pending' ? r.at + r.durationMs + backoff(policy, attempts) : d.nextAt;
    const finishedAt = status === 'pending' ? null : new Date(r.at + r.durationMs).toISOString();
    ctx.store.orm
      .update(eventDeliveries)
      .set({ attempts, status, nextAt, finishedAt })
      .where(eq(eventDeliveries.id, id))
      .run();
  });
}

export interface DeliveryView {
  id: number;
  eventId: string;
  eventType: string;
  entityKey: string;
  url: string;
  appId?: string;
  status: 'pending' | 'delivered' | 'failed';
  createdDate: string;
  nextAttemptDate?: string;
  finishedDate?: string;
  attempts: Array<{ date: string; durationMs: number; status?: number; error?: string }>;
}

/** The newest deliveries (of one status, if asked), each with its attempts: the dev endpoint's view. */
export function listDeliveries(
  ctx: EmulatorContext,
  limit: number,
  status?: 'pending' | 'delivered' | 'failed',
): DeliveryView[] {
  const d = eventDeliveries;
  const rows = ctx.store.orm
    .select({
      delivery: d,
      eventId: eventOutbox.id,
      eventType: eventOutbox.eventType,
      created: eventOutbox.created,
    })
    .from(d)
    .innerJoin(eventOutbox, eq(eventOutbox.seq, d.eventSeq))
    .where(status ? eq(d.status, status) : undefined)
    .orderBy(desc(d.id))
    .limit(limit)
    .all();
  const ids = rows.map((r) => r.delivery.id);
  const attempts = ids.length
    ? ctx.store.orm
        .select()
        .from(eventAttempts)
        .where(inArray(eventAttempts.deliveryId, ids))
        .orderBy(asc(eventAttempts.id))
        .all()
    : [];
  return rows.map(({ delivery: r, eventId, eventType, created }) => ({
    id: r.id,
    eventId,
    eventType,
    entityKey: r.entityKey,
    url: r.url,
    ...(r.appId ? { appId: r.appId } : {}),
    status: r.status,
    createdDate: created,
    ...(r.status === 'pending' ? { nextAttemptDate: new Date(r.nextAt).toISOString() } : {}),
    ...(r.finishedAt ? { finishedDate: r.finishedAt } : {}),
    attempts: attempts
      .filter((a) => a.deliveryId === r.id)
      .map((a) => ({
        date: a.at,
        durationMs: a.durationMs,
        ...(a.status !== null ? { status: a.status } : {}),
        ...(a.error !== null ? { error: a.error } : {}),
      })),
  }));
}
