/**
 * `@vitrine/cart/v2`: Cart V2, the platform's cart after Cart V1's removal (2027-02-01). The current cart, call for
 * call as the platform SDK's `currentCartV2`; a cart and its checkout URL by id; the hand-off to the hosted
 * checkout; and what the platform leaves to the shop: formatted money, line pictures, the lines that block checkout.
 *
 * @packageDocumentation
 */
export {
  addCouponToCurrentCart,
  addGiftCardToCurrentCart,
  addLineItemsToCurrentCart,
  calculateCurrentCart,
  createCurrentCart,
  deleteCurrentCart,
  estimateCurrentCart,
  getCurrentCart,
  refreshCurrentCart,
  removeCouponFromCurrentCart,
  removeDeliveryMethodFromCurrentCart,
  removeGiftCardFromCurrentCart,
  removeLineItemsFromCurrentCart,
  setDeliveryMethodForCurrentCart,
  updateCurrentCart,
  updateFormSubmissionsInCurrentCart,
  updateLineItemsInCurrentCart,
} from './current-cart';
export { getCart, getCheckoutUrl } from './cart-by-id';
export { createCheckoutRedirect, type CheckoutRedirectOptions } from './checkout';
export { unsellableLines } from './sellable';
export { cartCurrency, formatMoney, type FormatMoneyOptions } from './money';
export { lineImage, lineImages, type LineImageSource } from './images';
export {
  EmptyCartError,
  InvalidQuantityError,
  isEmptyCartError,
  isInvalidQuantityError,
  isUnsellableLinesError,
  isVariantRequiredError,
  ITEM_NOT_FOUND_IN_CATALOG,
  UnsellableLinesError,
  variantRequiredItems,
  type VariantRequiredError,
} from './errors';
export { STORES_APP_ID } from '../app-id';
export type * from './types/cart';
export type * from './types/requests';
export type * from './types/summary';
