import { QueryValidationError } from './errors';
import { typeName } from './type-name';

const WORDS = Object.freeze(['', 'one', 'two', 'three']);

/** Throws the `Invalid .<op> usage.` error unless `args` has exactly `count` (or, with `atLeast`, at least `count`) items. */
export function checkCount(op: string, args: readonly unknown[], count: number, atLeast = false): void {
  if (atLeast ? args.length < count : args.length !== count) {
    throw new QueryValidationError(
      op,
      `Invalid .${op} usage. .${op} requires ${atLeast ? 'at least ' : ''}${WORDS[count]} parameter${count > 1 ? 's' : ''}.`,
    );
  }
}

/** Throws unless `field` is a string. */
export function checkField(op: string, field: unknown): asserts field is string {
  if (typeof field !== 'string') {
    throw new QueryValidationError(
      op,
      `Invalid .${op} field value [${typeName(field)}]. .${op} field must be a String.`,
    );
  }
}

/** Throws unless `value` is a String, Number or Date (comparison operands and `between` bounds). */
export function checkComparable(op: string, value: unknown): void {
  const type = typeName(value);
  if (type !== 'String' && type !== 'Number' && type !== 'Date') {
    throw new QueryValidationError(
      op,
      `Invalid .${op} parameter value [${type}]. Valid .${op} parameter types are String, Number or Date.`,
    );
  }
}

/** Throws unless `value` is a string (string operators). */
export function checkString(op: string, value: unknown): void {
  if (typeof value !== 'string') {
    throw new QueryValidationError(
      op,
      `Invalid .${op} parameter value [${typeName(value)}]. .${op} parameter must be a String.`,
    );
  }
}

/** Throws unless `value` is an integer of at least `min` (`limit`: 1, `skip`: 0). */
export function checkInteger(op: string, args: readonly unknown[], min: number): number {
  checkCount(op, args, 1);
  const value = args[0];
  if (!Number.isInteger(value) || (value as number) < min) {
    throw new QueryValidationError(
      op,
      `Invalid .${op} parameter value [${typeName(value)}]. .${op} parameter must be a ${min ? 'positive' : 'non-negative'} integer.`,
    );
  }
  return value as number;
}
