/** The platform's 400 body for field violations, as the emulator sorts them. */
export interface Violation {
  field: string;
  description: string;
  violatedRule: string;
  data?: Record<string, unknown>;
}

export function invalid(...violations: Violation[]) {
  const sorted = [...violations].sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
  const message = `INVALID_ARGUMENT: ${sorted.map((v) => `"${v.field}" ${v.description}`).join(', ')}`;
  return { message, details: { validationError: { fieldViolations: sorted } } };
}

/** `field` nests deeper than the 32 levels a request may. */
export const tooDeep = (field: string): Violation => ({
  field,
  description: 'must not nest deeper than 32 levels',
  violatedRule: 'VALIDATION',
  data: { maxDepth: 32 },
});

/** JSON text nested `depth` levels deep: `{"a":{"a":…1…}}`. */
export const nested = (depth: number, key = 'a', leaf = '1') => `{"${key}":`.repeat(depth) + leaf + '}'.repeat(depth);
