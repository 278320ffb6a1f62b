import { ConfigError } from '@vitrine/http';
import { readCursor, type ListPosition } from './cursor';
import type { ShopProductsQuery, ShopSort } from './types/list';

/** A list query checked once for both versions: its defaults filled, its cursor read. */
export interface ListQuery {
  search: string | undefined;
  categoryId: string | undefined;
  sort: ShopSort;
  pageSize: number;
  position: ListPosition;
  withTotal: boolean;
}

const SORTS: readonly ShopSort[] = ['featured', 'name', 'price-asc', 'price-desc', 'newest'];

/** Checks a shop's list query before any request (a `ConfigError` names what is wrong). */
export function listQuery(query: ShopProductsQuery): ListQuery {
  const { search, categoryId, sort = 'featured', pageSize = 20, cursor, withTotal = false } = query;
  if (!SORTS.includes(sort))
    throw new ConfigError(`shopProducts needs sort as one of ${SORTS.join(', ')}; got ${JSON.stringify(sort)}.`);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
    throw new ConfigError(
      `shopProducts needs pageSize as a whole number from 1 to 100; got ${JSON.stringify(pageSize)}.`,
    );
  return {
    search: search?.trim() || undefined,
    categoryId: categoryId || undefined,
    sort,
    pageSize,
    position: readCursor(cursor),
    withTotal: withTotal === true,
  };
}
