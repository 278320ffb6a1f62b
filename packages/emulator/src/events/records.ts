/** Who made a change: a shopper's token (visitor or member) or the merchant's API key. */
export type Actor = { kind: 'visitor' | 'member'; id: string } | { kind: 'apiKey' };

/** The event's `identity` (platform: IdentificationData), one id field per kind. */
export type Identity =
  | { identityType: 'ANONYMOUS_VISITOR'; anonymousVisitorId: string }
  | { identityType: 'MEMBER'; memberId: string }
  | { identityType: 'WIX_USER'; wixUserId: string }
  | { identityType: 'APP'; appId: string };

/** What one database is to the apps it sends events to (kept in `meta`, made on first use). */
export interface SiteFacts {
  instanceId: string;
  siteId: string;
  accountId: string;
  /** The site owner: the API key's caller (`WIX_USER`). */
  ownerId: string;
}

/** The platform's event types (the `@wix/ecom` cart events and the `@wix/stores` catalogue events). */
export const EVENT_TYPES = {
  cartCreated: 'wix.ecom.v1.cart_created',
  cartUpdated: 'wix.ecom.v1.cart_updated',
  cartDeleted: 'wix.ecom.v1.cart_deleted',
  cartV2Created: 'wix.ecom.v2.cart_created',
  cartV2Updated: 'wix.ecom.v2.cart_updated',
  cartV2Deleted: 'wix.ecom.v2.cart_deleted',
  productCreated: 'com.wix.ecommerce.catalog.api.v1.ProductCreated',
  productChanged: 'com.wix.ecommerce.catalog.api.v1.ProductChanged',
  productDeleted: 'com.wix.ecommerce.catalog.api.v1.ProductDeleted',
  collectionCreated: 'com.wix.ecommerce.catalog.api.v1.CollectionCreated',
  collectionChanged: 'com.wix.ecommerce.catalog.api.v1.CollectionChanged',
  collectionDeleted: 'com.wix.ecommerce.catalog.api.v1.CollectionDeleted',
  variantsChanged: 'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
  productV3Created: 'wix.stores.catalog.v3.product_created',
  productV3Updated: 'wix.stores.catalog.v3.product_updated',
  productV3Deleted: 'wix.stores.catalog.v3.product_deleted',
  categoryCreated: 'wix.categories.v1.category_created',
  categoryUpdated: 'wix.categories.v1.category_updated',
  categoryDeleted: 'wix.categories.v1.category_deleted',
} as const;

export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

/**
 * One change, as a service records it: the dev event log's row (`log`) and, for the subscribed apps, the platform
 * event (`eventType` and its payload, built only when an app is subscribed). Events of one `entityKey` are
 * delivered in the order they were recorded.
 */
export interface Change {
  /** The dev event log's row; none for a change the log already has under another name (Cart V2's). */
  log?: string;
  entityId: string;
  time: string;
  eventType: EventType;
  entityKey: string;
  payload: (eventId: string) => unknown;
  /**
   * The event carries its entity's whole state (a cart's `updated`): an earlier one of its type still waiting
   * behind another of the entity's events is replaced by it, so a backlog holds one per entity, not one per write.
   */
  wholeState?: boolean;
}

/** How deliveries are retried, bounded and signed. */
export interface DeliveryPolicy {
  /** Attempts per delivery before it is dead-lettered (`failed`, kept for the admin to redeliver). */
  attempts: number;
  /** The wait after the first failure; it doubles per failure (with jitter) up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** One attempt's time limit. */
  timeoutMs: number;
  /** A signed event expires this long after its attempt (each attempt signs it anew). */
  tokenLifetimeSeconds: number;
  /** Deliveries in flight at once, all subscribers together. */
  concurrency: number;
  /** Deliveries in flight at once to one subscriber: a hung one holds no more slots than this. */
  concurrencyPerSubscriber: number;
  /** Deliveries one subscriber may have waiting; past it, new events to it are dead-lettered. */
  maxPendingPerSubscriber: number;
  /** The largest body posted (at most `MAX_DELIVERY_BYTES`); a larger one is dead-lettered, never sent. */
  maxBodyBytes: number;
}

/**
 * As webhook platforms retry (Stripe for 3 days, Svix for about a day): from 5 s, doubling with jitter, capped at
 * 4 h; the 24th and last attempt comes 25 to 50 h after the first, so a subscriber down for a deploy, or a
 * weekend day, still gets it.
 */
export const DELIVERY_POLICY: DeliveryPolicy = {
  attempts: 24,
  baseDelayMs: 5000,
  maxDelayMs: 4 * 3600_000,
  timeoutMs: 5000,
  tokenLifetimeSeconds: 300,
  concurrency: 8,
  concurrencyPerSubscriber: 4,
  maxPendingPerSubscriber: 10_000,
  maxBodyBytes: 1024 * 1024,
};

/** The largest body a delivery posts: `@vitrine/events` (and receivers like it) refuse more than 1 MiB. */
export const MAX_DELIVERY_BYTES = 1024 * 1024;

/** Why a delivery was dead-lettered. */
export type DeadLetterReason = 'attempts-exhausted' | 'too-large' | 'backlog-full';
