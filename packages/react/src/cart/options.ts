import { vitrineQueryOptions } from '../query-options';
import {
  estimateCurrentCartTotals,
  getCurrentCart,
  type Cart,
  type EstimateCurrentCartTotalsOptions,
  type EstimateTotalsResponse,
} from '@vitrine/cart';
import { isApplicationError, type Client } from '@vitrine/http';
import { vitrineKeys } from '../keys';

/**
 * The cart stays fresh for 30 seconds: every cart change writes its answer into the cache and a new identity
 * invalidates it, so a cart the server prefetched is not read again while the page hydrates (for a new visitor
 * that read is a 404, a red line in the console). After that, focusing the window reads it again (another tab).
 */
export const CART_STALE_MS = 30_000;

/** The current cart, or `null` for a visitor who has none yet (the platform's 404 `OWNED_CART_NOT_FOUND`). */
export async function currentCartOrNull(client: Client, signal?: AbortSignal): Promise<Cart | null> {
  try {
    return await getCurrentCart(client, { signal });
  } catch (error) {
    if (isApplicationError(error) && error.code === 'OWNED_CART_NOT_FOUND') return null;
    throw error;
  }
}

/** Query options of the current cart, for `useQuery` or a server's `prefetchQuery`. */
export function cartQueryOptions(client: Client) {
  return vitrineQueryOptions<Cart | null>({
    queryKey: vitrineKeys.currentCart,
    queryFn: ({ signal }) => currentCartOrNull(client, signal),
    staleTime: CART_STALE_MS,
  });
}

/** Query options of the current cart's estimated totals for these shipping and billing choices. */
export function estimateTotalsQueryOptions(client: Client, input: EstimateCurrentCartTotalsOptions = {}) {
  return vitrineQueryOptions<EstimateTotalsResponse>({
    queryKey: vitrineKeys.estimate(input),
    queryFn: ({ signal }) => estimateCurrentCartTotals(client, input, { signal }),
  });
}
