import type { ShopProduct, ShopVariant } from '@vitrine/sdk';

/**
 * How many of a product (or of its chosen variant) are left, when the store answers it with the product (the model's
 * `stock.quantity`); `undefined` when it does not (then the platform decides at checkout).
 */
export function stockLeft(product: ShopProduct, variant: ShopVariant | undefined): number | undefined {
  const quantity = variant ? variant.stock.quantity : product.options.length === 0 ? product.stock.quantity : undefined;
  return quantity === undefined ? undefined : Math.max(0, quantity);
}
