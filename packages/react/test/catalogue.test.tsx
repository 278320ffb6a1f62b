import { renderHook, waitFor } from '@testing-library/react';
import { ApplicationError } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  useCollection,
  useCollections,
  useProduct,
  useProductOptionsAvailability,
  useProducts,
  type ProductsQuery,
} from '../src';
import { applicationError, READER, record, setup, useServer, type Recorded } from './helpers';

const server = useServer();

const decodeR = (search: string): unknown =>
  JSON.parse(Buffer.from(new URLSearchParams(search).get('.r') ?? '', 'base64url').toString());

function productsServer(total: number) {
  const log: Recorded[] = [];
  server.use(
    http.get(`${READER}/v1/products/query-platformized`, async ({ request }) => {
      await record(log, request);
      return HttpResponse.json({
        products: [
          { id: 'p1', name: 'Linen shirt' },
          { id: 'p2', name: 'Linen napkins' },
        ],
        metadata: { count: 2, offset: 0, total },
      });
    }),
  );
  return log;
}

describe('useProduct', () => {
  it('two components asking for the same product share one request', async () => {
    const log: Recorded[] = [];
    server.use(
      http.get(
        `${READER}/v1/products/:id`,
        async ({ request }) => (
          await record(log, request),
          HttpResponse.json({ product: { id: 'p 1', name: 'Linen shirt' } })
        ),
      ),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => [useProduct('p 1'), useProduct('p 1')] as const, { wrapper });
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    expect(result.current[0].data).toMatchObject({ _id: 'p 1', name: 'Linen shirt' });
    expect(result.current[1].data).toBe(result.current[0].data);
    expect(log).toEqual([
      {
        method: 'GET',
        path: '/stores-reader/v1/products/p%201',
        search: '',
        body: undefined,
        authorization: 'visitor-at',
      },
    ]);
  });

  it('sends nothing without an id', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useProduct(undefined), { wrapper });
    await new Promise((done) => setTimeout(done, 20));
    expect(result.current.fetchStatus).toBe('idle');
  });

  it('reports an unknown product as the typed ApplicationError', async () => {
    server.use(
      http.get(`${READER}/v1/products/:id`, () => applicationError(404, 'Product not found', 'PRODUCT_NOT_FOUND')),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useProduct('missing'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApplicationError);
    expect(result.current.error).toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
      message: 'Product not found',
      requestId: 'req-1',
    });
  });
});

describe('useProducts', () => {
  const linen = (query: ProductsQuery) => query.startsWith('name', 'Lin').ascending('name').limit(2);

  it('equal queries built by different components share one request, keyed by the built request', async () => {
    const log = productsServer(7);
    const { wrapper } = setup();
    const { result } = renderHook(
      () =>
        [
          useProducts(linen),
          useProducts((query) => query.startsWith('name', 'Lin').ascending('name').limit(2)),
        ] as const,
      { wrapper },
    );
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    expect(log).toHaveLength(1);
    expect(decodeR(log[0]!.search)).toEqual({
      query: {
        filter: { name: { $startsWith: 'Lin' } },
        sort: [{ fieldName: 'name', order: 'ASC' }],
        paging: { limit: 2, offset: 0 },
      },
    });
    expect(result.current[0].data).toEqual({
      items: [expect.objectContaining({ _id: 'p1' }), expect.objectContaining({ _id: 'p2' })],
      totalCount: 7,
      pageSize: 2,
      currentPage: 0,
      totalPages: 4,
      hasNext: true,
      hasPrev: false,
    });
  });

  it('pages by `page` (times the page size) and keeps the previous page while the next loads', async () => {
    const log = productsServer(7);
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ page }) => useProducts(linen, { page, includeVariants: true }), {
      wrapper,
      initialProps: { page: 0 },
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    rerender({ page: 3 });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.currentPage).toBe(0);
    await waitFor(() => expect(result.current.data?.currentPage).toBe(3));
    expect(result.current.data).toMatchObject({ hasNext: false, hasPrev: true, totalPages: 4 });
    expect(log.map((entry) => decodeR(entry.search))).toEqual([
      { query: expect.objectContaining({ paging: { limit: 2, offset: 0 } }), includeVariants: true },
      { query: expect.objectContaining({ paging: { limit: 2, offset: 6 } }), includeVariants: true },
    ]);
  });

  it('an explicit .skip() offset is a different query', async () => {
    const log = productsServer(7);
    const { wrapper } = setup();
    const { result } = renderHook(() => [useProducts(linen), useProducts((query) => linen(query).skip(2))] as const, {
      wrapper,
    });
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    expect(log.map((entry) => (decodeR(entry.search) as { query: { paging: unknown } }).query.paging)).toEqual([
      { limit: 2, offset: 0 },
      { limit: 2, offset: 2 },
    ]);
    expect(result.current[1].data?.currentPage).toBe(1);
  });
});

