'use client';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Cart } from '@vitrine/cart/v2';
import {
  addProductToCart,
  type AddProductToCartInput,
  type ProductList,
  type ShopCategory,
  type ShopProduct,
  type ShopProductRef,
  type ShopProductsQuery,
} from '@vitrine/storefront';
import { useCartChange, type CartMutation } from '../cart/cart-change';
import { useVitrineContext } from '../context';
import type { VitrineError } from '../errors';
import {
  shopCategoriesQueryOptions,
  shopCategoryQueryOptions,
  shopProductQueryOptions,
  shopProductsQueryOptions,
} from './options';

/**
 * A page of products on either catalog version (`shopProducts`): search, category, sort, page size, and a page's
 * `nextCursor`/`prevCursor` as `cursor`. While another page loads, the previous one stays (`isPlaceholderData`).
 */
export function useShopProducts(query: ShopProductsQuery = {}): UseQueryResult<ProductList, VitrineError> {
  const { client, queryClient } = useVitrineContext();
  return useQuery({ ...shopProductsQueryOptions(client, query), placeholderData: keepPreviousData }, queryClient);
}

/** One product whole (`shopProduct`), `null` when the store has none; nothing is sent while `ref` is undefined. */
export function useShopProduct(ref: ShopProductRef | undefined): UseQueryResult<ShopProduct | null, VitrineError> {
  const { client, queryClient } = useVitrineContext();
  const enabled = Boolean(ref?.slug ?? ref?.id);
  return useQuery({ ...shopProductQueryOptions(client, ref ?? { id: '' }), enabled }, queryClient);
}

/** The visible categories (`shopCategories`). */
export function useShopCategories(): UseQueryResult<ShopCategory[], VitrineError> {
  const { client, queryClient } = useVitrineContext();
  return useQuery(shopCategoriesQueryOptions(client), queryClient);
}

/** One category by slug (`shopCategory`), `null` when the store has none; nothing is sent while `slug` is empty. */
export function useShopCategory(slug: string | undefined): UseQueryResult<ShopCategory | null, VitrineError> {
  const { client, queryClient } = useVitrineContext();
  return useQuery({ ...shopCategoryQueryOptions(client, slug ?? ''), enabled: Boolean(slug) }, queryClient);
}

/** What `useAddProductToCart` takes: the product (from `useShopProduct`, or a list's) and the shopper's choice. */
export interface AddProductInput extends AddProductToCartInput {
  product: ShopProduct;
}

/**
 * `mutateAsync({ product, choices | variantId, quantity })` → the new cart: `addProductToCart` (the variant
 * resolved from the choices, named as the store's version needs) through the cart queue, like every cart change.
 * Missing choices reject with `ChoiceMissingError`, a combination the product does not sell with
 * `VariantUnavailableError`, both before any request.
 */
export const useAddProductToCart = (): CartMutation<AddProductInput> =>
  useCartChange(async (client, { product, ...input }: AddProductInput): Promise<Cart> => {
    const { cart } = await addProductToCart(client, product, input);
    return cart ?? {};
  });
