import type { AppContext } from './http';
import { readQuery } from './http';
import type * as v from 'valibot';
import { parse } from './schema/violations';

/**
 * A GET call's parameters as the platform SDKs send them: a complex request as `.r` (base64url JSON), a plain one as
 * search parameters, nested names dotted (`treeReference.appNamespace`) and lists repeated (`fields=A&fields=B`).
 * `lists` names the parameters that are lists even when sent once.
 */
export function readGetParams<T extends v.GenericSchema>(
  c: AppContext,
  schema: T,
  lists: readonly string[] = [],
): v.InferOutput<T> {
  if (c.req.query('.r') !== undefined) return readQuery(c, schema);
  const out: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    const path = name.split('.');
    let at = out;
    for (const key of path.slice(0, -1)) {
      const next = at[key];
      at = (typeof next === 'object' && next !== null ? next : (at[key] = {})) as Record<string, unknown>;
    }
    const last = path[path.length - 1]!;
    const numeric = (x: string) => (/^\d+$/.test(x) && last === 'limit' ? Number(x) : x);
    at[last] = lists.includes(name) || values.length > 1 ? values.map(numeric) : numeric(values[0]!);
  }
  return parse(schema, out);
}
