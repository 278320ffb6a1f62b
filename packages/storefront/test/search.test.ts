import { describe, expect, it } from 'vitest';
import { shopProducts } from '../src/index';
import { SEARCHED_PRODUCTS } from '../src/searched-list';
import { v1Routes, v3Routes } from './fixtures/routes';
import * as v1 from './fixtures/v1';
import { makeClient, serve, useServer } from './server';

// A shopper's search, the same on both versions: every word begins a word of the name, brand or ribbon, any order.

const server = useServer();

describe.each([
  ['Catalog V1', v1Routes],
  ['Catalog V3', v3Routes],
] as const)('a search on %s', (_name, routes) => {
  it.each([
    ['shirt linen', ['linen-shirt']],
    ['Linen SHIRT', ['linen-shirt']],
    ['lin', ['linen-shirt']],
    ['atelier', ['linen-shirt']],
    ['atelier shirt', ['linen-shirt']],
    ['sale', ['linen-shirt']],
    ['mug', ['mug']],
    ['  mug  ', ['mug']],
    ['inen', []],
    ['mug linen', []],
  ])('%j finds %j, with the total', async (search, slugs) => {
    serve(server, routes());
    const list = await shopProducts(makeClient(), { search });
    expect(list.products.map((product) => product.slug)).toEqual(slugs);
    expect(list.total).toBe(slugs.length);
    expect(list.nextCursor).toBeUndefined();
  });
});

/** A V1 store of `count` mugs named "Mug 1", "Mug 2", … answering its offsets, 100 a request at most. */
function manyMugs(count: number) {
  return serve(server, {
    ...v1Routes(),
    'GET /stores-reader/v1/products/query-platformized': (request) => {
      const { offset, limit } = (request as { query: { paging: { offset: number; limit: number } } }).query.paging;
      const products = Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, i) => ({
        ...v1.mug(false),
        id: `mug-${offset + i + 1}`,
        slug: `mug-${offset + i + 1}`,
        name: `Mug ${offset + i + 1}`,
      }));
      return { products, metadata: { count: products.length, offset, total: count } };
    },
  });
}

describe('a search over more than one request of products', () => {
  it('reads the list 100 at a time and pages what matched by offsets, forward and back', async () => {
    const seen = manyMugs(150);
    const client = makeClient();
    // "Mug 1", "Mug 10"–"Mug 19", "Mug 100"–"Mug 150": 62 matches of "1".
    const first = await shopProducts(client, { search: 'mug 1', pageSize: 20 });
    expect(first.products.map((product) => product.name).slice(0, 3)).toEqual(['Mug 1', 'Mug 10', 'Mug 11']);
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 62, nextCursor: '2.20' });
    const last = await shopProducts(client, { search: 'mug 1', pageSize: 20, cursor: '4.60' });
    expect(last.products.map((product) => product.name)).toEqual(['Mug 149', 'Mug 150']);
    expect(last).toMatchObject({ page: 4, total: 62, prevCursor: '3.40' });
    expect(last.nextCursor).toBeUndefined();
    expect(seen.slice(1).map((request) => (request.query as { query: { paging: object } }).query.paging)).toEqual([
      { limit: 100, offset: 0 },
      { limit: 100, offset: 100 },
      { limit: 100, offset: 0 },
      { limit: 100, offset: 100 },
    ]);
  });

  it(`searches a large store in its first ${SEARCHED_PRODUCTS} products: ${SEARCHED_PRODUCTS / 100} requests`, async () => {
    const seen = manyMugs(1500);
    const list = await shopProducts(makeClient(), { search: 'mug', pageSize: 10 });
    expect(list.total).toBe(SEARCHED_PRODUCTS);
    expect(seen).toHaveLength(1 + SEARCHED_PRODUCTS / 100);
  });
});
