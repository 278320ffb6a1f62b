import type { DehydrateOptions, HydrateOptions } from '@tanstack/react-query';

// A Date becomes { $vitrine: 'date', value: ISO string }; a plain object with a `$vitrine` key of its own is wrapped
// as { $vitrine: 'object', value }, so no answer is ever mistaken for a tag. Strings, even date-like ones, stay strings.
const TAG = '$vitrine';

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

// Object.fromEntries defines own properties, so a `__proto__` key stays data and never becomes a prototype.
const mapValues = (object: Plain, map: (value: unknown) => unknown): Plain =>
  Object.fromEntries(
    Object.entries(object)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, map(value)]),
  );

/**
 * Query data → plain JSON: dates tagged, `undefined` properties left out (the Pages Router's
 * `getServerSideProps` refuses both). `deserializeVitrineData` reverses it.
 */
export function serializeVitrineData(data: unknown): unknown {
  if (data instanceof Date) {
    return { [TAG]: 'date', value: Number.isNaN(data.getTime()) ? null : data.toISOString() };
  }
  if (Array.isArray(data)) return data.map(serializeVitrineData);
  if (!isPlainObject(data)) return data;
  const plain = mapValues(data, serializeVitrineData);
  return Object.hasOwn(data, TAG) ? { [TAG]: 'object', value: plain } : plain;
}

/** Reverses `serializeVitrineData`: tagged dates become `Date` instances again. */
export function deserializeVitrineData(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(deserializeVitrineData);
  if (!isPlainObject(data)) return data;
  if (data[TAG] === 'date') return new Date(typeof data.value === 'string' ? data.value : Number.NaN);
  if (data[TAG] === 'object' && isPlainObject(data.value)) return mapValues(data.value, deserializeVitrineData);
  return mapValues(data, deserializeVitrineData);
}

/** `dehydrate(queryClient, vitrineDehydrateOptions)`, or a QueryClient's `defaultOptions.dehydrate`. */
export const vitrineDehydrateOptions: DehydrateOptions = /* @__PURE__ */ Object.freeze({
  serializeData: serializeVitrineData,
});

/** A QueryClient's `defaultOptions.hydrate`, or `<HydrationBoundary options={{ defaultOptions: … }}>`. */
export const vitrineHydrateOptions: NonNullable<HydrateOptions['defaultOptions']> = /* @__PURE__ */ Object.freeze({
  deserializeData: deserializeVitrineData,
});
