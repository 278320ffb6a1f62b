/**
 * Query keys of every Vitrine query; invalidate a prefix (`vitrineKeys.cart`) to refetch all below it. The cart's
 * keys say `v2` (Cart V2's shape): a cache persisted or dehydrated by a release on Cart V1 is never read as one.
 * `cartChanges` is the mutation key of every cart change: `useIsMutating({ mutationKey: vitrineKeys.cartChanges })`.
 */
export const vitrineKeys = /* @__PURE__ */ Object.freeze({
  all: ['vitrine'] as const,
  cart: ['vitrine', 'cart'] as const,
  currentCart: ['vitrine', 'cart', 'v2', 'current'] as const,
  estimates: ['vitrine', 'cart', 'v2', 'estimate'] as const,
  cartChanges: ['vitrine', 'cart', 'changes'] as const,
  estimate: (input: unknown) => ['vitrine', 'cart', 'v2', 'estimate', input ?? {}] as const,
  catalogue: ['vitrine', 'catalogue'] as const,
  product: (_id: string, options: unknown) => ['vitrine', 'catalogue', 'product', _id, options ?? {}] as const,
  products: (request: unknown) => ['vitrine', 'catalogue', 'products', request] as const,
  availability: (_id: string, options: unknown) => ['vitrine', 'catalogue', 'availability', _id, options] as const,
  collections: (request: unknown) => ['vitrine', 'catalogue', 'collections', request] as const,
  collection: (ref: unknown) => ['vitrine', 'catalogue', 'collection', ref] as const,
  // The storefront model's reads (either catalog version), under `catalogue`: one invalidation refetches both kinds.
  shop: ['vitrine', 'catalogue', 'shop'] as const,
  shopProducts: (query: unknown) => ['vitrine', 'catalogue', 'shop', 'products', query ?? {}] as const,
  shopProduct: (ref: unknown) => ['vitrine', 'catalogue', 'shop', 'product', ref] as const,
  shopCategories: ['vitrine', 'catalogue', 'shop', 'categories'] as const,
  shopCategory: (slug: string) => ['vitrine', 'catalogue', 'shop', 'category', slug] as const,
});
