/**
 * `@vitrine/cart/orders`: the order the hosted checkout placed, for the shop's thank-you and order pages (the
 * platform SDK's `orders.getOrder`). A subpath of its own: the cart's flow carries none of it.
 *
 * @packageDocumentation
 */
export { getOrder } from './get-order';
export type * from './types';
