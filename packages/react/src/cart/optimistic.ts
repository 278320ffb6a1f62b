'use client';
import type { Cart, LineItemQuantityUpdate } from '@vitrine/cart';

// Optimistic views of a cart change. Prices are the platform's to compute (discounts, rounding, currencies): the
// lines keep the server's unit prices and the cart its subtotal until the change's answer replaces them.

/** The cart with these quantities set; a quantity of 0 removes the line, as the platform does. */
export function withQuantities(cart: Cart, updates: LineItemQuantityUpdate[]): Cart {
  const quantities = new Map(updates.map(({ _id, quantity }) => [_id, quantity]));
  return {
    ...cart,
    lineItems: cart.lineItems.flatMap((line) => {
      const quantity = quantities.get(line._id);
      if (quantity === undefined) return [line];
      return quantity > 0 ? [{ ...line, quantity }] : [];
    }),
  };
}

/** The cart without these lines. */
export function withoutLines(cart: Cart, lineItemIds: string[]): Cart {
  return { ...cart, lineItems: cart.lineItems.filter((line) => !lineItemIds.includes(line._id)) };
}
