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
  /**
   * The lists a product's own data places it in or orders it within, even where they do not show it yet: lists
   * sorted by price, lists sorted by name, lists found by a search term. Tag such a list with these as well, and a
   * change of a product's price (or name, or searched text) reaches it, while the rest keep their exact tags.
   */
  productListsByPrice: 'vitrine:product-lists:by-price',
  productListsByName: 'vitrine:product-lists:by-name',
  searchedProductLists: 'vitrine:product-lists:searched',
} as const;

// What a product's changed fields (V1's `changedFields`, V3's `modifiedFields` keys) can move it in: a price (a
// variant's or a discount) in price-sorted lists, a name in name-sorted and searched lists, a searched text in
// searched lists, its visibility into or out of every list.
const PRICE_FIELD = /price|discount|variant/i;
const SEARCHED_FIELD = /^(name|description|plainDescription|brand|sku|ribbon|ribbons)$/;

/**
 * The lists a product change reaches besides the product's own tag. Without the changed fields nothing says what
 * moved: the lists ordered or searched by a product's data (never every list, whose exact tags keep working).
 */
function reachedLists(fields: readonly string[] | undefined): string[] {
  const { productLists, productListsByPrice, productListsByName, searchedProductLists } = catalogueTags;
  if (fields === undefined) return [productListsByPrice, productListsByName, searchedProductLists];
  if (fields.includes('visible')) return [productLists];
  return [
    ...(fields.some((field) => PRICE_FIELD.test(field)) ? [productListsByPrice] : []),
    ...(fields.includes('name') ? [productListsByName] : []),
    ...(fields.some((field) => SEARCHED_FIELD.test(field)) ? [searchedProductLists] : []),
  ];
}

/**
 * The tags an event makes stale, for reads tagged as `catalogueTags` says: a changed or deleted product's own tag
 * (its page and the lists that show it) and, for a change, the lists its changed fields can move it into or within
 * (`productListsByPrice`, `productListsByName`, `searchedProductLists`; every list for its visibility), a new
 * product's tag and every product list, a collection's tag, every collection list for a new collection. Cart events
 * stale nothing of the catalogue.
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
    case 'productChanged': {
      const { productId: id, changedFields } = event.envelope.data;
      // Without an id, nothing says which product: every list, so nothing stays stale.
      return id ? [product(id), ...reachedLists(changedFields)] : [productLists];
    }
    case 'productVariantsChanged': {
      const { productId: id, variants } = event.envelope.data;
      // A variant's price moves the product in price-sorted lists; its stock or choices move it nowhere.
      const fields = variants?.every((variant) => variant.changedFields)
        ? variants.flatMap((variant) => variant.changedFields ?? [])
        : undefined;
      const priced = fields === undefined || fields.some((field) => PRICE_FIELD.test(field));
      return id ? [product(id), ...(priced ? [catalogueTags.productListsByPrice] : [])] : [productLists];
    }
    case 'productDeleted': {
      const id = event.envelope.data.productId;
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
    case 'productV3Updated': {
      const id = event.envelope.entity?._id ?? event.envelope.metadata.entityId;
      const modified = event.envelope.modifiedFields;
      return id ? [product(id), ...reachedLists(modified && Object.keys(modified))] : [productLists];
    }
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
