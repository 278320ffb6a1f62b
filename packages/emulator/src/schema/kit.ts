import * as v from 'valibot';
import type { ViolatedRule } from '../errors';

/**
 * Request-schema builders on valibot. Each one carries the platform's wording, so that `violations.ts` only has to
 * name the rule. Builders are required; `opt()` makes a field optional (the platform treats `null` as absent).
 */

/** A JSON object (not an array). */
export const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const mustBe = (what: string) => (issue: v.BaseIssue<unknown>) => `must be ${what}, got ${typeName(issue.input)}`;

/** A check whose issue names its violated rule (the issue's `type` is the rule). */
function ruled<T>(rule: ViolatedRule, test: (value: T) => boolean, message: string) {
  return { ...v.check(test, message), type: rule };
}

export interface StrOptions {
  minLength?: number;
  maxLength?: number;
}

export const str = (o: StrOptions = {}) =>
  v.pipe(
    v.string(mustBe('a string')),
    v.minLength(o.minLength ?? 0, `must be at least ${o.minLength} characters long`),
    v.maxLength(o.maxLength ?? Infinity, `must be at most ${o.maxLength} characters long`),
  );

export interface NumOptions {
  min?: number;
  max?: number;
}

/**
 * `value`'s bounds. A JSON number beyond the double range (`1e309`) parses as Infinity, which no column can hold:
 * a bound reports it when there is one, else it is "not finite". Never stored as `null`.
 */
function bounds<T>(value: (input: T) => number | undefined, o: NumOptions) {
  const outside = (x: number) => (o.min !== undefined && x < o.min) || (o.max !== undefined && x > o.max);
  // A value that is not a number at all was reported by the check before these.
  const holds = (test: (x: number) => boolean) => (input: T) => {
    const x = value(input);
    return x === undefined || test(x);
  };
  const finite = holds((x) => Number.isFinite(x) || outside(x));
  const atLeastMin = holds((x) => o.min === undefined || x >= o.min);
  const atMostMax = holds((x) => o.max === undefined || x <= o.max);
  return [
    ruled('VALIDATION', finite, 'must be a finite number'),
    ruled('MIN', atLeastMin, `must be at least ${o.min}`),
    ruled('MAX', atMostMax, `must be at most ${o.max}`),
  ] as const;
}

const number = () => v.number(mustBe('a number'));

export const num = (o: NumOptions = {}) => v.pipe(number(), ...bounds((x: number) => x, o));

export const int = (o: NumOptions = {}) =>
  v.pipe(number(), v.integer('must be an integer'), ...bounds((x: number) => x, o));

/** A number written out as a string: digits, an optional fraction and exponent (`"12.50"`, `"1e3"`). */
const NUMERIC = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;
const numberIn = (s: string) => (NUMERIC.test(s) ? Number(s) : undefined);

/** An amount sent as a number or a numeric string (kept as sent), within the bounds given. */
export const amount = (o: NumOptions = {}) =>
  v.union(
    [
      num(o),
      v.pipe(
        v.string(mustBe('a number')),
        v.check((s) => NUMERIC.test(s), mustBe('a number')),
        ...bounds(numberIn, o),
      ),
    ],
    mustBe('a number'),
  );

/** The platform's `DECIMAL_VALUE` strings: digits and an optional fraction, no sign but `-`, no exponent. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

export interface DecimalOptions {
  gte: number;
  lte: number;
}

/**
 * A decimal (`@format DECIMAL_VALUE` with `@decimalValue { gte, lte }` in the platform SDK): a decimal string, or a
 * JSON number as the emulator has always taken it; out of range is `DECIMAL_GTE` / `DECIMAL_LTE`.
 */
