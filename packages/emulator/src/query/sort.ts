import { ValidationError } from '../errors';
import { bad } from './filter';
import { typeName } from '../schema/kit';
import { isObject, compare, valuesAt } from './values';

export interface SortSpec {
  fieldName: string;
  order: 'ASC' | 'DESC';
}

/** The platform SDK's `@maxLength` of a sort's field name. */
const MAX_FIELD_NAME = 512;

function order(value: unknown, field: string): 'ASC' | 'DESC' {
  const upper = typeof value === 'string' ? value.toUpperCase() : undefined;
  if (upper === 'ASC' || upper === 'DESC') return upper;
  throw new ValidationError([{ field, description: 'must be one of ASC, DESC', violatedRule: 'INVALID_ENUM_VALUE' }]);
}

function fieldName(value: unknown, field: string): string {
  if (typeof value !== 'string') throw bad(field, `must be a string, got ${typeName(value)}`);
  if (value.length > MAX_FIELD_NAME)
    throw new ValidationError([
      { field, description: `must be at most ${MAX_FIELD_NAME} characters long`, violatedRule: 'MAX_LENGTH' },
    ]);
  return value;
}

/** `[{fieldName, order}]` or `[{field: "asc"}]` (already parsed from its JSON string form). */
export function parseSort(sort: unknown): SortSpec[] {
  if (sort === undefined || sort === null) return [];
  if (!Array.isArray(sort)) throw bad('sort', 'must be an array');
  return sort.map((item: unknown, i) => {
    if (!isObject(item)) throw bad(`sort[${i}]`, 'must be an object');
    if ('fieldName' in item) {
      const name = fieldName(item.fieldName, `sort[${i}].fieldName`);
      return { fieldName: name, order: item.order === undefined ? 'ASC' : order(item.order, `sort[${i}].order`) };
    }
    const [k, v] = Object.entries(item)[0] ?? [];
    if (k === undefined) throw bad(`sort[${i}].fieldName`, 'is required');
    const name = fieldName(k, `sort[${i}].fieldName`);
    // The older form: any string but "desc" sorts up, as it always has; a value that is no string is refused.
    if (typeof v !== 'string') order(v, `sort[${i}].${k}`);
    return { fieldName: name, order: String(v).toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
  });
}

export function sortDocs<T>(docs: T[], sort: SortSpec[]): T[] {
  if (sort.length === 0) return docs;
  return [...docs].sort((a, b) => {
    for (const { fieldName, order } of sort) {
      const x = valuesAt(a, fieldName)[0];
      const y = valuesAt(b, fieldName)[0];
      let c: number;
      if (x === undefined && y === undefined) c = 0;
      else if (x === undefined) c = -1;
      else if (y === undefined) c = 1;
      else c = compare(x, y) ?? String(x).localeCompare(String(y));
      if (c !== 0) return order === 'DESC' ? -c : c;
    }
    return 0;
  });
}
