import { PagingError } from './errors';
import type { FetchPage, PageAnswer, QueryRequest } from './types';

/** One page of a query's results, able to fetch its neighbours. */
export interface PagedResult<T> extends AsyncIterable<PagedResult<T>> {
  readonly items: T[];
  /** All matching items; `undefined` when the server could not count. */
  readonly totalCount: number | undefined;
  /** The requested page size (`limit`). */
  readonly pageSize: number;
  /** 0-based: `floor(offset / limit)`. */
  readonly currentPage: number;
  /** `ceil(totalCount / pageSize)`; `undefined` without a total count. */
  readonly totalPages: number | undefined;
  /** `items.length` */
  readonly length: number;
  /**
   * With a total count: more items after this page; without: this page is full. A boolean, not a method as in the
   * platform SDK: a page is fixed once fetched, and the React hooks' `Page` (plain data, dehydrated from server to
   * browser) has the same field.
   */
  readonly hasNext: boolean;
  /** The page starts after offset 0. */
  readonly hasPrev: boolean;
  /** Fetches the next page; rejects with a `PagingError` (and sends nothing) when there is none. */
  next(): Promise<PagedResult<T>>;
  /** Fetches the previous page; rejects with a `PagingError` (and sends nothing) when there is none. */
  prev(): Promise<PagedResult<T>>;
}

/** Sends `request` and wraps the answer as a {@link PagedResult}. */
export async function fetchResult<T>(fetchPage: FetchPage<T>, request: QueryRequest): Promise<PagedResult<T>> {
  return pagedResult(fetchPage, request, await fetchPage(request));
}

function pagedResult<T>(fetchPage: FetchPage<T>, request: QueryRequest, answer: PageAnswer<T>): PagedResult<T> {
  const { items, totalCount } = answer;
  const { limit, offset } = request.paging;
  const hasNext = totalCount === undefined ? items.length === limit : offset + limit < totalCount;
  const hasPrev = offset > 0;
  const at = (to: number) => fetchResult(fetchPage, { ...request, paging: { limit, offset: to } });
  const result: PagedResult<T> = {
    items,
    totalCount,
    pageSize: limit,
    currentPage: Math.floor(offset / limit),
    totalPages: totalCount === undefined ? undefined : Math.ceil(totalCount / limit),
    length: items.length,
    hasNext,
    hasPrev,
    next: () => (hasNext ? at(offset + limit) : Promise.reject(new PagingError('No next page to fetch'))),
    prev: () =>
      hasPrev ? at(Math.max(0, offset - limit)) : Promise.reject(new PagingError('No previous page to fetch')),
    async *[Symbol.asyncIterator]() {
      let page: PagedResult<T> = result;
      yield page;
      while (page.hasNext) yield (page = await page.next());
    },
  };
  return Object.freeze(result);
}
