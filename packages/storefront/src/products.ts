import type { CallOptions, Client } from '@vitrine/http';
import type { ProductList, ShopProductsQuery } from './types/list';
import type { ShopProduct } from './types/product';

/** Which product `shopProduct` reads: by its slug (a product page's URL) or by its id. */
export type ShopProductRef = { slug: string; id?: undefined } | { id: string; slug?: undefined };

/**
 * One page of visible products: searched, filtered by category, sorted and paged alike on both catalog versions.
 * The products carry no `variants` (neither version's list reads have them); `shopProduct` reads one whole.
 */
export async function shopProducts(
  client: Client,
  query: ShopProductsQuery = {},
  options?: CallOptions,
): Promise<ProductList> {
  void client;
  void query;
  void options;
  throw new Error('shopProducts: not yet');
}

/**
 * One visible product with its variants, options, prices, stock and media, by slug or id; `null` when the store
 * has no such visible product.
 */
export async function shopProduct(
  client: Client,
  ref: ShopProductRef,
  options?: CallOptions,
): Promise<ShopProduct | null> {
  void client;
  void ref;
  void options;
  throw new Error('shopProduct: not yet');
}
