import { cartShape, cartV2Shape } from '@vitrine/cart/internal';
import { date, decimal, type Shape } from '@vitrine/http';
import type { EventName } from './types';

/** The platform's type string of each event (what an app subscribes to). */
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
  productVariantsChanged: 'com.wix.ecommerce.catalog.api.v1.VariantsChanged',
} as const satisfies Record<EventName, string>;

export interface EventDefinition {
  name: EventName;
  /** A domain event's payload wraps its entity (`createdEvent.entity`, …); a plain message is the data itself. */
  domain: boolean;
  /** The payload's shape by wire names: what is read as dates, decimals, media, URLs. */
  shape?: Shape;
}

// A cart event's payload: the cart read as the cart calls read it, and the event's time.
const cartEvent: Shape = {
  eventTime: date,
  createdEvent: { entity: cartShape },
  updatedEvent: { currentEntity: cartShape, modifiedFields: cartShape },
  deletedEvent: { deletedEntity: cartShape },
};

// A Cart V2 event's payload: the cart read as `@vitrine/cart/v2` reads it.
const cartV2Event: Shape = {
  eventTime: date,
  createdEvent: { entity: cartV2Shape },
  updatedEvent: { currentEntity: cartV2Shape, modifiedFields: cartV2Shape },
  deletedEvent: { deletedEntity: cartV2Shape },
};

const productCreated: Shape = {
  price: { price: decimal, pricePerUnit: decimal, discountedPrice: decimal },
  costAndProfitData: { itemCost: decimal, profit: decimal, profitMargin: decimal },
};

const NAMES = Object.keys(EVENT_TYPES) as EventName[];

/** Each known event type's definition. */
export const DEFINITIONS: ReadonlyMap<string, EventDefinition> = /* @__PURE__ */ new Map(
  NAMES.map((name) => {
    const domain = name.startsWith('cart');
    const cart = name.startsWith('cartV2') ? cartV2Event : cartEvent;
    const shape = domain ? cart : name === 'productCreated' ? productCreated : undefined;
    return [EVENT_TYPES[name], { name, domain, shape }];
  }),
);
