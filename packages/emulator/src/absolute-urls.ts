import { isRecord } from './schema/kit';

const URL_KEYS = new Set(['url', 'base']);

function absolutize(base: string, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => absolutize(base, v));
  return isRecord(value) ? absoluteUrls(base, value) : value;
}

/** Makes emulator-relative URLs (`/…`) absolute on the main URL, at any depth (answers and events alike). */
export function absoluteUrls(base: string, value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const relative = URL_KEYS.has(k) && typeof v === 'string' && v.startsWith('/') && !v.startsWith('//');
    out[k] = relative ? base + v : absolutize(base, v);
  }
  return out;
}
