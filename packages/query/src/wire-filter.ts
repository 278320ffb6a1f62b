import type { FieldValue, FilterField, QueryFields } from './fields';

type Item<V> = V extends readonly (infer E)[] ? E : V;

/** One field's condition in a wire filter, typed by the field's value: `'p1'` or `{ $in: ['p1', 'p2'] }`. */
export type FieldCondition<V> =
  | Item<V>
  | {
      $eq?: Item<V>;
      $ne?: Item<V>;
      $gt?: V;
      $gte?: V;
      $lt?: V;
      $lte?: V;
      $in?: readonly Item<V>[];
      $hasSome?: readonly Item<V>[];
      $hasAll?: readonly Item<V>[];
      $startsWith?: string;
      $endsWith?: string;
      $contains?: string;
      $exists?: boolean;
      $isEmpty?: boolean;
    };

/**
 * A wire filter written by hand, for calls that take one as an object (`queryStoreVariants`): with typed fields,
 * an unknown field or a value of the wrong type does not compile. With the default `string`, anything goes.
 */
export type TypedWireFilter<F extends QueryFields = string> = {
  [K in FilterField<F>]?: FieldCondition<FieldValue<F, K>>;
} & {
  $and?: TypedWireFilter<F>[];
  $or?: TypedWireFilter<F>[];
  $not?: TypedWireFilter<F>;
};
