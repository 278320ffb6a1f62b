import { type CallOptions, type Client } from '@vitrine/http';
import { CART_V2 } from './service';
import { cartEnvelope } from './shapes';
import type { Cart } from './types/cart';
import type { CartResponse, GetCheckoutUrlOptions, GetCheckoutUrlResponse } from './types/requests';

// The platform SDK's `cartV2` by id, where a shop needs it. The id goes in the path only (the platform SDK echoes
// it in the query or body too; the path already carries it).

/** A cart by its `_id`; resolves to the cart itself, as the platform SDK's `cartV2.getCart` does. */
export async function getCart(client: Client, cartId: string, options?: CallOptions): Promise<Cart> {
  const { cart } = await client.request<CartResponse>(
    {
      method: 'GET',
      service: CART_V2,
      path: '/v2/carts/{cartId}',
      pathParams: { cartId },
      response: cartEnvelope,
      entity: 'cart',
      // A cart changes under its id: read it where it was written.
      readOnlyHost: false,
    },
    options,
  );
  return cart!;
}

/** The URL of the cart's checkout page (the hosted checkout, or the site's `customCheckoutUrl`): `{ checkoutUrl }`. */
export function getCheckoutUrl(
  client: Client,
  cartId: string,
  checkout: GetCheckoutUrlOptions = {},
  options?: CallOptions,
): Promise<GetCheckoutUrlResponse> {
  const { currencyCode } = checkout;
  return client.request<GetCheckoutUrlResponse>(
    {
      method: 'POST',
      service: CART_V2,
      path: '/v2/carts/{cartId}/get-checkout-url',
      pathParams: { cartId },
      body: { currencyCode },
    },
    options,
  );
}
