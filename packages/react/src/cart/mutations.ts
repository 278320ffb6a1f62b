'use client';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import {
  addToCurrentCart,
  deleteCurrentCart,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
  type AddToCurrentCartOptions,
  type Cart,
  type LineItemQuantityUpdate,
  type UpdateCurrentCartOptions,
} from '@vitrine/cart';
import type { Client } from '@vitrine/http';
import { useVitrineContext } from '../context';
import type { VitrineError } from '../errors';
import { vitrineKeys } from '../keys';

export type CartMutation<V, R = Cart> = UseMutationResult<R, VitrineError, V>;

/**
 * A cart change: queued behind every other cart call of the client, and its answer written into the cache
 * inside the queue, so an earlier answer can never overwrite a later one or bring back a removed line.
 */
function useCartMutation<V, R extends Cart | null>(
  call: (client: Client, variables: V) => Promise<R>,
): CartMutation<V, R> {
  const { client, queryClient, cartQueue } = useVitrineContext();
  return useMutation<R, VitrineError, V>(
    {
      mutationFn: (variables) =>
        cartQueue(async () => {
          const cart = await call(client, variables);
          queryClient.setQueryData(vitrineKeys.currentCart, cart);
          void queryClient.invalidateQueries({ queryKey: vitrineKeys.estimates });
          return cart;
        }),
    },
    queryClient,
  );
}

/** `mutateAsync({ lineItems, customLineItems })` → the new cart. */
export const useAddToCart = (): CartMutation<AddToCurrentCartOptions> =>
  useCartMutation((client, items: AddToCurrentCartOptions) => addToCurrentCart(client, items));

/** `mutateAsync([{ _id, quantity }])` → the new cart; a quantity of 0 removes the line. */
export const useUpdateLineItemQuantity = (): CartMutation<LineItemQuantityUpdate[]> =>
  useCartMutation((client, lineItems: LineItemQuantityUpdate[]) =>
    updateCurrentCartLineItemQuantity(client, lineItems),
  );

/** `mutateAsync(lineItemIds)` → the new cart. */
export const useRemoveLineItems = (): CartMutation<string[]> =>
  useCartMutation((client, lineItemIds: string[]) => removeLineItemsFromCurrentCart(client, lineItemIds));

/** `mutateAsync(couponCode)` → the new cart (an update with `couponCode`). */
export const useApplyCoupon = (): CartMutation<string> =>
  useCartMutation((client, couponCode: string) => updateCurrentCart(client, { couponCode }));

/** `mutateAsync()` → the new cart. */
export const useRemoveCoupon = (): CartMutation<void> =>
  useCartMutation((client) => removeCouponFromCurrentCart(client));

/** `mutateAsync({ cartInfo, couponCode, merchantDiscounts, lineItems, customLineItems, cartFieldmask })` → the new cart. */
export const useUpdateCart = (): CartMutation<UpdateCurrentCartOptions> =>
  useCartMutation((client, update: UpdateCurrentCartOptions) => updateCurrentCart(client, update));

/** `mutateAsync()` → `null`: the visitor has no cart any more. */
export const useDeleteCart = (): CartMutation<void, null> =>
  useCartMutation(async (client) => {
    await deleteCurrentCart(client);
    return null;
  });
