/** A comparison operand. */
export type Comparable = string | number | Date;

/**
 * What a builder may filter and sort on. Either a union of field names (any value, every name sortable), or
 * `{ filter: { path: ValueType }, sort: names }`, which types each operator's value by its field
 * (see {@link EntityFields}). Plain `string`, the default, takes any field.
 */
export type QueryFields = string | { filter: object; sort: string };

/** Field path → value type of a builder's fields; `unknown` for a union of names. */
export type FilterMap<F extends QueryFields> = [F] extends [string]
  ? { [K in F]: unknown }
  : F extends { filter: infer M }
    ? M
    : never;

/** The names a builder sorts on. */
export type SortField<F extends QueryFields> = [F] extends [string]
  ? F
  : F extends { sort: infer S extends string }
    ? S
    : never;

/** Every field a builder filters on. */
export type FilterField<F extends QueryFields> = keyof FilterMap<F> & string;

/** The value type of field K, without `undefined` and `null`. */
export type FieldValue<F extends QueryFields, K> = K extends keyof FilterMap<F>
  ? Exclude<FilterMap<F>[K], undefined | null>
  : never;

/** The fields whose values are of type V; a field of unknown values counts as every kind. */
export type FieldsOfType<F extends QueryFields, V> = {
  [K in FilterField<F>]-?: unknown extends FieldValue<F, K> ? K : FieldValue<F, K> extends V ? K : never;
}[FilterField<F>];

/** A single value a field can equal (the kinds `eq`, `ne` and `in` take). */
export type Scalar = string | number | boolean | Date;

/** The operand of a comparison of field K: its value type, or any comparable for a field of unknown values. */
export type OrderedValue<F extends QueryFields, K> = unknown extends FieldValue<F, K> ? Comparable : FieldValue<F, K>;

/** An item of list field K (`hasSome`, `hasAll`). */
export type ItemValue<F extends QueryFields, K> =
  unknown extends FieldValue<F, K> ? unknown : FieldValue<F, K> extends readonly (infer E)[] ? E : never;

type Shallower = [never, 0, 1, 2, 3];

/** The dotted paths of T's fields, `depth` levels down (arrays and dates are leaves): `'priceData.price'`. */
export type Paths<T, Depth extends number = 2> = [Depth] extends [never]
  ? never
  : T extends readonly unknown[] | Date
    ? never
    : T extends object
      ? {
          [K in keyof T & string]-?:
            | K
            | (Paths<Exclude<T[K], undefined | null>, Shallower[Depth]> extends infer P extends string
                ? `${K}.${P}`
                : never);
        }[keyof T & string]
      : never;

/** The type at a dotted path of T: `PathValue<Product, 'priceData.price'>` is `number | undefined`. */
export type PathValue<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Exclude<T, undefined | null>
    ? PathValue<Exclude<T, undefined | null>[Head], Rest>
    : never
  : P extends keyof Exclude<T, undefined | null>
    ? Exclude<T, undefined | null>[P]
    : never;

/**
 * The query fields of an entity, typed from it: each filterable path with the type T has there, and the sortable
 * paths. A path T does not have is a compile error where the fields are declared.
 */
export type EntityFields<T, Filter extends Paths<T>, Sort extends Paths<T>> = {
  filter: { [P in Filter]: PathValue<T, P> };
  sort: Sort;
};
