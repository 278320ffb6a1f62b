import type { CallOptions, Client, Method, Shape } from '@vitrine/http';
import { InvalidQuantityError } from './errors';
import { CART_V2, CURRENT_CART_V2 } from './service';
import { cartEnvelope, createInput, itemsInput, summaryEnvelope, updateInput } from './shapes';
import type { Cart } from './types/cart';
import type {
  AddLineItemsToCurrentCartOptions,
  CalculateCurrentCartOptions,
  CartResponse,
  CouponInput,
  CreateCurrentCartOptions,
  DeliveryMethodInput,
  EstimateCurrentCartOptions,
  GiftCardInput,
  UpdateFormSubmissionsInCurrentCartOptions,
  UpdateLineItemsInCurrentCartOptions,
} from './types/requests';
import type { CartWithSummary } from './types/summary';

// The platform SDK's `currentCartV2`, call for call: same paths, same bodies, same answers (`{ cart }`).

/** Sends one call on the current cart; every one answers `{ cart }` (the platform SDK passes that envelope on). */
function currentCartCall<T = CartResponse>(
  client: Client,
  method: Method,
  path: string,
  body: object | undefined,
  options: CallOptions | undefined,
  request?: Shape,
  response: Shape = cartEnvelope,
): Promise<T> {
  return client.request<T>(
    {
      method,
      service: CART_V2,
      path: CURRENT_CART_V2 + path,
      body,
      request,
      response,
      entity: 'cart',
      // A GET of the current cart must see the writes before it: never the read-only host.
      readOnlyHost: false,
    },
    options,
  );
}

/** Creates the visitor's current cart, with items, coupons, a delivery method and gift cards if given. */
export function createCurrentCart(
  client: Client,
  create: CreateCurrentCartOptions = {},
  options?: CallOptions,
): Promise<CartResponse> {
  const { cart, catalogItems, customItems, coupons, deliveryMethod, giftCards } = create;
  const body = { cart, catalogItems, customItems, coupons, deliveryMethod, giftCards };
  return currentCartCall(client, 'POST', '', body, options, createInput);
}

/** The visitor's current cart, read from `host` (never `readOnlyHost`), so it sees the writes before it. */
export function getCurrentCart(client: Client, options?: CallOptions): Promise<CartResponse> {
  return currentCartCall(client, 'GET', '', undefined, options);
}

/** Sets fields such as the note or the delivery address; lists (lines, coupons, gift cards) have their own calls. */
export function updateCurrentCart(client: Client, cart: Cart, options?: CallOptions): Promise<CartResponse> {
  return currentCartCall(client, 'PATCH', '', { cart }, options, updateInput);
}

/** Deletes the visitor's current cart; resolves to nothing. */
export async function deleteCurrentCart(client: Client, options?: CallOptions): Promise<void> {
  await client.request({ method: 'DELETE', service: CART_V2, path: CURRENT_CART_V2 }, options);
}

/** Re-reads prices, stock and discounts, so the cart is up to date with the catalogue. */
export function refreshCurrentCart(client: Client, options?: CallOptions): Promise<CartResponse> {
  return currentCartCall(client, 'POST', '/refresh', {}, options);
}

/** Prices the whole cart (lines, discounts, delivery, tax, fees): `{ cart, summary }`. */
export function calculateCurrentCart(
  client: Client,
  calculate: CalculateCurrentCartOptions = {},
  options?: CallOptions,
): Promise<CartWithSummary> {
  const { refreshCart } = calculate;
  return currentCartCall(client, 'POST', '/calculate', { refreshCart }, options, undefined, summaryEnvelope);
}

/** Prices the parts switched on (delivery, fees, tax, gift cards), for a preview: `{ cart, summary }`. */
export function estimateCurrentCart(
  client: Client,
  estimate: EstimateCurrentCartOptions = {},
  options?: CallOptions,
): Promise<CartWithSummary> {
  const {
    refreshCart,
    validationConfig,
    calculateDelivery,
    calculateAdditionalFees,
    calculateTax,
    calculateGiftCards,
  } = estimate;
  const body = {
    refreshCart,
    validationConfig,
    calculateDelivery,
    calculateAdditionalFees,
    calculateTax,
    calculateGiftCards,
  };
  return currentCartCall(client, 'POST', '/estimate', body, options, undefined, summaryEnvelope);
}

