import type { SortOrder } from '../enums';

export interface Paging {
  limit?: number;
  offset?: number;
}

/** A query as the platform takes it; field names may use `_id` (sent as `id`). */
export interface PlainQuery {
  filter?: Record<string, unknown>;
  sort?: { fieldName: string; order: SortOrder }[];
  paging?: Paging;
}
