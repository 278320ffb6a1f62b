import type { QueryFields, SortField, TypedWireFilter } from '@vitrine/query';
import type { SortOrder } from '../enums';

export interface Paging {
  limit?: number;
  offset?: number;
}

/** A query as the platform takes it, its fields typed by `F`; field names may use `_id` (sent as `id`). */
export interface PlainQuery<F extends QueryFields = string> {
  filter?: TypedWireFilter<F>;
  sort?: { fieldName: SortField<F>; order: SortOrder }[];
  paging?: Paging;
}
