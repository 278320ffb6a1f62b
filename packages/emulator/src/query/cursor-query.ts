import * as v from 'valibot';
import { ValidationError } from '../errors';
import { parseRequestJson } from '../schema/json';
import { runQuery } from './run';

/**
 * The platform's cursor paging (Catalog V3, Categories): `cursorPaging: { limit, cursor }` in, `pagingMetadata:
 * { count, cursors: { next, prev }, hasNext }` out. A cursor carries the rest of its query (filter, sort, what else
 * the call searched by, `extra`), so a next page is asked with the cursor alone, as on the platform.
 */
export interface CursorQueryInput {
  filter?: unknown;
  sort?: unknown;
  cursorPaging?: { limit?: number | null; cursor?: string | null } | null;
}

interface CursorState {
  kind: string;
  filter?: unknown;
  sort?: unknown;
  extra?: unknown;
  offset: number;
  limit: number;
}

export const MAX_CURSOR_PAGE = 100;

const state = v.object({
  k: v.string(),
  f: v.optional(v.unknown()),
  s: v.optional(v.unknown()),
  x: v.optional(v.unknown()),
  o: v.pipe(v.number(), v.integer(), v.minValue(0)),
  l: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_CURSOR_PAGE)),
});

function writeCursor(s: CursorState): string {
  const json = { k: s.kind, f: s.filter, s: s.sort, x: s.extra, o: s.offset, l: s.limit };
  return Buffer.from(JSON.stringify(json)).toString('base64url');
}

function readCursor(text: string, kind: string, field: string): CursorState {
  const refused = new ValidationError([
    { field, description: `is not a cursor of this ${kind} call`, violatedRule: 'VALIDATION' },
  ]);
  const json = parseRequestJson(Buffer.from(text, 'base64url').toString('utf8'), field);
  if (!json.ok) throw refused;
  const parsed = v.safeParse(state, json.value);
  if (!parsed.success || parsed.output.k !== kind) throw refused;
  const { f, s, x, o, l } = parsed.output;
  return { kind, filter: f, sort: s, extra: x, offset: o, limit: l };
}

/** The query a call runs: the one its cursor carries, else the one it sent. */
export function resolveCursor(
  q: CursorQueryInput | null | undefined,
  kind: string,
  field: string,
  extra?: unknown,
): CursorState {
  const limit = q?.cursorPaging?.limit ?? MAX_CURSOR_PAGE;
  const cursor = q?.cursorPaging?.cursor;
  if (cursor) {
    const s = readCursor(cursor, kind, `${field}.cursorPaging.cursor`);
    return { ...s, limit: q?.cursorPaging?.limit ?? s.limit };
  }
  return { kind, filter: q?.filter ?? undefined, sort: q?.sort ?? undefined, extra, offset: 0, limit };
}

/** One page of `docs` (already narrowed by what `state.extra` stands for) by the state's filter and sort. */
export function cursorPage<T>(docs: T[], s: CursorState) {
  const r = runQuery(docs, { filter: s.filter, sort: s.sort, paging: { limit: s.limit, offset: s.offset } });
  const next = s.offset + r.items.length;
  const hasNext = next < r.total;
  const prev = Math.max(0, s.offset - s.limit);
  return {
    items: r.items,
    pagingMetadata: {
      count: r.items.length,
      cursors: {
        ...(hasNext ? { next: writeCursor({ ...s, offset: next }) } : {}),
        ...(s.offset > 0 ? { prev: writeCursor({ ...s, offset: prev }) } : {}),
      },
      hasNext,
    },
  };
}
