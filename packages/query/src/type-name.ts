/** The type names used in validation messages. */
export type TypeName = 'Number' | 'String' | 'Boolean' | 'Date' | 'Array' | 'Object' | 'Undefined' | 'Null';

const NAMES: readonly string[] = Object.freeze(['Number', 'String', 'Boolean', 'Date', 'Array', 'Undefined', 'Null']);

/** The message type name of a value; anything not listed (functions, symbols, maps…) counts as `Object`. */
export function typeName(value: unknown): TypeName {
  const tag = Object.prototype.toString.call(value).slice(8, -1);
  return (NAMES.includes(tag) ? tag : 'Object') as TypeName;
}
