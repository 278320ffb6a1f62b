import { ValidationError } from '../errors';
import { isRecord } from '../schema/kit';
import { compare, equal, valuesAt } from './values';

/** The wire filter language: {f: v}, {f: {$op: v}}, $and/$or/$not, dotted paths. */

const STRING_OPS = new Set(['$startsWith', '$endsWith', '$contains']);
const LIST_OPS = new Set(['$hasSome', '$hasAll', '$in', '$nin']);
const FIELD_OPS = new Set([
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$exists',
  '$isEmpty',
  ...STRING_OPS,
  ...LIST_OPS,
]);

export function bad(field: string, description: string): ValidationError {
  return new ValidationError([{ field, description, violatedRule: 'VALIDATION' }]);
}

/** `{f: {$op: v, …}}`: an object of operators only (a `{$date}` is a value). */
function operators(cond: unknown): cond is Record<string, unknown> {
  if (!isRecord(cond) || '$date' in cond) return false;
  const keys = Object.keys(cond);
  return keys.length > 0 && keys.every((k) => k.startsWith('$'));
}

/** A value to compare with: a `{$date}` must carry a string. */
function checkValue(value: unknown, path: string): void {
  if (isRecord(value) && '$date' in value && typeof value.$date !== 'string')
    throw bad(`${path}.$date`, 'must be a date string');
}

function checkOperator(op: string, arg: unknown, path: string): void {
  if (!FIELD_OPS.has(op)) throw bad(path, 'is not a known operator');
  if (STRING_OPS.has(op) && typeof arg !== 'string') throw bad(path, `${op} needs a string`);
  if (LIST_OPS.has(op)) {
    if (!Array.isArray(arg)) throw bad(path, `${op} needs an array`);
    arg.forEach((item, i) => checkValue(item, `${path}[${i}]`));
  } else checkValue(arg, path);
}

/**
 * Checks a whole filter once, before any document is looked at, and throws a ValidationError naming the bad part
 * (`filter…`). Its depth is bounded by the request's (`schema/json.ts`), so the recursion is too.
 */
export function checkFilter(filter: unknown, path = 'filter'): void {
  if (filter === undefined || filter === null) return;
  if (!isRecord(filter)) throw bad(path, 'must be an object');
  for (const [key, cond] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(cond)) throw bad(`${path}.${key}`, `${key} needs an array`);
      cond.forEach((part, i) => checkFilter(part, `${path}.${key}[${i}]`));
    } else if (key === '$not') checkFilter(cond, `${path}.$not`);
    else if (key.startsWith('$')) throw bad(`${path}.${key}`, 'is not a known operator');
    else if (operators(cond))
      for (const [op, arg] of Object.entries(cond)) checkOperator(op, arg, `${path}.${key}.${op}`);
    else checkValue(cond, `${path}.${key}`);
  }
}

function matchOp(values: unknown[], op: string, arg: unknown): boolean {
  const flat = values.flatMap((v) => (Array.isArray(v) ? v : [v]));
  const list = Array.isArray(arg) ? arg : [];
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
      const needle = String(arg).toLowerCase();
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
      return list.some((a) => flat.some((v) => equal(v, a)));
    case '$nin':
      return !list.some((a) => flat.some((v) => equal(v, a)));
    case '$hasAll':
      return list.every((a) => flat.some((v) => equal(v, a)));
    case '$exists':
      return (values.length > 0 && values.some((v) => v !== null)) === Boolean(arg);
    case '$isEmpty': {
      const empty = flat.length === 0 || flat.every((v) => v === '' || v === null);
      return empty === Boolean(arg);
    }
    default:
      return false;
  }
}

/** Whether `doc` matches a filter that `checkFilter` has passed. */
export function matches(doc: unknown, filter: unknown): boolean {
  if (!isRecord(filter)) return true;
  for (const [key, cond] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      const results = (Array.isArray(cond) ? cond : []).map((f) => matches(doc, f));
      if (key === '$and' ? !results.every(Boolean) : !results.some(Boolean)) return false;
    } else if (key === '$not') {
      if (matches(doc, cond)) return false;
    } else {
      const values = valuesAt(doc, key);
      const ok = operators(cond)
        ? Object.entries(cond).every(([op, arg]) => matchOp(values, op, arg))
        : matchOp(values, '$eq', cond);
      if (!ok) return false;
    }
  }
  return true;
}
