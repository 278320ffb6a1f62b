/**
 * Flattens GET parameters (docs/wire.md#query-strings): nested objects become dotted keys, arrays repeat the key,
 * and `null` or `undefined` are left out.
 */
export function toQueryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    if (value == null) return;
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${key}.${k}`, v);
    else search.append(key, String(value));
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return search.toString();
}

/** A query call's whole request object as one parameter: `.r=<base64url(JSON), no padding>`. */
export function packedQuery(params: Record<string, unknown>): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(params))) binary += String.fromCharCode(byte);
  return `.r=${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/**
 * The newer APIs' GET parameters (Catalog V3, categories): flat when they are flat, and the whole object as one
 * `.r=` parameter when a key would be dotted or a list holds objects (docs/wire.md#query-strings), as the
 * platform SDK sends them.
 */
export function complexQuery(params: Record<string, unknown>): string {
  const nested = Object.values(params).some(
    (value) =>
      (value !== null && typeof value === 'object' && !Array.isArray(value)) ||
      (Array.isArray(value) && value.some((item) => item !== null && typeof item === 'object')),
  );
  return nested ? packedQuery(params) : toQueryString(params);
}
