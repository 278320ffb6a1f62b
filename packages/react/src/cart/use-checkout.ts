'use client';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { createCheckoutRedirect, updateCurrentCart, type Cart } from '@vitrine/cart/v2';
import type { Preferences } from '@vitrine/redirects';
import { useVitrineContext } from '../context';
import type { VitrineError } from '../errors';
import { vitrineKeys } from '../keys';
import { announceCartChange } from './cart-across-tabs';
import { currentCartOrNull } from './options';

export interface CheckoutInput {
  /** Where the hosted checkout sends the buyer back when they leave it. */
  postFlowUrl: string;
  /** Where it sends the buyer after paying; default the platform's own thank-you page. */
  thankYouPageUrl?: string;
  /** Fields to set on the cart first, in the same request that reads it (`deliveryInfo`, `customerInfo`, a note). */
  cart?: Cart;
  /** The redirect session's preferences (`useGenericWixPages`, …). */
  preferences?: Preferences;
}

export interface CheckoutResult {
  /** The cart's `_id`: in Cart V2 the cart's id is its checkout's. */
  checkoutId: string;
  /** The hosted checkout page: send the browser there. */
  redirectUrl: string;
}

/**
 * Hands the current cart to the hosted checkout: reads it (or updates it with `cart`) after every pending change,
 * then creates the redirect session with the cart's id as the checkout id (`createCheckoutRedirect`). A cart with
 * lines the platform cannot sell rejects with `UnsellableLinesError`, one without lines with `EmptyCartError`, both
 * before a session is made.
 */
export function useCheckout(): UseMutationResult<CheckoutResult, VitrineError, CheckoutInput> {
  const { client, queryClient, cartQueue, serverCart, cartTabs } = useVitrineContext();
  return useMutation<CheckoutResult, VitrineError, CheckoutInput>(
    {
      mutationFn: async ({ postFlowUrl, thankYouPageUrl, cart: update, preferences }) => {
        // Queued: the checkout gets the cart after every change the buyer already made, as the platform has it now
        // (a line may have sold out since the page read it).
        const cart = await cartQueue(async () => {
          const read = update
            ? ((await updateCurrentCart(client, update)).cart ?? null)
            : await currentCartOrNull(client);
          if (update) announceCartChange(cartTabs);
          serverCart.cart = read;
          if (!queryClient.isMutating({ mutationKey: vitrineKeys.cartChanges })) {
            queryClient.setQueryData(vitrineKeys.currentCart, read);
          }
          return read;
        });
        const { redirectSession } = await createCheckoutRedirect(client, cart ?? {}, {
          callbacks: { postFlowUrl, thankYouPageUrl },
          preferences,
        });
        return { checkoutId: cart?._id ?? '', redirectUrl: redirectSession.fullUrl };
      },
    },
    queryClient,
  );
}
