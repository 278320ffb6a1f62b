import type { CallOptions, Client } from '@vitrine/http';
import type { ShopCategory } from './types/category';
import { v1Categories, v1Category } from './v1/side';
import { v3Categories, v3Category } from './v3/side';
import { catalogVersion } from './version';

/**
 * The store's visible categories: its collections on Catalog V1 (without the built-in "All Products", which has no
 * V3 counterpart), the categories of the stores tree on V3. Up to 100, in the store's order.
 */
export async function shopCategories(client: Client, options: CallOptions = {}): Promise<ShopCategory[]> {
  const version = await catalogVersion(client, options);
  return (version === 'V3_CATALOG' ? v3Categories : v1Categories)(client, options);
}

/** One visible category by slug; `null` when the store has none. */
export async function shopCategory(
  client: Client,
  slug: string,
  options: CallOptions = {},
): Promise<ShopCategory | null> {
  const version = await catalogVersion(client, options);
  return (version === 'V3_CATALOG' ? v3Category : v1Category)(client, slug, options);
}
