import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  createQueryBuilder,
  filter,
  type EntityFields,
  type FilterBuilder,
  type PagedResult,
  type Paths,
  type PathValue,
  type QueryBuilder,
  type TypedWireFilter,
} from '../src';

interface Book {
  _id: string;
  title?: string;
  pages?: number;
  published?: Date;
  inPrint?: boolean;
  tags?: string[];
  price?: { amount?: number; currency?: string };
}

/** How a module types its builder: the filterable paths (value types read from the entity) and the sortable ones. */
type BookFields = EntityFields<
  Book,
  '_id' | 'title' | 'pages' | 'published' | 'inPrint' | 'tags' | 'price.amount',
  'title' | 'published' | 'price.amount'
>;

const books = (): QueryBuilder<Book, BookFields> =>
  createQueryBuilder<Book, BookFields>(() => Promise.resolve({ items: [{ _id: 'b1' }], totalCount: 1 }));

describe('typed fields', () => {
  it('paths and their value types are read from the entity', () => {
    expectTypeOf<PathValue<Book, 'price.amount'>>().toEqualTypeOf<number | undefined>();
    expectTypeOf<PathValue<Book, 'tags'>>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<PathValue<Book, 'price.nope'>>().toBeNever();
    expectTypeOf<'price.currency'>().toMatchTypeOf<Paths<Book>>();
    expectTypeOf<'price.nope'>().not.toMatchTypeOf<Paths<Book>>();
    // @ts-expect-error a path the entity lacks does not compile where the fields are declared
    expectTypeOf<EntityFields<Book, 'titel', never>>().not.toBeNever();
  });

  it('each operator takes the fields it applies to, with their value types', async () => {
    const day = new Date('2026-01-01T00:00:00.000Z');
    const query = books()
      .eq('inPrint', true)
      .between('pages', 100, 300)
      .lt('published', day)
      .contains('title', 'sea')
      .hasSome('tags', 'poetry', 'sea')
      .in('_id', ['b1', 'b2'])
      .or(filter<BookFields>().ge('price.amount', 10))
      .ascending('title')
      .descending('price.amount');
    expect(query.build()).toEqual({
      filter: {
        $or: [
          {
            $and: [
              { inPrint: true },
              { pages: { $gte: 100, $lt: 300 } },
              { published: { $lt: day } },
              { title: { $contains: 'sea' } },
              { tags: { $hasSome: ['poetry', 'sea'] } },
              { _id: { $in: ['b1', 'b2'] } },
            ],
          },
          { 'price.amount': { $gte: 10 } },
        ],
      },
      sort: [
        { fieldName: 'title', order: 'ASC' },
        { fieldName: 'price.amount', order: 'DESC' },
      ],
      paging: { limit: 50, offset: 0 },
    });
    expectTypeOf(query.find).returns.resolves.toEqualTypeOf<PagedResult<Book>>();
    expect((await query.find()).items).toEqual([{ _id: 'b1' }]);
  });

  it('a wrong field, value or operator is a type error (the run-time checks know operators, not fields)', () => {
    const query = books();
    const refused = [
      // @ts-expect-error a typo is not a field
      query.eq('titel', 'x'),
      // @ts-expect-error pages are a number
      query.eq('pages', '300'),
      // @ts-expect-error a date compares with a Date
      query.lt('published', '2026-01-01'),
      // @ts-expect-error tags are a list
      query.eq('tags', 'sea'),
      // @ts-expect-error a list of strings
      query.hasAll('tags', [1]),
      // @ts-expect-error startsWith needs a string field
      query.startsWith('pages', '1'),
      // @ts-expect-error not sortable
      query.ascending('pages'),
      // @ts-expect-error a filter over other fields
      query.and(filter<'isbn'>().eq('isbn', '978')),
    ];
    expect(refused.map((refusedQuery) => refusedQuery.build().filter ?? refusedQuery.build().sort)).toEqual([
      { titel: 'x' },
      { pages: '300' },
      { published: { $lt: '2026-01-01' } },
      { tags: 'sea' },
      { tags: { $hasAll: [1] } },
      { pages: { $startsWith: '1' } },
      [{ fieldName: 'pages', order: 'ASC' }],
      { isbn: '978' },
    ]);
    // @ts-expect-error a boolean does not compare (the run-time check refuses this one too)
    expect(() => query.gt('inPrint', true)).toThrow('Valid .gt parameter types are String, Number or Date.');
  });

  it('typed filters keep their fields', () => {
    expectTypeOf(filter<BookFields>().eq('title', 'Sea')).toEqualTypeOf<FilterBuilder<BookFields>>();
    expect(filter<BookFields>().eq('title', 'Sea').build()).toEqual({ title: 'Sea' });
  });

  it('a hand-written wire filter is typed by the same fields', () => {
    const written: TypedWireFilter<BookFields> = {
      $or: [{ pages: { $gt: 100 } }, { tags: { $hasSome: ['sea'] } }],
    };
    // @ts-expect-error pages are a number
    const wrongValue: TypedWireFilter<BookFields> = { pages: { $gt: '100' } };
    // @ts-expect-error a typo is not a field
    const wrongField: TypedWireFilter<BookFields> = { $not: { titel: 'Sea' } };
    const built = filter<BookFields>()
      .gt('pages', 100)
      .or(filter<BookFields>().hasSome('tags', ['sea']))
      .build();
    expect(built).toEqual(written);
    expect([wrongValue.pages, wrongField.$not]).toEqual([{ $gt: '100' }, { titel: 'Sea' }]);
  });
});
