import { EVENT_TYPES, type Change, type EventType } from './records';

/**
 * The changes the services record, each with its platform payload: carts as domain events (`@wix/ecom`), the
 * catalogue as plain messages (`@wix/stores`). Pure: the services hand in the wire views.
 */

type Wire = Record<string, unknown>;
type CartSlug = 'created' | 'updated' | 'deleted';

const CART_TYPES = {
  created: EVENT_TYPES.cartCreated,
  updated: EVENT_TYPES.cartUpdated,
  deleted: EVENT_TYPES.cartDeleted,
} as const;

const CART_V2_TYPES = {
  created: EVENT_TYPES.cartV2Created,
  updated: EVENT_TYPES.cartV2Updated,
  deleted: EVENT_TYPES.cartV2Deleted,
} as const;

const V1 = { originatedFromVersion: 'V1_CATALOG' } as const;

/** A cart's domain event, of one generation: its event types, its FQDN and what its deleted event carries. */
function cartEvent(
  generation: { types: Record<CartSlug, EventType>; fqdn: string; deletedEntity: boolean },
  slug: CartSlug,
  cartId: string,
  time: string,
  cart: () => Wire,
): Change {
  return {
    entityId: cartId,
    time,
    eventType: generation.types[slug],
    entityKey: `cart:${cartId}`,
    // Each update carries the whole cart, so a newer one replaces one still waiting (a bounded outbox).
    wholeState: slug === 'updated',
    payload: (id) => {
      const body =
        slug === 'created'
          ? { createdEvent: { entity: cart() } }
          : slug === 'updated'
            ? { updatedEvent: { currentEntity: cart() } }
            : { deletedEvent: generation.deletedEntity ? { deletedEntity: cart() } : {} };
      return { id, entityFqdn: generation.fqdn, slug, entityId: cartId, eventTime: time, ...body };
    },
  };
}

const CART_V1 = { types: CART_TYPES, fqdn: 'wix.ecom.v1.cart', deletedEntity: false };
// The platform SDK's `CartDeletedEnvelope` has the cart as it was: `deletedEvent.deletedEntity`.
const CART_V2 = { types: CART_V2_TYPES, fqdn: 'wix.ecom.v2.cart', deletedEntity: true };

/** A cart's domain event; `cart` is its wire form as the cart routes answer it. */
export function cartChange(slug: CartSlug, cartId: string, time: string, cart: () => Wire): Change {
  return { log: `cart.${slug}`, ...cartEvent(CART_V1, slug, cartId, time, cart) };
}

/**
 * A cart's Cart V2 domain event (`wix.ecom.v2.cart`), recorded beside the v1 one for the same change; `cart` is its
 * wire form as the Cart V2 routes answer it (for `deleted`, as it was). The dev event log has the change once, under
 * v1's name.
 */
export function cartV2Change(slug: CartSlug, cartId: string, time: string, cart: () => Wire): Change {
  return cartEvent(CART_V2, slug, cartId, time, cart);
}

/** Top-level keys whose values differ (added, removed or changed), sorted; `ignore` is left out. */
export function changedFields(before: Wire, after: Wire, ignore: readonly string[] = []): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => !ignore.includes(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k])).sort();
}

const pick = (w: Wire, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => w[k] !== undefined).map((k) => [k, w[k]]));

export function productCreated(productId: string, time: string, wire: () => Wire): Change {
  return {
    log: 'product.created',
    entityId: productId,
    time,
    eventType: EVENT_TYPES.productCreated,
    entityKey: `product:${productId}`,
    payload: () => {
      const w = wire();
      const fields = pick(w, ['name', 'visible', 'media', 'sku', 'productPageUrl', 'brand', 'costAndProfitData']);
      return { productId, ...fields, price: w.priceData, ...V1, slug: w.slug };
    },
  };
}

/** A product's change; `fields` are the names of the wire fields it changed. */
export function productChanged(productId: string, time: string, fields: readonly string[]): Change {
  return {
    log: 'product.changed',
    entityId: productId,
    time,
    eventType: EVENT_TYPES.productChanged,
    entityKey: `product:${productId}`,
    payload: () => ({ productId, changedFields: [...fields], ...V1 }),
  };
}

export function productDeleted(productId: string, time: string): Change {
  return {
    log: 'product.deleted',
    entityId: productId,
    time,
    eventType: EVENT_TYPES.productDeleted,
    entityKey: `product:${productId}`,
    payload: () => ({ productId, ...V1 }),
  };
}

