/**
 * The key under which a filter builder keeps its conditions. `Symbol.for`, so that the ESM and CJS copies of this
 * package recognise each other's builders.
 */
export const CONDITIONS: unique symbol = Symbol.for('@vitrine/query:conditions');
