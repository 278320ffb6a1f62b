import { describe, expect, expectTypeOf, it } from 'vitest';
import { filter, type PagedResult } from '@vitrine/query';
import {
  ProductType,
  queryCollections,
  queryProducts,
  type Collection,
  type CollectionQueryFields,
  type CollectionsPage,
  type Product,
  type ProductQueryFields,
} from '../src';
import { makeClient } from './server';

// Checked by `pnpm typecheck` (tsc over test/): each @ts-expect-error must meet an error, and every other line
// must compile. The runtime assertions show what the lines that compile send.
describe('typed query fields', () => {
  it('products: the platform fields compile with their own value types', () => {
    const day = new Date('2026-01-02T00:00:00.000Z');
    const query = queryProducts(makeClient())
      .eq('_id', 'p1')
      .ne('productType', ProductType.digital)
      .in('slug', ['linen-shirt', 'wool-scarf'])
      .between('priceData.price', 10, 60)
      .lt('lastUpdated', day)
      .ge('_createdDate', day)
      .startsWith('name', 'Lin')
      .contains('description', 'linen')
      .endsWith('sku', '-M')
      .hasSome('collectionIds', ['c1', 'c2'])
      .hasAll('collectionIds', 'c1', 'c3')
      .exists('numericId', true)
      .isNotEmpty('sku')
      .or(filter<ProductQueryFields>().gt('priceData.price', 100))
      .ascending('name', 'priceData.price')
      .descending('_createdDate', 'priceData.discountedPrice', 'price');
    expect(query.build().sort).toEqual([
      { fieldName: 'name', order: 'ASC' },
      { fieldName: 'priceData.price', order: 'ASC' },
      { fieldName: '_createdDate', order: 'DESC' },
      { fieldName: 'priceData.discountedPrice', order: 'DESC' },
      { fieldName: 'price', order: 'DESC' },
    ]);
    expect(query.build().filter).toEqual({
      $or: [
        {
          $and: [
            { _id: 'p1' },
            { productType: { $ne: 'digital' } },
            { slug: { $in: ['linen-shirt', 'wool-scarf'] } },
            { 'priceData.price': { $gte: 10, $lt: 60 } },
            { lastUpdated: { $lt: day } },
            { _createdDate: { $gte: day } },
            { name: { $startsWith: 'Lin' } },
            { description: { $contains: 'linen' } },
            { sku: { $endsWith: '-M' } },
            { collectionIds: { $hasSome: ['c1', 'c2'] } },
            { collectionIds: { $hasAll: ['c1', 'c3'] } },
            { numericId: { $exists: true } },
            { sku: { $isEmpty: false } },
          ],
        },
        { 'priceData.price': { $gt: 100 } },
      ],
    });
  });

  it('products: an unknown field, a value of the wrong type or an operator the field does not take is an error', () => {
    const query = queryProducts(makeClient());
    // The run-time checks know operators, not fields: each of these would be sent as it is.
    const refused = [
      // @ts-expect-error a typo is not a field
      query.eq('nmae', 'Linen shirt'),
      // @ts-expect-error the price is a number
      query.eq('priceData.price', 'x'),
      // @ts-expect-error the price is a number
      query.gt('priceData.price', '10'),
      // @ts-expect-error a product type is one of the enumeration's values
      query.eq('productType', 'service'),
      // @ts-expect-error a date field compares with a Date
      query.ge('_createdDate', 20260101),
      // @ts-expect-error a string operator needs a string field
      query.startsWith('priceData.price', '1'),
      // @ts-expect-error collectionIds is a list: hasSome or hasAll
      query.eq('collectionIds', 'c1'),
      // @ts-expect-error a list of ids holds strings
      query.hasSome('collectionIds', [1, 2]),
      // @ts-expect-error hasSome is for lists; `in` is for one value among several
      query.hasSome('_id', ['p1']),
      // @ts-expect-error not filterable
      query.eq('visible', true),
      // @ts-expect-error a filter of other fields does not combine
      query.or(filter<CollectionQueryFields>().eq('slug', 'summer')),
    ];
    expect(refused.map((refusedQuery) => refusedQuery.build().filter)).toEqual([
      { nmae: 'Linen shirt' },
      { 'priceData.price': 'x' },
      { 'priceData.price': { $gt: '10' } },
      { productType: 'service' },
      { _createdDate: { $gte: 20260101 } },
      { 'priceData.price': { $startsWith: '1' } },
      { collectionIds: 'c1' },
      { collectionIds: { $hasSome: [1, 2] } },
      { _id: { $hasSome: ['p1'] } },
      { visible: true },
      { $or: [{ slug: 'summer' }] },
    ]);
    const unsorted = [
      // @ts-expect-error not sortable
      query.ascending('description'),
      // @ts-expect-error not a field
      query.descending('nmae'),
    ];
    expect(unsorted.map((refusedQuery) => refusedQuery.build().sort)).toEqual([
      [{ fieldName: 'description', order: 'ASC' }],
      [{ fieldName: 'nmae', order: 'DESC' }],
    ]);
    // @ts-expect-error both bounds are numbers (the run-time check refuses this one too)
    expect(() => query.between('priceData.price', 1, '9')).toThrow('Both parameters must be of the same type.');
  });

  it('products: find() resolves to a page of products', () => {
    const query = queryProducts(makeClient()).eq('slug', 'linen-shirt');
    expectTypeOf(query.find).returns.resolves.toEqualTypeOf<PagedResult<Product>>();
    expectTypeOf<Awaited<ReturnType<typeof query.find>>['items']>().toEqualTypeOf<Product[]>();
    expect(query.build()).toEqual({ filter: { slug: 'linen-shirt' }, paging: { limit: 50, offset: 0 } });
  });

  it('collections: typed fields, every step keeps the collections builder, find() resolves to a CollectionsPage', () => {
    const query = queryCollections(makeClient())
      .in('_id', ['c1', 'c2'])
      .startsWith('name', 'Sum')
      .eq('slug', 'summer')
      .gt('numberOfProducts', 8)
      .descending('numberOfProducts')
      .ascending('name')
      .limit(5);
    expectTypeOf(query.find).returns.resolves.toEqualTypeOf<CollectionsPage>();
    expectTypeOf<CollectionsPage['items']>().toEqualTypeOf<Collection[]>();
    const base = queryCollections(makeClient());
    const paging = { limit: 50, offset: 0 };
    const refused = [
      // @ts-expect-error the count is a number
      base.gt('numberOfProducts', 'eight'),
      // @ts-expect-error not a collection field
      base.eq('nmae', 'Summer'),
      // @ts-expect-error not sortable
      base.ascending('slug'),
    ];
    expect(refused.map((refusedQuery) => refusedQuery.build())).toEqual([
      { filter: { numberOfProducts: { $gt: 'eight' } }, paging },
      { filter: { nmae: 'Summer' }, paging },
      { sort: [{ fieldName: 'slug', order: 'ASC' }], paging },
    ]);
    expect(query.build()).toEqual({
      filter: {
        $and: [
          { _id: { $in: ['c1', 'c2'] } },
          { name: { $startsWith: 'Sum' } },
          { slug: 'summer' },
          { numberOfProducts: { $gt: 8 } },
        ],
      },
      sort: [
        { fieldName: 'numberOfProducts', order: 'DESC' },
        { fieldName: 'name', order: 'ASC' },
      ],
      paging: { limit: 5, offset: 0 },
    });
  });

  it('the value types come from the entities', () => {
    expectTypeOf<ProductQueryFields['filter']['priceData.price']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<ProductQueryFields['filter']['_createdDate']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<ProductQueryFields['filter']['productType']>().toEqualTypeOf<ProductType | undefined>();
    expectTypeOf<ProductQueryFields['filter']['collectionIds']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<CollectionQueryFields['filter']['_id']>().toEqualTypeOf<string>();
  });
});
