// The public API, pinned: the server entry holds exactly the React-free part, and the main entry re-exports it.
import type {
  AddLineItemsToCurrentCartOptions,
  Cart,
  CartWithSummary,
  EstimateCurrentCartOptions,
  UpdateLineItemsInCurrentCartOptions,
} from '@vitrine/cart/v2';
import { expect, expectTypeOf, it } from 'vitest';
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
  'shopCategoriesQueryOptions',
  'shopCategoryQueryOptions',
  'shopProductQueryOptions',
  'shopProductsQueryOptions',
  'toPage',
  'vitrineDehydrateOptions',
  'vitrineHydrateOptions',
  'vitrineKeys',
];

it('@vitrine/react/queries exports the query options, the keys, the QueryClient factory and the date transformer', () => {
  expect(Object.keys(queries).sort()).toEqual(QUERIES);
});

it("@vitrine/react exports the provider, the hooks, <Image>, the cart channel's name, and everything of @vitrine/react/queries (the same functions)", () => {
  expect(Object.keys(main).sort()).toEqual(
    [
      ...QUERIES,
      'Image',
      'cartChannelNameOf',
      'VitrineProvider',
      'VitrineProviderError',
      'useAddProductToCart',
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
      'useShopCategories',
      'useShopCategory',
      'useShopProduct',
      'useShopProducts',
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

it('the cart hooks speak Cart V2: their data and their variables are the types of @vitrine/cart/v2', () => {
  type Variables<T extends (...args: never[]) => { mutateAsync: (variables: never) => unknown }> = Parameters<
    ReturnType<T>['mutateAsync']
  >[0];
  expectTypeOf<NonNullable<ReturnType<typeof main.useCurrentCart>['data']>>().toEqualTypeOf<Cart>();
  expectTypeOf<Variables<typeof main.useAddToCart>>().toEqualTypeOf<AddLineItemsToCurrentCartOptions>();
  expectTypeOf<Variables<typeof main.useUpdateLineItemQuantity>>().toEqualTypeOf<UpdateLineItemsInCurrentCartOptions>();
  expectTypeOf<Variables<typeof main.useRemoveLineItems>>().toEqualTypeOf<string[]>();
  expectTypeOf<Variables<typeof main.useApplyCoupon>>().toEqualTypeOf<string>();
  expectTypeOf<Variables<typeof main.useRemoveCoupon>>().toEqualTypeOf<string>();
  expectTypeOf<Variables<typeof main.useUpdateCart>>().toEqualTypeOf<Cart>();
  expectTypeOf<Awaited<ReturnType<ReturnType<typeof main.useAddToCart>['mutateAsync']>>>().toEqualTypeOf<Cart>();
  expectTypeOf<NonNullable<ReturnType<typeof main.useEstimateTotals>['data']>>().toEqualTypeOf<CartWithSummary>();
  expectTypeOf<Parameters<typeof main.useEstimateTotals>[0]>().toEqualTypeOf<EstimateCurrentCartOptions | undefined>();
  expectTypeOf<Variables<typeof main.useCheckout>>().toEqualTypeOf<main.CheckoutInput>();
  expectTypeOf<main.CheckoutInput['cart']>().toEqualTypeOf<Cart | undefined>();
  expect(main.vitrineKeys.currentCart).toEqual(['vitrine', 'cart', 'v2', 'current']);
  expect(main.vitrineKeys.estimate({ calculateTax: true })).toEqual([
    'vitrine',
    'cart',
    'v2',
    'estimate',
    { calculateTax: true },
  ]);
});
