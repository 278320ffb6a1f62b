import { apply, combine, OPERATORS, type Condition } from './conditions';
import { fetchResult, type PagedResult } from './paged-result';
import type { QueryFields, SortField } from './fields';
import type { FetchPage, FilterOperators, QueryRequest, SortKey } from './types';
import { checkCount, checkField, checkInteger } from './validate';

/**
 * A query bound to one call: filter operators plus sort, paging, `build()` and `find()`. Immutable. `F` types the
 * fields (see {@link QueryFields}); `Page` is what `find()` resolves to, for calls whose pages carry more.
 */
export interface QueryBuilder<T, F extends QueryFields = string, Page = PagedResult<T>> extends FilterOperators<
  F,
  QueryBuilder<T, F, Page>
> {
  /** Sorts by the fields, ascending, after any earlier sort keys. */
  ascending(...fields: [SortField<F>, ...SortField<F>[]]): QueryBuilder<T, F, Page>;
  /** Sorts by the fields, descending, after any earlier sort keys. */
  descending(...fields: [SortField<F>, ...SortField<F>[]]): QueryBuilder<T, F, Page>;
  /** Page size: a positive integer (default 50). */
  limit(limit: number): QueryBuilder<T, F, Page>;
  /** Items to skip: a non-negative integer (default 0). */
  skip(skip: number): QueryBuilder<T, F, Page>;
  /** The request object `find()` sends; `filter` and `sort` are left out when empty. */
  build(): QueryRequest;
  /** Fetches the page the builder describes. */
  find(): Promise<Page>;
}

export interface QueryBuilderOptions {
  /** Page size until `.limit()` is called; a positive integer, default 50. */
  limit?: number;
}

interface State {
  conditions: readonly Condition[];
  sort: readonly SortKey[];
  limit: number;
  offset: number;
}

function make<T>(fetchPage: FetchPage<T>, state: State): QueryBuilder<T> {
  const next = (change: Partial<State>) => make(fetchPage, { ...state, ...change });
  const sort =
    (op: string, order: SortKey['order']) =>
    (...fields: unknown[]) => {
      checkCount(op, fields, 1, true);
      fields.forEach((field) => checkField(op, field));
      return next({ sort: [...state.sort, ...(fields as string[]).map((fieldName) => ({ fieldName, order }))] });
    };
  const build = (): QueryRequest => ({
    ...(state.conditions.length ? { filter: combine(state.conditions) } : {}),
    ...(state.sort.length ? { sort: state.sort.map((key) => ({ ...key })) } : {}),
    paging: { limit: state.limit, offset: state.offset },
  });
  const builder: Record<string, unknown> = {
    ascending: sort('ascending', 'ASC'),
    descending: sort('descending', 'DESC'),
    limit: (...args: unknown[]) => next({ limit: checkInteger('limit', args, 1) }),
    skip: (...args: unknown[]) => next({ offset: checkInteger('skip', args, 0) }),
    build,
    find: () => fetchResult(fetchPage, build()),
  };
  for (const op of OPERATORS) {
    builder[op] = (...args: unknown[]) => next({ conditions: apply(state.conditions, op, args) });
  }
  return Object.freeze(builder) as unknown as QueryBuilder<T>;
}

/**
 * A query builder bound to one call: `find()` hands the built {@link QueryRequest} to `fetchPage`.
 * Modules return one from their query functions, e.g. `queryProducts(client)`.
 */
export function createQueryBuilder<T, F extends QueryFields = string>(
  fetchPage: FetchPage<T>,
  options: QueryBuilderOptions = {},
): QueryBuilder<T, F> {
  const limit = options.limit === undefined ? 50 : checkInteger('limit', [options.limit], 1);
  return make(fetchPage, { conditions: [], sort: [], limit, offset: 0 }) as unknown as QueryBuilder<T, F>;
}
