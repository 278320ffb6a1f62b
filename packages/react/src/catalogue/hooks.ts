'use client';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type {
  Collection,
  CollectionsQueryBuilder,
  GetProductOptions,
  Product,
  ProductOptionsAvailability,
} from '@vitrine/catalogue';
import { useVitrineContext } from '../context';
import type { VitrineError } from '../errors';
import {
  collectionQueryOptions,
  collectionsQueryOptions,
  productOptionsAvailabilityQueryOptions,
  productQueryOptions,
  productsQueryOptions,
  type BuildProductsQuery,
  type CollectionRef,
  type CollectionsPage,
  type ProductsOptions,
} from './options';
import type { Page } from '@vitrine/query';

/**
 * A page of products: `buildQuery` refines the builder of `queryProducts(client)` (filters, sort, `.limit()`,
 * `.skip()`); `options.page` picks a page. While the next page loads, the previous one stays (`isPlaceholderData`).
 */
export function useProducts(
  buildQuery?: BuildProductsQuery,
  options?: ProductsOptions,
): UseQueryResult<Page<Product>, VitrineError> {
  const { client, queryClient } = useVitrineContext();
  return useQuery(
    { ...productsQueryOptions(client, buildQuery, options), placeholderData: keepPreviousData },
    queryClient,
  );
}

/** One product; nothing is sent while `_id` is empty. */
export function useProduct(
  _id: string | undefined,
  options?: Omit<GetProductOptions, 'signal'>,
): UseQueryResult<Product, VitrineError> {
  const { client, queryClient } = useVitrineContext();
  return useQuery({ ...productQueryOptions(client, _id ?? '', options), enabled: Boolean(_id) }, queryClient);
}

/**
 * The variant the chosen options (option name → choice) select and its availability; nothing is sent while `_id`
 * or `options` is missing. While a new choice loads, `data` is `undefined` (`isPending`): the previous choice's
 * answer is not kept in its place, since its `availableForPurchase: false` (an incomplete choice, another variant)
 * would read as "out of stock" for a combination that is in stock.
 */
export function useProductOptionsAvailability(
  _id: string | undefined,
  options: Record<string, string> | undefined,
): UseQueryResult<ProductOptionsAvailability, VitrineError> {
  const { client, queryClient } = useVitrineContext();
  return useQuery(
    {
      ...productOptionsAvailabilityQueryOptions(client, _id ?? '', options ?? {}),
      enabled: Boolean(_id && options),
    },
    queryClient,
  );
}

/** A page of store collections. */
export function useCollections(
  buildQuery?: (query: CollectionsQueryBuilder) => CollectionsQueryBuilder,
  options?: { page?: number },
): UseQueryResult<CollectionsPage, VitrineError> {
  const { client, queryClient } = useVitrineContext();
  return useQuery(collectionsQueryOptions(client, buildQuery, options), queryClient);
}

/** One store collection by id (a plain string) or `{ slug }`; nothing is sent while it is empty. */
export function useCollection(ref: CollectionRef | undefined): UseQueryResult<Collection, VitrineError> {
  const { client, queryClient } = useVitrineContext();
  const enabled = typeof ref === 'string' ? Boolean(ref) : Boolean(ref && ('slug' in ref ? ref.slug : ref._id));
  return useQuery({ ...collectionQueryOptions(client, ref ?? ''), enabled }, queryClient);
}
