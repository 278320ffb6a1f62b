import { describe, expect, it } from 'vitest';
import { filter, type QueryBuilder } from '@vitrine/query';
import { queryCollections, queryProducts, type Product } from '../src';
import { decodePacked, HOST, makeClient, PREFIX, READ, useServer } from './server';

const { answer } = useServer();

const PRODUCTS_PATH = '/v1/products/query-platformized';
const products = (ids: string[]) => ids.map((id) => ({ id, name: id }));

describe('queryProducts', () => {
  it('sends the whole request object as one .r= parameter, renaming _id and dates in filter and sort', async () => {
    const seen = answer({ products: [], metadata: { count: 0, offset: 20, total: 0 } });
    // Nested `_id` paths are outside the typed fields; the untyped builder shows how they are renamed.
    const untyped = queryProducts(makeClient(), {
      includeVariants: true,
      includeHiddenProducts: true,
      includeMerchantSpecificData: true,
    }) as unknown as QueryBuilder<Product>;
    await untyped
      .eq('_id', 'p1')
      .hasSome('variants._id', ['v1', 'v2'])
      .ge('lastUpdated', new Date('2026-01-02T03:04:05.000Z'))
      .or(filter().startsWith('name', 'Lin'))
      .descending('_createdDate')
      .ascending('name', 'collections._id')
      .limit(10)
      .skip(20)
      .find();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url.split('?')[0]).toBe(`${READ}/stores-reader${PRODUCTS_PATH}`);
    expect(seen[0]!.body).toBe('');
    expect(decodePacked(seen[0]!.url)).toEqual({
      query: {
        filter: {
          $or: [
            {
              $and: [
                { id: 'p1' },
                { 'variants.id': { $hasSome: ['v1', 'v2'] } },
                { lastUpdated: { $gte: '2026-01-02T03:04:05.000Z' } },
              ],
            },
            { name: { $startsWith: 'Lin' } },
          ],
        },
        sort: [
          { fieldName: 'createdDate', order: 'DESC' },
          { fieldName: 'name', order: 'ASC' },
          { fieldName: 'collections.id', order: 'ASC' },
        ],
        paging: { limit: 10, offset: 20 },
      },
      includeVariants: true,
      includeHiddenProducts: true,
      includeMerchantSpecificData: true,
    });
  });

  it('leaves unset options and an empty filter out of the request object', async () => {
    const seen = answer({ products: [], metadata: { count: 0, offset: 0, total: 0 } });
    await queryProducts(makeClient()).find();
    expect(new URL(seen[0]!.url).search).toBe(
      `?.r=${Buffer.from('{"query":{"paging":{"limit":50,"offset":0}}}').toString('base64url')}`,
    );
  });

  it.each(['api', 'site'] as const)(
    'a query string over 4000 characters goes as a POST to the same path on host (%s layout)',
    async (layout) => {
      const seen = answer({ products: products(['p1']), metadata: { count: 1, offset: 0, total: 1 } });
      const ids = Array.from({ length: 300 }, (_, i) => `product-${String(i).padStart(4, '0')}`);
      const page = await queryProducts(makeClient(layout), { includeVariants: false }).in('_id', ids).limit(1).find();
      expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([`POST ${HOST}${PREFIX[layout].reader}${PRODUCTS_PATH}`]);
      expect(seen[0]!.contentType).toBe('application/json');
      expect(seen[0]!.body).toBe(
        JSON.stringify({
          query: { filter: { id: { $in: ids } }, paging: { limit: 1, offset: 0 } },
          includeVariants: false,
        }),
      );
      expect(page.items).toEqual([{ _id: 'p1', name: 'p1' }]);
    },
  );

  it('pages with find() then next() and prev(), each an exact request', async () => {
    const seen = answer(
      (index) =>
        [
          { products: products(['a', 'b']), metadata: { count: 2, offset: 0, total: 5 } },
          { products: products(['c', 'd']), metadata: { count: 2, offset: 2, total: 5 } },
          { products: products(['a', 'b']), metadata: { count: 2, offset: 0, total: 5 } },
        ][index],
    );
    const first = await queryProducts(makeClient()).eq('productType', 'physical').ascending('name').limit(2).find();
    expect(first).toMatchObject({ totalCount: 5, pageSize: 2, currentPage: 0, totalPages: 3, length: 2 });
    expect(first.items.map((p) => p._id)).toEqual(['a', 'b']);
    expect(first.hasNext).toBe(true);
    expect(first.hasPrev).toBe(false);

    const second = await first.next();
    expect(second).toMatchObject({ totalCount: 5, currentPage: 1 });
    expect(second.items.map((p) => p._id)).toEqual(['c', 'd']);
    expect(second.hasPrev).toBe(true);
    await second.prev();

    const request = (offset: number) => ({
      query: {
        filter: { productType: 'physical' },
        sort: [{ fieldName: 'name', order: 'ASC' }],
        paging: { limit: 2, offset },
      },
    });
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET', 'GET']);
    expect(seen.map((s) => decodePacked(s.url))).toEqual([request(0), request(2), request(0)]);
  });

  it('rejects next() on the last page without sending anything', async () => {
    const seen = answer({ products: products(['a']), metadata: { count: 1, offset: 0, total: 1 } });
    const page = await queryProducts(makeClient()).find();
    await expect(page.next()).rejects.toMatchObject({ name: 'PagingError', message: 'No next page to fetch' });
    expect(seen).toHaveLength(1);
  });
});

