import type { PagedResult } from './paged-result';

/**
 * One page of a query as plain data (no functions): what a server may cache (`'use cache'`), hand to the browser or
 * dehydrate, where a {@link PagedResult}'s `next()` and `prev()` would not survive. `@vitrine/react`'s hooks answer
 * it, and `@vitrine/react/queries` re-exports it.
 */
export interface Page<T> {
  items: T[];
  /** All matching items; `undefined` when the platform could not count. */
  totalCount: number | undefined;
  pageSize: number;
  /** 0-based. */
  currentPage: number;
  totalPages: number | undefined;
  /** The same booleans as the query's `PagedResult`. */
  hasNext: boolean;
  hasPrev: boolean;
}

/** A query's page as plain data: the {@link PagedResult}'s fields, without its methods. */
export const toPage = <T>(result: PagedResult<T>): Page<T> => ({
  items: result.items,
  totalCount: result.totalCount,
  pageSize: result.pageSize,
  currentPage: result.currentPage,
  totalPages: result.totalPages,
  hasNext: result.hasNext,
  hasPrev: result.hasPrev,
});

/** Moves a builder to 0-based `page` of its own page size; without a page the builder's own offset stays. */
export function atPage<B extends { skip(skip: number): B; build(): { paging: { limit: number } } }>(
  builder: B,
  page?: number,
): B {
  return page === undefined ? builder : builder.skip(page * builder.build().paging.limit);
}
