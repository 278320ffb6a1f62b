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
}

/** How deliveries are retried and signed. */
export interface DeliveryPolicy {
  /** Attempts per delivery before it is `failed`. */
  attempts: number;
  /** The wait after the first failure; it doubles per failure (with jitter) up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** One attempt's time limit. */
  timeoutMs: number;
  /** A signed event expires this long after its attempt (each attempt signs it anew). */
  tokenLifetimeSeconds: number;
  /** Deliveries in flight at once. */
  concurrency: number;
}

export const DELIVERY_POLICY: DeliveryPolicy = {
  attempts: 10,
  baseDelayMs: 250,
  maxDelayMs: 60_000,
  timeoutMs: 5000,
  tokenLifetimeSeconds: 300,
  concurrency: 8,
};
