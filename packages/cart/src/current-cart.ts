import { CART, type CallOptions, type Client, type Method } from '@vitrine/http';
import { cartEnvelope, cartInput } from './shapes';
import type { Cart } from './types/cart';
import type { AddToCurrentCartOptions, LineItemQuantityUpdate, UpdateCurrentCartOptions } from './types/requests';

/** The current cart's path. */
export const CURRENT_CART = '/v1/carts/current';

/** Sends one write on the current cart and unwraps the `{ cart }` it answers with. */
async function cartCall(
  client: Client,
  method: Method,
  path: string,
  body: object,
  options?: CallOptions,
): Promise<Cart> {
  const answer = await client.request<{ cart: Cart }>(
    {
      method,
      service: CART,
      path: CURRENT_CART + path,
      body,
      request: cartInput,
      response: cartEnvelope,
      entity: 'cart',
    },
    options,
  );
  return answer.cart;
}

/**
 * The current visitor's cart; a visitor without one gets an `ApplicationError` with code `OWNED_CART_NOT_FOUND`.
 *
 * @deprecated Replaced by Cart V2 Get Current Cart. Use `getCurrentCart` from `@vitrine/cart/v2` (it resolves
 * to `{ cart }`).
 * @targetRemovalDate 2027-02-01
 */
export async function getCurrentCart(client: Client, options?: CallOptions): Promise<Cart> {
  // Not through cartCall: a read has no body, so a bundle of it needs no request shape. It reads from `host`, never
  // from `readOnlyHost`, so that it sees the writes before it.
  const answer = await client.request<{ cart: Cart }>(
    { method: 'GET', service: CART, path: CURRENT_CART, readOnlyHost: false, response: cartEnvelope, entity: 'cart' },
    options,
  );
  return answer.cart;
}

/**
 * Changes the fields given (or only those `cartFieldmask` names); creates the cart when there is none.
 *
 * @deprecated Replaced by Cart V2 Update Current Cart. Use `updateCurrentCart` from `@vitrine/cart/v2`; a coupon is
 * `addCouponToCurrentCart`, lines are `addLineItemsToCurrentCart` and `updateLineItemsInCurrentCart`.
 * @targetRemovalDate 2027-02-01
 */
export function updateCurrentCart(
  client: Client,
  update: UpdateCurrentCartOptions = {},
  options?: CallOptions,
): Promise<Cart> {
  const { cartInfo, couponCode, merchantDiscounts, lineItems, customLineItems, cartFieldmask } = update;
  const body = { cartInfo, couponCode, merchantDiscounts, lineItems, customLineItems, cartFieldmask };
  return cartCall(client, 'PATCH', '', body, options);
}

/**
 * Deletes the current cart; resolves to nothing.
 *
 * @deprecated Replaced by Cart V2 Delete Current Cart. Use `deleteCurrentCart` from `@vitrine/cart/v2`.
 * @targetRemovalDate 2027-02-01
 */
export async function deleteCurrentCart(client: Client, options?: CallOptions): Promise<void> {
  await client.request({ method: 'DELETE', service: CART, path: CURRENT_CART }, options);
}

/**
 * Adds catalogue and custom line items (quantities of the same item merge); creates the cart when there is none.
 *
 * @deprecated Replaced by Cart V2 Add Line Items To Current Cart. Use `addLineItemsToCurrentCart` from
 * `@vitrine/cart/v2` (`catalogItems` instead of `lineItems`).
 * @targetRemovalDate 2027-02-01
 */
export function addToCurrentCart(
  client: Client,
  items: AddToCurrentCartOptions = {},
  options?: CallOptions,
): Promise<Cart> {
  const { lineItems, customLineItems } = items;
  return cartCall(client, 'POST', '/add-to-cart', { lineItems, customLineItems }, options);
}

/**
 * Removes line items (catalogue or custom) by their `_id`.
 *
 * @deprecated Replaced by Cart V2 Remove Line Items From Current Cart. Use `removeLineItemsFromCurrentCart` from
 * `@vitrine/cart/v2`.
 * @targetRemovalDate 2027-02-01
 */
export function removeLineItemsFromCurrentCart(
  client: Client,
  lineItemIds: string[],
  options?: CallOptions,
): Promise<Cart> {
  return cartCall(client, 'POST', '/remove-line-items', { lineItemIds }, options);
}

/**
 * Takes the coupon off the cart.
 *
 * @deprecated Replaced by Cart V2 Remove Coupon From Current Cart. Use `removeCouponFromCurrentCart` from
 * `@vitrine/cart/v2` (it takes the coupon's `_id`).
 * @targetRemovalDate 2027-02-01
 */
export function removeCouponFromCurrentCart(client: Client, options?: CallOptions): Promise<Cart> {
  return cartCall(client, 'POST', '/remove-coupon', {}, options);
}

/**
 * Sets the quantity of line items already in the cart; a quantity of 0 removes the item.
 *
 * @deprecated Replaced by Cart V2 Update Line Items In Current Cart. Use `updateLineItemsInCurrentCart` from
 * `@vitrine/cart/v2` (`{ lineItems: [{ lineItemId, quantity: { newQuantity } }] }`).
 * @targetRemovalDate 2027-02-01
 */
export function updateCurrentCartLineItemQuantity(
  client: Client,
  lineItems: LineItemQuantityUpdate[],
  options?: CallOptions,
): Promise<Cart> {
  return cartCall(client, 'POST', '/update-line-items-quantity', { lineItems }, options);
}
