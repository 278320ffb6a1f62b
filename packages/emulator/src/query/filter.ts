import { ValidationError } from '../errors';
import type { QueryInput } from './schemas';
import { isRecord } from '../schema/kit';

/** Any object, arrays too (their fields are read by name, as JavaScript does). */
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** The wire filter language: {f: v}, {f: {$op: v}}, $and/$or/$not, dotted paths. */
const FIELD_OPS = new Set([
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$startsWith',
  '$endsWith',
  '$contains',
  '$hasSome',
  '$hasAll',
  '$in',
  '$nin',
  '$exists',
  '$isEmpty',
]);

const DECIMAL = /^-?\d+(\.\d+)?$/;

export interface SortSpec {
  fieldName: string;
  order: 'ASC' | 'DESC';
}

/** Values at a dotted path; arrays on the way are flattened. */
export function valuesAt(doc: unknown, path: string): unknown[] {
  let current: unknown[] = [doc];
  for (const part of path.split('.')) {
    const next: unknown[] = [];
    for (const c of current) {
      if (Array.isArray(c)) {
        for (const item of c) if (isObject(item)) next.push(item[part]);
      } else if (isObject(c)) next.push(c[part]);
    }
    current = next;
  }
  return current.filter((v) => v !== undefined);
}

function scalars(values: unknown[]): unknown[] {
  return values.flatMap((v) => (Array.isArray(v) ? v : [v]));
}

function toComparable(v: unknown): number | string | boolean | null {
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  if (v === null) return null;
  if (isObject(v) && '$date' in v) return String(v.$date);
  return JSON.stringify(v);
}

function equal(a: unknown, b: unknown): boolean {
  const x = toComparable(a);
  const y = toComparable(b);
  if (typeof x === 'number' && typeof y === 'string' && y.trim() !== '' && !Number.isNaN(Number(y)))
    return x === Number(y);
  if (typeof y === 'number' && typeof x === 'string' && x.trim() !== '' && !Number.isNaN(Number(x)))
    return Number(x) === y;
  return x === y;
}

function compare(a: unknown, b: unknown): number | undefined {
  let x = toComparable(a);
  let y = toComparable(b);
  if (typeof x === 'number' && typeof y === 'string' && !Number.isNaN(Number(y))) y = Number(y);
  if (typeof y === 'number' && typeof x === 'string' && !Number.isNaN(Number(x))) x = Number(x);
  if (x === null || y === null || typeof x !== typeof y) return undefined;
  // Decimal strings (money amounts) compare as numbers.
  if (typeof x === 'string' && typeof y === 'string' && DECIMAL.test(x) && DECIMAL.test(y))
    return Number(x) - Number(y);
  return x < y ? -1 : x > y ? 1 : 0;
}

function bad(field: string, description: string): ValidationError {
  return new ValidationError([{ field, description, violatedRule: 'VALIDATION' }]);
}

function list(op: string, v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) throw bad(path, `${op} needs an array`);
  return v;
}

function matchOp(values: unknown[], op: string, arg: unknown, path: string): boolean {
  const flat = scalars(values);
  switch (op) {
    case '$eq':
      return arg === null ? flat.length === 0 : flat.some((v) => equal(v, arg));
    case '$ne':
      return arg === null ? flat.length > 0 : !flat.some((v) => equal(v, arg));
    case '$gt':
      return flat.some((v) => (compare(v, arg) ?? 0) > 0 && compare(v, arg) !== undefined);
    case '$gte':
      return flat.some((v) => (compare(v, arg) ?? -1) >= 0);
    case '$lt':
      return flat.some((v) => (compare(v, arg) ?? 0) < 0);
    case '$lte':
      return flat.some((v) => (compare(v, arg) ?? 1) <= 0);
    case '$startsWith':
    case '$endsWith':
    case '$contains': {
      if (typeof arg !== 'string') throw bad(path, `${op} needs a string`);
      const needle = arg.toLowerCase();
      return flat.some((v) => {
        if (typeof v !== 'string') return false;
        const s = v.toLowerCase();
        return op === '$startsWith'
          ? s.startsWith(needle)
          : op === '$endsWith'
            ? s.endsWith(needle)
            : s.includes(needle);
      });
    }
    case '$hasSome':
    case '$in':
      return list(op, arg, path).some((a) => flat.some((v) => equal(v, a)));
    case '$nin':
      return !list(op, arg, path).some((a) => flat.some((v) => equal(v, a)));
    case '$hasAll':
      return list(op, arg, path).every((a) => flat.some((v) => equal(v, a)));
    case '$exists':
      return (values.length > 0 && values.some((v) => v !== null)) === Boolean(arg);
    case '$isEmpty': {
      const empty = flat.length === 0 || flat.every((v) => v === '' || v === null);
      return empty === Boolean(arg);
    }
    default:
      throw bad(path, `uses the unknown operator ${op}`);
  }
}

