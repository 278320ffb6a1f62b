import type { CartResponse } from '@vitrine/cart/v2';
import type { CallOptions, Client } from '@vitrine/http';
import type { ShopProduct } from './types/product';

/** What `addProductToCart` adds: the shopper's choices (option name → choice name) or a variant's id. */
export interface AddProductToCartInput {
  choices?: Record<string, string>;
  variantId?: string;
  /** A whole number of at least 1; 1 by default. */
  quantity?: number;
}

/**
 * Adds a product to the visitor's current cart (Cart V2, created when there is none), as the store's catalog
 * version needs it named: by the variant's id, or by the chosen options for a Catalog V1 product whose variants
 * are not managed. The variant is resolved from `choices` first; missing choices reject with `ChoiceMissingError`
 * and a combination (or a variant id) the product does not sell with `VariantUnavailableError`, before any request.
 * A product from a list (without `variants`) is read whole first. Resolves to Cart V2's answer, `{ cart }`.
 */
export async function addProductToCart(
  client: Client,
  product: ShopProduct,
  input: AddProductToCartInput = {},
  options?: CallOptions,
): Promise<CartResponse> {
  void client;
  void product;
  void input;
  void options;
  throw new Error('addProductToCart: not yet');
}
