import { describe, expect, it } from 'vitest';
import {
  createCursorQueryBuilder,
  isPagingError,
  isQueryValidationError,
  type CursorPageAnswer,
  type CursorQueryRequest,
  type CursorResult,
} from '../src';

/** Pages of three letters over `abcdefgh`, the cursor being the next page's start; records each request. */
function cursorFetch() {
  const calls: CursorQueryRequest[] = [];
  const all = 'abcdefgh'.split('');
  const fetchPage = (request: CursorQueryRequest): Promise<CursorPageAnswer<string>> => {
    calls.push(request);
    const start = Number(request.cursorPaging.cursor ?? 0);
    const end = start + request.cursorPaging.limit;
    return Promise.resolve({
      items: all.slice(start, end),
      cursors: { next: end < all.length ? String(end) : null, prev: start > 0 ? String(start - 3) : null },
      hasNext: end < all.length,
    });
  };
  return { calls, fetchPage };
}

describe('the cursor query builder', () => {
  it('builds filter ({} when empty), sort and cursorPaging; default limit 50', () => {
    const { fetchPage } = cursorFetch();
    expect(createCursorQueryBuilder(fetchPage).build()).toStrictEqual({ filter: {}, cursorPaging: { limit: 50 } });
    expect(createCursorQueryBuilder(fetchPage).eq('a', 1).descending('b').limit(3).build()).toStrictEqual({
      filter: { a: 1 },
      sort: [{ fieldName: 'b', order: 'DESC' }],
      cursorPaging: { limit: 3 },
    });
  });

  it('skipTo(cursor) sends the cursor and limit alone: the cursor carries the filter and sort', () => {
    const { fetchPage } = cursorFetch();
    expect(createCursorQueryBuilder(fetchPage).eq('a', 1).ascending('b').limit(3).skipTo('c-9').build()).toStrictEqual({
      cursorPaging: { limit: 3, cursor: 'c-9' },
    });
  });

  it('is immutable, and validates skipTo', () => {
    const { fetchPage } = cursorFetch();
    const base = createCursorQueryBuilder(fetchPage);
    base.eq('a', 1).skipTo('x');
    expect(base.build()).toStrictEqual({ filter: {}, cursorPaging: { limit: 50 } });
    const error = (() => {
      try {
        (base.skipTo as (c: unknown) => unknown)(3);
      } catch (e) {
        return e;
      }
    })();
    expect(isQueryValidationError(error)).toBe(true);
    expect((error as Error).message).toBe(
      'Invalid .skipTo parameter value [Number]. .skipTo parameter must be a non-empty String.',
    );
    expect(() => base.limit(0)).toThrow();
  });

  it('pages by cursor: hasNext()/next() send one request each, with the cursor only', async () => {
    const { calls, fetchPage } = cursorFetch();
    const first = await createCursorQueryBuilder<string>(fetchPage).eq('a', 1).limit(3).find();
    expect(first.items).toStrictEqual(['a', 'b', 'c']);
    expect(first).toMatchObject({ length: 3, pageSize: 3, cursors: { next: '3' } });
    expect(first.hasNext()).toBe(true);
    expect(first.hasPrev()).toBe(false);
    const second = await first.next();
    expect(second.items).toStrictEqual(['d', 'e', 'f']);
    expect(second.hasPrev()).toBe(true);
    const back = await second.prev();
    expect(back.items).toStrictEqual(['a', 'b', 'c']);
    expect(calls).toStrictEqual([
      { filter: { a: 1 }, cursorPaging: { limit: 3 } },
      { cursorPaging: { limit: 3, cursor: '3' } },
      { cursorPaging: { limit: 3, cursor: '0' } },
    ]);
  });

  it('the last page has no next: next() rejects with a PagingError and sends nothing', async () => {
    const { calls, fetchPage } = cursorFetch();
    const last = await createCursorQueryBuilder<string>(fetchPage).limit(3).skipTo('6').find();
    expect(last.items).toStrictEqual(['g', 'h']);
    expect(last.hasNext()).toBe(false);
    const error = await last.next().catch((e: unknown) => e);
    expect(isPagingError(error)).toBe(true);
    expect((error as Error).message).toBe('No next page to fetch');
    expect(calls).toHaveLength(1);
  });

  it('a next cursor with hasNext false is the end (the platform says so)', async () => {
    const page = await createCursorQueryBuilder<number>(() =>
      Promise.resolve({ items: [1], cursors: { next: 'n' }, hasNext: false }),
    ).find();
    expect(page.hasNext()).toBe(false);
  });

  it('iterates every page with for await', async () => {
    const { calls, fetchPage } = cursorFetch();
    const seen: string[][] = [];
    for await (const page of await createCursorQueryBuilder<string>(fetchPage).limit(3).find()) {
      seen.push((page as CursorResult<string>).items);
    }
    expect(seen).toStrictEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
      ['g', 'h'],
    ]);
    expect(calls).toHaveLength(3);
  });
});
