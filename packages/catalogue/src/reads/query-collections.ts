import { packedQuery, STORES_READER, type CallOptions, type Client } from '@vitrine/http';
import { createQueryBuilder, type PagedResult, type QueryBuilder } from '@vitrine/query';
import type { Collection } from '../types/collection';
import type { CollectionQueryFields } from '../types/query-fields';

export interface PagingMetadata {
  count?: number;
  offset?: number;
  /** All matching collections; a lower bound when `tooManyToCount`. */
  total?: number;
  tooManyToCount?: boolean;
}

/** A page of collections: a paged result plus the platform's `total` and `tooManyToCount`. */
export interface CollectionsPage extends PagedResult<Collection> {
  readonly total: number | undefined;
  readonly tooManyToCount: boolean;
  next(): Promise<CollectionsPage>;
  prev(): Promise<CollectionsPage>;
  [Symbol.asyncIterator](): AsyncIterator<CollectionsPage>;
}

/**
 * The query builder of `queryCollections`: fields and values typed by {@link CollectionQueryFields}, and `find()`
 * resolves to a {@link CollectionsPage}.
 */
export type CollectionsQueryBuilder = QueryBuilder<Collection, CollectionQueryFields, CollectionsPage>;

/** Store collections (v2) with offset paging; each page also carries `total` and `tooManyToCount`. */
export function queryCollections(client: Client, call: CallOptions = {}): CollectionsQueryBuilder {
  // Each page's metadata, keyed by its items array (the paged result keeps the array it was given).
  const metadata = new WeakMap<object, PagingMetadata>();

  const withMetadata = (page: PagedResult<Collection>): CollectionsPage => {
    const meta = metadata.get(page.items) ?? {};
    const result: CollectionsPage = Object.freeze({
      ...page,
      total: meta.total,
      tooManyToCount: meta.tooManyToCount === true,
      next: () => page.next().then(withMetadata),
      prev: () => page.prev().then(withMetadata),
      async *[Symbol.asyncIterator]() {
        let current = result;
        yield current;
        while (current.hasNext) yield (current = await current.next());
      },
    });
    return result;
  };

  const wrap = (builder: QueryBuilder<Collection, CollectionQueryFields>): CollectionsQueryBuilder => {
    const out: Record<string, unknown> = {};
    for (const [key, step] of Object.entries(builder) as [string, (...args: unknown[]) => unknown][]) {
      out[key] =
        key === 'build'
          ? step
          : key === 'find'
            ? () => builder.find().then(withMetadata)
            : (...args: unknown[]) => wrap(step(...args) as QueryBuilder<Collection, CollectionQueryFields>);
    }
    return Object.freeze(out) as unknown as CollectionsQueryBuilder;
  };

  return wrap(
    createQueryBuilder<Collection, CollectionQueryFields>(async (query) => {
      // `{ collections, metadata: { count, offset, total, tooManyToCount } }` (docs/wire.md#paging-answers).
      const answer = await client.request<{ collections?: Collection[]; metadata?: PagingMetadata }>(
        {
          // As the platform's own SDK sends it: one `.r=` GET parameter, a POST of the same object when too long.
          method: 'GET',
          service: STORES_READER,
          path: '/v2/collections/query',
          params: { query },
          encode: packedQuery,
          fallback: true,
        },
        call,
      );
      const items = answer.collections ?? [];
      const meta = answer.metadata ?? {};
      metadata.set(items, meta);
      // Without a real count, paging falls back to "a full page means there may be more".
      return { items, totalCount: meta.tooManyToCount ? undefined : meta.total };
    }),
  );
}
