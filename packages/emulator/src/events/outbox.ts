import type { EmulatorContext } from '../context';
import { newId } from '../context';
import type { Actor, Change, Identity } from './records';
import { siteFacts } from './site';
import { listSubscriptions } from './subscriptions';
import { eventDeliveries, eventOutbox } from './tables';

function identityOf(ctx: EmulatorContext, actor: Actor): Identity {
  if (actor.kind === 'visitor') return { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: actor.id };
  if (actor.kind === 'member') return { identityType: 'MEMBER', memberId: actor.id };
  return { identityType: 'WIX_USER', wixUserId: siteFacts(ctx).ownerId };
}

const LOG_ID = { cart: 'cartId', product: 'productId', variants: 'productId', collection: 'collectionId' } as const;

/**
 * Records a change inside the caller's write: its row of the dev event log and, for each subscribed app, a
 * pending delivery in the outbox. Delivery starts once the write commits.
 */
export function recordChange(ctx: EmulatorContext, actor: Actor, change: Change): void {
  if (change.log) {
    const family = change.log.split('.')[0] as keyof typeof LOG_ID;
    ctx.store.event(change.log, change.entityId, change.time, { [LOG_ID[family]]: change.entityId });
  }
  const subscriptions = listSubscriptions(ctx);
  if (subscriptions.length === 0) return;
  const id = newId();
  const site = siteFacts(ctx);
  const claim = JSON.stringify({
    eventType: change.eventType,
    instanceId: site.instanceId,
    identity: JSON.stringify(identityOf(ctx, actor)),
    accountInfo: { accountId: site.accountId, siteId: site.siteId },
    data: JSON.stringify(change.payload(id)),
  });
  const row = ctx.store.orm
    .insert(eventOutbox)
    .values({ id, eventType: change.eventType, entityKey: change.entityKey, claim, created: change.time })
    .returning({ seq: eventOutbox.seq })
    .get();
  const now = Date.now();
  ctx.store.orm
    .insert(eventDeliveries)
    .values(
      subscriptions.map((s) => ({
        eventSeq: row.seq,
        subscriptionId: s.id,
        url: s.url,
        appId: s.appId ?? null,
        entityKey: change.entityKey,
        status: 'pending' as const,
        attempts: 0,
        nextAt: now,
      })),
    )
    .run();
  ctx.store.afterCommit(() => ctx.deliveries.wake());
}
