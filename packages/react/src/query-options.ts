import {
  queryOptions,
  type DataTag,
  type QueryFunction,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { VitrineError } from './errors';

/**
 * What every option factory of ours returns: the options of a query whose key is tagged with its data and error
 * type (so `queryClient.getQueryData(options.queryKey)` is typed). Spelled in TanStack Query's public types on
 * purpose: the type `queryOptions()` infers names `QueryKeyWithDataTag`, which older 5.x releases do not have,
 * and our declarations must compile on the lowest version of the peer range.
 */
export type VitrineQueryOptions<TData> = Omit<UseQueryOptions<TData, VitrineError, TData, QueryKey>, 'queryFn'> & {
  queryFn?: QueryFunction<TData, QueryKey>;
  queryKey: DataTag<QueryKey, TData, VitrineError>;
};

/** TanStack's `queryOptions` with our error type, returning `VitrineQueryOptions`. */
export function vitrineQueryOptions<TData>(
  options: Omit<UseQueryOptions<TData, VitrineError, TData, QueryKey>, 'queryFn'> & {
    queryFn: QueryFunction<TData, QueryKey>;
  },
): VitrineQueryOptions<TData> {
  return queryOptions<TData, VitrineError, TData, QueryKey>(options);
}
