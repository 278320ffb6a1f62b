import type { KeyLike } from 'jose';
import type { EVENT_TYPES } from './definitions';
import { DEFINITIONS } from './definitions';
import { envelopeOf, readDelivery } from './envelope';
import { isEventVerificationError, isUnknownEventError, UnknownEventError } from './errors';
import { importPublicKey } from './public-key';
import { readBody } from './read-body';
import { createMemoryReplayStore, type ReplayStore } from './replay-store';
import type { EventEnvelopes, EventHandler, EventName, UnknownEventEnvelope } from './types';
import { refusal, verifiedToken } from './verify';

export interface EventReceiverOptions {
  /** The app's public key from the platform's dashboard: a PEM, or the PEM in base64 on one line. */
  publicKey: string;
  /**
   * Hears every delivery `handle()` refused or failed, with its error (the answer itself says nothing): those not
   * answered 200, and replays (answered 200, nothing run).
   */
  onError?: (error: unknown) => void;
  /** The largest body `handle()` reads; larger is refused 413. 1 MiB unless told. */
  maxBodyBytes?: number;
  /**
   * The app's id: a delivery whose token names an audience (`aud`) must name this app, so another app's
   * deliveries are refused (401). Unless told, the audience is not checked.
   */
  appId?: string;
  /** How far a token's `iat` may be ahead of this server's clock, in seconds. 60 unless told. */
  clockSkewSeconds?: number;
  /**
   * Where the deliveries taken are remembered until their tokens expire, so a replay is refused: this receiver's
   * own memory unless told (`createMemoryReplayStore()`); a store shared by every instance of the server refuses a
   * delivery replayed to another instance too.
   */
  replayStore?: ReplayStore;
}

/** What `process()` read and handed to the handlers: `switch (event.name)` narrows the envelope. */
export type ReceivedEvent =
  | { [K in EventName]: { name: K; eventType: (typeof EVENT_TYPES)[K]; envelope: EventEnvelopes[K] } }[EventName]
  | { name: 'unknown'; eventType: string; envelope: UnknownEventEnvelope };

/** Removes the handler it was returned for. */
export type Unsubscribe = () => void;

type Register<K extends EventName> = (handler: EventHandler<EventEnvelopes[K]>) => Unsubscribe;

export interface EventReceiver {
  /** `wix.ecom.v1.cart_created`: `{ entity: Cart, metadata }`. */
  onCartCreated: Register<'cartCreated'>;
  /** `wix.ecom.v1.cart_updated`: `{ entity: Cart, metadata, modifiedFields? }`. */
  onCartUpdated: Register<'cartUpdated'>;
  /** `wix.ecom.v1.cart_deleted`: `{ entity?: Cart, metadata }`. */
  onCartDeleted: Register<'cartDeleted'>;
  /** `wix.ecom.v2.cart_created`: `{ entity: CartV2, metadata }` (the cart as `@vitrine/cart/v2` reads it). */
  onCartV2Created: Register<'cartV2Created'>;
  /** `wix.ecom.v2.cart_updated`: `{ entity: CartV2, metadata, modifiedFields? }`. */
  onCartV2Updated: Register<'cartV2Updated'>;
  /** `wix.ecom.v2.cart_deleted`: `{ entity?: CartV2, metadata }` (the cart as it was). */
  onCartV2Deleted: Register<'cartV2Deleted'>;
  /** `…catalog.api.v1.ProductCreated`: `{ data: { productId, name, price, … }, metadata }`. */
  onProductCreated: Register<'productCreated'>;
  /** `…catalog.api.v1.ProductChanged`: `{ data: { productId, changedFields }, metadata }`. */
  onProductChanged: Register<'productChanged'>;
  /** `…catalog.api.v1.ProductDeleted`: `{ data: { productId }, metadata }`. */
  onProductDeleted: Register<'productDeleted'>;
  /** `…catalog.api.v1.CollectionCreated`: `{ data: { collection_Id, name, … }, metadata }`. */
  onCollectionCreated: Register<'collectionCreated'>;
  /** `…catalog.api.v1.CollectionChanged`: `{ data: { collection_Id, changedFields }, metadata }`. */
  onCollectionChanged: Register<'collectionChanged'>;
  /** `…catalog.api.v1.CollectionDeleted`: `{ data: { collection_Id }, metadata }`. */
  onCollectionDeleted: Register<'collectionDeleted'>;
  /** `…catalog.api.v1.VariantsChanged`: `{ data: { productId, variants }, metadata }`. */
  onProductVariantsChanged: Register<'productVariantsChanged'>;
  /** `wix.stores.catalog.v3.product_created`: `{ entity: ProductV3, metadata }` (read as `@vitrine/catalogue/v3`). */
  onProductV3Created: Register<'productV3Created'>;
  /** `wix.stores.catalog.v3.product_updated`: `{ entity: ProductV3, metadata, modifiedFields? }`. */
  onProductV3Updated: Register<'productV3Updated'>;
  /** `wix.stores.catalog.v3.product_deleted`: `{ entity?: ProductV3, metadata }` (the product as it was). */
  onProductV3Deleted: Register<'productV3Deleted'>;
  /** `wix.categories.v1.category_created`: `{ entity: Category, metadata }`. */
  onCategoryCreated: Register<'categoryCreated'>;
  /** `wix.categories.v1.category_updated`: `{ entity: Category, metadata, modifiedFields? }`. */
  onCategoryUpdated: Register<'categoryUpdated'>;
  /** `wix.categories.v1.category_deleted`: `{ entity?: Category, metadata }`. */
  onCategoryDeleted: Register<'categoryDeleted'>;
  /** `wix.categories.v1.category_category_moved`: `{ data: { categoryId, parentCategory }, metadata }`. */
  onCategoryMoved: Register<'categoryMoved'>;
  /** `wix.categories.v1.category_item_added_to_category`: `{ data: { categoryId, addedItem }, metadata }`. */
  onCategoryItemAddedToCategory: Register<'categoryItemAddedToCategory'>;
  /** `wix.categories.v1.category_item_removed_from_category`: `{ data: { categoryId, removedItem }, metadata }`. */
  onCategoryItemRemovedFromCategory: Register<'categoryItemRemovedFromCategory'>;
  /** `wix.categories.v1.category_items_arranged_in_category`: `{ data: { categoryId }, metadata }`. */
  onCategoryItemsArrangedInCategory: Register<'categoryItemsArrangedInCategory'>;
  /** A verified event of any other type. Without this handler, such an event rejects with `UnknownEventError`. */
  onUnknown: (handler: EventHandler<UnknownEventEnvelope>) => Unsubscribe;
  /**
   * Verifies a delivery (the raw body: a JWT signed RS256), reads it and runs its handlers, all of them at once.
   * Rejects with `EventVerificationError` before any handler runs (`reason: 'replayed'` for a delivery taken
   * already), with `UnknownEventError`, or with a handler's error; a delivery that rejects after it was verified
   * is forgotten, so the platform's next attempt is taken.
   */
  process: (body: string) => Promise<ReceivedEvent>;
  /**
   * `process()` for a Fetch `Request` (Next.js route handlers, Workers, Node's `Request`): 200 once the handlers
   * are done, or with nothing run for a replay; 400 for a body that is no event, 401 for one not verified, 413 for
   * one too large, 405 for a method other than POST, 500 when a handler threw. Every answer is empty.
   */
  handle: (request: Request) => Promise<Response>;
}