/** The variants a change touched: each one added or changed, with the variant fields it changed. */
export function variantsChanged(productId: string, time: string, before: Wire[], after: Wire[]): Change {
  return {
    log: 'variants.changed',
    entityId: productId,
    time,
    // In the product's order: its `ProductChanged` comes first.
    eventType: EVENT_TYPES.variantsChanged,
    entityKey: `product:${productId}`,
    payload: () => {
      const old = new Map(before.map((v) => [v.id, v]));
      const variants = after.flatMap((v) => {
        const was = old.get(v.id);
        const fields = variantFields(was, v);
        return fields.length ? [{ variantId: v.id, choices: v.choices, changedFields: fields }] : [];
      });
      return { productId, variants, ...V1 };
    },
  };
}

/** A variant's changed fields, named inside its `variant` and `stock` parts (`priceData`, `inStock`). */
function variantFields(before: Wire | undefined, after: Wire): string[] {
  const part = (w: Wire | undefined, k: string) => (w?.[k] ?? {}) as Wire;
  const fields = ['variant', 'stock'].flatMap((k) => changedFields(part(before, k), part(after, k)));
  if (JSON.stringify(before?.choices) !== JSON.stringify(after.choices)) fields.push('choices');
  return [...new Set(fields)].sort();
}

export function collectionCreated(collectionId: string, time: string, wire: () => Wire): Change {
  return {
    log: 'collection.created',
    entityId: collectionId,
    time,
    eventType: EVENT_TYPES.collectionCreated,
    entityKey: `collection:${collectionId}`,
    payload: () => ({ collection_Id: collectionId, ...pick(wire(), ['name', 'media', 'slug', 'visible']), ...V1 }),
  };
}

export function collectionChanged(collectionId: string, time: string, fields: readonly string[]): Change {
  return {
    log: 'collection.changed',
    entityId: collectionId,
    time,
    eventType: EVENT_TYPES.collectionChanged,
    entityKey: `collection:${collectionId}`,
    payload: () => ({ collection_Id: collectionId, changedFields: [...fields], ...V1 }),
  };
}

export function collectionDeleted(collectionId: string, time: string): Change {
  return {
    log: 'collection.deleted',
    entityId: collectionId,
    time,
    eventType: EVENT_TYPES.collectionDeleted,
    entityKey: `collection:${collectionId}`,
    payload: () => ({ collection_Id: collectionId, ...V1 }),
  };
}

type CatalogV3Slug = 'created' | 'updated' | 'deleted';

const CATALOG_V3 = {
  product: {
    fqdn: 'wix.stores.catalog.v3.product',
    log: 'product',
    logSlugs: { created: 'created', updated: 'changed', deleted: 'deleted' },
    types: {
      created: EVENT_TYPES.productV3Created,
      updated: EVENT_TYPES.productV3Updated,
      deleted: EVENT_TYPES.productV3Deleted,
    },
  },
  category: {
    fqdn: 'wix.categories.v1.category',
    log: 'collection',
    logSlugs: { created: 'created', updated: 'changed', deleted: 'deleted' },
    types: {
      created: EVENT_TYPES.categoryCreated,
      updated: EVENT_TYPES.categoryUpdated,
      deleted: EVENT_TYPES.categoryDeleted,
    },
  },
} as const;

/**
 * A Catalog V3 domain event (a V3 store's product, or a category): the platform SDK's envelopes read
 * `createdEvent.entity`, `updatedEvent.currentEntity` with its `modifiedFields`, `deletedEvent.deletedEntity`. The dev
 * event log has it under V1's name (`product.changed`, `collection.created`), so a reader of the log sees one catalogue.
 */
export function catalogV3Change(
  kind: keyof typeof CATALOG_V3,
  slug: CatalogV3Slug,
  entityId: string,
  time: string,
  entity: () => Wire,
  modifiedFields: readonly string[] = [],
): Change {
  const g = CATALOG_V3[kind];
  return {
    log: `${g.log}.${g.logSlugs[slug]}`,
    entityId,
    time,
    eventType: g.types[slug],
    entityKey: `${kind === 'product' ? 'product' : 'collection'}:${entityId}`,
    payload: (id) => {
      const e = entity();
      // The fields the change modified, each with its new value.
      const modified = Object.fromEntries(modifiedFields.map((f) => [f, e[f] ?? null]));
      const body =
        slug === 'created'
          ? { createdEvent: { entity: e } }
          : slug === 'updated'
            ? { updatedEvent: { currentEntity: e, modifiedFields: modified } }
            : { deletedEvent: { deletedEntity: e } };
      return { id, entityFqdn: g.fqdn, slug, entityId, eventTime: time, ...body };
    },
  };
}
