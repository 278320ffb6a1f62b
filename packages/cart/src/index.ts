export {
  addToCurrentCart,
  deleteCurrentCart,
  getCurrentCart,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
} from './current-cart';
export { STORES_APP_ID } from './app-id';
export { createCheckoutFromCurrentCart, estimateCurrentCartTotals } from './checkout';
export * from './enums';
export type * from './types/common';
export type * from './types/cart';
export type * from './types/estimate';
export type * from './types/requests';
