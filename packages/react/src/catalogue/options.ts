import { vitrineQueryOptions } from '../query-options';
import {
  getCollection,
  getCollectionBySlugV2,
  getProduct,
  getProductOptionsAvailability,
  queryCollections,
  queryProducts,
  type Collection,
  type CollectionsQueryBuilder,
  type GetProductOptions,
  type Product,
  type ProductOptionsAvailability,
  type ProductsQueryBuilder,
  type QueryProductsOptions,
} from '@vitrine/catalogue';
import type { Client } from '@vitrine/http';
import { vitrineKeys } from '../keys';
import { atPage, toPage, type Page } from '@vitrine/query';

// The catalogue changes rarely: a minute without refetching also keeps a server's prefetch fresh through hydration.
const CATALOGUE_STALE_MS = 60_000;

/** The builder `buildQuery` refines: `queryProducts(client)`'s, its fields and values typed. */
export type ProductsQuery = ProductsQueryBuilder;
export type BuildProductsQuery = (query: ProductsQuery) => ProductsQuery;

export interface ProductsOptions extends Omit<QueryProductsOptions, 'signal'> {
  /** 0-based page of the query's page size (`.limit()`, default 50); replaces its `.skip()`. */
  page?: number;
}

export interface CollectionsPage extends Page<Collection> {
  /** The platform's count of all matching collections; a lower bound when `tooManyToCount`. */
  total: number | undefined;
  tooManyToCount: boolean;
}

/** A collection by `_id` (a plain string is an id) or by `slug`. */
export type CollectionRef = string | { _id: string } | { slug: string };

/** One product by id. */
export function productQueryOptions(client: Client, _id: string, options: Omit<GetProductOptions, 'signal'> = {}) {
  return vitrineQueryOptions<Product>({
    queryKey: vitrineKeys.product(_id, options),
    queryFn: ({ signal }) => getProduct(client, _id, { ...options, signal }),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** A page of products; the key is the built request, so equal queries share one request. */
export function productsQueryOptions(
  client: Client,
  buildQuery: BuildProductsQuery = (query) => query,
  options: ProductsOptions = {},
) {
  const { page, ...flags } = options;
  const build = (signal?: AbortSignal) => atPage(buildQuery(queryProducts(client, { ...flags, signal })), page);
  return vitrineQueryOptions<Page<Product>>({
    queryKey: vitrineKeys.products({ ...flags, request: build().build() }),
    queryFn: async ({ signal }) => toPage(await build(signal).find()),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The variant a set of choices (option name → choice) selects, and whether it can be bought. */
export function productOptionsAvailabilityQueryOptions(client: Client, _id: string, options: Record<string, string>) {
  return vitrineQueryOptions<ProductOptionsAvailability>({
    queryKey: vitrineKeys.availability(_id, options),
    queryFn: ({ signal }) => getProductOptionsAvailability(client, _id, options, { signal }),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** A page of store collections. */
export function collectionsQueryOptions(
  client: Client,
  buildQuery: (query: CollectionsQueryBuilder) => CollectionsQueryBuilder = (query) => query,
  options: { page?: number } = {},
) {
  const build = (signal?: AbortSignal) => atPage(buildQuery(queryCollections(client, { signal })), options.page);
  return vitrineQueryOptions<CollectionsPage>({
    queryKey: vitrineKeys.collections(build().build()),
    queryFn: async ({ signal }) => {
      const result = await build(signal).find();
      return { ...toPage(result), total: result.total, tooManyToCount: result.tooManyToCount };
    },
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** One store collection, by id or by slug. */
export function collectionQueryOptions(client: Client, ref: CollectionRef) {
  const by = typeof ref === 'string' ? { _id: ref } : ref;
  return vitrineQueryOptions<Collection>({
    queryKey: vitrineKeys.collection(by),
    queryFn: ({ signal }) =>
      'slug' in by ? getCollectionBySlugV2(client, by.slug, { signal }) : getCollection(client, by._id, { signal }),
    staleTime: CATALOGUE_STALE_MS,
  });
}
