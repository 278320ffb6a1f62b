import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  createQueryBuilder,
  filter,
  type FilterBuilder,
  type PagedResult,
  type QueryBuilder,
  type QueryRequest,
} from '../src';

interface Product {
  _id: string;
  price: number;
}
type ProductField = '_id' | 'price' | 'name';

/** How a module binds a builder to a call (like `queryProducts(client)`). */
const queryProducts = (): QueryBuilder<Product, ProductField> =>
  createQueryBuilder<Product, ProductField>(() => Promise.resolve({ items: [{ _id: 'p1', price: 1 }], totalCount: 1 }));

describe('types', () => {
  it('field names are checked against F, and results are typed', async () => {
    const q = queryProducts().eq('_id', 'p1').ascending('price');
    // @ts-expect-error: not a field of the product
    expect(() => q.eq('colour', 'red')).not.toThrow();
    // @ts-expect-error: bounds of different types
    expect(() => q.between('price', 1, 'b')).toThrow('Both parameters must be of the same type.');
    // @ts-expect-error: a query builder is not a filter builder
    expect(() => q.or(q)).toThrow('.or expects FilterBuilder only.');
    // @ts-expect-error: hasSome needs a value
    expect(() => q.hasSome('name')).toThrow('requires at least two parameters.');
    expect(() => q.or(filter<ProductField>().eq('price', 1))).not.toThrow();
    expectTypeOf(q.build()).toEqualTypeOf<QueryRequest>();
    const page = await q.find();
    expectTypeOf(page).toEqualTypeOf<PagedResult<Product>>();
    expect(page.items).toStrictEqual([{ _id: 'p1', price: 1 }]);
  });

  it('filter builders keep their field names', () => {
    expectTypeOf(filter<'a'>().eq('a', 1)).toEqualTypeOf<FilterBuilder<'a'>>();
    // @ts-expect-error: not a field
    expect(() => filter<'a'>().eq('b', 1)).not.toThrow();
  });
});
