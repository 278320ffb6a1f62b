import * as v from 'valibot';
import { ValidationError } from '../errors';
import { parseRequestJson } from '../schema/json';
import { MAX_PAGE } from './schemas';

/** What a cursor stands for: the rest of one query (its filter and sort), from an offset. */
export interface CursorState {
  collectionId: string;
  filter?: unknown;
  sort?: unknown;
  offset: number;
  limit: number;
}

const state = v.object({
  c: v.string(),
  f: v.optional(v.unknown()),
  s: v.optional(v.unknown()),
  o: v.pipe(v.number(), v.integer(), v.minValue(0)),
  l: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_PAGE)),
});

export function writeCursor(s: CursorState): string {
  const json = { c: s.collectionId, f: s.filter, s: s.sort, o: s.offset, l: s.limit };
  return Buffer.from(JSON.stringify(json)).toString('base64url');
}

const FIELD = 'query.cursorPaging.cursor';
const refused = () =>
  new ValidationError([
    { field: FIELD, description: 'is not a cursor of this collection', violatedRule: 'VALIDATION' },
  ]);

/**
 * A cursor the emulator gave out, read back. It is the client's to send, so it is checked like any input: its
 * filter and sort go through the query engine's checks again, and it names the collection it was given for.
 */
export function readCursor(text: string, collectionId: string): CursorState {
  const json = parseRequestJson(Buffer.from(text, 'base64url').toString('utf8'), FIELD);
  if (!json.ok) throw refused();
  const parsed = v.safeParse(state, json.value);
  if (!parsed.success || parsed.output.c !== collectionId) throw refused();
  const { f, s, o, l } = parsed.output;
  return { collectionId, filter: f, sort: s, offset: o, limit: l };
}