type AnyHandler = (envelope: never) => void | Promise<void>;

const UNKNOWN = 'unknown' as const;

/** A receiver of the platform's events for one app, with its own handlers. */
export function createEventReceiver(options: EventReceiverOptions): EventReceiver {
  const handlers = new Map<string, Set<AnyHandler>>();
  let key: Promise<KeyLike> | undefined;
  const { appId, clockSkewSeconds = 60, replayStore = createMemoryReplayStore() } = options;

  const register =
    <K extends EventName | typeof UNKNOWN>(name: K) =>
    (handler: EventHandler<K extends EventName ? EventEnvelopes[K] : UnknownEventEnvelope>): Unsubscribe => {
      const set = handlers.get(name) ?? new Set<AnyHandler>();
      handlers.set(name, set.add(handler as AnyHandler));
      return () => void set.delete(handler as AnyHandler);
    };

  async function process(body: string): Promise<ReceivedEvent> {
    key ??= importPublicKey(options.publicKey);
    const token = await verifiedToken(body, await key, { appId, clockSkewSeconds });
    // Taken before the handlers run, so a replay while they run is refused too.
    if (!(await replayStore.remember(token.id, token.expiresAt))) throw refusal('replayed', undefined, token.id);
    try {
      return await run(token.data);
    } catch (error) {
      // The handler's error is the answer (500, so the platform tries again); a store that cannot forget now
      // refuses a retry of this very token, which the platform signs anew anyway.
      await replayStore.forget(token.id).catch(() => {});
      throw error;
    }
  }

  async function run(data: string): Promise<ReceivedEvent> {
    const delivery = readDelivery(data);
    const definition = DEFINITIONS.get(delivery.eventType);
    const name = definition?.name ?? UNKNOWN;
    const listening = [...(handlers.get(name) ?? [])];
    if (!definition && listening.length === 0) throw new UnknownEventError(delivery.eventType);
    const envelope = envelopeOf(delivery, definition);
    const given = definition ? envelope : { eventType: delivery.eventType, ...envelope };
    await Promise.all(listening.map((handler) => handler(given as never)));
    return { name, eventType: delivery.eventType, envelope: given } as unknown as ReceivedEvent;
  }

  async function handle(request: Request): Promise<Response> {
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
    try {
      await process(await readBody(request, options.maxBodyBytes ?? 1024 * 1024));
      return new Response(null, { status: 200 });
    } catch (error) {
      options.onError?.(error);
      const status = isEventVerificationError(error) ? error.status : isUnknownEventError(error) ? 400 : 500;
      return new Response(null, { status });
    }
  }

  return {
    onCartCreated: register('cartCreated'),
    onCartUpdated: register('cartUpdated'),
    onCartDeleted: register('cartDeleted'),
    onCartV2Created: register('cartV2Created'),
    onCartV2Updated: register('cartV2Updated'),
    onCartV2Deleted: register('cartV2Deleted'),
    onProductCreated: register('productCreated'),
    onProductChanged: register('productChanged'),
    onProductDeleted: register('productDeleted'),
    onCollectionCreated: register('collectionCreated'),
    onCollectionChanged: register('collectionChanged'),
    onCollectionDeleted: register('collectionDeleted'),
    onProductVariantsChanged: register('productVariantsChanged'),
    onProductV3Created: register('productV3Created'),
    onProductV3Updated: register('productV3Updated'),
    onProductV3Deleted: register('productV3Deleted'),
    onCategoryCreated: register('categoryCreated'),
    onCategoryUpdated: register('categoryUpdated'),
    onCategoryDeleted: register('categoryDeleted'),
    onCategoryMoved: register('categoryMoved'),
    onCategoryItemAddedToCategory: register('categoryItemAddedToCategory'),
    onCategoryItemRemovedFromCategory: register('categoryItemRemovedFromCategory'),
    onCategoryItemsArrangedInCategory: register('categoryItemsArrangedInCategory'),
    onUnknown: register(UNKNOWN),
    process,
    handle,
  };
}