/** The platform's availability of a whole choice that selects an in-stock variant. */
const IN_STOCK_CHOICE = {
  selectedVariant: { id: 'v-1', inStock: true, visible: true },
  availableForPurchase: true,
  productOptions: [],
  media: { items: [] },
};

describe('useProductOptionsAvailability', () => {
  it('posts the chosen options and yields the selected variant', async () => {
    const log: Recorded[] = [];
    server.use(
      http.post(`${READER}/v1/products/:id/productOptionsAvailability`, async ({ request }) => {
        await record(log, request);
        return HttpResponse.json(IN_STOCK_CHOICE);
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useProductOptionsAvailability('p1', { Size: 'M', Color: 'Sage' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ selectedVariant: { _id: 'v-1' }, availableForPurchase: true });
    expect(log).toEqual([
      {
        method: 'POST',
        path: '/stores-reader/v1/products/p1/productOptionsAvailability',
        search: '',
        body: { options: { Size: 'M', Color: 'Sage' } },
        authorization: 'visitor-at',
      },
    ]);
  });

  it('answers no availability while a new choice loads: never the previous choice\'s "not available"', async () => {
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    server.use(
      http.post(`${READER}/v1/products/:id/productOptionsAvailability`, async ({ request }) => {
        const { options } = (await request.json()) as { options: Record<string, string> };
        // A size alone selects no variant (not available for purchase); the whole choice is in stock, slowly.
        if (!options.Color)
          return HttpResponse.json({ availableForPurchase: false, productOptions: [], media: { items: [] } });
        await held;
        return HttpResponse.json(IN_STOCK_CHOICE);
      }),
    );
    const { wrapper } = setup();
    const { result, rerender } = renderHook(
      ({ options }: { options: Record<string, string> }) => useProductOptionsAvailability('p1', options),
      { wrapper, initialProps: { options: { Size: 'M' } as Record<string, string> } },
    );
    await waitFor(() => expect(result.current.data?.availableForPurchase).toBe(false));
    rerender({ options: { Size: 'M', Color: 'Sage' } });
    await waitFor(() => expect(result.current.fetchStatus).toBe('fetching'));
    expect(result.current.isPending).toBe(true);
    expect(result.current.data).toBeUndefined();
    release();
    await waitFor(() => expect(result.current.data?.availableForPurchase).toBe(true));
  });

  it('sends nothing until the options are given', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useProductOptionsAvailability('p1', undefined), { wrapper });
    await new Promise((done) => setTimeout(done, 20));
    expect(result.current.fetchStatus).toBe('idle');
  });
});

describe('collections', () => {
  it('useCollections sends the query as one .r parameter and keeps the platform total', async () => {
    const log: Recorded[] = [];
    server.use(
      http.get(`${READER}/v2/collections/query`, async ({ request }) => {
        await record(log, request);
        return HttpResponse.json({
          collections: [{ id: 'col-apparel', slug: 'apparel', name: 'Apparel' }],
          metadata: { count: 1, offset: 0, total: 1, tooManyToCount: false },
        });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useCollections((query) => query.ascending('name')), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
      items: [expect.objectContaining({ _id: 'col-apparel', slug: 'apparel' })],
      totalCount: 1,
      total: 1,
      tooManyToCount: false,
      pageSize: 50,
      currentPage: 0,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    });
    expect(log.map((entry) => decodeR(entry.search))).toEqual([
      { query: { sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit: 50, offset: 0 } } },
    ]);
  });

  it('useCollection reads by id (a string) and by slug', async () => {
    const log: Recorded[] = [];
    server.use(
      http.get(
        `${READER}/v2/collections/slug/:slug`,
        async ({ request, params }) => (
          await record(log, request),
          HttpResponse.json({ collection: { id: 'col-home', slug: params.slug } })
        ),
      ),
      http.get(
        `${READER}/v2/collections/:id`,
        async ({ request, params }) => (
          await record(log, request),
          HttpResponse.json({ collection: { id: params.id, slug: 'apparel' } })
        ),
      ),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => [useCollection('col-apparel'), useCollection({ slug: 'home' })] as const, {
      wrapper,
    });
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    expect(result.current[0].data).toMatchObject({ _id: 'col-apparel', slug: 'apparel' });
    expect(result.current[1].data).toMatchObject({ _id: 'col-home', slug: 'home' });
    expect(log.map((entry) => entry.path).sort()).toEqual([
      '/stores-reader/v2/collections/col-apparel',
      '/stores-reader/v2/collections/slug/home',
    ]);
  });
});
