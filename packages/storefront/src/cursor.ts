import { ConfigError } from '@vitrine/http';

// A list's cursor is `<page>.<where>`: the page's number, then where it starts in the store's own terms (an offset
// on Catalog V1, the platform's cursor on V3). Opaque to a shop, which only hands it back.

export interface ListPosition {
  /** 1 for the first page. */
  page: number;
  /** The store's own position: '' for the first page. */
  at: string;
}

export const writeCursor = (page: number, at: string): string => `${page}.${at}`;

/** The position a cursor names; the first page without one. A cursor this package did not write is refused. */
export function readCursor(cursor: string | undefined): ListPosition {
  if (cursor === undefined || cursor === '') return { page: 1, at: '' };
  const match = typeof cursor === 'string' ? /^([1-9]\d{0,8})\.(.+)$/s.exec(cursor) : null;
  if (!match)
    throw new ConfigError(
      `shopProducts needs a cursor from a page's nextCursor or prevCursor; got ${JSON.stringify(cursor)}.`,
    );
  return { page: Number(match[1]), at: match[2]! };
}
