import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { AccessTokenDoc, ApiKeyDoc, AuthCodeDoc, RefreshTokenDoc } from '../tokens/records';
import type { OAuthApp } from '../tokens/origins';
import type { CartRecord, CouponRecord, MembershipRecord, ShippingRateRecord } from '../cart/records';
import type { CheckoutRecord, OrderRecord } from '../checkout/records';
import type { CollectionRecord } from '../collections/records';
import type { ProductRecord } from '../products/model';
import type { SiteSettings } from '../admin/schemas';
import type {
  IdentityRecord,
  MailRecord,
  RecoveryTokenRecord,
  SessionRecord,
  StateTokenRecord,
} from '../identity/records';
import type { RedirectSessionRecord } from '../redirects/records';
import type { LoginFailures } from '../throttle/records';

/** What each document table holds: one JSON document per id, plus one indexed lookup key. */
export interface Documents {
  products: ProductRecord;
  collections: CollectionRecord;
  carts: CartRecord;
  checkouts: CheckoutRecord;
  orders: OrderRecord;
  access_tokens: AccessTokenDoc;
  refresh_tokens: RefreshTokenDoc;
  auth_codes: AuthCodeDoc;
  redirect_sessions: RedirectSessionRecord;
  identities: IdentityRecord;
  sessions: SessionRecord;
  state_tokens: StateTokenRecord;
  recovery_tokens: RecoveryTokenRecord;
  mails: MailRecord;
  coupons: CouponRecord;
  shipping_rates: ShippingRateRecord;
  memberships: MembershipRecord;
  api_keys: ApiKeyDoc;
  settings: SiteSettings;
  oauth_apps: OAuthApp;
  member_login_failures: LoginFailures;
  address_login_failures: LoginFailures;
}

export type DocumentTable = keyof Documents;

/** The tables whose documents have an owner. */
export type OwnedTable = 'carts' | 'checkouts' | 'orders';

/** The columns every document table has (see migration 1). */
function documentColumns<T>() {
  return {
    id: text('id').primaryKey(),
    key: text('key'),
    seq: integer('seq').notNull(),
    data: text('data', { mode: 'json' }).$type<T>().notNull(),
  };
}

export function documentTable<T>(name: string) {
  return sqliteTable(name, documentColumns<T>(), (t) => [index(`${name}_key`).on(t.key)]);
}

/** A document table whose rows belong to a visitor or a member (migration 5). */
export function ownedTable<T>(name: string) {
  const owner = { ownerKind: text('owner_kind', { enum: ['visitor', 'member'] }), ownerId: text('owner_id') };
  return sqliteTable(name, { ...documentColumns<T>(), ...owner }, (t) => [
    index(`${name}_key`).on(t.key),
    index(`${name}_owner`).on(t.ownerKind, t.ownerId),
  ]);
}

export const events = sqliteTable('events', {
  seq: integer('seq').primaryKey({ autoIncrement: true }),
  type: text('type').notNull(),
  entityId: text('entity_id').notNull(),
  created: text('created').notNull(),
  data: text('data', { mode: 'json' }).$type<unknown>().notNull(),
});

export const meta = sqliteTable('meta', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

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

/** One event to one subscriber; `pending` until a 2xx (`delivered`) or the last attempt (`failed`). */
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
  },
  (t) => [
    index('event_deliveries_due').on(t.status, t.nextAt),
    index('event_deliveries_entity').on(t.status, t.subscriptionId, t.entityKey, t.id),
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
