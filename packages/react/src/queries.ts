// The server half of the package: no 'use client' and no React, so a server component (Next.js App Router) can
// import it to prefetch what the hooks will read, and dehydrate it with dates intact.
export { createVitrineQueryClient } from './query-client';
export { vitrineKeys } from './keys';
export {
  deserializeVitrineData,
  serializeVitrineData,
  vitrineDehydrateOptions,
  vitrineHydrateOptions,
} from './dehydration';
export type { VitrineError } from './errors';

export { cartQueryOptions, estimateTotalsQueryOptions } from './cart/options';
// The storefront model's query options (either catalog version): what the model's hooks read.
export {
  shopCategoriesQueryOptions,
  shopCategoryQueryOptions,
  shopProductQueryOptions,
  shopProductsQueryOptions,
} from './storefront/options';
// Every export of the options module is public: the query option factories and their types (Catalog V1 only).
export * from './catalogue/options';
// A query's page as plain data, and a builder moved to a page: @vitrine/query's own (a server's cached reads import
// them from there, without React), re-exported here as the hooks' `Page`.
export { atPage, toPage, type Page } from '@vitrine/query';
export type { VitrineQueryOptions } from './query-options';
