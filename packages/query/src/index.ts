export { QueryValidationError, PagingError, isQueryValidationError, isPagingError } from './errors';
export { filter } from './filter';
export { createQueryBuilder, type QueryBuilder, type QueryBuilderOptions } from './query-builder';
export type {
  Comparable,
  EntityFields,
  FieldsOfType,
  FieldValue,
  FilterField,
  FilterMap,
  ItemValue,
  OrderedValue,
  Paths,
  PathValue,
  QueryFields,
  Scalar,
  SortField,
} from './fields';
export type { PagedResult } from './paged-result';
export { createCursorQueryBuilder, type CursorQueryBuilder, type CursorQueryBuilderOptions } from './cursor-builder';
export type { CursorResult, Cursors } from './cursor-result';
export { atPage, toPage, type Page } from './page';
export type { FieldCondition, TypedWireFilter } from './wire-filter';
export type { TypeName } from './type-name';
export type {
  CursorPageAnswer,
  CursorQueryRequest,
  FetchCursorPage,
  FetchPage,
  FilterBuilder,
  FilterOperators,
  PageAnswer,
  QueryRequest,
  SortKey,
  WireFilter,
} from './types';
