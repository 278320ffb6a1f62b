'use client';
import { notifyManager, useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { Cart } from '@vitrine/cart/v2';
import type { Client } from '@vitrine/http';
import { useVitrineContext } from '../context';
import type { VitrineError } from '../errors';
import { vitrineKeys } from '../keys';
import { announceCartChange } from './cart-across-tabs';
import { dropEstimates, estimatesFollow, hasLines, stopEstimates } from './estimates';

export type CartMutation<V, R = Cart> = UseMutationResult<R, VitrineError, V>;

// TanStack runs the mutations of one scope one after another, in the order they were made.
const CART_SCOPE = { id: 'vitrine.cart' };

/**
 * A cart change: shown at once when `optimistic` says how, sent behind every other cart call of the client (the
 * cart queue), its answer shown only if no later change is pending (an earlier answer would undo the later
 * changes on screen), and on a failure the server's last word comes back unless a later change is pending.
 */
export function useCartChange<V, R extends Cart | null>(
  call: (client: Client, variables: V) => Promise<R>,
  optimistic?: (cart: Cart, variables: V) => Cart,
): CartMutation<V, R> {
  const { client, queryClient, cartQueue, serverCart, cartTabs } = useVitrineContext();
  // Counts this change itself: a mutation is pending from before its onMutate until after its onError/onSuccess.
  const isOnlyPendingChange = () => queryClient.isMutating({ mutationKey: vitrineKeys.cartChanges }) === 1;
  return useMutation<R, VitrineError, V>(
    {
      mutationKey: vitrineKeys.cartChanges,
      scope: CART_SCOPE,
      onMutate: async (variables) => {
        const first = isOnlyPendingChange();
        // A cart read answered now would describe the cart before this change.
        await queryClient.cancelQueries({ queryKey: vitrineKeys.currentCart });
        const cart = queryClient.getQueryData<Cart | null>(vitrineKeys.currentCart);
        // With no change pending, the cache is the server's word.
        if (first) serverCart.cart = cart;
        if (!optimistic || !cart) return;
        const shown = optimistic(cart, variables);
        if (hasLines(shown)) return void queryClient.setQueryData(vitrineKeys.currentCart, shown);
        // The last line removed: its discount and totals leave with it in the same render, not with the answer.
        await stopEstimates(queryClient);
        notifyManager.batch(() => {
          dropEstimates(queryClient);
          queryClient.setQueryData(vitrineKeys.currentCart, shown);
        });
      },
      mutationFn: (variables) =>
        cartQueue(async () => {
          const cart = await call(client, variables);
          serverCart.cart = cart;
          announceCartChange(cartTabs);
          if (isOnlyPendingChange()) queryClient.setQueryData(vitrineKeys.currentCart, cart);
          void estimatesFollow(queryClient, cart);
          return cart;
        }),
      onError: () => {
        if (!isOnlyPendingChange()) return;
        if (serverCart.cart === undefined) {
          void queryClient.invalidateQueries({ queryKey: vitrineKeys.currentCart });
        } else if (queryClient.getQueryData(vitrineKeys.currentCart) !== serverCart.cart) {
          queryClient.setQueryData(vitrineKeys.currentCart, serverCart.cart);
        }
      },
    },
    queryClient,
  );
}
