import type { FieldTransform, Shape } from '../types';
import { applyShape } from './from-wire';
import { imageToUri, uriToImage, uriToVideo, videoToUri } from './media';
import { own } from './rename';
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
export const image: FieldTransform = /* @__PURE__ */ each((value, toWire) =>
  toWire ? uriToImage(value) : imageToUri(value),
);

/**
 * The answer half of `image` alone (a request's value passes as it is). Answer shapes declare it, so a bundle that
 * only reads carries no media URI parser.
 */
export const imageFromWire: FieldTransform = /* @__PURE__ */ each((value, toWire) =>
  toWire ? value : imageToUri(value),
);

/** The wire's video object ↔ `video://v1/…`. */
export const video: FieldTransform = /* @__PURE__ */ each((value, toWire) =>
  toWire ? uriToVideo(value) : videoToUri(value),
);

/** The answer half of `video` alone, as `imageFromWire` is `image`'s: a bundle that only reads carries no parser. */
export const videoFromWire: FieldTransform = /* @__PURE__ */ each((value, toWire) =>
  toWire ? value : videoToUri(value),
);

/** The path of a page URL; a relative URL's own path, and nothing for one that is no URL at all. */
function relativePath(url: string): string | undefined {
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    // No path to give: the url goes alone.
  }
}

/** `{relativePath, url}` ↔ the `url` string; `relativePath` is the URL's path (docs/wire.md#page-urls). */
export const pageUrl: FieldTransform = /* @__PURE__ */ each((value, toWire) =>
  toWire
    ? typeof value === 'string'
      ? { relativePath: relativePath(value), url: value }
      : value
    : value && typeof value === 'object'
      ? (value as { url?: unknown }).url
      : value,
);

/** An address's keys renamed by `names`; a key whose target is already there keeps its name. */
function renamed(value: unknown, names: Record<string, string>): unknown {
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const target = own(names, key);
    out[target && !Object.hasOwn(value, target) ? target : key] = (value as Record<string, unknown>)[key];
  }
  return out;
}

const ADDRESS_SDK: Record<string, string> = {
  addressLine: 'addressLine1',
  formattedAddress: 'formatted',
  geocode: 'location',
};
const ADDRESS_WIRE: Record<string, string> = {
  addressLine1: 'addressLine',
  formatted: 'formattedAddress',
  location: 'geocode',
};
const GEOCODE: Shape = { geocode: { latitude: decimal, longitude: decimal } };

/**
 * Wire `addressLine`, `formattedAddress`, `geocode` ↔ SDK `addressLine1`, `formatted`, `location`; the other
 * fields pass as they are, and the coordinates are decimals (docs/wire.md#addresses).
 */
export const address: FieldTransform = /* @__PURE__ */ each((value, toWire) => {
  if (toWire) return walk(renamed(value, ADDRESS_WIRE), GEOCODE);
  applyShape(value, GEOCODE);
  return renamed(value, ADDRESS_SDK);
});

/** An array of field names ↔ one comma-joined string (the whole list is the value). */
export const fieldMask: FieldTransform = (value, toWire) =>
  toWire
    ? Array.isArray(value)
      ? value.join(',')
      : value
    : typeof value === 'string'
      ? value.split(',').filter(Boolean)
      : value;
