'use client';
import type { Cart, UpdateLineItemsInCurrentCartOptions } from '@vitrine/cart/v2';

// Optimistic views of a cart change. Prices are the platform's to compute (discounts, rounding, currencies): the
// lines keep the server's unit prices and the cart its subtotal until the change's answer replaces them.

const isQuantity = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1;

/**
 * The cart with these quantities asked for (`quantityInfo.requestedQuantity`), and as much of them confirmed as the
 * line has available. A quantity the platform refuses (not a whole number of at least 1) changes nothing: the call
 * rejects with `InvalidQuantityError` before any request.
 */
export function withQuantities(cart: Cart, update: UpdateLineItemsInCurrentCartOptions): Cart {
  const quantities = new Map(update.lineItems.map(({ lineItemId, quantity }) => [lineItemId, quantity?.newQuantity]));
  return {
    ...cart,
    lineItems: cart.lineItems?.map((line) => {
      const quantity = line._id === undefined ? undefined : quantities.get(line._id);
      if (!isQuantity(quantity)) return line;
      const available = line.quantityInfo?.availableQuantity;
      const confirmedQuantity = typeof available === 'number' ? Math.min(quantity, available) : quantity;
      return { ...line, quantityInfo: { ...line.quantityInfo, requestedQuantity: quantity, confirmedQuantity } };
    }),
  };
}

/** The cart without these lines. */
export function withoutLines(cart: Cart, lineItemIds: string[]): Cart {
  return { ...cart, lineItems: cart.lineItems?.filter((line) => !lineItemIds.includes(line._id ?? '')) };
}
