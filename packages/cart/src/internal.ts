/**
 * `@vitrine/cart/internal`: the cart's shapes for Vitrine's own packages (`@vitrine/events` reads the cart of a
 * cart event as the cart calls read their answers: `cartShape` for v1, `cartV2Shape` for Cart V2). Not covered by
 * semver.
 *
 * @internal
 * @packageDocumentation
 */

export { cartShape } from './shapes';
export { cartShape as cartV2Shape } from './v2/shapes';
export type { Cart as CartV2 } from './v2/types/cart';
