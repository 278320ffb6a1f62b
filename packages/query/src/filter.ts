import { CONDITIONS } from './brand';
import { apply, combine, OPERATORS, type Condition } from './conditions';
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
 * An empty, immutable filter. `F` narrows the accepted field names:
 * `filter<'price' | 'name'>().gt('price', 10).or(filter<'price' | 'name'>().startsWith('name', 'A'))`.
 */
export function filter<F extends string = string>(): FilterBuilder<F> {
  return make(Object.freeze([])) as FilterBuilder<F>;
}
