import type { ProductList, ShopProductsQuery, ShopSort } from '@vitrine/sdk';

/** The catalogue's URL state, shared by the server's reads and the browser's links. */
export const PAGE_SIZE = 12;

// The storefront model's sorts, the same on a Catalog V1 and a V3 store: prices sort by the price a shopper pays.
export const SORTS = {
  featured: { label: 'Featured', sort: 'name' },
  'price-asc': { label: 'Price: low to high', sort: 'price-asc' },
  'price-desc': { label: 'Price: high to low', sort: 'price-desc' },
  newest: { label: 'Newest', sort: 'newest' },
} as const satisfies Record<string, { label: string; sort: ShopSort }>;
export type SortKey = keyof typeof SORTS;

export interface CatalogueParams {
  term: string;
  sort: SortKey;
  /** A page's cursor (the model's `nextCursor`/`prevCursor`, opaque); '' for the first page. */
  cursor: string;
}

type SearchParamsLike = Record<string, string | string[] | undefined> | URLSearchParams;

function read(params: SearchParamsLike, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

// A cursor is the model's `<page>.<position>`: anything else in the URL (hand-edited, cut short, too long) is the
// first page rather than a failed one.
const CURSOR = /^[1-9]\d{0,8}\.\S{1,1000}$/;

/** Unknown sorts and bad cursors fall back to the defaults rather than failing the page. */
export function parseCatalogueParams(params: SearchParamsLike): CatalogueParams {
  const sort = read(params, 'sort') ?? 'featured';
  const cursor = read(params, 'cursor') ?? '';
  return {
    term: (read(params, 'q') ?? '').trim().slice(0, 100),
    sort: sort in SORTS ? (sort as SortKey) : 'featured',
    cursor: CURSOR.test(cursor) ? cursor : '',
  };
}

/** The URL of a catalogue view: only what differs from the defaults. */
export function catalogueHref(path: string, { term, sort, cursor }: CatalogueParams): string {
  const search = new URLSearchParams();
  if (term) search.set('q', term);
  if (sort !== 'featured') search.set('sort', sort);
  if (cursor) search.set('cursor', cursor);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The model's query for a view: the same on either catalog version (the count asked with the page). */
export function catalogueQuery(categoryId: string | undefined, { term, sort, cursor }: CatalogueParams) {
  return {
    pageSize: PAGE_SIZE,
    sort: SORTS[sort].sort,
    withTotal: true,
    ...(term ? { search: term } : {}),
    ...(categoryId ? { categoryId } : {}),
    ...(cursor ? { cursor } : {}),
  } satisfies ShopProductsQuery;
}

/**
 * Whether a view's cursor names no page of its list: the cursor carries its page's number, so a hand-edited one
 * past the last page (or a page with nothing on it) is not found, not "Page 9 of 4".
 */
export function pastTheList(cursor: string, list: ProductList): boolean {
  if (!cursor) return false;
  const pages = list.total === undefined ? undefined : Math.max(1, Math.ceil(list.total / list.pageSize));
  return list.products.length === 0 || (pages !== undefined && list.page > pages);
}