/**
 * Adds catalogue items (`{ catalogReference, quantity }`) and custom items; creates the cart when there is none.
 * A product with variants sent without `catalogReference.options.variantId` is refused: `isVariantRequiredError`.
 */
export function addLineItemsToCurrentCart(
  client: Client,
  items: AddLineItemsToCurrentCartOptions = {},
  options?: CallOptions,
): Promise<CartResponse> {
  const { catalogItems, customItems } = items;
  return currentCartCall(client, 'POST', '/add-line-items', { catalogItems, customItems }, options, itemsInput);
}

/** Removes lines by their `_id`. */
export function removeLineItemsFromCurrentCart(
  client: Client,
  lineItemIds: string[],
  options?: CallOptions,
): Promise<CartResponse> {
  return currentCartCall(client, 'POST', '/remove-line-items', { lineItemIds }, options);
}

/**
 * Changes lines: `{ lineItems: [{ lineItemId, quantity: { newQuantity } }] }`. A `newQuantity` that is not a whole
 * number of at least 1 rejects with `InvalidQuantityError` and sends nothing.
 */
export async function updateLineItemsInCurrentCart(
  client: Client,
  update: UpdateLineItemsInCurrentCartOptions,
  options?: CallOptions,
): Promise<CartResponse> {
  const { lineItems } = update;
  for (const { lineItemId, quantity } of lineItems) {
    const value = quantity?.newQuantity;
    if (quantity && !(Number.isInteger(value) && value! >= 1)) throw new InvalidQuantityError(lineItemId, value);
  }
  return currentCartCall(client, 'POST', '/update-line-items', { lineItems }, options);
}

/** Applies a coupon by its code (one per cart). */
export function addCouponToCurrentCart(
  client: Client,
  coupon: CouponInput,
  options?: CallOptions,
): Promise<CartResponse> {
  return currentCartCall(client, 'POST', '/add-coupon', { coupon }, options);
}

/** Removes a coupon by its `_id` (`cart.coupons[0]._id`). */
export function removeCouponFromCurrentCart(
  client: Client,
  couponId: string,
  options?: CallOptions,
): Promise<CartResponse> {
  return currentCartCall(client, 'POST', '/remove-coupon', { couponId }, options);
}

/** Sets the delivery method by its code. */
export function setDeliveryMethodForCurrentCart(
  client: Client,
  deliveryMethod: DeliveryMethodInput,
  options?: CallOptions,
): Promise<CartResponse> {
  return currentCartCall(client, 'POST', '/set-delivery-method', { deliveryMethod }, options);
}

/** Removes the delivery method. */
export function removeDeliveryMethodFromCurrentCart(client: Client, options?: CallOptions): Promise<CartResponse> {
  return currentCartCall(client, 'POST', '/remove-delivery-method', {}, options);
}

/** Adds a gift card by its code (one per cart); its balance pays part or all of the total at checkout. */
export function addGiftCardToCurrentCart(
  client: Client,
  giftCard: GiftCardInput,
  options?: CallOptions,
): Promise<CartResponse> {
  return currentCartCall(client, 'POST', '/add-gift-card', { giftCard }, options);
}

/** Removes a gift card by its `_id` (`cart.paymentInfo.giftCards[0]._id`). */
export function removeGiftCardFromCurrentCart(
  client: Client,
  giftCardId: string,
  options?: CallOptions,
): Promise<CartResponse> {
  return currentCartCall(client, 'POST', '/remove-gift-card', { giftCardId }, options);
}

/** Links form submissions (a catalogue's per-line forms) to the cart's lines. */
export function updateFormSubmissionsInCurrentCart(
  client: Client,
  update: UpdateFormSubmissionsInCurrentCartOptions = {},
  options?: CallOptions,
): Promise<CartResponse> {
  const { formSubmissions } = update;
  return currentCartCall(client, 'POST', '/update-forms-submission', { formSubmissions }, options);
}
