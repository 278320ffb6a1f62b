import { ConfigError, type CallOptions, type Client } from '@vitrine/http';
import { readCursor, writeCursor } from './cursor';
import type { ListQuery } from './list-query';
import { matchesSearch, searchWords } from './search-words';
import type { ProductList } from './types/list';

/** A version's list read (category, sort, paging), which a search reads whole. */
export type ListRead = (client: Client, query: ListQuery, call: CallOptions) => Promise<ProductList>;

/** The most products a search reads: 10 pages of 100. A store with more is searched in its first 1,000. */
export const SEARCHED_PRODUCTS = 1000;
const READ_PAGE = 100;

/**
 * A search, the same on both versions: neither platform searches what a card shows (Catalog V1's query matches a
 * name's beginning only; Catalog V3's searches name, description and SKU, not the brand), so the model reads the
 * list in its sort and category (100 a request, up to `SEARCHED_PRODUCTS`) and keeps the products whose name,
 * brand or ribbon has every word. Its pages are offsets into what matched; the total comes with every page.
 */
export async function searchedList(
  read: ListRead,
  client: Client,
  query: ListQuery,
  call: CallOptions,
): Promise<ProductList> {
  const { position, pageSize } = query;
  const offset = position.at ? Number(position.at) : 0;
  if (!Number.isSafeInteger(offset) || offset < 0)
    throw new ConfigError(
      `shopProducts needs a cursor from a page's nextCursor or prevCursor; got ${JSON.stringify(`${position.page}.${position.at}`)}.`,
    );
  const words = searchWords(query.search ?? '');
  const matched = [];
  let at = readCursor(undefined);
  for (let seen = 0; seen < SEARCHED_PRODUCTS; seen += READ_PAGE) {
    const page = await read(
      client,
      { ...query, search: undefined, pageSize: READ_PAGE, position: at, withTotal: false },
      call,
    );
    matched.push(...page.products.filter((product) => matchesSearch(product, words)));
    if (!page.nextCursor) break;
    at = readCursor(page.nextCursor);
  }
  return {
    products: matched.slice(offset, offset + pageSize),
    page: position.page,
    pageSize,
    total: matched.length,
    ...(offset + pageSize < matched.length
      ? { nextCursor: writeCursor(position.page + 1, String(offset + pageSize)) }
      : {}),
    ...(offset > 0 && position.page > 1
      ? { prevCursor: writeCursor(position.page - 1, String(Math.max(0, offset - pageSize))) }
      : {}),
  };
}
