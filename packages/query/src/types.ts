import type { CONDITIONS } from './brand';

/** A filter as it travels on the wire, e.g. `{"price":{"$gt":10}}`. */
export type WireFilter = Record<string, unknown>;

/** The wire form of one sort key. */
export interface SortKey {
  fieldName: string;
  order: 'ASC' | 'DESC';
}

/** The request object a query builder hands to its `fetchPage`. */
export interface QueryRequest {
  filter?: WireFilter;
  sort?: SortKey[];
  paging: { limit: number; offset: number };
}

/** What `fetchPage` resolves to: one page of items and, when the server could count, the total. */
export interface PageAnswer<T> {
  items: T[];
  totalCount?: number;
}

/** Fetches one page for a request; supplied by the module that binds a builder to a call. */
export type FetchPage<T> = (request: QueryRequest) => Promise<PageAnswer<T>>;

/** A comparison operand. */
export type Comparable = string | number | Date;

/**
 * The filter operators shared by {@link FilterBuilder} and the query builder. Every call validates its arguments
 * (throwing a `QueryValidationError`) and returns a new builder; the builder it was called on is unchanged.
 */
export interface FilterOperators<F extends string, Self> {
  /** `{"field": value}` */
  eq(field: F, value: unknown): Self;
  /** `{"field":{"$ne": value}}` */
  ne(field: F, value: unknown): Self;
  /** `{"field":{"$gt": value}}` */
  gt(field: F, value: Comparable): Self;
  /** `{"field":{"$gte": value}}` */
  ge(field: F, value: Comparable): Self;
  /** `{"field":{"$lt": value}}` */
  lt(field: F, value: Comparable): Self;
  /** `{"field":{"$lte": value}}` */
  le(field: F, value: Comparable): Self;
  /** `{"field":{"$gte": from, "$lt": to}}`; both bounds of the same type. */
  between(field: F, from: string, to: string): Self;
  between(field: F, from: number, to: number): Self;
  between(field: F, from: Date, to: Date): Self;
  /** `{"field":{"$startsWith": value}}` */
  startsWith(field: F, value: string): Self;
  /** `{"field":{"$endsWith": value}}` */
  endsWith(field: F, value: string): Self;
  /** `{"field":{"$contains": value}}` */
  contains(field: F, value: string): Self;
  /** `{"field":{"$hasSome": [values]}}`; values as one array or as separate arguments. */
  hasSome(field: F, values: readonly unknown[]): Self;
  hasSome(field: F, ...values: [unknown, ...unknown[]]): Self;
  /** `{"field":{"$hasAll": [values]}}`; values as one array or as separate arguments. */
  hasAll(field: F, values: readonly unknown[]): Self;
  hasAll(field: F, ...values: [unknown, ...unknown[]]): Self;
  /** `{"field":{"$in": values}}` */
  in(field: F, values: readonly unknown[]): Self;
  /** `{"field":{"$exists": value}}` */
  exists(field: F, value: boolean): Self;
  /** `{"field":{"$isEmpty": true}}` */
  isEmpty(field: F): Self;
  /** `{"field":{"$isEmpty": false}}` */
  isNotEmpty(field: F): Self;
  /** Adds the other filter's conditions to this one's (all must hold). */
  and(other: FilterBuilder<F>): Self;
  /** `{"$or":[<this filter>, <other filter>]}` */
  or(other: FilterBuilder<F>): Self;
  /** Adds the condition `{"$not": <other filter>}`. */
  not(other: FilterBuilder<F>): Self;
}

/** An immutable filter, made by `filter()`; combine it into queries with `and`, `or` and `not`. */
export interface FilterBuilder<F extends string = string> extends FilterOperators<F, FilterBuilder<F>> {
  /** The wire filter: `{}` when empty, the one condition, or `{"$and":[…]}` for several. */
  build(): WireFilter;
  /** The builder's conditions (internal; the wire filter is their `$and`). */
  readonly [CONDITIONS]: readonly WireFilter[];
}
