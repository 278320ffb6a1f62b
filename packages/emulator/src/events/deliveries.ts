import { and, asc, desc, eq, exists, gt, inArray, lte, lt, ne, notExists, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { EmulatorContext } from '../context';
import { NotFoundError } from '../errors';
import type { DeadLetterReason, DeliveryPolicy } from './records';
import { eventAttempts, eventDeliveries, eventOutbox } from './tables';

// The outbox's deliveries: which are due, each attempt's outcome, the dead letters, and the dev endpoints' views.

/** Delivered deliveries kept for the dev endpoint (with their attempts); older ones are dropped. */
export const DELIVERED_KEPT = 1000;

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
  subscriptionId: string;
  url: string;
  appId: string | null;
  attempts: number;
  /** The event's id (the outbox's): with the subscription's, the delivery's stable `jti`. */
  eventId: string;
  claim: string;
}

/** What the worker has room for: slots in all, per subscriber, and the deliveries in flight (by subscription). */
export interface Slots {
  free: number;
  perSubscriber: number;
  inFlight: ReadonlyMap<number, string>;
}

/**
 * Due pending deliveries, at most `perSubscriber` in flight per subscription and `free` in all: the subscriptions
 * take turns (`turn` rotates who goes first), and each gives its oldest due ones. Of each entity's pending
 * deliveries to a subscriber only the oldest is a candidate (its events arrive in order), and none in flight: an
 * entity's next event waits while an earlier one is in flight or waits for a retry.
 */
export function dueDeliveries(ctx: EmulatorContext, now: number, slots: Slots, turn: number): DueDelivery[] {
  if (slots.free <= 0) return [];
  const d = eventDeliveries;
  const busy = new Map<string, number>();
  for (const sub of slots.inFlight.values()) busy.set(sub, (busy.get(sub) ?? 0) + 1);
  const subs = ctx.store.orm
    .selectDistinct({ id: d.subscriptionId })
    .from(d)
    .where(and(eq(d.status, 'pending'), lte(d.nextAt, now)))
    .orderBy(asc(d.subscriptionId))
    .all()
    .map((r) => r.id);
  const order = subs.map((_, i) => subs[(i + turn) % subs.length]!);
  const inFlight = [...slots.inFlight.keys()];
  const picked: DueDelivery[] = [];
  for (const sub of order) {
    const room = Math.min(slots.perSubscriber - (busy.get(sub) ?? 0), slots.free - picked.length);
    if (room <= 0) continue;
    const heads = ctx.store.orm
      .select({ id: sql<number>`min(${d.id})`.as('head') })
      .from(d)
      .where(and(eq(d.status, 'pending'), eq(d.subscriptionId, sub)))
      .groupBy(d.entityKey)
      .as('heads');
    picked.push(
      ...ctx.store.orm
        .select({
          id: d.id,
          subscriptionId: d.subscriptionId,
          url: d.url,
          appId: d.appId,
          attempts: d.attempts,
          eventId: eventOutbox.id,
          claim: eventOutbox.claim,
        })
        .from(heads)
        .innerJoin(d, eq(d.id, heads.id))
        .innerJoin(eventOutbox, eq(eventOutbox.seq, d.eventSeq))
        .where(and(lte(d.nextAt, now), notInArray(d.id, inFlight)))
        .orderBy(asc(d.id))
        .limit(room)
        .all(),
    );
  }
  return picked;
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

/**
 * Drops the body of events no delivery needs any more (each delivered), and the delivered deliveries past the
 * newest `DELIVERED_KEPT` with their attempts and events: the outbox holds what is still to send, and a bounded
 * history.
 */
function prune(ctx: EmulatorContext, seq: number): void {
  const d = eventDeliveries;
  const open = ctx.store.orm
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.eventSeq, seq), ne(d.status, 'delivered')))
    .get();
  if (!open) ctx.store.orm.update(eventOutbox).set({ claim: '' }).where(eq(eventOutbox.seq, seq)).run();
  const edge = ctx.store.orm
    .select({ id: d.id })
    .from(d)
    .where(eq(d.status, 'delivered'))
    .orderBy(desc(d.id))
    .limit(1)
    .offset(DELIVERED_KEPT)
    .get();
  if (!edge) return;
  const old = and(eq(d.status, 'delivered'), lte(d.id, edge.id));
  ctx.store.orm
    .delete(eventAttempts)
    .where(inArray(eventAttempts.deliveryId, ctx.store.orm.select({ id: d.id }).from(d).where(old)))
    .run();
  const gone = ctx.store.orm.delete(d).where(old).returning({ seq: d.eventSeq }).all();
  dropOrphanEvents(
    ctx,
    gone.map((g) => g.seq),
  );
}

/** Of the events `seqs`, those no delivery refers to any more (delivered and dropped, or replaced by a newer). */
export function dropOrphanEvents(ctx: EmulatorContext, seqs: readonly number[]): void {
  if (seqs.length === 0) return;
  const d = eventDeliveries;
  ctx.store.orm
    .delete(eventOutbox)
    .where(
      and(
        inArray(eventOutbox.seq, [...new Set(seqs)]),
        notExists(
          ctx.store.orm
            .select({ one: sql`1` })
            .from(d)
            .where(eq(d.eventSeq, eventOutbox.seq)),
        ),
      ),
    )
    .run();
}

