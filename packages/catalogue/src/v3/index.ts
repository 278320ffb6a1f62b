/**
 * `@vitrine/catalogue/v3`: Catalog V3, the catalogue of every store the platform creates since 2025. Call for call
 * as the platform SDK's `catalogVersioning`, `productsV3`, `readOnlyVariantsV3`, `inventoryItemsV3` (`@wix/stores`) and `categories`
 * (`@wix/categories`, the stores' tree by default), with the V3 traps closed: a products query has no category
 * filter (search has it, as `inCategory(id)` writes it), a categories query needs a filter, `fields` are typed.
 *
 * @packageDocumentation
 */
export { getCatalogVersion } from './versioning';
export {
  countProducts,
  getProduct,
  getProductBySlug,
  queryProducts,
  searchProducts,
  type ProductsQueryBuilderV3,
} from './products';
export {
  bulkAddProductsToCategoriesByFilter,
  bulkAdjustProductVariantsByFilter,
  bulkCreateProducts,
  bulkDeleteProducts,
  bulkDeleteProductsByFilter,
  bulkRemoveProductsFromCategoriesByFilter,
  bulkUpdateProducts,
  bulkUpdateProductsByFilter,
  bulkUpdateProductVariantsByFilter,
  createProduct,
  deleteProduct,
  updateProduct,
} from './product-writes';
export { queryVariants, searchVariants, type VariantsQueryBuilderV3 } from './variants';
export {
  bulkUpdateInventoryItems,
  queryInventoryItems,
  searchInventoryItems,
  updateInventoryItem,
  type InventoryItemsQueryBuilderV3,
} from './inventory';
export {
  bulkAddItemsToCategory,
  bulkRemoveItemsFromCategory,
  countCategories,
  createCategory,
  deleteCategory,
  getCategory,
  getCategoryBySlug,
  listItemsInCategory,
  queryCategories,
  searchCategories,
  updateCategory,
  type CategoriesQueryBuilder,
} from './categories';
export { STORES_TREE } from './tree';
export { inCategory, type InCategoryFilter } from './category-filter';
export {
  CategoryFilterError,
  EmptyCategoryFilterError,
  isCategoryFilterError,
  isEmptyCategoryFilterError,
} from './errors';
export type {
  CategoryQueryFields,
  InventoryItemQueryFieldsV3,
  ProductQueryFieldsV3,
  VariantQueryFieldsV3,
} from './query-fields';
export type * from './types/common';
export type * from './types/product';
export type * from './types/variant';
export type * from './types/category';
export type * from './types/versioning';
export type * from './types/inventory';
export type * from './types/requests';
export type * from './search-filter';
export type { CursorResult, Cursors } from '@vitrine/query';
