import { cartShape, cartV2Shape } from '@vitrine/cart/internal';
import { categoryV3Shape, productV3Shape } from '@vitrine/catalogue/internal';
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
  productV3Created: 'wix.stores.catalog.v3.product_created',
  productV3Updated: 'wix.stores.catalog.v3.product_updated',
  productV3Deleted: 'wix.stores.catalog.v3.product_deleted',
  categoryCreated: 'wix.categories.v1.category_created',
  categoryUpdated: 'wix.categories.v1.category_updated',
  categoryDeleted: 'wix.categories.v1.category_deleted',
  categoryMoved: 'wix.categories.v1.category_category_moved',
  categoryItemAddedToCategory: 'wix.categories.v1.category_item_added_to_category',
  categoryItemRemovedFromCategory: 'wix.categories.v1.category_item_removed_from_category',
  categoryItemsArrangedInCategory: 'wix.categories.v1.category_items_arranged_in_category',
} as const satisfies Record<EventName, string>;

export interface EventDefinition {
  name: EventName;
  /**
   * A domain event's payload wraps its entity (`createdEvent.entity`, …) or its action (`actionEvent.body`); a
   * plain message is the data itself.
   */
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

// A Catalog V3 product event's and a category event's payload: the entity read as `@vitrine/catalogue/v3` reads it.
const entityEvent = (entity: Shape): Shape => ({
  eventTime: date,
  createdEvent: { entity },
  updatedEvent: { currentEntity: entity, modifiedFields: entity },
  deletedEvent: { deletedEntity: entity },
});
const productV3Event: Shape = /* @__PURE__ */ entityEvent(productV3Shape);
const categoryEvent: Shape = /* @__PURE__ */ entityEvent(categoryV3Shape);

const productCreated: Shape = {
  price: { price: decimal, pricePerUnit: decimal, discountedPrice: decimal },
  costAndProfitData: { itemCost: decimal, profit: decimal, profitMargin: decimal },
};

const NAMES = Object.keys(EVENT_TYPES) as EventName[];

/** The payload's shape of each event that has one; the domain events are those whose type is an entity's. */
function shapeOf(name: EventName): Shape | undefined {
  if (name.startsWith('cartV2')) return cartV2Event;
  if (name.startsWith('cart')) return cartEvent;
  if (name.startsWith('productV3')) return productV3Event;
  if (name.startsWith('category')) return categoryEvent;
  return name === 'productCreated' ? productCreated : undefined;
}

/** Each known event type's definition. */
export const DEFINITIONS: ReadonlyMap<string, EventDefinition> = /* @__PURE__ */ new Map(
  NAMES.map((name) => {
    // The V1 catalogue's events are plain messages (`com.wix.ecommerce.…`); the rest are domain events.
    const domain = !EVENT_TYPES[name].startsWith('com.wix.ecommerce.');
    return [EVENT_TYPES[name], { name, domain, shape: shapeOf(name) }];
  }),
);
