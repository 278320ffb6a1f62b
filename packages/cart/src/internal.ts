/**
 * `@vitrine/cart/internal`: the cart's shapes for Vitrine's own packages (`@vitrine/events` reads the cart of a
 * cart event as the cart calls read their answers). Not covered by semver.
 *
 * @internal
 * @packageDocumentation
 */

export { cartShape } from './shapes';
