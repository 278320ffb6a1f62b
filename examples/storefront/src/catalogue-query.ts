import type { BuildProductsQuery } from '@vitrine/react/queries';

/** The catalogue's URL state, shared by the server's prefetch and the browser's hooks (one query key for both). */
export const PAGE_SIZE = 12;

// Prices sort by the price shoppers see: the sale price (the list price when there is no sale).
export const SORTS = {
  featured: { label: 'Featured', field: 'name', order: 'asc' },
  'price-asc': { label: 'Price: low to high', field: 'priceData.discountedPrice', order: 'asc' },
  'price-desc': { label: 'Price: high to low', field: 'priceData.discountedPrice', order: 'desc' },
  newest: { label: 'Newest', field: '_createdDate', order: 'desc' },
} as const;
export type SortKey = keyof typeof SORTS;

export interface CatalogueParams {
  term: string;
  sort: SortKey;
  /** 0-based; the URL's `page` is 1-based. */
  page: number;
}

type SearchParamsLike = Record<string, string | string[] | undefined> | URLSearchParams;

function read(params: SearchParamsLike, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Unknown sorts and bad pages fall back to the defaults rather than failing the page. */
export function parseCatalogueParams(params: SearchParamsLike): CatalogueParams {
  const sort = read(params, 'sort') ?? 'featured';
  const page = Number(read(params, 'page') ?? '1');
  return {
    term: (read(params, 'q') ?? '').trim().slice(0, 100),
    sort: sort in SORTS ? (sort as SortKey) : 'featured',
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page - 1 : 0,
  };
}

/** The URL of a catalogue view: only what differs from the defaults. */
export function catalogueHref(path: string, { term, sort, page }: CatalogueParams): string {
  const search = new URLSearchParams();
  if (term) search.set('q', term);
  if (sort !== 'featured') search.set('sort', sort);
  if (page > 0) search.set('page', String(page + 1));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function catalogueQuery(collectionId: string | undefined, { term, sort }: CatalogueParams): BuildProductsQuery {
  return (query) => {
    let refined = query.limit(PAGE_SIZE);
    if (collectionId) refined = refined.hasSome('collectionIds', [collectionId]);
    if (term) refined = refined.contains('name', term);
    const { field, order } = SORTS[sort];
    return order === 'asc' ? refined.ascending(field) : refined.descending(field);
  };
}
