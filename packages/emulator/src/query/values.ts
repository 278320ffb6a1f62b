/** Values of documents, as the query language reads and compares them. */

/** Any object, arrays too (their fields are read by name, as JavaScript does). */
export const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

const DECIMAL = /^-?\d+(\.\d+)?$/;

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

/** A filter's `{$date}` is compared as its string; the filter check makes sure it is one. */
function toComparable(v: unknown): number | string | boolean | null {
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  if (v === null) return null;
  if (isObject(v) && typeof v.$date === 'string') return v.$date;
  return JSON.stringify(v);
}

export function equal(a: unknown, b: unknown): boolean {
  const x = toComparable(a);
  const y = toComparable(b);
  if (typeof x === 'number' && typeof y === 'string' && y.trim() !== '' && !Number.isNaN(Number(y)))
    return x === Number(y);
  if (typeof y === 'number' && typeof x === 'string' && x.trim() !== '' && !Number.isNaN(Number(x)))
    return Number(x) === y;
  return x === y;
}

export function compare(a: unknown, b: unknown): number | undefined {
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
