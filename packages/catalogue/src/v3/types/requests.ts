import type { CallOptions } from '@vitrine/http';
import type {
  AggregationData,
  ApplicationError,
  BulkActionMetadata,
  CursorPagingMetadata,
  CursorSearch,
  ItemMetadata,
  SearchDetails,
  TreeReference,
} from './common';
import type { Category, CategoryRequestedField, ItemReference } from './category';
import type {
  ProductSearchableField,
  ProductSearchFilter,
  ProductSortField,
  VariantSearchFilter,
  VariantSortField,
} from '../search-filter';
import type { ProductV3, RequestedField, SingleEntityRequestedField, Variant } from './product';
import type { VariantRequestedField, VariantV3 } from './variant';

// The options and answers of the V3 calls, as the platform SDK names them. Every options object also takes the
// client's per-call options (`signal`, `headers`).

/** Get, get by slug, create and update: the extra parts to read back. */
export interface ProductFieldsOptions extends CallOptions {
  fields?: SingleEntityRequestedField[];
}
export type GetProductOptions = ProductFieldsOptions;
export type GetProductBySlugOptions = ProductFieldsOptions;
export type CreateProductOptions = ProductFieldsOptions;
export type UpdateProductOptions = ProductFieldsOptions;

/** Query and search: the extra parts of each product to read. */
export interface QueryProductsOptions extends CallOptions {
  fields?: RequestedField[];
}
export type SearchProductsOptions = QueryProductsOptions;

export interface GetProductBySlugResponse {
  product?: ProductV3;
}

/** A products search: filter, sort, free text, aggregations and cursor paging, typed by the platform's spec. */
export type ProductSearch = CursorSearch<ProductSearchFilter, ProductSortField, ProductSearchableField>;

export interface SearchProductsResponse {
  products?: ProductV3[];
  pagingMetadata?: CursorPagingMetadata;
  aggregationData?: AggregationData;
}

export interface CountProductsOptions extends CallOptions {
  filter?: ProductSearchFilter | null;
  search?: SearchDetails<ProductSearchableField>;
  /** Hidden products too (merchant callers only). */
  returnNonVisibleProducts?: boolean;
}

export interface CountProductsResponse {
  count?: number;
}

export interface BulkProductResult {
  itemMetadata?: ItemMetadata;
  /** With `returnEntity`. */
  item?: ProductV3;
}

export interface BulkProductsResponse {
  results?: BulkProductResult[];
  bulkActionMetadata?: BulkActionMetadata;
}
export type BulkCreateProductsResponse = BulkProductsResponse;
export type BulkUpdateProductsResponse = BulkProductsResponse;

export interface BulkDeleteProductsResponse {
  results?: { itemMetadata?: ItemMetadata }[];
  bulkActionMetadata?: BulkActionMetadata;
}

export interface BulkProductsOptions extends CallOptions {
  /** Answers each product in `results[].item`. */
  returnEntity?: boolean;
  fields?: RequestedField[];
}
export type BulkCreateProductsOptions = BulkProductsOptions;
export type BulkUpdateProductsOptions = BulkProductsOptions;

/** A product to update in bulk: its `_id` and `revision` are required. */
export interface MaskedProduct {
  product: ProductV3 & { _id: string; revision: string };
}

export interface BulkUpdateProductsByFilterOptions extends CallOptions {
  filter?: ProductSearchFilter | null;
  /** The values to set on every matching product. */
  product: ProductV3;
  search?: SearchDetails;
}

export interface BulkDeleteProductsByFilterOptions extends CallOptions {
  search?: SearchDetails;
}

/** The answer of a by-filter bulk call: the platform runs it as a job. */
export interface BulkJobResponse {
  jobId?: string;
}

export interface BulkProductsToCategoriesByFilterOptions extends CallOptions {
  filter?: ProductSearchFilter | null;
  search?: SearchDetails;
  categoryIds: string[];
}

