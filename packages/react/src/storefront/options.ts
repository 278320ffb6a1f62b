import {
  shopCategories,
  shopCategory,
  shopProduct,
  shopProducts,
  type ProductList,
  type ShopCategory,
  type ShopProduct,
  type ShopProductRef,
  type ShopProductsQuery,
} from '@vitrine/storefront';
import type { Client } from '@vitrine/http';
import { vitrineKeys } from '../keys';
import { vitrineQueryOptions } from '../query-options';

// The storefront model (`@vitrine/storefront`): the same answers on a Catalog V1 and a Catalog V3 store, as plain
// data, so a server's prefetch hydrates as it is. The catalogue changes rarely: fresh for a minute, as the V1 reads.
const SHOP_STALE_MS = 60_000;

/** A page of products (`shopProducts`); the key is the query, so equal queries share one request. */
export function shopProductsQueryOptions(client: Client, query: ShopProductsQuery = {}) {
  return vitrineQueryOptions<ProductList>({
    queryKey: vitrineKeys.shopProducts(query),
    queryFn: ({ signal }) => shopProducts(client, query, { signal }),
    staleTime: SHOP_STALE_MS,
  });
}

/** One product with its variants (`shopProduct`), by `{ slug }` or `{ id }`; `null` when the store has none. */
export function shopProductQueryOptions(client: Client, ref: ShopProductRef) {
  return vitrineQueryOptions<ShopProduct | null>({
    queryKey: vitrineKeys.shopProduct(ref),
    queryFn: ({ signal }) => shopProduct(client, ref, { signal }),
    staleTime: SHOP_STALE_MS,
  });
}

/** The visible categories (`shopCategories`): V1 collections and V3 categories alike. */
export function shopCategoriesQueryOptions(client: Client) {
  return vitrineQueryOptions<ShopCategory[]>({
    queryKey: vitrineKeys.shopCategories,
    queryFn: ({ signal }) => shopCategories(client, { signal }),
    staleTime: SHOP_STALE_MS,
  });
}

/** One category by slug (`shopCategory`); `null` when the store has none. */
export function shopCategoryQueryOptions(client: Client, slug: string) {
  return vitrineQueryOptions<ShopCategory | null>({
    queryKey: vitrineKeys.shopCategory(slug),
    queryFn: ({ signal }) => shopCategory(client, slug, { signal }),
    staleTime: SHOP_STALE_MS,
  });
}
