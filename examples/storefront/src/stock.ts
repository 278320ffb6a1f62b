import type { Cart } from '@vitrine/cart/v2';
import type { ShopProduct, ShopVariant } from '@vitrine/sdk';

/**
 * How many of a product (or of its chosen variant) are left, when the store answers it with the product (the model's
 * `stock.quantity`); `undefined` when it does not (then the platform decides at checkout).
 */
export function stockLeft(product: ShopProduct, variant: ShopVariant | undefined): number | undefined {
  const quantity = variant ? variant.stock.quantity : product.options.length === 0 ? product.stock.quantity : undefined;
  return quantity === undefined ? undefined : Math.max(0, quantity);
}

/**
 * How many of this product (this variant, when it has options) the cart already holds: its lines name the product
 * by `catalogItemId` and the variant by its id or, for a Catalog V1 product whose variants are not managed, by its
 * choices (as `addProductToCart` named it).
 */
export function inCart(cart: Cart | null | undefined, product: ShopProduct, variant: ShopVariant | undefined): number {
  const lines = (cart?.lineItems ?? []).filter((line) => {
    const reference = line.source?.catalogReference;
    if (reference?.catalogItemId !== product.id) return false;
    if (product.options.length === 0) return true;
    if (!variant) return false;
    if (reference.options?.variantId !== undefined) return reference.options.variantId === variant.id;
    const chosen = reference.options?.options ?? {};
    return Object.entries(variant.choices).every(([name, value]) => chosen[name] === value);
  });
  return lines.reduce((sum, line) => sum + (line.quantityInfo?.requestedQuantity ?? 0), 0);
}
