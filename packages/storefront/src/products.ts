import type { CallOptions, Client } from '@vitrine/http';
import { listQuery } from './list-query';
import { searchedList } from './searched-list';
import type { ProductList, ShopProductsQuery } from './types/list';
import type { ShopProduct, ShopProductRef } from './types/product';
import { v1Product, v1Products } from './v1/side';
import { v3Product, v3Products } from './v3/side';
import { catalogVersion } from './version';

/**
 * One page of visible products: searched, filtered by category, sorted and paged alike on both catalog versions.
 * A search keeps the products whose name, brand or ribbon has every word, in any order (`searchedList`).
 * The products carry no `variants` (neither version's list reads have them); `shopProduct` reads one whole.
 * A query the model cannot send (an unknown sort, a page size outside 1–100, a cursor it did not write) throws
 * `ConfigError` before any request.
 */
export async function shopProducts(
  client: Client,
  query: ShopProductsQuery = {},
  options: CallOptions = {},
): Promise<ProductList> {
  const checked = listQuery(query);
  const version = await catalogVersion(client, options);
  const read = version === 'V3_CATALOG' ? v3Products : v1Products;
  return checked.search ? searchedList(read, client, checked, options) : read(client, checked, options);
}

/**
 * One visible product with its variants, options, prices, stock and media, by slug or id; `null` when the store
 * has no such visible product.
 */
export async function shopProduct(
  client: Client,
  ref: ShopProductRef,
  options: CallOptions = {},
): Promise<ShopProduct | null> {
  return readProduct(client, ref, options, true);
}

/** `shopProduct`, and without Catalog V3's stock quantities (no inventory read) when `quantities` is false. */
export async function readProduct(
  client: Client,
  ref: ShopProductRef,
  options: CallOptions,
  quantities: boolean,
): Promise<ShopProduct | null> {
  const version = await catalogVersion(client, options);
  return version === 'V3_CATALOG' ? v3Product(client, ref, options, quantities) : v1Product(client, ref, options);
}
