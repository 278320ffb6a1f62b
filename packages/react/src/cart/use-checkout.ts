'use client';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { createCheckoutFromCurrentCart, type CreateCheckoutFromCurrentCartOptions } from '@vitrine/cart';
import { createRedirectSession } from '@vitrine/redirects';
import { useVitrineContext } from '../context';
import type { VitrineError } from '../errors';

export interface CheckoutInput extends Partial<CreateCheckoutFromCurrentCartOptions> {
  /** Where the hosted checkout sends the buyer back when they leave it. */
  postFlowUrl: string;
  /** Where it sends the buyer after paying; default the platform's own thank-you page. */
  thankYouPageUrl?: string;
}

export interface CheckoutResult {
  checkoutId: string;
  /** The hosted checkout page: send the browser there. */
  redirectUrl: string;
}

/** Creates a checkout from the current cart (channel `WEB` unless given) and its redirect session. */
export function useCheckout(): UseMutationResult<CheckoutResult, VitrineError, CheckoutInput> {
  const { client, queryClient, cartQueue } = useVitrineContext();
  return useMutation<CheckoutResult, VitrineError, CheckoutInput>(
    {
      mutationFn: async ({ postFlowUrl, thankYouPageUrl, channelType = 'WEB', ...checkout }) => {
        // Queued: the checkout is made from the cart after every change the buyer already made.
        const { checkoutId } = await cartQueue(() =>
          createCheckoutFromCurrentCart(client, { ...checkout, channelType }),
        );
        const { redirectSession } = await createRedirectSession(client, {
          ecomCheckout: { checkoutId },
          callbacks: { postFlowUrl, thankYouPageUrl },
        });
        return { checkoutId, redirectUrl: redirectSession.fullUrl };
      },
    },
    queryClient,
  );
}
