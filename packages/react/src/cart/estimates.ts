'use client';
import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@vitrine/cart/v2';
import { vitrineKeys } from '../keys';

const ESTIMATES = { queryKey: vitrineKeys.estimates };

export const hasLines = (cart: Cart | null | undefined): boolean => (cart?.lineItems?.length ?? 0) > 0;

/**
 * Empties every estimate, asking none again. A cart without lines has nothing to price, and a shop that switches
 * the estimate off for an empty cart would otherwise keep showing the removed lines' discount and totals (TanStack
 * keeps a disabled query's data). Await `stopEstimates` first: an estimate under way cannot land afterwards.
 */
export const dropEstimates = (queryClient: QueryClient): void =>
  queryClient
    .getQueryCache()
    .findAll(ESTIMATES)
    .forEach((query) => query.reset());

export const stopEstimates = (queryClient: QueryClient): Promise<void> => queryClient.cancelQueries(ESTIMATES);

/**
 * The estimates follow the server's answer to a cart change: a cart with lines is estimated again; a cart without
 * is dropped, and estimated again only where a shop still shows it (the platform's empty estimate).
 */
export async function estimatesFollow(queryClient: QueryClient, cart: Cart | null | undefined): Promise<void> {
  if (hasLines(cart)) return queryClient.invalidateQueries(ESTIMATES);
  await stopEstimates(queryClient);
  return queryClient.resetQueries(ESTIMATES);
}
