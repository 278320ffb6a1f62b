import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

// The events slice's typed tables (migration 8), besides the document tables of `src/tables.ts`.

/** The apps that receive events (migration 8): one row per URL. */
export const eventSubscriptions = sqliteTable('event_subscriptions', {
  id: text('id').primaryKey(),
  url: text('url').notNull().unique(),
  appId: text('app_id'),
  created: text('created').notNull(),
});

/** The outbox: each event as it will be sent (its `data` claim), written in the transaction of its change. */
export const eventOutbox = sqliteTable('event_outbox', {
  seq: integer('seq').primaryKey({ autoIncrement: true }),
  id: text('id').notNull().unique(),
  eventType: text('event_type').notNull(),
  entityKey: text('entity_key').notNull(),
  claim: text('claim').notNull(),
  created: text('created').notNull(),
});

/**
 * One event to one subscriber; `pending` until a 2xx (`delivered`) or its dead-lettering (`failed`, with the
 * `reason`; migration 9), from which the admin can redeliver it.
 */
export const eventDeliveries = sqliteTable(
  'event_deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    eventSeq: integer('event_seq').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    url: text('url').notNull(),
    appId: text('app_id'),
    entityKey: text('entity_key').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull(),
    nextAt: integer('next_at').notNull(),
    finishedAt: text('finished_at'),
    reason: text('reason', { enum: ['attempts-exhausted', 'too-large', 'backlog-full'] }),
  },
  (t) => [
    index('event_deliveries_due').on(t.status, t.nextAt),
    index('event_deliveries_entity').on(t.status, t.subscriptionId, t.entityKey, t.id),
    index('event_deliveries_event').on(t.eventSeq),
  ],
);

/** Every attempt of a delivery: when, how long, and the answer's status (or why there was none). */
export const eventAttempts = sqliteTable(
  'event_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    deliveryId: integer('delivery_id').notNull(),
    at: text('at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    status: integer('status'),
    error: text('error'),
  },
  (t) => [index('event_attempts_delivery').on(t.deliveryId)],
);