export interface BulkUpdateProductVariantsByFilterOptions extends CallOptions {
  /** The values to set on every variant of the matching products. */
  variant: Variant;
  search?: SearchDetails<ProductSearchableField>;
}

/** A change of a price: an amount (a decimal string, negative to lower it) or a percentage. */
export interface AdjustValue {
  amount?: string;
  percentage?: number;
}

export interface BulkAdjustProductVariantsByFilterOptions extends CallOptions {
  cost?: AdjustValue;
  rounding?: 'NO_ROUNDING' | 'CURRENCY_PRECISION' | 'NEAREST_WHOLE_NUMBER';
  search?: SearchDetails<ProductSearchableField>;
  actualPrice?: AdjustValue;
  compareAtPrice?: AdjustValue;
  /** Sets the actual price this much below the compare-at price. */
  compareAtPriceDiscount?: AdjustValue;
}

/** Variants query and search: the extra parts of each variant to read. */
export interface QueryVariantsOptions extends CallOptions {
  fields?: VariantRequestedField[];
}
export type SearchVariantsOptions = QueryVariantsOptions;

export type VariantSearch = CursorSearch<VariantSearchFilter, VariantSortField, 'productData.name' | 'sku'>;

export interface SearchVariantsResponse {
  variants?: VariantV3[];
  pagingMetadata?: CursorPagingMetadata;
  aggregationData?: AggregationData;
}

/** Categories: the tree (default the stores' tree, {@link STORES_TREE}). */
export interface CategoryTreeOptions extends CallOptions {
  treeReference?: TreeReference;
}

export interface CategoryFieldsOptions extends CallOptions {
  fields?: CategoryRequestedField[];
}
export type GetCategoryOptions = CategoryFieldsOptions;
export type GetCategoryBySlugOptions = CategoryFieldsOptions;

export interface CreateCategoryOptions extends CategoryTreeOptions {
  fields?: CategoryRequestedField[];
}
export type UpdateCategoryOptions = CreateCategoryOptions;

export interface QueryCategoriesOptions extends CategoryTreeOptions {
  /** Hidden categories too (merchant callers only). */
  returnNonVisibleCategories?: boolean;
  fields?: CategoryRequestedField[];
}
export type SearchCategoriesOptions = QueryCategoriesOptions;

export interface GetCategoryBySlugResponse {
  category?: Category;
}

export type CategorySearch = CursorSearch;

export interface SearchCategoriesResponse {
  categories?: Category[];
  pagingMetadata?: CursorPagingMetadata;
  aggregationData?: AggregationData;
}

export interface CountCategoriesOptions extends CategoryTreeOptions {
  filter?: Record<string, unknown> | null;
  search?: SearchDetails;
  returnNonVisibleCategories?: boolean;
}

export interface CountCategoriesResponse {
  count?: number;
}

export interface ListItemsInCategoryOptions extends CallOptions {
  /** The merchant's order of the items instead of the newest first. */
  useCategoryArrangement?: boolean;
  includeItemsFromSubcategories?: boolean;
  cursorPaging?: { limit?: number | null; cursor?: string | null };
}

export interface ListItemsInCategoryResponse {
  items?: ItemReference[];
  pagingMetadata?: {
    count?: number | null;
    offset?: number | null;
    total?: number | null;
    cursors?: { next?: string | null; prev?: string | null };
  };
}

export interface ItemsToCategoryResult {
  itemMetadata?: { item?: ItemReference; originalIndex?: number; success?: boolean; error?: ApplicationError };
}

export interface BulkItemsToCategoryResponse {
  results?: ItemsToCategoryResult[];
  bulkActionMetadata?: BulkActionMetadata;
}
export type BulkAddItemsToCategoryResponse = BulkItemsToCategoryResponse;
export type BulkRemoveItemsFromCategoryResponse = BulkItemsToCategoryResponse;
