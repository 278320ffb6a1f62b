import type { CallOptions, Client } from '@vitrine/http';
import type { ShopCategory } from './types/category';

/**
 * The store's visible categories: its collections on Catalog V1 (without the built-in "All Products", which has no
 * V3 counterpart), the categories of the stores tree on V3.
 */
export async function shopCategories(client: Client, options?: CallOptions): Promise<ShopCategory[]> {
  void client;
  void options;
  throw new Error('shopCategories: not yet');
}

/** One visible category by slug; `null` when the store has none. */
export async function shopCategory(client: Client, slug: string, options?: CallOptions): Promise<ShopCategory | null> {
  void client;
  void slug;
  void options;
  throw new Error('shopCategory: not yet');
}
