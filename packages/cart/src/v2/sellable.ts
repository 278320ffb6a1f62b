import type { Cart, LineItem } from './types/cart';

/**
 * The lines the platform accepted but cannot sell: every line whose `status` is set and is not `IN_STOCK`
 * (`PARTIALLY_IN_STOCK`, `OUT_OF_STOCK`, `REMOVED_FROM_CATALOG`). An empty list means checkout may go ahead.
 */
export function unsellableLines(cart: Pick<Cart, 'lineItems'>): LineItem[] {
  return (cart.lineItems ?? []).filter((line) => line.status !== undefined && line.status !== 'IN_STOCK');
}
