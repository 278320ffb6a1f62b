import type { ShopProduct } from './product';

/**
 * The orders a list can be sorted in: the store's own order (`featured`, the merchant's), by name, by price (the
 * cheapest variant's) and newest first.
 */
export type ShopSort = 'featured' | 'name' | 'price-asc' | 'price-desc' | 'newest';

/** What `shopProducts` lists. Send the same query again with a page's `nextCursor` for the next page. */
export interface ShopProductsQuery {
  /** Free text the product's name (and, where the store searches it, its description) must match. */
  search?: string;
  /** Only products of this category (`ShopCategory.id`). */
  categoryId?: string;
  /** `featured` by default. */
  sort?: ShopSort;
  /** Products per page, 1 to 100; 20 by default. */
  pageSize?: number;
  /** A page's `nextCursor` or `prevCursor`; absent for the first page. */
  cursor?: string;
  /**
   * Also count every matching product (`ProductList.total`) on a store that does not answer the count with the
   * page: on Catalog V3 one Count Products beside the search (V1 answers it with the page, at no cost).
   */
  withTotal?: boolean;
}

/** One page of products. Plain data. */
export interface ProductList {
  products: ShopProduct[];
  /** 1 for the first page. */
  page: number;
  pageSize: number;
  /** Every matching product: on Catalog V1 always (the page answers it), on V3 when the query asks `withTotal`. */
  total?: number;
  /** The cursor of the next page, when there is one. */
  nextCursor?: string;
  /** The cursor of the previous page, when there is one. */
  prevCursor?: string;
}
