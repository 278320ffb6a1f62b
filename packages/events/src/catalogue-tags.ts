import type { ReceivedEvent } from './receiver';

/** An event by its name and envelope (its wire type string is not needed here). */
type WithoutType<E> = E extends unknown ? Omit<E, 'eventType'> : never;

/**
 * Cache-tag names for a shop's catalogue reads, the same on the side that caches and on the side that revalidates.
 * Tag a product's read with `product(id)`, a collection's with `collection(id)`; tag a list of products with
 * `productLists` and with `product(id)` of every product it shows (so a change of one product reaches exactly the
 * lists that show it), and a list of collections with `collectionLists` and each collection's tag. Catalog V3's
 * products take the same tags, and a V3 category is a collection (`collection(categoryId)`): one idea on both
 * catalog versions.
 */
export const catalogueTags = {
  product: (productId: string) => `vitrine:product:${productId}`,
  collection: (collectionId: string) => `vitrine:collection:${collectionId}`,
  /** Every list of products: a new product may belong in any of them. */
  productLists: 'vitrine:product-lists',
  /** Every list of collections: a new collection belongs in them. */
  collectionLists: 'vitrine:collection-lists',
} as const;

/**
 * The tags an event makes stale, for reads tagged as `catalogueTags` says: a changed or deleted product's own tag
 * (its page and the lists that show it), a new product's tag and every product list, a collection's tag, every
 * collection list for a new collection. Cart events stale nothing of the catalogue.
 */
export function staleCatalogueTags(event: WithoutType<ReceivedEvent>): string[] {
  const { product, collection, productLists, collectionLists } = catalogueTags;
  const tags = (...candidates: (string | false | undefined)[]) =>
    candidates.filter((tag): tag is string => typeof tag === 'string');
  switch (event.name) {
    case 'productCreated': {
      const id = event.envelope.data.productId;
      return tags(id && product(id), productLists);
    }
    case 'productChanged':
    case 'productDeleted':
    case 'productVariantsChanged': {
      const id = event.envelope.data.productId;
      // Without an id, nothing says which product: every list, so nothing stays stale.
      return id ? [product(id)] : [productLists];
    }
    case 'collectionCreated': {
      const id = event.envelope.data.collection_Id;
      return tags(id && collection(id), collectionLists);
    }
    case 'collectionChanged':
    case 'collectionDeleted': {
      const id = event.envelope.data.collection_Id;
      return id ? [collection(id)] : [collectionLists, productLists];
    }
    case 'productV3Created': {
      const id = event.envelope.entity?._id ?? event.envelope.metadata.entityId;
      return tags(id && product(id), productLists);
    }
    case 'productV3Updated':
    case 'productV3Deleted': {
      const id = event.envelope.entity?._id ?? event.envelope.metadata.entityId;
      return id ? [product(id)] : [productLists];
    }
    case 'categoryCreated': {
      const id = event.envelope.entity?._id ?? event.envelope.metadata.entityId;
      return tags(id && collection(id), collectionLists);
    }
    case 'categoryUpdated':
    case 'categoryDeleted': {
      const id = event.envelope.entity?._id ?? event.envelope.metadata.entityId;
      return id ? [collection(id)] : [collectionLists, productLists];
    }
    case 'categoryMoved': {
      // Another parent: the category and every list of categories (their trees changed).
      const id = event.envelope.data.categoryId;
      return tags(id && collection(id), collectionLists);
    }
    case 'categoryItemAddedToCategory':
    case 'categoryItemRemovedFromCategory': {
      const { data } = event.envelope;
      const id = data.categoryId;
      const item = 'addedItem' in data ? data.addedItem : 'removedItem' in data ? data.removedItem : undefined;
      // The category's lists, and the product's page (its categories changed).
      return id
        ? tags(collection(id), item?.catalogItemId && product(item.catalogItemId))
        : [collectionLists, productLists];
    }
    case 'categoryItemsArrangedInCategory': {
      const id = event.envelope.data.categoryId;
      return id ? [collection(id)] : [collectionLists, productLists];
    }
    default:
      return [];
  }
}
