/**
 * `@vitrine/http/internal`: helpers for Vitrine's own packages, not for apps. Not covered by semver: anything here
 * may change in any release.
 *
 * @internal
 * @packageDocumentation
 */

export { readLimited } from './read-body';
export { abortable } from './retry';
export { parseAnswer } from './transforms/from-wire';
