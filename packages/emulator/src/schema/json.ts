import { ValidationError } from '../errors';

/**
 * How deep a request's JSON may nest (objects and arrays). The platform's deepest request bodies nest about 8 levels
 * (a product's option choice media); anything much deeper is refused before it is parsed, so that no recursive step
 * later (a filter, a stored document, an answer) can run out of stack.
 */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of JSON text, counted without recursion (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // a backslash escapes the next character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return deepest;
}

export function tooDeep(field: string): ValidationError {
  return new ValidationError([
    {
      field,
      description: `must not nest deeper than ${MAX_JSON_DEPTH} levels`,
      violatedRule: 'VALIDATION',
      data: { maxDepth: MAX_JSON_DEPTH },
    },
  ]);
}

/** Parses a request's JSON text, or says why it is not JSON; nesting beyond the limit is `field`'s 400. */
export function parseRequestJson(
  text: string,
  field: string,
): { ok: true; value: unknown } | { ok: false; reason: string } {
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw tooDeep(field);
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
}
