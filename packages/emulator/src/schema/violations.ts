import * as v from 'valibot';
import { ValidationError, VIOLATED_RULES, type FieldViolation, type ViolatedRule } from '../errors';

/** The platform's rule names (a custom check names its rule as its issue type, see `ruled()` in kit.ts). */
const RULES: ReadonlySet<string> = new Set(VIOLATED_RULES);

function isRule(type: string): type is ViolatedRule {
  return RULES.has(type);
}

/** `a.b[0].c`, under `prefix` (the path of the validated value in the request). */
function fieldOf(issue: v.BaseIssue<unknown>, prefix: string): string {
  let out = prefix;
  for (const item of issue.path ?? []) {
    const key = String(item.key);
    out = item.type === 'array' ? `${out}[${key}]` : out ? `${out}.${key}` : key;
  }
  return out;
}

/** `("a" | "b")` (valibot's expectation of a picklist) → `['a', 'b']`. */
function allowed(expected: string | null): string[] {
  const list = (expected ?? '').replace(/^\(|\)$/g, '');
  return list.split(' | ').map((s) => s.replace(/^"|"$/g, ''));
}

function toViolation(issue: v.BaseIssue<unknown>, prefix: string): FieldViolation {
  const field = fieldOf(issue, prefix);
  if (issue.type === 'never') return { field, description: issue.message, violatedRule: 'FIELD_NOT_ALLOWED' };
  if (issue.input === undefined || issue.input === null) {
    const inArray = issue.path?.at(-1)?.type === 'array';
    return inArray
      ? { field, description: 'must not be null', violatedRule: 'VALIDATION' }
      : { field, description: 'is required', violatedRule: 'REQUIRED_FIELD' };
  }
  const sized = Array.isArray(issue.input);
  switch (issue.type) {
    case 'picklist':
      return {
        field,
        description: issue.message,
        violatedRule: 'INVALID_ENUM_VALUE',
        data: { allowed: allowed(issue.expected) },
      };
    case 'min_length':
      return { field, description: issue.message, violatedRule: sized ? 'MIN_SIZE' : 'MIN_LENGTH' };
    case 'max_length':
      return { field, description: issue.message, violatedRule: sized ? 'MAX_SIZE' : 'MAX_LENGTH' };
    case 'min_value':
      return { field, description: issue.message, violatedRule: 'MIN' };
    case 'max_value':
      return { field, description: issue.message, violatedRule: 'MAX' };
    default:
      return { field, description: issue.message, violatedRule: isRule(issue.type) ? issue.type : 'VALIDATION' };
  }
}

/** valibot's issues as the platform's field violations. */
export function violationsOf(issues: readonly v.BaseIssue<unknown>[], prefix = ''): FieldViolation[] {
  return issues.map((issue) => toViolation(issue, prefix));
}

/** Parses `value` or throws the platform's 400 with every violation. */
export function parse<T extends v.GenericSchema>(schema: T, value: unknown, prefix = ''): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new ValidationError(violationsOf(result.issues, prefix));
  return result.output;
}

export type Attempt<T> = { ok: true; value: T } | { ok: false; violations: FieldViolation[] };

/** Parses `value`, answering the violations instead of throwing (for rules that add their own). */
export function attempt<T extends v.GenericSchema>(schema: T, value: unknown, prefix = ''): Attempt<v.InferOutput<T>> {
  const result = v.safeParse(schema, value);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, violations: violationsOf(result.issues, prefix) };
}
