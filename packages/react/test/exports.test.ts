// The public API, pinned: the server entry holds exactly the React-free part, and the main entry re-exports it.
import { expect, it } from 'vitest';
import * as main from '@vitrine/react';
import * as queries from '@vitrine/react/queries';
import * as query from '@vitrine/query';

const QUERIES = [
  'atPage',
  'cartQueryOptions',
  'collectionQueryOptions',
  'collectionsQueryOptions',
  'createVitrineQueryClient',
  'deserializeVitrineData',
  'estimateTotalsQueryOptions',
  'productOptionsAvailabilityQueryOptions',
  'productQueryOptions',
  'productsQueryOptions',
  'serializeVitrineData',
  'toPage',
  'vitrineDehydrateOptions',
  'vitrineHydrateOptions',
  'vitrineKeys',
];

it('@vitrine/react/queries exports the query options, the keys, the QueryClient factory and the date transformer', () => {
  expect(Object.keys(queries).sort()).toEqual(QUERIES);
});

it('@vitrine/react exports the provider, the hooks, <Image>, and everything of @vitrine/react/queries (the same functions)', () => {
  expect(Object.keys(main).sort()).toEqual(
    [
      ...QUERIES,
      'Image',
      'VitrineProvider',
      'VitrineProviderError',
      'useAddToCart',
      'useApplyCoupon',
      'useAuth',
      'useCheckout',
      'useCollection',
      'useCollections',
      'useCurrentCart',
      'useDeleteCart',
      'useEstimateTotals',
      'useLogin',
      'useLoginForm',
      'useLogout',
      'useProduct',
      'useProductOptionsAvailability',
      'useProducts',
      'useRemoveCoupon',
      'useRemoveLineItems',
      'useUpdateCart',
      'useUpdateLineItemQuantity',
      'useVitrineClient',
    ].sort(),
  );
  for (const name of QUERIES) expect(main[name as keyof typeof main]).toBe(queries[name as keyof typeof queries]);
});

it('@vitrine/react/queries re-exports the paging helpers of @vitrine/query (the same functions)', () => {
  expect(queries.toPage).toBe(query.toPage);
  expect(queries.atPage).toBe(query.atPage);
});
