import type { CONDITIONS } from './brand';
import type {
  Comparable,
  FieldsOfType,
  FieldValue,
  FilterField,
  ItemValue,
  OrderedValue,
  QueryFields,
  Scalar,
} from './fields';

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

/** The request object a cursor query builder hands to its `fetchPage`; with a cursor, only the cursor and limit. */
export interface CursorQueryRequest {
  /** `{}` when empty; absent with a cursor. */
  filter?: WireFilter;
  sort?: SortKey[];
  cursorPaging: { limit: number; cursor?: string };
}

/** What a cursor query's `fetchPage` resolves to: one page of items and the platform's paging metadata. */
export interface CursorPageAnswer<T> {
  items: T[];
  cursors?: { next?: string | null; prev?: string | null } | undefined;
  hasNext?: boolean | null | undefined;
}

/** Fetches one page for a cursor request; supplied by the module that binds a cursor builder to a call. */
export type FetchCursorPage<T> = (request: CursorQueryRequest) => Promise<CursorPageAnswer<T>>;

/** What `fetchPage` resolves to: one page of items and, when the server could count, the total. */
export interface PageAnswer<T> {
  items: T[];
  totalCount?: number;
}

/** Fetches one page for a request; supplied by the module that binds a builder to a call. */
export type FetchPage<T> = (request: QueryRequest) => Promise<PageAnswer<T>>;

/**
 * The filter operators shared by {@link FilterBuilder} and the query builder. Every call validates its arguments
 * (throwing a `QueryValidationError`) and returns a new builder; the builder it was called on is unchanged.
 * With typed fields (`F` a `{ filter, sort }`), each operator takes only the fields it applies to, and values of
 * the field's type: `eq('priceData.price', 'x')` and `eq('nmae', …)` do not compile.
 */
export interface FilterOperators<F extends QueryFields, Self> {
  /** `{"field": value}` */
  eq<K extends FieldsOfType<F, Scalar>>(field: K, value: FieldValue<F, K>): Self;
  /** `{"field":{"$ne": value}}` */
  ne<K extends FieldsOfType<F, Scalar>>(field: K, value: FieldValue<F, K>): Self;
  /** `{"field":{"$gt": value}}` */
  gt<K extends FieldsOfType<F, Comparable>>(field: K, value: OrderedValue<F, K>): Self;
  /** `{"field":{"$gte": value}}` */
  ge<K extends FieldsOfType<F, Comparable>>(field: K, value: OrderedValue<F, K>): Self;
  /** `{"field":{"$lt": value}}` */
  lt<K extends FieldsOfType<F, Comparable>>(field: K, value: OrderedValue<F, K>): Self;
  /** `{"field":{"$lte": value}}` */
  le<K extends FieldsOfType<F, Comparable>>(field: K, value: OrderedValue<F, K>): Self;
  /** `{"field":{"$gte": from, "$lt": to}}`; both bounds of the same type. */
  between<K extends FieldsOfType<F, Comparable>, V extends OrderedValue<F, K> & Comparable>(
    field: K,
    from: V,
    to: V extends string ? string : V extends number ? number : Date,
  ): Self;
  /** `{"field":{"$startsWith": value}}` */
  startsWith(field: FieldsOfType<F, string>, value: string): Self;
  /** `{"field":{"$endsWith": value}}` */
  endsWith(field: FieldsOfType<F, string>, value: string): Self;
  /** `{"field":{"$contains": value}}` */
  contains(field: FieldsOfType<F, string>, value: string): Self;
  /** `{"field":{"$hasSome": [values]}}`; values as one array or as separate arguments. */
  hasSome<K extends FieldsOfType<F, readonly unknown[]>>(field: K, values: readonly ItemValue<F, K>[]): Self;
  hasSome<K extends FieldsOfType<F, readonly unknown[]>>(
    field: K,
    ...values: [ItemValue<F, K>, ...ItemValue<F, K>[]]
  ): Self;
  /** `{"field":{"$hasAll": [values]}}`; values as one array or as separate arguments. */
  hasAll<K extends FieldsOfType<F, readonly unknown[]>>(field: K, values: readonly ItemValue<F, K>[]): Self;
  hasAll<K extends FieldsOfType<F, readonly unknown[]>>(
    field: K,
    ...values: [ItemValue<F, K>, ...ItemValue<F, K>[]]
  ): Self;
  /** `{"field":{"$in": values}}` */
  in<K extends FieldsOfType<F, Scalar>>(field: K, values: readonly FieldValue<F, K>[]): Self;
  /** `{"field":{"$exists": value}}` */
  exists(field: FilterField<F>, value: boolean): Self;
  /** `{"field":{"$isEmpty": true}}` */
  isEmpty(field: FilterField<F>): Self;
  /** `{"field":{"$isEmpty": false}}` */
  isNotEmpty(field: FilterField<F>): Self;
  /** Adds the other filter's conditions to this one's (all must hold). */
  and(other: FilterBuilder<F>): Self;
  /** `{"$or":[<this filter>, <other filter>]}` */
  or(other: FilterBuilder<F>): Self;
  /** Adds the condition `{"$not": <other filter>}`. */
  not(other: FilterBuilder<F>): Self;
}

/** An immutable filter, made by `filter()`; combine it into queries with `and`, `or` and `not`. */
export interface FilterBuilder<F extends QueryFields = string> extends FilterOperators<F, FilterBuilder<F>> {
  /** The wire filter: `{}` when empty, the one condition, or `{"$and":[…]}` for several. */
  build(): WireFilter;
  /** The builder's conditions (internal; the wire filter is their `$and`). */
  readonly [CONDITIONS]: readonly WireFilter[];
}
