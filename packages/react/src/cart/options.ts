import { vitrineQueryOptions } from '../query-options';
import {
  estimateCurrentCart,
  getCurrentCart,
  type Cart,
  type CartWithSummary,
  type EstimateCurrentCartOptions,
} from '@vitrine/cart/v2';
import { isApplicationError, type Client } from '@vitrine/http';
import { vitrineKeys } from '../keys';

/**
 * The cart stays fresh for 30 seconds: every cart change writes its answer into the cache and a new identity
 * invalidates it, so a cart the server prefetched is not read again while the page hydrates (for a new visitor
 * that read is a 404, a red line in the console). After that, focusing the window reads it again (another tab).
 */
export const CART_STALE_MS = 30_000;

/** The platform's code for a visitor who has no current cart yet (Cart V2 answers it as v1 did). */
const NO_CART = 'OWNED_CART_NOT_FOUND';

/** The current Cart V2, or `null` for a visitor who has none yet (the platform's 404 `OWNED_CART_NOT_FOUND`). */
export async function currentCartOrNull(client: Client, signal?: AbortSignal): Promise<Cart | null> {
  try {
    return (await getCurrentCart(client, { signal })).cart ?? null;
  } catch (error) {
    if (isApplicationError(error) && error.code === NO_CART) return null;
    throw error;
  }
}

/** Query options of the current cart (Cart V2), for `useQuery` or a server's `prefetchQuery`. */
export function cartQueryOptions(client: Client) {
  return vitrineQueryOptions<Cart | null>({
    queryKey: vitrineKeys.currentCart,
    queryFn: ({ signal }) => currentCartOrNull(client, signal),
    staleTime: CART_STALE_MS,
  });
}

/**
 * Query options of the current cart's estimate (`estimateCurrentCart`): `{ cart, summary }` for the parts switched
 * on (`calculateDelivery`, `calculateTax`, …); the delivery is priced for the cart's own `deliveryInfo`.
 */
export function estimateTotalsQueryOptions(client: Client, input: EstimateCurrentCartOptions = {}) {
  return vitrineQueryOptions<CartWithSummary>({
    queryKey: vitrineKeys.estimate(input),
    queryFn: ({ signal }) => estimateCurrentCart(client, input, { signal }),
  });
}
