import { describe, expect, it } from 'vitest';
import { shopProducts } from '../src/index';
import * as v3 from './fixtures/v3';
import { v1Routes } from './fixtures/routes';
import { makeClient, serve, useServer } from './server';

const server = useServer();

describe('paging on Catalog V1: offsets behind the cursor, with the total', () => {
  it('walks the pages forward and back with the same query', async () => {
    const seen = serve(server, {
      ...v1Routes(),
      'GET /stores-reader/v1/products/query-platformized': (request) => {
        const offset = (request as { query: { paging: { offset: number } } }).query.paging.offset;
        return { products: [], metadata: { count: 0, offset, total: 5 } };
      },
    });
    const client = makeClient();
    const query = { categoryId: 'cat-1', pageSize: 2 };
    const first = await shopProducts(client, query);
    expect(first).toEqual({ products: [], page: 1, pageSize: 2, total: 5, nextCursor: '2.2' });
    const second = await shopProducts(client, { ...query, cursor: first.nextCursor });
    expect(second).toMatchObject({ page: 2, total: 5, nextCursor: '3.4', prevCursor: '1.0' });
    const third = await shopProducts(client, { ...query, cursor: second.nextCursor });
    expect(third).toEqual({ products: [], page: 3, pageSize: 2, total: 5, prevCursor: '2.2' });
    expect(await shopProducts(client, { ...query, cursor: third.prevCursor })).toEqual(second);
    expect(seen.slice(1).map((request) => (request.query as { query: object }).query)).toEqual(
      [0, 2, 4, 2].map((offset) => ({
        filter: { collectionIds: { $hasSome: ['cat-1'] } },
        paging: { limit: 2, offset },
      })),
    );
  });
});

describe('paging on Catalog V3: the platform’s cursor behind ours, no total', () => {
  it('sends only the cursor for a later page (it carries the filter and sort)', async () => {
    const seen = serve(server, {
      'GET /stores/v3/provision/version': { catalogVersion: 'V3_CATALOG' },
      'GET /stores/v3/products/search': (request) => {
        const cursor = (request as { search: { cursorPaging: { cursor?: string } } }).search.cursorPaging.cursor;
        return cursor === 'c2'
          ? { products: [v3.mug(false)], pagingMetadata: { count: 1, cursors: { prev: 'c1' }, hasNext: false } }
          : { products: [v3.shirt(false)], pagingMetadata: { count: 1, cursors: { next: 'c2' }, hasNext: true } };
      },
    });
    const client = makeClient();
    const query = { categoryId: 'cat-1', sort: 'name', pageSize: 1 } as const;
    const first = await shopProducts(client, query);
    expect(first).toMatchObject({ page: 1, pageSize: 1, nextCursor: '2.c2' });
    expect(first.total).toBeUndefined();
    expect(first.prevCursor).toBeUndefined();
    const second = await shopProducts(client, { ...query, cursor: first.nextCursor });
    expect(second).toMatchObject({ page: 2, prevCursor: '1.c1' });
    expect(second.nextCursor).toBeUndefined();
    expect(second.products.map((product) => product.slug)).toEqual(['mug']);
    expect(seen[2]!.query).toEqual({
      search: { cursorPaging: { limit: 1, cursor: 'c2' } },
      fields: ['CURRENCY', 'ALL_CATEGORIES_INFO'],
    });
  });
});

describe('a list query the model cannot send throws ConfigError before any request', () => {
  it.each([
    [{ cursor: 'abc' }, 'shopProducts needs a cursor from a page\'s nextCursor or prevCursor; got "abc".'],
    [{ cursor: '0.x' }, 'shopProducts needs a cursor from a page\'s nextCursor or prevCursor; got "0.x".'],
    [{ pageSize: 0 }, 'shopProducts needs pageSize as a whole number from 1 to 100; got 0.'],
    [{ pageSize: 101 }, 'shopProducts needs pageSize as a whole number from 1 to 100; got 101.'],
    [
      { sort: 'cheapest' },
      'shopProducts needs sort as one of featured, name, price-asc, price-desc, newest; got "cheapest".',
    ],
  ])('%j', async (query, message) => {
    const seen = serve(server, v1Routes());
    await expect(shopProducts(makeClient(), query as never)).rejects.toMatchObject({ name: 'ConfigError', message });
    expect(seen).toEqual([]);
  });
});

describe('a cursor of V3 handed to a V1 store (or hand-edited) is refused before the list read', () => {
  it.each(['2.forged', '2.-12', '2.1e400'])('%s', async (cursor) => {
    const seen = serve(server, v1Routes());
    await expect(shopProducts(makeClient(), { cursor })).rejects.toMatchObject({
      name: 'ConfigError',
      message: `shopProducts needs a cursor from a page's nextCursor or prevCursor; got "${cursor}".`,
    });
    expect(seen.map((request) => request.path)).toEqual(['/stores/v3/provision/version']);
  });
});
