// A page as plain data (`toPage`) and a builder moved to a page (`atPage`): what a server's cached reads return and
// what `@vitrine/react`'s hooks answer. `hasNext` and `hasPrev` have one form on a query's PagedResult and on a Page:
// a boolean, because a server caches or dehydrates a Page as JSON, where a method would not survive.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { atPage, createQueryBuilder, toPage, type Page, type PagedResult } from '../src';
import { fakeFetch } from './fake';

describe('toPage', () => {
  it('keeps every field of the result but its methods, and survives JSON', async () => {
    const { fetchPage } = fakeFetch(5);
    const result = await createQueryBuilder(fetchPage).limit(2).skip(2).find();
    const page = toPage(result);
    expect(page).toStrictEqual({
      items: [2, 3],
      totalCount: 5,
      pageSize: 2,
      currentPage: 1,
      totalPages: 3,
      hasNext: true,
      hasPrev: true,
    });
    expect(JSON.parse(JSON.stringify(page))).toStrictEqual(page);
  });

  it('is copied whole by structuredClone, dates kept, as a cache copies it; the result itself, with functions, is not', async () => {
    const day = new Date('2026-01-06T13:00:00.000Z');
    const result = await createQueryBuilder(async () => ({ items: [{ day }], totalCount: 1 })).find();
    const copy = structuredClone(toPage(result));
    expect(copy.items).toStrictEqual([{ day }]);
    expect(copy.items[0]!.day).toBeInstanceOf(Date);
    expect(() => structuredClone(result)).toThrow(expect.objectContaining({ name: 'DataCloneError' }));
  });

  it('without a total count, has no total pages, and a full page has a next one', async () => {
    const { fetchPage } = fakeFetch(5, { count: false });
    const page = toPage(await createQueryBuilder(fetchPage).limit(2).find());
    expect(page).toStrictEqual({
      items: [0, 1],
      totalCount: undefined,
      pageSize: 2,
      currentPage: 0,
      totalPages: undefined,
      hasNext: true,
      hasPrev: false,
    });
  });
});

describe('hasNext and hasPrev', () => {
  it('have the same type on PagedResult and Page', () => {
    // Checked by `pnpm typecheck` (tsc over test/).
    expectTypeOf<PagedResult<number>['hasNext']>().toEqualTypeOf<Page<number>['hasNext']>();
    expectTypeOf<PagedResult<number>['hasPrev']>().toEqualTypeOf<Page<number>['hasPrev']>();
    expectTypeOf<Page<number>['hasNext']>().toEqualTypeOf<boolean>();
  });

  it('have the same values on both, and survive JSON (dehydration) on both', async () => {
    const { fetchPage } = fakeFetch(5);
    const result = await createQueryBuilder(fetchPage).limit(2).skip(2).find();
    const page = toPage(result);
    expect([result.hasNext, result.hasPrev]).toStrictEqual([true, true]);
    expect([page.hasNext, page.hasPrev]).toStrictEqual([true, true]);
    expect(JSON.parse(JSON.stringify(result))).toMatchObject({ hasNext: true, hasPrev: true, items: [2, 3] });
  });
});

describe('atPage', () => {
  it('moves the builder to a 0-based page of its own size, and sends that offset', async () => {
    const { calls, fetchPage } = fakeFetch(120);
    const base = createQueryBuilder(fetchPage).eq('a', 1).limit(12);
    const page = await atPage(base, 3).find();
    expect(calls.map((c) => c.paging)).toEqual([{ limit: 12, offset: 36 }]);
    expect([page.currentPage, page.items[0]]).toEqual([3, 36]);
    expect(base.build().paging).toEqual({ limit: 12, offset: 0 });
  });

  it('without a page, is the builder itself, its offset kept', () => {
    const { fetchPage } = fakeFetch(120);
    const builder = createQueryBuilder(fetchPage).limit(10).skip(5);
    expect(atPage(builder)).toBe(builder);
    expect(atPage(builder, 0).build().paging).toEqual({ limit: 10, offset: 0 });
  });
});
