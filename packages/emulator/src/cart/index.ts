// The cart slice's door: what checkout (a checkout made from the caller's cart, its totals, the order that empties
// it) and the composition (the carts merged at sign-in) may call. Everything else in the slice is its own.
export {
  attachCheckout,
  cartForCheckout,
  deleteCartById,
  estimateCartById,
  mergeVisitorCartIntoMember,
  ownerOf,
  soldItems,
  type CartEstimate,
} from './service';
