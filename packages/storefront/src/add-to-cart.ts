import { addLineItemsToCurrentCart, STORES_APP_ID, type CartResponse, type CatalogReference } from '@vitrine/cart/v2';
import { ConfigError, type CallOptions, type Client } from '@vitrine/http';
import { chooseVariant } from './choose-variant';
import { ChoiceMissingError, VariantUnavailableError } from './errors';
import { readProduct } from './products';
import type { ShopProduct, ShopVariant } from './types/product';

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
 * and a combination (or a variant id) the product does not sell with `VariantUnavailableError`, before any request
 * to the cart. A product from a list (without `variants`) is read whole first. Resolves to Cart V2's answer,
 * `{ cart }`.
 */
export async function addProductToCart(
  client: Client,
  product: ShopProduct,
  input: AddProductToCartInput = {},
  options: CallOptions = {},
): Promise<CartResponse> {
  const { choices, variantId, quantity = 1 } = input;
  if (!Number.isInteger(quantity) || quantity < 1)
    throw new ConfigError(`addProductToCart needs quantity as a whole number of at least 1; got ${String(quantity)}.`);
  if (variantId === undefined) {
    // Checked on the product's options, which a list's products have too: no request for an incomplete choice.
    const missing = product.options.map((option) => option.name).filter((name) => !choices?.[name]);
    if (missing.length > 0) throw new ChoiceMissingError(product.id, missing);
  }
  const whole = product.variants ? product : await readProduct(client, { id: product.id }, options, false);
  const variant = whole && resolve(whole, choices, variantId);
  if (!whole || !variant) throw new VariantUnavailableError(product.id, choices, variantId);
  const catalogReference: CatalogReference = {
    catalogItemId: whole.id,
    appId: STORES_APP_ID,
    ...(whole.cartBy === 'variant'
      ? { options: { variantId: variant.id } }
      : whole.options.length > 0
        ? { options: { options: { ...variant.choices } } }
        : {}),
  };
  return addLineItemsToCurrentCart(client, { catalogItems: [{ catalogReference, quantity }] }, options);
}

function resolve(
  product: ShopProduct,
  choices: Record<string, string> | undefined,
  variantId: string | undefined,
): ShopVariant | undefined {
  if (variantId !== undefined) return product.variants?.find((variant) => variant.id === variantId && variant.visible);
  return chooseVariant(product, choices ?? {}).variant;
}
