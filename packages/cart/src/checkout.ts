import { CART, type CallOptions, type Client } from '@vitrine/http';
import { CURRENT_CART } from './current-cart';
import { addresses, estimateShape } from './shapes';
import type { EstimateTotalsResponse } from './types/estimate';
import type {
  CreateCheckoutFromCurrentCartOptions,
  CreateCheckoutResponse,
  EstimateCurrentCartTotalsOptions,
} from './types/requests';

/**
 * Prices the current cart with shipping, tax, memberships and discounts, without changing it.
 *
 * @deprecated Replaced by Cart V2 Estimate Current Cart. Use `estimateCurrentCart` from `@vitrine/cart/v2` (or
 * `calculateCurrentCart` for the full price).
 * @targetRemovalDate 2027-02-01
 */
export function estimateCurrentCartTotals(
  client: Client,
  estimate: EstimateCurrentCartTotalsOptions = {},
  options?: CallOptions,
): Promise<EstimateTotalsResponse> {
  const { selectedShippingOption, shippingAddress, billingAddress, selectedMemberships } = estimate;
  return client.request<EstimateTotalsResponse>(
    {
      method: 'POST',
      service: CART,
      path: `${CURRENT_CART}/estimate-totals`,
      body: { selectedShippingOption, shippingAddress, billingAddress, selectedMemberships },
      request: addresses,
      response: estimateShape,
    },
    options,
  );
}

/**
 * Hands the current cart to checkout; resolves to the new checkout's id.
 *
 * @deprecated Cart V2 has no equivalent method: the cart's `_id` is the checkout id. Use `createCheckoutRedirect`
 * from `@vitrine/cart/v2`, which gives `cart._id` to the redirect session as `ecomCheckout.checkoutId`.
 * @targetRemovalDate 2027-02-01
 */
export async function createCheckoutFromCurrentCart(
  client: Client,
  checkout: CreateCheckoutFromCurrentCartOptions,
  options?: CallOptions,
): Promise<CreateCheckoutResponse> {
  const { channelType, shippingAddress, billingAddress, selectedShippingOption, email } = checkout;
  const { checkoutId } = await client.request<CreateCheckoutResponse>(
    {
      method: 'POST',
      service: CART,
      path: `${CURRENT_CART}/create-checkout`,
      body: { channelType, shippingAddress, billingAddress, selectedShippingOption, email },
      request: addresses,
    },
    options,
  );
  return { checkoutId };
}
