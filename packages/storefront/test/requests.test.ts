import { describe, expect, it } from 'vitest';
import { shopCategories, shopCategory, shopProduct, shopProducts } from '../src/index';
import { v1Routes, v3Routes } from './fixtures/routes';
import { DEFAULT_VARIANT, MUG_ID, SHIRT_ID } from './fixtures/v1';

const seenCursor = (url: URL) =>
  JSON.stringify(JSON.parse(Buffer.from(url.searchParams.get('.r')!, 'base64url').toString())).includes('"cursor"');
import { HOST, makeClient, READ, serve, useServer, type Seen } from './server';

// What each model call sends on each version: paths, hosts, request objects; the version asked once per client.

const server = useServer();

const VERSION: Seen = {
  method: 'GET',
  host: READ,
  path: '/stores/v3/provision/version',
  query: '',
  body: undefined,
};

const read = (path: string, query: unknown): Seen => ({ method: 'GET', host: READ, path, query, body: undefined });

describe('on a Catalog V1 store (@vitrine/catalogue)', () => {
  it('sends one version lookup, then each call once', async () => {
    const seen = serve(server, v1Routes());
    const client = makeClient();
    await shopProducts(client, { search: 'Lin', categoryId: 'cat-1', sort: 'price-asc', pageSize: 10 });
    await shopProduct(client, { slug: 'linen-shirt' });
    await shopProduct(client, { id: SHIRT_ID });
    await shopCategories(client);
    await shopCategory(client, 'shirts');
    expect(seen).toEqual([
      VERSION,
      read('/stores-reader/v1/products/query-platformized', {
        query: {
          // A search reads the list in its category and sort, 100 a request, and matches the words itself.
          filter: { collectionIds: { $hasSome: ['cat-1'] } },
          sort: [{ fieldName: 'priceData.discountedPrice', order: 'ASC' }],
          paging: { limit: 100, offset: 0 },
        },
      }),
      read('/stores-reader/v1/products/query-platformized', {
        query: { filter: { slug: 'linen-shirt' }, paging: { limit: 1, offset: 0 } },
        includeVariants: true,
      }),
      read(`/stores-reader/v1/products/${SHIRT_ID}`, ''),
      read('/stores-reader/v2/collections/query', { query: { paging: { limit: 100, offset: 0 } } }),
      read('/stores-reader/v1/collections/slug/shirts', ''),
    ]);
  });

  it('counts every matching product beside the page when asked withTotal: the same filter', async () => {
    const seen = serve(server, { ...v3Routes(), 'GET /stores/v3/products/count': { count: 31 } });
    const list = await shopProducts(makeClient(), { categoryId: 'cat-1', pageSize: 2, withTotal: true });
    expect(list.total).toBe(31);
    expect(seen).toHaveLength(3);
    expect(seen.find((request) => request.path === '/stores/v3/products/count')).toEqual(
      read('/stores/v3/products/count', {
        filter: { 'allCategoriesInfo.categories': { $matchItems: [{ id: 'cat-1' }] } },
      }),
    );
  });

  it('sends no count without withTotal, and answers no total', async () => {
    const seen = serve(server, v3Routes());
    const list = await shopProducts(makeClient());
    expect(list.total).toBeUndefined();
    expect(seen.map((request) => request.path)).toEqual(['/stores/v3/provision/version', '/stores/v3/products/search']);
  });

  it.each([
    ['featured', undefined],
    ['name', [{ fieldName: 'name', order: 'ASC' }]],
    ['price-asc', [{ fieldName: 'priceData.discountedPrice', order: 'ASC' }]],
    ['price-desc', [{ fieldName: 'priceData.discountedPrice', order: 'DESC' }]],
    ['newest', [{ fieldName: 'createdDate', order: 'DESC' }]],
  ] as const)('sorts %s as %j', async (sort, wire) => {
    const seen = serve(server, v1Routes());
    await shopProducts(makeClient(), { sort });
    expect(seen[1]!.query).toEqual({ query: { ...(wire ? { sort: wire } : {}), paging: { limit: 20, offset: 0 } } });
  });
});

const inventory = read('/stores/v3/inventory-items/search', {
  search: { filter: { productId: SHIRT_ID }, cursorPaging: { limit: 100 } },
});