/** Records an attempt: a 2xx delivers; otherwise another attempt later, or a dead letter after the last one. */
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
    const reason = status === 'failed' ? ('attempts-exhausted' as const) : null;
    ctx.store.orm
      .update(eventDeliveries)
      .set({ attempts, status, nextAt, finishedAt, reason })
      .where(eq(eventDeliveries.id, id))
      .run();
    if (ok) prune(ctx, d.eventSeq);
  });
}

/** Dead-letters a pending delivery without an attempt (its body is one no receiver would take). */
export function deadLetter(ctx: EmulatorContext, id: number, reason: DeadLetterReason, at: number): void {
  ctx.store.write(() => {
    ctx.store.orm
      .update(eventDeliveries)
      .set({ status: 'failed', reason, finishedAt: new Date(at).toISOString() })
      .where(and(eq(eventDeliveries.id, id), eq(eventDeliveries.status, 'pending')))
      .run();
  });
}

/**
 * Sends dead-lettered deliveries again, from their first attempt's schedule (their attempts so far are kept): one
 * (`deliveryId`), or all of a subscription's. Answers how many.
 */
export function redeliver(
  ctx: EmulatorContext,
  which: { deliveryId: number } | { subscriptionId: string },
  now: number,
): number {
  const d = eventDeliveries;
  const where =
    'deliveryId' in which
      ? and(eq(d.id, which.deliveryId), eq(d.status, 'failed'))
      : and(eq(d.subscriptionId, which.subscriptionId), eq(d.status, 'failed'));
  const n = ctx.store.write(() =>
    ctx.store.orm
      .update(d)
      .set({ status: 'pending', attempts: 0, nextAt: now, finishedAt: null, reason: null })
      .where(where)
      .returning({ id: d.id })
      .all(),
  ).length;
  if (n === 0 && 'deliveryId' in which)
    throw new NotFoundError('DELIVERY_NOT_FOUND', `No failed event delivery ${which.deliveryId}`);
  ctx.deliveries.wake();
  return n;
}

export interface DeliveryView {
  id: number;
  subscriptionId: string;
  eventId: string;
  eventType: string;
  entityKey: string;
  url: string;
  appId?: string;
  status: 'pending' | 'delivered' | 'failed';
  /** Why a failed delivery was dead-lettered. */
  reason?: DeadLetterReason;
  createdDate: string;
  nextAttemptDate?: string;
  finishedDate?: string;
  attempts: Array<{ date: string; durationMs: number; status?: number; error?: string }>;
}

/** The newest deliveries (of one status, of one subscription, if asked), each with its attempts. */
export function listDeliveries(
  ctx: EmulatorContext,
  limit: number,
  status?: 'pending' | 'delivered' | 'failed',
  subscriptionId?: string,
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
    .where(
      and(status ? eq(d.status, status) : undefined, subscriptionId ? eq(d.subscriptionId, subscriptionId) : undefined),
    )
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
    subscriptionId: r.subscriptionId,
    eventId,
    eventType,
    entityKey: r.entityKey,
    url: r.url,
    ...(r.appId ? { appId: r.appId } : {}),
    status: r.status,
    ...(r.reason ? { reason: r.reason } : {}),
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

/** How many deliveries a subscription has waiting (the backlog its cap bounds). */
export function pendingCount(ctx: EmulatorContext, subscriptionId: string): number {
  const d = eventDeliveries;
  return (
    ctx.store.orm
      .select({ n: sql<number>`count(*)` })
      .from(d)
      .where(and(eq(d.status, 'pending'), eq(d.subscriptionId, subscriptionId)))
      .get()?.n ?? 0
  );
}

/**
 * A whole-state event (a cart's `updated`) makes the same subscriber's earlier ones of its type and entity that
 * still wait behind another of the entity's events needless: they are dropped (never attempted, so no receiver
 * saw them), and their events with them. The oldest pending one, which may be in flight, is kept.
 */
export function coalesce(ctx: EmulatorContext, entityKey: string, eventType: string, newest: number): void {
  const d = eventDeliveries;
  const earlier = alias(eventDeliveries, 'earlier');
  const waiting = ctx.store.orm
    .select({ id: d.id, seq: d.eventSeq })
    .from(d)
    .innerJoin(eventOutbox, eq(eventOutbox.seq, d.eventSeq))
    .where(
      and(
        eq(d.status, 'pending'),
        eq(d.entityKey, entityKey),
        lt(d.eventSeq, newest),
        eq(eventOutbox.eventType, eventType),
        // Behind an earlier pending one of the entity to the same subscriber: never attempted, never in flight.
        exists(
          ctx.store.orm
            .select({ one: sql`1` })
            .from(earlier)
            .where(
              and(
                eq(earlier.status, 'pending'),
                eq(earlier.subscriptionId, d.subscriptionId),
                eq(earlier.entityKey, d.entityKey),
                lt(earlier.id, d.id),
              ),
            ),
        ),
      ),
    )
    .all();
  if (waiting.length === 0) return;
  ctx.store.orm
    .delete(d)
    .where(
      inArray(
        d.id,
        waiting.map((w) => w.id),
      ),
    )
    .run();
  dropOrphanEvents(
    ctx,
    waiting.map((w) => w.seq),
  );
}
