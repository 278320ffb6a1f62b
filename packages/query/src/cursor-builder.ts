import { apply, combine, OPERATORS, type Condition } from './conditions';
import { fetchCursorResult, type CursorResult } from './cursor-result';
import type { QueryFields, SortField } from './fields';
import type { CursorQueryRequest, FetchCursorPage, FilterOperators, SortKey } from './types';
import { checkCount, checkField, checkInteger } from './validate';
import { QueryValidationError } from './errors';
import { typeName } from './type-name';

/**
 * A cursor-paged query bound to one call, as the platform's newer APIs page (Catalog V3, categories): filter
 * operators plus sort, `limit()`, `skipTo(cursor)`, `build()` and `find()`. Immutable. No `skip()`: those APIs
 * have no offsets.
 */
export interface CursorQueryBuilder<T, F extends QueryFields = string, Page = CursorResult<T>> extends FilterOperators<
  F,
  CursorQueryBuilder<T, F, Page>
> {
  /** Sorts by the fields, ascending, after any earlier sort keys. */
  ascending(...fields: [SortField<F>, ...SortField<F>[]]): CursorQueryBuilder<T, F, Page>;
  /** Sorts by the fields, descending, after any earlier sort keys. */
  descending(...fields: [SortField<F>, ...SortField<F>[]]): CursorQueryBuilder<T, F, Page>;
  /** Page size: a positive integer (default 50, as the platform SDK's). */
  limit(limit: number): CursorQueryBuilder<T, F, Page>;
  /**
   * Starts at a page's cursor (from `cursors.next` of an earlier page). The cursor carries the filter and sort it
   * was made with: the request sends only the cursor and the limit.
   */
  skipTo(cursor: string): CursorQueryBuilder<T, F, Page>;
  /** The request object `find()` sends: `filter` (`{}` when empty) and `sort` (when set), or the cursor alone. */
  build(): CursorQueryRequest;
  /** Fetches the page the builder describes. */
  find(): Promise<Page>;
}

export interface CursorQueryBuilderOptions {
  /** Page size until `.limit()` is called; a positive integer, default 50. */
  limit?: number;
}

interface State {
  conditions: readonly Condition[];
  sort: readonly SortKey[];
  limit: number;
  cursor: string | undefined;
}

function checkCursor(args: unknown[]): string {
  checkCount('skipTo', args, 1);
  const [cursor] = args;
  if (typeof cursor !== 'string' || cursor === '') {
    throw new QueryValidationError(
      'skipTo',
      `Invalid .skipTo parameter value [${typeName(cursor)}]. .skipTo parameter must be a non-empty String.`,
    );
  }
  return cursor;
}

function make<T>(fetchPage: FetchCursorPage<T>, state: State): CursorQueryBuilder<T> {
  const next = (change: Partial<State>) => make(fetchPage, { ...state, ...change });
  const sort =
    (op: string, order: SortKey['order']) =>
    (...fields: unknown[]) => {
      checkCount(op, fields, 1, true);
      fields.forEach((field) => checkField(op, field));
      return next({ sort: [...state.sort, ...(fields as string[]).map((fieldName) => ({ fieldName, order }))] });
    };
  const build = (): CursorQueryRequest =>
    state.cursor !== undefined
      ? { cursorPaging: { limit: state.limit, cursor: state.cursor } }
      : {
          // `filter: {}` when empty, as the platform SDK sends it.
          filter: state.conditions.length ? combine(state.conditions) : {},
          ...(state.sort.length ? { sort: state.sort.map((key) => ({ ...key })) } : {}),
          cursorPaging: { limit: state.limit },
        };
  const builder: Record<string, unknown> = {
    ascending: sort('ascending', 'ASC'),
    descending: sort('descending', 'DESC'),
    limit: (...args: unknown[]) => next({ limit: checkInteger('limit', args, 1) }),
    skipTo: (...args: unknown[]) => next({ cursor: checkCursor(args) }),
    build,
    find: () => fetchCursorResult(fetchPage, build()),
  };
  for (const op of OPERATORS) {
    builder[op] = (...args: unknown[]) => next({ conditions: apply(state.conditions, op, args) });
  }
  return Object.freeze(builder) as unknown as CursorQueryBuilder<T>;
}

/**
 * A cursor-paged query builder bound to one call: `find()` hands the built {@link CursorQueryRequest} to
 * `fetchPage`. Modules return one from their query functions, e.g. `queryProducts(client)` of Catalog V3.
 */
export function createCursorQueryBuilder<T, F extends QueryFields = string>(
  fetchPage: FetchCursorPage<T>,
  options: CursorQueryBuilderOptions = {},
): CursorQueryBuilder<T, F> {
  const limit = options.limit === undefined ? 50 : checkInteger('limit', [options.limit], 1);
  return make(fetchPage, { conditions: [], sort: [], limit, cursor: undefined }) as unknown as CursorQueryBuilder<T, F>;
}
