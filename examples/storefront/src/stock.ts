import type { Product } from '@vitrine/sdk';

/**
 * How many of a product (or of its chosen variant) are left, when the shop tracks it; `undefined` when it does not
 * count (then the platform decides at checkout).
 */
export function stockLeft(product: Product, variantId: string | undefined): number | undefined {
  if (variantId) {
    const stock = product.variants?.find((variant) => variant._id === variantId)?.stock;
    return stock?.trackQuantity ? Math.max(0, stock.quantity ?? 0) : undefined;
  }
  const hasOptions = (product.productOptions?.length ?? 0) > 0;
  return !hasOptions && product.stock?.trackInventory ? Math.max(0, product.stock.quantity ?? 0) : undefined;
}
