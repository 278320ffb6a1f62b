// The V3 traps the SDK closes before anything is sent: each refusal is typed, names the call to make instead,
// and sends no request. The compile-time halves are in types.test-d.ts-style checks below (`@ts-expect-error`).
import { describe, expect, it } from 'vitest';
import * as v3 from '../../src/v3';
import { decodePacked, makeClient, useServer } from '../server';

const { answer } = useServer();

describe('a category filter works only in search, only as $matchItems', () => {
  it('inCategory writes the one form the platform takes', () => {
    expect(v3.inCategory('cat-1')).toEqual({ 'allCategoriesInfo.categories': { $matchItems: [{ id: 'cat-1' }] } });
  });

  it('searchProducts sends inCategory(id) as it is, beside other conditions', async () => {
    const seen = answer({ products: [] });
    await v3.searchProducts(makeClient(), { filter: { $and: [v3.inCategory('cat-1'), { visible: true }] } });
    expect(decodePacked(seen[0]!.url)).toEqual({
      search: {
        filter: { $and: [{ 'allCategoriesInfo.categories': { $matchItems: [{ id: 'cat-1' }] } }, { visible: true }] },
      },
    });
  });

  it('queryProducts refuses a category condition, sending nothing', async () => {
    const seen = answer({ products: [] });
    // A caller without types (or with a cast) can still write it; the builder's types leave the field out.
    const query = v3.queryProducts(makeClient()) as unknown as {
      eq(field: string, value: unknown): { find(): Promise<unknown> };
    };
    const error = await query
      .eq('allCategoriesInfo.categories', { $matchItems: [{ id: 'cat-1' }] })
      .find()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(v3.CategoryFilterError);
    expect(error).toMatchObject({
      name: 'CategoryFilterError',
      call: 'queryProducts',
      field: 'allCategoriesInfo.categories',
      message:
        'queryProducts cannot filter by category ("allCategoriesInfo.categories"): the platform refuses it. Call searchProducts with inCategory(id) as its filter.',
    });
    expect(v3.isCategoryFilterError(error)).toBe(true);
    expect(seen).toEqual([]);
  });

  it.each([
    ['a category id field', { 'allCategoriesInfo.categories._id': 'cat-1' }, 'allCategoriesInfo.categories._id'],
    ['$hasSome', { 'allCategoriesInfo.categories': { $hasSome: ['cat-1'] } }, 'allCategoriesInfo.categories'],
    ['inside $or', { $or: [{ 'directCategoriesInfo.categories': 'cat-1' }] }, 'directCategoriesInfo.categories'],
  ])('searchProducts refuses %s, sending nothing', async (_, filter, field) => {
    const seen = answer({ products: [] });
    const error = await v3
      .searchProducts(makeClient(), { filter: filter as v3.ProductSearchFilter })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'CategoryFilterError', call: 'searchProducts', field });
    expect((error as Error).message).toBe(
      `searchProducts takes a category filter only as "allCategoriesInfo.categories": { "$matchItems": [{ "id": … }] } (write it with inCategory(id)); got "${field}": ${JSON.stringify(
        field === 'directCategoriesInfo.categories' ? 'cat-1' : (filter as Record<string, unknown>)[field],
      )}.`,
    );
    expect(seen).toEqual([]);
  });

  it('countProducts checks its filter the same way', async () => {
    const seen = answer({ count: 0 });
    const error = await v3
      .countProducts(makeClient(), { filter: { 'allCategoriesInfo.categories._id': 'x' } as v3.ProductSearchFilter })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'CategoryFilterError', call: 'countProducts' });
    expect(seen).toEqual([]);
  });

  it('does not compile: a category in the products query builder, a category field search does not take', () => {
    const query = v3.queryProducts(makeClient());
    // @ts-expect-error the query builder has no category field
    expect(() => query.eq('allCategoriesInfo.categories', 'cat-1')).not.toThrow();
    // @ts-expect-error price is search-only too
    expect(() => query.gt('actualPriceRange.minValue.amount', 10)).not.toThrow();
    // @ts-expect-error a category id field is not a filter of search
    const search: v3.ProductSearch = { filter: { 'allCategoriesInfo.categories._id': 'x' } };
    expect(search).toBeDefined();
  });
});

describe('a categories query needs a filter', () => {
  it('rejects with EmptyCategoryFilterError and sends nothing', async () => {
    const seen = answer({ categories: [] });
    const error = await v3
      .queryCategories(makeClient())
      .find()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(v3.EmptyCategoryFilterError);
    expect(error).toMatchObject({
      name: 'EmptyCategoryFilterError',
      message:
        'queryCategories needs a non-empty filter: the platform refuses a categories query without one. Add a condition (e.g. .eq("visible", true)) or call searchCategories.',
    });
    expect(v3.isEmptyCategoryFilterError(error)).toBe(true);
    expect(seen).toEqual([]);
  });

  it('a sort alone is no filter; a cursor page needs none', async () => {
    const seen = answer({ categories: [] });
    await expect(v3.queryCategories(makeClient()).ascending('name').find()).rejects.toThrow(
      v3.EmptyCategoryFilterError,
    );
    await v3.queryCategories(makeClient()).skipTo('cursor-2').find();
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0]!.body)).toEqual({
      query: { cursorPaging: { limit: 50, cursor: 'cursor-2' } },
      treeReference: { appNamespace: '@wix/stores' },
    });
  });
});

describe('fields are the platform enum', () => {
  it('does not compile: an unknown field, a list-only field in a single read', () => {
    const client = makeClient();
    answer({ product: {} });
    // @ts-expect-error not a field of the platform
    void v3.getProduct(client, 'p', { fields: ['PRICES'] });
    // @ts-expect-error MIN_PRICE_VARIANT is for list reads only
    void v3.getProduct(client, 'p', { fields: ['MIN_PRICE_VARIANT'] });
    expect(v3.queryProducts(client, { fields: ['MIN_PRICE_VARIANT', 'CURRENCY'] }).build()).toEqual({
      filter: {},
      cursorPaging: { limit: 50 },
    });
  });
});