/** Throws a ValidationError (field `filter…`) for a malformed filter; returns whether `doc` matches. */
export function matches(doc: unknown, filter: unknown, path = 'filter'): boolean {
  if (filter === undefined || filter === null) return true;
  if (!isRecord(filter)) throw bad(path, 'must be an object');
  for (const [key, cond] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      const parts = list(key, cond, `${path}.${key}`);
      const results = parts.map((f, i) => matches(doc, f, `${path}.${key}[${i}]`));
      if (key === '$and' ? !results.every(Boolean) : !results.some(Boolean)) return false;
      continue;
    }
    if (key === '$not') {
      if (matches(doc, cond, `${path}.$not`)) return false;
      continue;
    }
    if (key.startsWith('$')) throw bad(`${path}.${key}`, 'is not a known operator');
    const values = valuesAt(doc, key);
    const ops = isRecord(cond) ? Object.keys(cond) : [];
    if (isRecord(cond) && ops.length > 0 && ops.every((k) => k.startsWith('$')) && !('$date' in cond)) {
      for (const [op, arg] of Object.entries(cond)) {
        if (!FIELD_OPS.has(op)) throw bad(`${path}.${key}.${op}`, 'is not a known operator');
        if (!matchOp(values, op, arg, `${path}.${key}.${op}`)) return false;
      }
    } else if (!matchOp(values, '$eq', cond, `${path}.${key}`)) return false;
  }
  return true;
}

/** Accepts `[{fieldName, order}]`, `[{field: "asc"}]` or the same as a JSON string. */
export function parseSort(sort: unknown): SortSpec[] {
  let s = sort;
  if (s === undefined || s === null) return [];
  if (typeof s === 'string') {
    try {
      s = JSON.parse(s);
    } catch {
      throw bad('sort', 'must be an array or a JSON array string');
    }
  }
  if (!Array.isArray(s)) throw bad('sort', 'must be an array');
  return s.map((item, i) => {
    if (!isObject(item)) throw bad(`sort[${i}]`, 'must be an object');
    const rec = item;
    if (typeof rec.fieldName === 'string') {
      const order = rec.order === undefined ? 'ASC' : String(rec.order).toUpperCase();
      if (order !== 'ASC' && order !== 'DESC')
        throw new ValidationError([
          { field: `sort[${i}].order`, description: 'must be one of ASC, DESC', violatedRule: 'INVALID_ENUM_VALUE' },
        ]);
      return { fieldName: rec.fieldName, order };
    }
    const [k, v] = Object.entries(rec)[0] ?? [];
    if (typeof k !== 'string') throw bad(`sort[${i}].fieldName`, 'is required');
    return { fieldName: k, order: String(v).toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
  });
}

export function parseFilter(filter: unknown): unknown {
  if (typeof filter === 'string') {
    if (filter.trim() === '') return undefined;
    try {
      return JSON.parse(filter);
    } catch {
      throw bad('filter', 'must be an object or a JSON object string');
    }
  }
  return filter;
}

export function sortDocs<T>(docs: T[], sort: SortSpec[]): T[] {
  if (sort.length === 0) return docs;
  return [...docs].sort((a, b) => {
    for (const { fieldName, order } of sort) {
      const x = valuesAt(a, fieldName)[0];
      const y = valuesAt(b, fieldName)[0];
      let c: number;
      if (x === undefined && y === undefined) c = 0;
      else if (x === undefined) c = -1;
      else if (y === undefined) c = 1;
      else c = compare(x, y) ?? String(x).localeCompare(String(y));
      if (c !== 0) return order === 'DESC' ? -c : c;
    }
    return 0;
  });
}

export interface QueryResult<T> {
  items: T[];
  total: number;
  offset: number;
}

/** Filters, sorts and pages documents (default limit 50, at most 100). */
export function runQuery<T>(docs: T[], q: QueryInput | null | undefined): QueryResult<T> {
  const filter = parseFilter(q?.filter);
  const sort = parseSort(q?.sort);
  const limit = q?.paging?.limit ?? 50;
  const offset = q?.paging?.offset ?? 0;
  const filtered = docs.filter((d) => matches(d, filter));
  const sorted = sortDocs(filtered, sort);
  return { items: sorted.slice(offset, offset + limit), total: filtered.length, offset };
}