describe('on a Catalog V3 store (@vitrine/catalogue/v3)', () => {
  it('sends one version lookup, then each call once, with the fields each read needs', async () => {
    const seen = serve(server, v3Routes());
    const client = makeClient();
    await shopProducts(client, { search: 'Lin', categoryId: 'cat-1', sort: 'price-asc', pageSize: 10 });
    await shopProduct(client, { slug: 'linen-shirt' });
    await shopProduct(client, { id: SHIRT_ID });
    await shopCategories(client);
    await shopCategory(client, 'shirts');
    const productFields =
      'fields=CURRENCY&fields=PLAIN_DESCRIPTION&fields=MEDIA_ITEMS_INFO&fields=VARIANT_OPTION_CHOICE_NAMES&fields=ALL_CATEGORIES_INFO';
    expect(seen).toEqual([
      VERSION,
      read('/stores/v3/products/search', {
        search: {
          // A search reads the list in its category and sort, 100 a request, and matches the words itself.
          cursorPaging: { limit: 100 },
          filter: { 'allCategoriesInfo.categories': { $matchItems: [{ id: 'cat-1' }] } },
          sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'ASC' }],
        },
        fields: ['CURRENCY', 'ALL_CATEGORIES_INFO'],
      }),
      // A product read asks its variants' quantities once: after the product by slug, beside it by id.
      read('/stores/v3/products/slug/linen-shirt', productFields),
      inventory,
      read(`/stores/v3/products/${SHIRT_ID}`, productFields),
      inventory,
      {
        method: 'POST',
        host: HOST,
        path: '/categories/v1/categories/query',
        query: '',
        body: {
          query: { filter: { visible: true }, cursorPaging: { limit: 100 } },
          treeReference: { appNamespace: '@wix/stores' },
          fields: ['DESCRIPTION'],
        },
      },
      read('/categories/v1/categories/slug/shirts', 'treeReference.appNamespace=@wix/stores&fields=DESCRIPTION'),
    ]);
  });

  it("reads a product of many variants' quantities in one inventory request, and the product's total", async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      id: `inv-${i}`,
      productId: MUG_ID,
      variantId: DEFAULT_VARIANT,
      trackQuantity: true,
      quantity: 1,
    }));
    const seen = serve(server, {
      ...v3Routes(),
      'GET /stores/v3/inventory-items/search': { inventoryItems: many, pagingMetadata: { count: 60, hasNext: false } },
    });
    const mug = await shopProduct(makeClient(), { id: MUG_ID });
    // One variant at 60 locations: their quantities added up.
    expect(mug!.variants![0]!.stock).toEqual({ inStock: true, quantity: 60 });
    expect(mug!.stock).toEqual({ status: 'IN_STOCK', inStock: true, quantity: 60 });
    expect(seen.filter((request) => request.path === '/stores/v3/inventory-items/search')).toHaveLength(1);
  });

  it('follows the next page of inventory items only past 100 of them', async () => {
    const page = (n: number, next?: string) => ({
      inventoryItems: [
        { id: `inv-${n}`, productId: MUG_ID, variantId: DEFAULT_VARIANT, trackQuantity: true, quantity: n },
      ],
      pagingMetadata: { count: 1, hasNext: !!next, cursors: next ? { next } : {} },
    });
    const seen = serve(server, {
      ...v3Routes(),
      'GET /stores/v3/inventory-items/search': (_body, url) => (seenCursor(url) ? page(4) : page(3, 'c2')),
    });
    const mug = await shopProduct(makeClient(), { id: MUG_ID });
    expect(mug!.stock.quantity).toBe(7);
    expect(seen.filter((request) => request.path === '/stores/v3/inventory-items/search').map((r) => r.query)).toEqual([
      { search: { filter: { productId: MUG_ID }, cursorPaging: { limit: 100 } } },
      { search: { cursorPaging: { limit: 100, cursor: 'c2' } } },
    ]);
  });

  it('shows the product without quantities to a token the inventory refuses', async () => {
    serve(server, {
      ...v3Routes(),
      'GET /stores/v3/inventory-items/search': () =>
        Response.json({ message: 'no', details: { applicationError: { code: 'FORBIDDEN' } } }, { status: 403 }),
    });
    const mug = await shopProduct(makeClient(), { id: MUG_ID });
    expect(mug!.stock).toEqual({ status: 'IN_STOCK', inStock: true });
    expect(mug!.variants![0]!.stock).toEqual({ inStock: true });
  });

  it.each([
    ['featured', undefined],
    ['name', [{ fieldName: 'name', order: 'ASC' }]],
    ['price-asc', [{ fieldName: 'actualPriceRange.minValue.amount', order: 'ASC' }]],
    ['price-desc', [{ fieldName: 'actualPriceRange.minValue.amount', order: 'DESC' }]],
    ['newest', [{ fieldName: 'createdDate', order: 'DESC' }]],
  ] as const)('sorts %s as %j', async (sort, wire) => {
    const seen = serve(server, v3Routes());
    await shopProducts(makeClient(), { sort });
    expect(seen[1]!.query).toEqual({
      search: { cursorPaging: { limit: 20 }, ...(wire ? { sort: wire } : {}) },
      fields: ['CURRENCY', 'ALL_CATEGORIES_INFO'],
    });
  });
});

describe.each([
  ['V1', v1Routes],
  ['V3', v3Routes],
] as const)('the version on a %s store', (_name, routes) => {
  it('is asked once for concurrent first calls, and never again on the client', async () => {
    const seen = serve(server, routes());
    const client = makeClient();
    await Promise.all([shopProducts(client), shopProduct(client, { slug: 'linen-shirt' }), shopCategories(client)]);
    await shopCategory(client, 'shirts');
    expect(seen.filter((request) => request.path === VERSION.path)).toHaveLength(1);
    // V3's product read asks its inventory items too (one request).
    expect(seen).toHaveLength(_name === 'V3' ? 6 : 5);
  });

  it('is asked again by another client: nothing is kept outside a client', async () => {
    const seen = serve(server, routes());
    await shopCategories(makeClient());
    await shopCategories(makeClient());
    expect(seen.filter((request) => request.path === VERSION.path)).toHaveLength(2);
  });
});
