/**
 * `@vitrine/catalogue/internal`: Catalog V3's shapes for Vitrine's own packages (`@vitrine/events` reads the
 * product of a V3 product event and the category of a category event as the V3 calls read their answers). Not
 * covered by semver.
 *
 * @internal
 * @packageDocumentation
 */

export { categoryShape as categoryV3Shape, productShape as productV3Shape } from './v3/shapes';
