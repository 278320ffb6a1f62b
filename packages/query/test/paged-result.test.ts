import { describe, expect, it } from 'vitest';
import { createQueryBuilder, isPagingError, PagingError, type PagedResult } from '../src';
import { fakeFetch } from './fake';

describe('find()', () => {
  it('sends the built request once and wraps the answer', async () => {
    const { calls, fetchPage } = fakeFetch(120);
    const builder = createQueryBuilder(fetchPage).eq('a', 1).ascending('a').limit(50);
    const page = await builder.find();
    expect(calls).toStrictEqual([builder.build()]);
    expect(page.items).toStrictEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(page).toMatchObject({ totalCount: 120, pageSize: 50, currentPage: 0, totalPages: 3, length: 50 });
    expect(page.hasNext).toBe(true);
    expect(page.hasPrev).toBe(false);
  });

  it('passes fetch errors through', async () => {
    const failure = new Error('offline');
    await expect(createQueryBuilder(() => Promise.reject(failure)).find()).rejects.toBe(failure);
  });
});

describe('paging arithmetic', () => {
  it.each([
    // total, limit, offset, currentPage, totalPages, length, hasNext, hasPrev
    [120, 50, 0, 0, 3, 50, true, false],
    [120, 50, 50, 1, 3, 50, true, true],
    [120, 50, 100, 2, 3, 20, false, true],
    [100, 50, 50, 1, 2, 50, false, true],
    [100, 50, 40, 0, 2, 50, true, true],
    [0, 50, 0, 0, 0, 0, false, false],
    [7, 3, 6, 2, 3, 1, false, true],
    [10, 1, 9, 9, 10, 1, false, true],
  ])(
    'total %i, limit %i, offset %i',
    async (total, limit, offset, currentPage, totalPages, length, hasNext, hasPrev) => {
      const page = await createQueryBuilder(fakeFetch(total).fetchPage).limit(limit).skip(offset).find();
      expect(page).toMatchObject({ totalCount: total, pageSize: limit, currentPage, totalPages, length });
      expect(page.hasNext).toBe(hasNext);
      expect(page.hasPrev).toBe(hasPrev);
    },
  );

  it.each([
    // total, limit, offset, length, hasNext
    [120, 50, 0, 50, true],
    [120, 50, 100, 20, false],
    [100, 50, 50, 50, true],
    [0, 50, 0, 0, false],
  ])(
    'without a total count: total %i, limit %i, offset %i → hasNext when the page is full',
    async (total, limit, offset, length, hasNext) => {
      const page = await createQueryBuilder(fakeFetch(total, { count: false }).fetchPage)
        .limit(limit)
        .skip(offset)
        .find();
      expect(page.totalCount).toBeUndefined();
      expect(page.totalPages).toBeUndefined();
      expect(page.length).toBe(length);
      expect(page.currentPage).toBe(offset / limit);
      expect(page.hasNext).toBe(hasNext);
    },
  );
});

