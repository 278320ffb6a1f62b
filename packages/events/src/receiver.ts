import type { KeyLike } from 'jose';
import type { EVENT_TYPES } from './definitions';
import { DEFINITIONS } from './definitions';
import { envelopeOf, readDelivery } from './envelope';
import { isEventVerificationError, isUnknownEventError, UnknownEventError } from './errors';
import { importPublicKey } from './public-key';
import { readBody } from './read-body';
import type { EventEnvelopes, EventHandler, EventName, UnknownEventEnvelope } from './types';
import { verifiedData } from './verify';

export interface EventReceiverOptions {
  /** The app's public key from the platform's dashboard: a PEM, or the PEM in base64 on one line. */
  publicKey: string;
  /** Hears every delivery `handle()` did not answer 200, with its error (the answer itself says nothing). */
  onError?: (error: unknown) => void;
  /** The largest body `handle()` reads; larger is refused 413. 1 MiB unless told. */
  maxBodyBytes?: number;
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
  /** A verified event of any other type. Without this handler, such an event rejects with `UnknownEventError`. */
  onUnknown: (handler: EventHandler<UnknownEventEnvelope>) => Unsubscribe;
  /**
   * Verifies a delivery (the raw body: a JWT signed RS256), reads it and runs its handlers, all of them at once.
   * Rejects with `EventVerificationError` before any handler runs, with `UnknownEventError`, or with a handler's
   * error.
   */
  process: (body: string) => Promise<ReceivedEvent>;
  /**
   * `process()` for a Fetch `Request` (Next.js route handlers, Workers, Node's `Request`): 200 once the handlers
   * are done; 400 for a body that is no event, 401 for one not verified, 413 for one too large, 405 for a method
   * other than POST, 500 when a handler threw. Every answer is empty.
   */
  handle: (request: Request) => Promise<Response>;
}

type AnyHandler = (envelope: never) => void | Promise<void>;

const UNKNOWN = 'unknown' as const;

/** A receiver of the platform's events for one app, with its own handlers. */
export function createEventReceiver(options: EventReceiverOptions): EventReceiver {
  const handlers = new Map<string, Set<AnyHandler>>();
  let key: Promise<KeyLike> | undefined;

  const register =
    <K extends EventName | typeof UNKNOWN>(name: K) =>
    (handler: EventHandler<K extends EventName ? EventEnvelopes[K] : UnknownEventEnvelope>): Unsubscribe => {
      const set = handlers.get(name) ?? new Set<AnyHandler>();
      handlers.set(name, set.add(handler as AnyHandler));
      return () => void set.delete(handler as AnyHandler);
    };

  async function process(body: string): Promise<ReceivedEvent> {
    key ??= importPublicKey(options.publicKey);
    const delivery = readDelivery(await verifiedData(body, await key));
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
    onProductCreated: register('productCreated'),
    onProductChanged: register('productChanged'),
    onProductDeleted: register('productDeleted'),
    onCollectionCreated: register('collectionCreated'),
    onCollectionChanged: register('collectionChanged'),
    onCollectionDeleted: register('collectionDeleted'),
    onProductVariantsChanged: register('productVariantsChanged'),
    onUnknown: register(UNKNOWN),
    process,
    handle,
  };
}
