import * as v from 'valibot';
import type { ViolatedRule } from '../errors';

/**
 * Request-schema builders on valibot. Each one carries the platform's wording, so that `violations.ts` only has to
 * name the rule. Builders are required; `opt()` makes a field optional (the platform treats `null` as absent).
 */

/** A JSON object (not an array). */
export const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

function typeName(value: unknown): string {
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

/** `schema`'s number within the bounds given (bounds are checked, and reported, after what `schema` checks). */
const within = (schema: v.GenericSchema<unknown, number>, o: NumOptions) =>
  v.pipe(
    schema,
    v.minValue(o.min ?? -Infinity, `must be at least ${o.min}`),
    v.maxValue(o.max ?? Infinity, `must be at most ${o.max}`),
  );

export const num = (o: NumOptions = {}) => within(v.number(mustBe('a number')), o);

export const int = (o: NumOptions = {}) =>
  within(v.pipe(v.number(mustBe('a number')), v.integer('must be an integer')), o);

const numeric = (s: string) => s.trim() !== '' && Number.isFinite(Number(s));

/** An amount sent as a number or a numeric string (kept as sent). */
export const amount = (o: { min?: number } = {}) =>
  v.union(
    [
      num(o),
      v.pipe(
        v.string(mustBe('a number')),
        v.check(numeric, mustBe('a number')),
        ruled(
          'MIN',
          (s: string) => !numeric(s) || o.min === undefined || Number(s) >= o.min,
          `must be at least ${o.min}`,
        ),
      ),
    ],
    mustBe('a number'),
  );

export const bool = () => v.boolean(mustBe('a boolean'));

export const oneOf = <const T extends readonly string[]>(values: T) =>
  v.picklist(values, `must be one of ${values.join(', ')}`);

/** At most `max` items, reported also when some items are wrong (valibot's `maxLength` would stay silent then). */
function maxItems<A extends unknown[]>(max: number | undefined) {
  const check = v.rawCheck<A>(({ dataset, addIssue }) => {
    const items = dataset.value;
    if (max !== undefined && Array.isArray(items) && items.length > max)
      addIssue({ message: `must have at most ${max} items`, input: items });
  });
  return { ...check, type: 'MAX_SIZE' };
}

/** An array; its items are never null, whatever they may be. */
export const arr = <T extends v.GenericSchema>(of: T, o: { maxItems?: number } = {}) => {
  const items = v.array(v.nonNullish(of, 'must not be null'), mustBe('an array'));
  return v.pipe(items, maxItems<v.InferOutput<typeof items>>(o.maxItems));
};

/** valibot takes an array for an object; the platform does not. */
const objectGuard = () => v.custom<Record<string, unknown>>(isRecord, mustBe('an object'));

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
