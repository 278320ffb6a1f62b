import { CONDITIONS } from './brand';
import { apply, combine, OPERATORS, type Condition } from './conditions';
import type { QueryFields } from './fields';
import type { FilterBuilder } from './types';

function make(conditions: readonly Condition[]): FilterBuilder {
  const builder: Record<string | symbol, unknown> = {
    [CONDITIONS]: conditions,
    build: () => combine(conditions),
  };
  for (const op of OPERATORS) builder[op] = (...args: unknown[]) => make(apply(conditions, op, args));
  return Object.freeze(builder) as unknown as FilterBuilder;
}

/**
 * An empty, immutable filter. `F` narrows the accepted fields, as names or typed (see `QueryFields`):
 * `filter<'price' | 'name'>().gt('price', 10)`, or `filter<ProductQueryFields>()` to `or()` into a product query.
 */
export function filter<F extends QueryFields = string>(): FilterBuilder<F> {
  return make(Object.freeze([])) as unknown as FilterBuilder<F>;
}
