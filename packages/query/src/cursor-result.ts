import { PagingError } from './errors';
import type { CursorPageAnswer, CursorQueryRequest, FetchCursorPage } from './types';

/** The cursors of a page: `next` and `prev` point at its neighbours, absent at either end. */
export interface Cursors {
  readonly next?: string;
  readonly prev?: string;
}

/**
 * One page of a cursor-paged query, able to fetch its neighbours. Shaped as the platform SDK's cursor results:
 * `items`, `cursors`, and `hasNext()` / `hasPrev()` as methods.
 */
export interface CursorResult<T> extends AsyncIterable<CursorResult<T>> {
  readonly items: T[];
  /** `items.length` */
  readonly length: number;
  /** The requested page size (`limit`). */
  readonly pageSize: number;
  readonly cursors: Cursors;
  /** A next page exists: the platform said so, or gave a next cursor. */
  hasNext(): boolean;
  /** A previous page exists: the platform gave a previous cursor. */
  hasPrev(): boolean;
  /** Fetches the next page by its cursor; rejects with a `PagingError` (and sends nothing) when there is none. */
  next(): Promise<CursorResult<T>>;
  /** Fetches the previous page by its cursor; rejects with a `PagingError` (and sends nothing) when there is none. */
  prev(): Promise<CursorResult<T>>;
}

/** Sends `request` and wraps the answer as a {@link CursorResult}. */
export async function fetchCursorResult<T>(
  fetchPage: FetchCursorPage<T>,
  request: CursorQueryRequest,
): Promise<CursorResult<T>> {
  return cursorResult(fetchPage, request, await fetchPage(request));
}

function cursorResult<T>(
  fetchPage: FetchCursorPage<T>,
  request: CursorQueryRequest,
  answer: CursorPageAnswer<T>,
): CursorResult<T> {
  const { items } = answer;
  const limit = request.cursorPaging.limit;
  const next = answer.cursors?.next || undefined;
  const prev = answer.cursors?.prev || undefined;
  // The platform's `hasNext` wins; without it, a next cursor means a next page.
  const hasNext = (answer.hasNext ?? next !== undefined) && next !== undefined;
  const hasPrev = prev !== undefined;
  // A cursor carries the query: the platform refuses a filter or sort beside it, so the neighbour's request has none.
  const at = (cursor: string) => fetchCursorResult(fetchPage, { cursorPaging: { limit, cursor } });
  const result: CursorResult<T> = {
    items,
    length: items.length,
    pageSize: limit,
    cursors: Object.freeze({ ...(next ? { next } : {}), ...(prev ? { prev } : {}) }),
    hasNext: () => hasNext,
    hasPrev: () => hasPrev,
    next: () => (hasNext ? at(next as string) : Promise.reject(new PagingError('No next page to fetch'))),
    prev: () => (hasPrev ? at(prev as string) : Promise.reject(new PagingError('No previous page to fetch'))),
    async *[Symbol.asyncIterator]() {
      let page: CursorResult<T> = result;
      yield page;
      while (page.hasNext()) yield (page = await page.next());
    },
  };
  return Object.freeze(result);
}
