'use client';
import {
  addCouponToCurrentCart,
  addLineItemsToCurrentCart,
  deleteCurrentCart,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  updateCurrentCart,
  updateLineItemsInCurrentCart,
  type AddLineItemsToCurrentCartOptions,
  type Cart,
  type CartResponse,
  type UpdateLineItemsInCurrentCartOptions,
} from '@vitrine/cart/v2';
import { useCartChange, type CartMutation } from './cart-change';
import { withoutLines, withQuantities } from './optimistic';

export type { CartMutation } from './cart-change';

// Cart V2 answers every change with `{ cart }`; the platform always sends the cart (its SDK types it as present).
const cartOf = ({ cart }: CartResponse): Cart => cart ?? {};

/**
 * `mutateAsync({ catalogItems, customItems })` → the new cart. A product with variants needs
 * `catalogReference.options.variantId`: without it the change rejects with the platform's refusal, which
 * `isVariantRequiredError` recognises.
 */
export const useAddToCart = (): CartMutation<AddLineItemsToCurrentCartOptions> =>
  useCartChange((client, items: AddLineItemsToCurrentCartOptions) =>
    addLineItemsToCurrentCart(client, items).then(cartOf),
  );

/**
 * `mutateAsync({ lineItems: [{ lineItemId, quantity: { newQuantity } }] })` → the new cart. The cache shows the new
 * quantities at once (so a second tap reads them); prices and the subtotal follow with the answer. A `newQuantity`
 * below 1 rejects with `InvalidQuantityError` and sends nothing: a line leaves with `useRemoveLineItems`.
 */
export const useUpdateLineItemQuantity = (): CartMutation<UpdateLineItemsInCurrentCartOptions> =>
  useCartChange(
    (client, update: UpdateLineItemsInCurrentCartOptions) => updateLineItemsInCurrentCart(client, update).then(cartOf),
    withQuantities,
  );

/** `mutateAsync(lineItemIds)` → the new cart; the lines leave the cache at once. */
export const useRemoveLineItems = (): CartMutation<string[]> =>
  useCartChange(
    (client, lineItemIds: string[]) => removeLineItemsFromCurrentCart(client, lineItemIds).then(cartOf),
    withoutLines,
  );

/** `mutateAsync(couponCode)` → the new cart, with the coupon in `coupons`. */
export const useApplyCoupon = (): CartMutation<string> =>
  useCartChange((client, code: string) => addCouponToCurrentCart(client, { code }).then(cartOf));

/** `mutateAsync(couponId)` (`cart.coupons[0]._id`) → the new cart. */
export const useRemoveCoupon = (): CartMutation<string> =>
  useCartChange((client, couponId: string) => removeCouponFromCurrentCart(client, couponId).then(cartOf));

/** `mutateAsync(cart)` → the new cart: sets the fields given (note, `deliveryInfo`, `customerInfo`, …). */
export const useUpdateCart = (): CartMutation<Cart> =>
  useCartChange((client, cart: Cart) => updateCurrentCart(client, cart).then(cartOf));

/** `mutateAsync()` → `null`: the visitor has no cart any more. */
export const useDeleteCart = (): CartMutation<void, null> =>
  useCartChange(async (client) => {
    await deleteCurrentCart(client);
    return null;
  });
