export * from './enums';
export type * from './types/common';
export type * from './types/product';
export type * from './types/variant';
export type * from './types/collection';
export type * from './types/calls';
export type * from './types/query-fields';

export { getProduct, getProductPlatformized, queryProducts } from './reads/products';
export type { GetProductOptions, ProductsQueryBuilder, QueryProductsOptions } from './reads/products';
export {
  getProductOptionsAvailability,
  getStoreVariant,
  queryProductVariants,
  queryStoreVariants,
} from './reads/variants';
export type { ProductOptionsAvailability, QueryProductVariantsOptions, VariantsPage } from './reads/variants';
export { getCollection, getCollectionBySlug, getCollectionBySlugV2 } from './reads/collections';
export { queryCollections } from './reads/query-collections';
export type { CollectionsPage, CollectionsQueryBuilder, PagingMetadata } from './reads/query-collections';

export {
  createProduct,
  createProductPlatformized,
  createProductPlatformizedV2,
  deleteProduct,
  deleteProductPlatformized,
  deleteProductPlatformizedV2,
  updateProduct,
  updateProductPlatformized,
  updateProductPlatformizedV2,
} from './writes/products';
export { deleteProductOptions, removeBrand, removeRibbon, resetAllProductVariantData } from './writes/product-actions';
export { updateProductVariants } from './writes/variants';
export {
  addProductMedia,
  addProductMediaToChoices,
  removeProductMedia,
  removeProductMediaFromChoices,
} from './writes/media';
export type { ChoiceMedia, ProductMediaInput } from './writes/media';
export {
  addProductsToCollection,
  createCollection,
  deleteCollection,
  removeProductsFromCollection,
  updateCollection,
} from './writes/collections';
export { bulkAdjustProductProperty, bulkUpdateProductsProperty } from './writes/bulk';
export type { Adjustment, BulkResult } from './writes/bulk';
