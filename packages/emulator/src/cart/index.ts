// The cart slice's door: what checkout (a checkout made from the caller's cart, its totals, the order that empties
// it; Cart V2's cart by id for a checkout of the same id) and the composition (the carts merged at sign-in) may call. Everything else in the slice is its own.
export {
  attachCheckout,
  cartForCheckout,
  deleteCartById,
  estimateCartById,
  mergeVisitorCartIntoMember,
  ownerOf,
  type CartEstimate,
} from './service';
// Cart V2: a redirect session takes a cart's id as its checkout's.
export { cartForCheckoutById } from './v2/service';