describe('next() and prev()', () => {
  it('request the neighbouring pages with the same filter and sort', async () => {
    const { calls, fetchPage } = fakeFetch(120);
    const first = await createQueryBuilder(fetchPage).gt('price', 1).descending('price').limit(50).find();
    const second = await first.next();
    const third = await second.next();
    const back = await third.prev();
    expect(calls.map((call) => call.paging)).toStrictEqual([
      { limit: 50, offset: 0 },
      { limit: 50, offset: 50 },
      { limit: 50, offset: 100 },
      { limit: 50, offset: 50 },
    ]);
    for (const call of calls) {
      expect(call.filter).toStrictEqual({ price: { $gt: 1 } });
      expect(call.sort).toStrictEqual([{ fieldName: 'price', order: 'DESC' }]);
    }
    expect([second.currentPage, third.currentPage, back.currentPage]).toStrictEqual([1, 2, 1]);
    expect(third.items).toStrictEqual(Array.from({ length: 20 }, (_, i) => 100 + i));
  });

  it('prev() from an offset below the page size goes to offset 0', async () => {
    const { calls, fetchPage } = fakeFetch(100);
    const page = await createQueryBuilder(fetchPage).limit(50).skip(30).find();
    expect(page.hasPrev).toBe(true);
    const prev = await page.prev();
    expect(calls.map((call) => call.paging)).toStrictEqual([
      { limit: 50, offset: 30 },
      { limit: 50, offset: 0 },
    ]);
    expect(prev.hasPrev).toBe(false);
  });

  it('next() without a total count follows a full page', async () => {
    const { calls, fetchPage } = fakeFetch(4, { count: false });
    const first = await createQueryBuilder(fetchPage).limit(2).find();
    const second = await first.next();
    const third = await second.next();
    expect(third.items).toStrictEqual([]);
    expect(third.hasNext).toBe(false);
    expect(calls.map((call) => call.paging)).toStrictEqual([
      { limit: 2, offset: 0 },
      { limit: 2, offset: 2 },
      { limit: 2, offset: 4 },
    ]);
  });

  it('reject without a request when there is no next or previous page', async () => {
    const { calls, fetchPage } = fakeFetch(10);
    const only = await createQueryBuilder(fetchPage).find();
    expect(calls).toHaveLength(1);
    const caught = async (promise: Promise<unknown>) =>
      promise.then(
        () => 'resolved',
        (error: unknown) => error,
      );
    const next = await caught(only.next());
    const prev = await caught(only.prev());
    expect(next).toBeInstanceOf(PagingError);
    expect(next).toBeInstanceOf(Error);
    expect(next).toMatchObject({ name: 'PagingError', message: 'No next page to fetch' });
    expect(isPagingError(next)).toBe(true);
    expect(prev).toBeInstanceOf(PagingError);
    expect(prev).toMatchObject({ name: 'PagingError', message: 'No previous page to fetch' });
    expect(isPagingError(new Error('x'))).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('next() on the last page of an uncounted query rejects without a request', async () => {
    const { calls, fetchPage } = fakeFetch(3, { count: false });
    const page = await createQueryBuilder(fetchPage).limit(2).skip(2).find();
    await expect(page.next()).rejects.toThrow('No next page to fetch');
    expect(calls).toHaveLength(1);
  });
});

describe('async iteration', () => {
  it('yields every page from the current one, fetching each exactly once', async () => {
    const { calls, fetchPage } = fakeFetch(120);
    const first = await createQueryBuilder(fetchPage).limit(50).find();
    const pages: PagedResult<number>[] = [];
    for await (const page of first) pages.push(page);
    expect(pages[0]).toBe(first);
    expect(pages.map((page) => page.currentPage)).toStrictEqual([0, 1, 2]);
    expect(pages.flatMap((page) => page.items)).toStrictEqual(Array.from({ length: 120 }, (_, i) => i));
    expect(calls.map((call) => call.paging)).toStrictEqual([
      { limit: 50, offset: 0 },
      { limit: 50, offset: 50 },
      { limit: 50, offset: 100 },
    ]);
  });

  it('starts at the current page, not the first', async () => {
    const { calls, fetchPage } = fakeFetch(7);
    const second = await createQueryBuilder(fetchPage).limit(3).skip(3).find();
    const offsets: number[] = [];
    for await (const page of second) offsets.push(page.items[0]!);
    expect(offsets).toStrictEqual([3, 6]);
    expect(calls.map((call) => call.paging.offset)).toStrictEqual([3, 6]);
  });

  it('a single page yields itself and fetches nothing more', async () => {
    const { calls, fetchPage } = fakeFetch(5);
    const only = await createQueryBuilder(fetchPage).find();
    const pages: PagedResult<number>[] = [];
    for await (const page of only) pages.push(page);
    expect(pages).toStrictEqual([only]);
    expect(calls).toHaveLength(1);
  });

  it('stops fetching when the loop breaks', async () => {
    const { calls, fetchPage } = fakeFetch(500);
    const first = await createQueryBuilder(fetchPage).limit(10).find();
    let seen = 0;
    for await (const _page of first) if (++seen === 2) break;
    expect(calls).toHaveLength(2);
  });

  it('without a total count stops after the first page that is not full', async () => {
    const { calls, fetchPage } = fakeFetch(5, { count: false });
    const first = await createQueryBuilder(fetchPage).limit(2).find();
    const lengths: number[] = [];
    for await (const page of first) lengths.push(page.length);
    expect(lengths).toStrictEqual([2, 2, 1]);
    expect(calls).toHaveLength(3);
  });
});