export const decimal = (o: DecimalOptions) => {
  const value = (x: string | number) => (typeof x === 'number' ? x : DECIMAL.test(x) ? Number(x) : undefined);
  return v.pipe(
    v.union([v.string(), number()], mustBe('a decimal')),
    ruled('FORMAT', (x: string | number) => value(x) !== undefined, 'must be a decimal such as "12.50"'),
    ruled('DECIMAL_GTE', (x: string | number) => !((value(x) ?? o.gte) < o.gte), `must be at least ${o.gte}`),
    ruled('DECIMAL_LTE', (x: string | number) => !((value(x) ?? o.lte) > o.lte), `must be at most ${o.lte}`),
  );
};

export const bool = () => v.boolean(mustBe('a boolean'));

/** The platform SDK's `@format` strings the emulator checks: `WEB_URL` (http or https) and `EMAIL`. */
const FORMATS = {
  webUrl: { test: (s: string) => /^https?:\/\/[^\s/]+/i.test(s), says: 'must be an http(s) URL' },
  email: { test: (s: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), says: 'must be an e-mail address' },
} as const;

export const formatted = (format: keyof typeof FORMATS, o: StrOptions = {}) =>
  v.pipe(str(o), ruled('FORMAT', FORMATS[format].test, FORMATS[format].says));

export const oneOf = <const T extends readonly string[]>(values: T) =>
  v.picklist(values, `must be one of ${values.join(', ')}`);

/** At least `min` and at most `max` items, reported also when some items are wrong (valibot's would stay silent). */
function sizeOf<A extends unknown[]>(o: { minItems?: number; maxItems?: number }) {
  const tooFew = v.rawCheck<A>(({ dataset, addIssue }) => {
    const items = dataset.value;
    if (o.minItems !== undefined && Array.isArray(items) && items.length < o.minItems)
      addIssue({ message: `must have at least ${o.minItems} items`, input: items });
  });
  const tooMany = v.rawCheck<A>(({ dataset, addIssue }) => {
    const items = dataset.value;
    if (o.maxItems !== undefined && Array.isArray(items) && items.length > o.maxItems)
      addIssue({ message: `must have at most ${o.maxItems} items`, input: items });
  });
  return [
    { ...tooFew, type: 'MIN_SIZE' },
    { ...tooMany, type: 'MAX_SIZE' },
  ] as const;
}

/** An array; its items are never null, whatever they may be. */
export const arr = <T extends v.GenericSchema>(of: T, o: { minItems?: number; maxItems?: number } = {}) => {
  const items = v.array(v.nonNullish(of, 'must not be null'), mustBe('an array'));
  return v.pipe(items, ...sizeOf<v.InferOutput<typeof items>>(o));
};

/** valibot takes an array for an object; the platform does not. */
const objectGuard = () => v.custom<Record<string, unknown>>(isRecord, mustBe('an object'));

/** An object whose undeclared fields are dropped (neither kept nor refused): only what it declares is stored. */
export const picked = <E extends v.ObjectEntries>(entries: E) =>
  v.pipe(objectGuard(), v.object(entries, mustBe('an object')));

/** An object that keeps fields it does not declare. */
export const obj = <E extends v.ObjectEntries>(entries: E) =>
  v.pipe(objectGuard(), v.looseObject(entries, mustBe('an object')));

/** An object that refuses every field it does not declare (each one reported). */
export const strict = <E extends v.ObjectEntries>(entries: E) =>
  v.pipe(
    objectGuard(),
    v.objectWithRest(entries, v.never('is not a known field'), mustBe('an object')),
    v.transform((input): v.InferOutput<v.ObjectSchema<E, undefined>> => input),
  );

/** A map of string keys (a `null` value is let through as absent, as for fields). */
export const map = <T extends v.GenericSchema>(values: T) =>
  v.pipe(objectGuard(), v.record(v.string(), v.nullish(values), mustBe('an object')));

/** Anything but absent. */
export const any = () => v.nonNullish(v.unknown(), 'is required');

export const opt = <T extends v.GenericSchema>(schema: T) => v.nullish(schema);

export type Out<T extends v.GenericSchema> = v.InferOutput<T>;

/** Any value, or none (kept as sent). */
export const anything = () => v.optional(v.unknown());
