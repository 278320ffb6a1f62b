import type { EntityFields } from '@vitrine/query';
import type { Collection } from './collection';
import type { Product } from './product';
import type { StoreVariant } from './variant';

// Each list is the platform's query of that entity, as the platform's own SDK declares it (field by field, the
// operators it allows and whether it sorts), plus the few fields named as "also" that the emulator and the example
// storefront rely on. Value types come from the entity, so a path it lacks does not compile here.

/**
 * What `queryProducts` filters and sorts on. `collectionIds` is a list: `hasSome` / `hasAll`. Also sorted on:
 * `_createdDate` and `priceData.discountedPrice` (the price a shopper sees).
 */
export type ProductQueryFields = EntityFields<
  Product,
  | '_id'
  | 'name'
  | 'description'
  | 'sku'
  | 'slug'
  | 'productType'
  | 'numericId'
  | 'priceData.price'
  | 'lastUpdated'
  | '_createdDate'
  | 'collectionIds',
  | '_id'
  | 'name'
  | 'sku'
  | 'slug'
  | 'productType'
  | 'numericId'
  | 'price'
  | 'priceData.price'
  | 'lastUpdated'
  | '_createdDate'
  | 'priceData.discountedPrice'
>;

/** The names of the fields `queryProducts` filters or sorts on. */
export type ProductQueryField = keyof ProductQueryFields['filter'] | ProductQueryFields['sort'];

/** What `queryCollections` filters and sorts on. Also: `slug`, and `numberOfProducts` (filtered and sorted). */
export type CollectionQueryFields = EntityFields<
  Collection,
  '_id' | 'name' | 'slug' | 'numberOfProducts',
  '_id' | 'name' | 'numberOfProducts'
>;

/**
 * What the filter and sort of `queryStoreVariants` name (the platform's own SDK leaves this query untyped): the
 * variant's own fields, typed from `StoreVariant`.
 */
export type StoreVariantQueryFields = EntityFields<
  StoreVariant,
  | '_id'
  | 'productId'
  | 'variantId'
  | 'productName'
  | 'variantName'
  | 'stock.inStock'
  | 'stock.quantity'
  | 'stock.trackQuantity',
  '_id' | 'productId' | 'variantId' | 'productName' | 'variantName' | 'stock.quantity'
>;
