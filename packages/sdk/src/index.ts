// One import for a shop, its pages and its server. Each package is re-exported whole and stays a module of its
// own, so a bundler keeps only the calls an app makes (every package is `sideEffects: false`).
//
// Not here: `@vitrine/identity`, whose low-level `login`/`register`/`logout` are what `@vitrine/auth`'s sign-in
// is built on (import it directly for its recovery and verification services), and `@vitrine/react`.
export * from '@vitrine/http';
export * from '@vitrine/query';
export * from '@vitrine/redirects';
export * from '@vitrine/auth';
export * from '@vitrine/cart';
export * from '@vitrine/catalogue';
export * from '@vitrine/storefront';
export * from '@vitrine/events';

// Names two packages both export, settled here: the redirect session's enums (auth's types of the same name are
// their string unions), and the catalogue's `DiscountType`/`FileType` with the cart's under a `Cart` prefix.
export { Prompt } from '@vitrine/redirects';
export type { ResponseMode } from '@vitrine/redirects';
export { DiscountType, FileType } from '@vitrine/catalogue';
export { DiscountType as CartDiscountType, FileType as CartFileType } from '@vitrine/cart';
