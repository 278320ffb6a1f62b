import { asc, and, eq } from 'drizzle-orm';
import type { EmulatorContext } from '../context';
import { isoNow, newId } from '../context';
import { ApplicationError, NotFoundError } from '../errors';
import { dropOrphanEvents } from './deliveries';
import { EVENT_LIMITS, type SubscriptionInput } from './schemas';
import { eventDeliveries, eventSubscriptions } from './tables';

export interface Subscription {
  id: string;
  url: string;
  appId?: string;
  createdDate: string;
}

export function listSubscriptions(ctx: EmulatorContext): Subscription[] {
  const rows = ctx.store.orm.select().from(eventSubscriptions).orderBy(asc(eventSubscriptions.created)).all();
  return rows.map((r) => ({ id: r.id, url: r.url, ...(r.appId ? { appId: r.appId } : {}), createdDate: r.created }));
}

/** Subscribes a URL (a URL subscribed again keeps its id and takes the new app id). */
export function subscribe(ctx: EmulatorContext, input: SubscriptionInput): Subscription {
  return ctx.store.write(() => {
    const existing = ctx.store.orm.select().from(eventSubscriptions).where(eq(eventSubscriptions.url, input.url)).get();
    if (!existing && listSubscriptions(ctx).length >= EVENT_LIMITS.subscriptions)
      throw new ApplicationError(
        400,
        'TOO_MANY_SUBSCRIPTIONS',
        `The emulator keeps at most ${EVENT_LIMITS.subscriptions} event subscriptions`,
      );
    const row = {
      id: existing?.id ?? newId(),
      url: input.url,
      appId: input.appId ?? null,
      created: existing?.created ?? isoNow(ctx),
    };
    ctx.store.orm
      .insert(eventSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: eventSubscriptions.url, set: { appId: row.appId } })
      .run();
    return { id: row.id, url: row.url, ...(row.appId ? { appId: row.appId } : {}), createdDate: row.created };
  });
}

/** Ends a subscription; its pending deliveries are dropped (and the events no other delivery needs). */
export function unsubscribe(ctx: EmulatorContext, id: string): void {
  ctx.store.write(() => {
    const gone = ctx.store.orm.delete(eventSubscriptions).where(eq(eventSubscriptions.id, id)).returning().all();
    if (gone.length === 0) throw new NotFoundError('SUBSCRIPTION_NOT_FOUND', `Event subscription ${id} not found`);
    const dropped = ctx.store.orm
      .delete(eventDeliveries)
      .where(and(eq(eventDeliveries.subscriptionId, id), eq(eventDeliveries.status, 'pending')))
      .returning({ seq: eventDeliveries.eventSeq })
      .all();
    dropOrphanEvents(
      ctx,
      dropped.map((d) => d.seq),
    );
  });
}
