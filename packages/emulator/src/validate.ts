import { ValidationError, type FieldViolation } from './errors';

/** A tiny schema language for request bodies: types, enums, ranges, required and unknown fields. */
export type Schema =
  | { kind: 'string'; required?: boolean; maxLength?: number; minLength?: number }
  | { kind: 'number'; required?: boolean; int?: boolean; min?: number; max?: number; numericString?: boolean }
  | { kind: 'boolean'; required?: boolean }
  | { kind: 'enum'; required?: boolean; values: readonly string[] }
  | { kind: 'array'; required?: boolean; of: Schema; maxItems?: number }
  | { kind: 'object'; required?: boolean; fields?: Record<string, Schema>; strict?: boolean; values?: Schema }
  | { kind: 'any'; required?: boolean };

type Opts<T> = Omit<T, 'kind'>;
type Of<K extends Schema['kind']> = Extract<Schema, { kind: K }>;

export const s = {
  str: (o: Partial<Opts<Of<'string'>>> = {}): Schema => ({ kind: 'string', ...o }),
  num: (o: Partial<Opts<Of<'number'>>> = {}): Schema => ({ kind: 'number', ...o }),
  int: (o: Partial<Opts<Of<'number'>>> = {}): Schema => ({ kind: 'number', int: true, ...o }),
  bool: (o: Partial<Opts<Of<'boolean'>>> = {}): Schema => ({ kind: 'boolean', ...o }),
  enum: (values: readonly string[], o: { required?: boolean } = {}): Schema => ({ kind: 'enum', values, ...o }),
  arr: (of: Schema, o: { required?: boolean; maxItems?: number } = {}): Schema => ({ kind: 'array', of, ...o }),
  obj: (fields: Record<string, Schema>, o: { required?: boolean; strict?: boolean } = {}): Schema => ({
    kind: 'object',
    fields,
    ...o,
  }),
  map: (values: Schema, o: { required?: boolean } = {}): Schema => ({ kind: 'object', values, ...o }),
  any: (o: { required?: boolean } = {}): Schema => ({ kind: 'any', ...o }),
  req: (schema: Schema): Schema => ({ ...schema, required: true }),
};

function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

function check(schema: Schema, value: unknown, path: string, out: FieldViolation[]): void {
  if (value === undefined || value === null) {
    if (schema.required) out.push({ field: path, description: 'is required', violatedRule: 'REQUIRED_FIELD' });
    return;
  }
  switch (schema.kind) {
    case 'any':
      return;
    case 'string':
      if (typeof value !== 'string') {
        out.push({ field: path, description: `must be a string, got ${typeName(value)}`, violatedRule: 'VALIDATION' });
        return;
      }
      if (schema.minLength !== undefined && value.length < schema.minLength)
        out.push({ field: path, description: `must be at least ${schema.minLength} characters long`, violatedRule: 'MIN_LENGTH' });
      if (schema.maxLength !== undefined && value.length > schema.maxLength)
        out.push({ field: path, description: `must be at most ${schema.maxLength} characters long`, violatedRule: 'MAX_LENGTH' });
      return;
    case 'number': {
      let n = value;
      if (schema.numericString && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) n = Number(value);
      if (typeof n !== 'number' || !Number.isFinite(n)) {
        out.push({ field: path, description: `must be a number, got ${typeName(value)}`, violatedRule: 'VALIDATION' });
        return;
      }
      if (schema.int && !Number.isInteger(n))
        out.push({ field: path, description: 'must be an integer', violatedRule: 'VALIDATION' });
      if (schema.min !== undefined && n < schema.min)
        out.push({ field: path, description: `must be at least ${schema.min}`, violatedRule: 'MIN' });
      if (schema.max !== undefined && n > schema.max)
        out.push({ field: path, description: `must be at most ${schema.max}`, violatedRule: 'MAX' });
      return;
    }
    case 'boolean':
      if (typeof value !== 'boolean')
        out.push({ field: path, description: `must be a boolean, got ${typeName(value)}`, violatedRule: 'VALIDATION' });
      return;
    case 'enum':
      if (typeof value !== 'string' || !schema.values.includes(value))
        out.push({
          field: path,
          description: `must be one of ${schema.values.join(', ')}`,
          violatedRule: 'INVALID_ENUM_VALUE',
          data: { allowed: [...schema.values] },
        });
      return;
    case 'array':
      if (!Array.isArray(value)) {
        out.push({ field: path, description: `must be an array, got ${typeName(value)}`, violatedRule: 'VALIDATION' });
        return;
      }
      if (schema.maxItems !== undefined && value.length > schema.maxItems)
        out.push({ field: path, description: `must have at most ${schema.maxItems} items`, violatedRule: 'MAX_SIZE' });
      value.forEach((item, i) => {
        if (item === null || item === undefined)
          out.push({ field: `${path}[${i}]`, description: 'must not be null', violatedRule: 'VALIDATION' });
        else check(schema.of, item, `${path}[${i}]`, out);
      });
      return;
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) {
        out.push({ field: path, description: `must be an object, got ${typeName(value)}`, violatedRule: 'VALIDATION' });
        return;
      }
      const rec = value as Record<string, unknown>;
      const prefix = path ? `${path}.` : '';
      if (schema.fields) {
        for (const [k, sub] of Object.entries(schema.fields)) check(sub, rec[k], prefix + k, out);
        if (schema.strict)
          for (const k of Object.keys(rec))
            if (!Object.prototype.hasOwnProperty.call(schema.fields, k))
              out.push({ field: prefix + k, description: 'is not a known field', violatedRule: 'FIELD_NOT_ALLOWED' });
      }
      if (schema.values) for (const [k, v] of Object.entries(rec)) check(schema.values, v, prefix + k, out);
      return;
    }
  }
}

/** Validates a request body against a top-level object schema (unknown top-level fields are refused). */
export function validateBody<T>(fields: Record<string, Schema>, body: unknown): T {
  const out: FieldViolation[] = [];
  check({ kind: 'object', fields, strict: true }, body, '', out);
  if (out.length) throw new ValidationError(out);
  return body as T;
}

/** Validates a nested value (used for shapes checked in handlers). */
export function violationsOf(schema: Schema, value: unknown, path: string): FieldViolation[] {
  const out: FieldViolation[] = [];
  check(schema, value, path, out);
  return out;
}
