import type { CallOptions, Client } from '@vitrine/http';
import {
  createRedirectSession,
  type Callbacks,
  type CreateRedirectSessionResponse,
  type Preferences,
} from '@vitrine/redirects';
import { EmptyCartError, UnsellableLinesError } from './errors';
import { unsellableLines } from './sellable';
import type { Cart } from './types/cart';

export interface CheckoutRedirectOptions {
  /** Where the hosted checkout sends the buyer back (`postFlowUrl`) and after paying (`thankYouPageUrl`), … */
  callbacks?: Callbacks;
  preferences?: Preferences;
}

/**
 * Hands a Cart V2 to the hosted checkout: a redirect session with `ecomCheckout: { checkoutId: cart._id }` (in
 * Cart V2 the cart's own id is the checkout's; there is no create-checkout call). Send the browser to
 * `redirectSession.fullUrl`. Refused before any request: a cart with lines that cannot be sold
 * (`UnsellableLinesError`, listing them) and a cart without an id or lines (`EmptyCartError`).
 */
export function createCheckoutRedirect(
  client: Client,
  cart: Cart,
  checkout: CheckoutRedirectOptions = {},
  options?: CallOptions,
): Promise<CreateRedirectSessionResponse> {
  if (!cart._id || !cart.lineItems?.length) {
    return Promise.reject(new EmptyCartError('A cart without an id or lines cannot go to checkout'));
  }
  const unsellable = unsellableLines(cart);
  if (unsellable.length) return Promise.reject(new UnsellableLinesError(unsellable));
  const { callbacks, preferences } = checkout;
  return createRedirectSession(client, { ecomCheckout: { checkoutId: cart._id }, callbacks, preferences }, options);
}