describe('queryCollections', () => {
  const collections = (ids: string[]) => ids.map((id) => ({ id, slug: id }));

  it('exposes total and tooManyToCount on every page, also after next() and prev()', async () => {
    const seen = answer(
      (index) =>
        [
          { collections: collections(['a', 'b']), metadata: { count: 2, offset: 0, total: 3, tooManyToCount: false } },
          { collections: collections(['c']), metadata: { count: 1, offset: 2, total: 3, tooManyToCount: false } },
          { collections: collections(['a', 'b']), metadata: { count: 2, offset: 0, total: 3, tooManyToCount: false } },
        ][index],
    );
    const first = await queryCollections(makeClient()).startsWith('slug', 's').descending('_id').limit(2).find();
    expect(first).toMatchObject({ total: 3, tooManyToCount: false, totalCount: 3, totalPages: 2, currentPage: 0 });
    const second = await first.next();
    expect(second).toMatchObject({ total: 3, tooManyToCount: false, currentPage: 1 });
    expect(second.items).toEqual([{ _id: 'c', slug: 'c' }]);
    expect(second.hasNext).toBe(false);
    const back = await second.prev();
    expect(back).toMatchObject({ total: 3, currentPage: 0 });
    await expect(second.next()).rejects.toMatchObject({ name: 'PagingError', message: 'No next page to fetch' });

    const request = (offset: number) => ({
      query: {
        filter: { slug: { $startsWith: 's' } },
        sort: [{ fieldName: 'id', order: 'DESC' }],
        paging: { limit: 2, offset },
      },
    });
    expect(seen.map((s) => [s.method, s.url.split('?')[0], decodePacked(s.url), s.body])).toEqual([
      ['GET', `${READ}/stores-reader/v2/collections/query`, request(0), ''],
      ['GET', `${READ}/stores-reader/v2/collections/query`, request(2), ''],
      ['GET', `${READ}/stores-reader/v2/collections/query`, request(0), ''],
    ]);
  });

  it('a query string over 4000 characters goes as a POST of the same request to the same path on host', async () => {
    const seen = answer({
      collections: collections(['c1']),
      metadata: { count: 1, offset: 0, total: 1, tooManyToCount: false },
    });
    const ids = Array.from({ length: 300 }, (_, i) => `collection-${String(i).padStart(4, '0')}`);
    const page = await queryCollections(makeClient()).in('_id', ids).limit(1).find();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([`POST ${HOST}/stores-reader/v2/collections/query`]);
    expect(seen[0]!.body).toBe(
      JSON.stringify({ query: { filter: { id: { $in: ids } }, paging: { limit: 1, offset: 0 } } }),
    );
    expect(page.items).toEqual([{ _id: 'c1', slug: 'c1' }]);
  });

  it('with tooManyToCount the total is a lower bound: no totalCount, and a full page means there may be more', async () => {
    const seen = answer(
      (index) =>
        [
          {
            collections: collections(['a', 'b']),
            metadata: { count: 2, offset: 0, total: 1000, tooManyToCount: true },
          },
          { collections: collections(['c']), metadata: { count: 1, offset: 2, total: 1000, tooManyToCount: true } },
        ][index],
    );
    const pages = [];
    for await (const page of await queryCollections(makeClient()).limit(2).find()) pages.push(page);
    expect(pages.map((p) => [p.items.length, p.total, p.tooManyToCount, p.totalCount, p.currentPage])).toEqual([
      [2, 1000, true, undefined, 0],
      [1, 1000, true, undefined, 1],
    ]);
    expect(seen).toHaveLength(2);
  });

  it('its builder is immutable and builds the request object', () => {
    const base = queryCollections(makeClient());
    const narrowed = base.eq('name', 'Summer').skip(4);
    expect(base.build()).toEqual({ paging: { limit: 50, offset: 0 } });
    expect(narrowed.build()).toEqual({ filter: { name: 'Summer' }, paging: { limit: 50, offset: 4 } });
    expect(Object.isFrozen(narrowed)).toBe(true);
    expect(() => base.limit(0)).toThrow(
      'Invalid .limit parameter value [Number]. .limit parameter must be a positive integer.',
    );
  });

  it('a missing metadata reads as no total', async () => {
    answer({ collections: [] });
    const page = await queryCollections(makeClient()).find();
    expect(page).toMatchObject({ items: [], total: undefined, tooManyToCount: false, totalCount: undefined });
  });
});
