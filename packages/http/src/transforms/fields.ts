import type { FieldTransform, Shape } from '../types';
import { applyShape, renameKeys as renamed } from './from-wire';
import { imageToUri, uriToImage, uriToVideo, videoToUri } from './media';
import { toWire as walk } from './to-wire';

// Each conversion is its own export, so a bundle carries only the conversions its calls declare.

/** Lets a conversion of one value apply to every element of a list as well. */
const each =
  (convert: FieldTransform): FieldTransform =>
  (value, toWire) =>
    Array.isArray(value) ? value.map((item) => convert(item, toWire)) : convert(value, toWire);

const NON_FINITE: Record<string, number> = { NaN: NaN, Infinity: Infinity, '-Infinity': -Infinity };

/** ISO string ↔ `Date`; empty or missing reads back as undefined; an unparseable string stays as it came. */
export const date: FieldTransform = /* @__PURE__ */ each((value, toWire) =>
  toWire || (typeof value === 'string' && value !== '' && Number.isNaN(Date.parse(value)))
    ? value
    : value === '' || value == null
      ? undefined
      : new Date(value as string),
);

/** `NaN`, `Infinity` and `-Infinity` travel as strings. */
export const decimal: FieldTransform = /* @__PURE__ */ each((value, toWire) =>
  toWire
    ? typeof value === 'number' && !Number.isFinite(value)
      ? String(value)
      : value
    : typeof value === 'string' && Object.hasOwn(NON_FINITE, value)
      ? NON_FINITE[value]
      : value,
);

/** `{id, url, width, height, filename, altText}` ↔ `image://v1/…`. */
export const image: FieldTransform = /* @__PURE__ */ each((value, toWire) => (toWire ? uriToImage(value) : imageToUri(value)));

/** The wire's video object ↔ `video://v1/…`. */
export const video: FieldTransform = /* @__PURE__ */ each((value, toWire) => (toWire ? uriToVideo(value) : videoToUri(value)));

/** The path of a page URL; a relative URL's own path, and nothing for one that is no URL at all. */
function relativePath(url: string): string | undefined {
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return undefined;
  }
}

/** `{relativePath, url}` ↔ the `url` string; `relativePath` is the URL's path (wire.md). */
export const pageUrl: FieldTransform = /* @__PURE__ */ each((value, toWire) =>
  toWire
    ? typeof value === 'string'
      ? { relativePath: relativePath(value), url: value }
      : value
    : value && typeof value === 'object'
      ? (value as { url?: unknown }).url
      : value,
);

const ADDRESS_SDK: Record<string, string> = { addressLine: 'addressLine1', formattedAddress: 'formatted', geocode: 'location' };
const ADDRESS_WIRE: Record<string, string> = { addressLine1: 'addressLine', formatted: 'formattedAddress', location: 'geocode' };
const GEOCODE: Shape = { geocode: { latitude: decimal, longitude: decimal } };

/**
 * Wire `addressLine`, `formattedAddress`, `geocode` ↔ SDK `addressLine1`, `formatted`, `location`; the other
 * fields pass as they are, and the coordinates are decimals (wire.md). The renaming reuses the answers' deep one:
 * nothing inside an address (street, coordinates) has these names.
 */
export const address: FieldTransform = /* @__PURE__ */ each((value, toWire) => {
  if (toWire) return walk(renamed(value, ADDRESS_WIRE), GEOCODE);
  applyShape(value, GEOCODE);
  return renamed(value, ADDRESS_SDK);
});

/** An array of field names ↔ one comma-joined string (the whole list is the value). */
export const fieldMask: FieldTransform = (value, toWire) =>
  toWire ? (Array.isArray(value) ? value.join(',') : value) : typeof value === 'string' ? value.split(',').filter(Boolean) : value;
