import { CONDITIONS } from './brand';
import { QueryValidationError } from './errors';
import { typeName } from './type-name';
import type { WireFilter } from './types';
import { checkComparable, checkCount, checkField, checkString } from './validate';

/** One condition of a builder; a builder's filter is the `$and` of its conditions. */
export type Condition = WireFilter;

/** The names of all filter operators. */
export const OPERATORS = Object.freeze([
  'eq',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
  'between',
  'startsWith',
  'endsWith',
  'contains',
  'hasSome',
  'hasAll',
  'in',
  'exists',
  'isEmpty',
  'isNotEmpty',
  'and',
  'or',
  'not',
] as const);

export type Operator = (typeof OPERATORS)[number];

const WIRE: Readonly<Partial<Record<Operator, string>>> = Object.freeze({
  ne: '$ne',
  gt: '$gt',
  ge: '$gte',
  lt: '$lt',
  le: '$lte',
  startsWith: '$startsWith',
  endsWith: '$endsWith',
  contains: '$contains',
  hasSome: '$hasSome',
  hasAll: '$hasAll',
  in: '$in',
  exists: '$exists',
});

/** A copy of plain objects and arrays (own keys only, `__proto__` kept as a key); other values as they are. */
export function clone<V>(value: V): V {
  if (Array.isArray(value)) return value.map(clone) as V;
  if (value !== null && typeof value === 'object') {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto === Object.prototype || proto === null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clone(v)])) as V;
    }
  }
  return value;
}

/** The wire filter of a list of conditions: `{}`, the one condition, or `{"$and":[…]}`. */
export function combine(conditions: readonly Condition[]): WireFilter {
  return clone(conditions.length === 1 ? conditions[0]! : conditions.length ? { $and: conditions } : {});
}

function conditionsOf(op: string, other: unknown): readonly Condition[] {
  const found =
    other !== null && typeof other === 'object' ? (other as Record<symbol, unknown>)[CONDITIONS] : undefined;
  if (!Array.isArray(found)) {
    throw new QueryValidationError(
      op,
      `Invalid .${op} parameter [${typeName(other)}]. .${op} expects FilterBuilder only.`,
    );
  }
  return found;
}

/** Validates one operator call and returns the new list of conditions; `conditions` is left unchanged. */
export function apply(conditions: readonly Condition[], op: Operator, args: readonly unknown[]): Condition[] {
  if (op === 'and' || op === 'or' || op === 'not') {
    checkCount(op, args, 1);
    const other = conditionsOf(op, args[0]);
    if (op === 'and') return [...conditions, ...other];
    if (op === 'not') return [...conditions, { $not: combine(other) }];
    return [{ $or: conditions.length ? [combine(conditions), combine(other)] : [combine(other)] }];
  }
  const many = op === 'hasSome' || op === 'hasAll';
  const one = op === 'isEmpty' || op === 'isNotEmpty';
  checkCount(op, args, op === 'between' ? 3 : one ? 1 : 2, many);
  const field = args[0];
  checkField(op, field);
  let condition: unknown;
  if (one) {
    condition = { $isEmpty: op === 'isEmpty' };
  } else if (op === 'between') {
    const [, from, to] = args;
    checkComparable(op, from);
    checkComparable(op, to);
    if (typeName(from) !== typeName(to)) {
      throw new QueryValidationError(
        op,
        `Invalid .between parameter values [${typeName(from)}] and [${typeName(to)}]. Both parameters must be of the same type.`,
      );
    }
    condition = { $gte: from, $lt: to };
  } else {
    let value = args[1];
    if (op === 'gt' || op === 'ge' || op === 'lt' || op === 'le') checkComparable(op, value);
    if (op === 'startsWith' || op === 'endsWith' || op === 'contains') checkString(op, value);
    if (many && !(args.length === 2 && Array.isArray(value))) value = args.slice(1);
    condition = op === 'eq' ? value : { [WIRE[op]!]: value };
  }
  return [...conditions, { [field]: clone(condition) }];
}
