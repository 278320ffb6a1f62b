import { ValidationError, type FieldViolation } from '../errors';
import { isRecord } from '../schema/kit';

/** How large one item may be, as JSON (the platform's limit of an item is 500 KB). */
export const MAX_ITEM_BYTES = 500 * 1024;

/** Names that would reach an object's prototype where an item's fields are copied by assignment. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The fields the platform keeps itself: what a write sends for them is not stored. */
export const SYSTEM_FIELDS = new Set(['_id', '_createdDate', '_updatedDate', '_owner']);

function forbiddenKeys(value: unknown, path: string, out: FieldViolation[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => forbiddenKeys(v, `${path}[${i}]`, out));
  else if (isRecord(value))
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key))
        out.push({ field: `${path}.${key}`, description: 'is not an allowed field name', violatedRule: 'VALIDATION' });
      else forbiddenKeys(value[key], `${path}.${key}`, out);
    }
}

/**
 * Checks an item's fields before anything is stored: no key that reaches a prototype (at any depth; the request's
 * depth is bounded, so is this walk), no top-level key a filter would take for an operator (`$…`) or a path (`a.b`),
 * and at most `MAX_ITEM_BYTES` of JSON.
 */
export function checkItemData(data: Record<string, unknown>, path: string): void {
  const violations: FieldViolation[] = [];
  for (const key of Object.keys(data))
    if (key.startsWith('$') || key.includes('.'))
      violations.push({
        field: `${path}.${key}`,
        description: 'must not start with $ or contain .',
        violatedRule: 'VALIDATION',
      });
  forbiddenKeys(data, path, violations);
  if (violations.length > 0) throw new ValidationError(violations);
  const bytes = Buffer.byteLength(JSON.stringify(data));
  if (bytes > MAX_ITEM_BYTES)
    throw new ValidationError([
      {
        field: path,
        description: `must be at most ${MAX_ITEM_BYTES} bytes as JSON`,
        violatedRule: 'MAX_SIZE',
        data: { maxBytes: MAX_ITEM_BYTES },
      },
    ]);
}

/** An item's own fields: what was sent, without the system fields. */
export function ownFields(data: Record<string, unknown>): [string, unknown][] {
  return Object.entries(data).filter(([k]) => !SYSTEM_FIELDS.has(k));
}
