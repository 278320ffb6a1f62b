'use client';
import {
  addToCurrentCart,
  deleteCurrentCart,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
  type AddToCurrentCartOptions,
  type LineItemQuantityUpdate,
  type UpdateCurrentCartOptions,
} from '@vitrine/cart';
import { useCartChange, type CartMutation } from './cart-change';
import { withoutLines, withQuantities } from './optimistic';

export type { CartMutation } from './cart-change';

/** `mutateAsync({ lineItems, customLineItems })` → the new cart. */
export const useAddToCart = (): CartMutation<AddToCurrentCartOptions> =>
  useCartChange((client, items: AddToCurrentCartOptions) => addToCurrentCart(client, items));

/**
 * `mutateAsync([{ _id, quantity }])` → the new cart; a quantity of 0 removes the line. The cache shows the new
 * quantities at once (so a second tap reads them); prices and the subtotal follow with the answer.
 */
export const useUpdateLineItemQuantity = (): CartMutation<LineItemQuantityUpdate[]> =>
  useCartChange(
    (client, lineItems: LineItemQuantityUpdate[]) => updateCurrentCartLineItemQuantity(client, lineItems),
    withQuantities,
  );

/** `mutateAsync(lineItemIds)` → the new cart; the lines leave the cache at once. */
export const useRemoveLineItems = (): CartMutation<string[]> =>
  useCartChange((client, lineItemIds: string[]) => removeLineItemsFromCurrentCart(client, lineItemIds), withoutLines);

/** `mutateAsync(couponCode)` → the new cart (an update with `couponCode`). */
export const useApplyCoupon = (): CartMutation<string> =>
  useCartChange((client, couponCode: string) => updateCurrentCart(client, { couponCode }));

/** `mutateAsync()` → the new cart. */
export const useRemoveCoupon = (): CartMutation<void> => useCartChange((client) => removeCouponFromCurrentCart(client));

/** `mutateAsync({ cartInfo, couponCode, merchantDiscounts, lineItems, customLineItems, cartFieldmask })` → the new cart. */
export const useUpdateCart = (): CartMutation<UpdateCurrentCartOptions> =>
  useCartChange((client, update: UpdateCurrentCartOptions) => updateCurrentCart(client, update));

/** `mutateAsync()` → `null`: the visitor has no cart any more. */
export const useDeleteCart = (): CartMutation<void, null> =>
  useCartChange(async (client) => {
    await deleteCurrentCart(client);
    return null;
  });
