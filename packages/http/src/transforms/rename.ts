/** A property of a table or shape, never one inherited from `Object.prototype` (a key may be `constructor`). */
export const own = <T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  table && Object.hasOwn(table, key) ? table[key] : undefined;

/** The platform's plain names and the SDK's underscore names, both ways (docs/wire.md#transformations). */
export const SDK_NAME: Record<string, string> = { id: '_id', createdDate: '_createdDate', updatedDate: '_updatedDate' };
export const WIRE_NAME: Record<string, string> = {
  _id: 'id',
  _createdDate: 'createdDate',
  _updatedDate: 'updatedDate',
};

/** Renames every segment of a dotted path: `variants._id` → `variants.id`. */
export function renamePath(path: string, names: Record<string, string>): string {
  return path
    .split('.')
    .map((segment) => own(names, segment) ?? segment)
    .join('.');
}
