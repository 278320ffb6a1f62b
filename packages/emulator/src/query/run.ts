import type { QueryInput } from './schemas';
import { parseRequestJson } from '../schema/json';
import { bad, checkFilter, matches } from './filter';
import { parseSort, sortDocs } from './sort';

/** A filter or sort may come as JSON text (the older SDKs send them so); it is held to the request's depth. */
function fromText(value: unknown, field: string, says: string, blank?: 'absent'): unknown {
  if (typeof value !== 'string') return value;
  if (blank && value.trim() === '') return undefined;
  const json = parseRequestJson(value, field);
  if (!json.ok) throw bad(field, says);
  return json.value;
}

export interface QueryResult<T> {
  items: T[];
  total: number;
  offset: number;
}

/** Filters, sorts and pages documents (default limit 50, at most 100); a bad query is refused before any work. */
export function runQuery<T>(docs: T[], q: QueryInput | null | undefined): QueryResult<T> {
  const filter = fromText(q?.filter, 'filter', 'must be an object or a JSON object string', 'absent');
  checkFilter(filter);
  const sort = parseSort(fromText(q?.sort, 'sort', 'must be an array or a JSON array string'));
  const limit = q?.paging?.limit ?? 50;
  const offset = q?.paging?.offset ?? 0;
  const filtered = docs.filter((d) => matches(d, filter));
  const sorted = sortDocs(filtered, sort);
  return { items: sorted.slice(offset, offset + limit), total: filtered.length, offset };
}
