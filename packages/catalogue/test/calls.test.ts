import { describe, expect, it } from 'vitest';
import type { Client } from '@vitrine/http';
import * as catalogue from '../src';
import { HOST, makeClient, packed, PREFIX, READ, useServer } from './server';

const { answer } = useServer();

interface Case {
  name: string;
  run: (client: Client) => Promise<unknown>;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  service: 'reader' | 'writer';
  /** The path after the service prefix, with the query string if any. */
  path: string;
  /** The exact JSON body, or undefined for none. */
  body?: string;
  /** A minimal wire answer of the call. */
  wire: Record<string, unknown>;
  /** What the call resolves to for `wire`. */
  result: unknown;
  /** A wire violation field and the caller's argument it must be reported as. */
  violation: [wire: string, caller: string];
}

const product = { id: 'p1', name: 'Linen shirt' };
const sdkProduct = { _id: 'p1', name: 'Linen shirt' };
const collection = { id: 'c1', slug: 'summer' };
const sdkCollection = { _id: 'c1', slug: 'summer' };
const variant = { id: 'v1', choices: { Size: 'M' } };
const sdkVariant = { _id: 'v1', choices: { Size: 'M' } };
const bulk = {
  bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0 },
  results: [{ itemMetadata: { id: 'p1', originalIndex: 0, success: true } }],
};
const sdkBulk = {
  bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0 },
  results: [{ itemMetadata: { _id: 'p1', originalIndex: 0, success: true } }],
};

const productWrites = (
  label: string,
  base: string,
  create: typeof catalogue.createProduct,
  update: typeof catalogue.updateProduct,
  remove: typeof catalogue.deleteProduct,
): Case[] => [
  {
    name: `create${label}`,
    run: (c) => create(c, { name: 'Linen shirt', visible: true }),
    method: 'POST',
    service: 'writer',
    path: base,
    body: '{"product":{"name":"Linen shirt","visible":true}}',
    wire: { product },
    result: sdkProduct,
    violation: ['product.name', 'product.name'],
  },
  {
    name: `update${label}`,
    run: (c) => update(c, { _id: 'p/1', name: 'Wool shirt' }),
    method: 'PATCH',
    service: 'writer',
    path: `${base}/p%2F1`,
    body: '{"product":{"id":"p/1","name":"Wool shirt"}}',
    wire: { product },
    result: sdkProduct,
    violation: ['product.id', 'product._id'],
  },
  {
    name: `delete${label}`,
    run: (c) => remove(c, 'p1'),
    method: 'DELETE',
    service: 'writer',
    path: `${base}/p1`,
    wire: {},
    result: undefined,
    violation: ['id', '_id'],
  },
];

const cases: Case[] = [
  // Storefront reads
  {
    name: 'getProduct',
    run: (c) => catalogue.getProduct(c, 'p1', { includeMerchantSpecificData: true }),
    method: 'GET',
    service: 'reader',
    path: '/v1/products/p1?includeMerchantSpecificData=true',
    wire: { product },
    result: sdkProduct,
    violation: ['includeMerchantSpecificData', 'options.includeMerchantSpecificData'],
  },
  {
    name: 'getProductPlatformized',
    run: (c) => catalogue.getProductPlatformized(c, 'p1'),
    method: 'GET',
    service: 'reader',
    path: '/v1/products-platformized/p1',
    wire: { product },
    result: sdkProduct,
    violation: ['id', '_id'],
  },
  {
    name: 'queryProducts',
    run: (c) =>
      catalogue
        .queryProducts(c, { includeVariants: false })
        .eq('slug', 'linen')
        .find()
        .then((page) => ({ items: page.items, totalCount: page.totalCount })),
    method: 'GET',
    service: 'reader',
    path: `/v1/products/query-platformized?${packed({ query: { filter: { slug: 'linen' }, paging: { limit: 50, offset: 0 } }, includeVariants: false })}`,
    wire: { products: [product], metadata: { count: 1, offset: 0, total: 7 } },
    result: { items: [sdkProduct], totalCount: 7 },
    violation: ['includeVariants', 'options.includeVariants'],
  },
  {
    name: 'getProductOptionsAvailability',
    run: (c) => catalogue.getProductOptionsAvailability(c, 'p1', { Size: 'M', Color: 'Blue' }),
    method: 'POST',
    service: 'reader',
    path: '/v1/products/p1/productOptionsAvailability',
    body: '{"options":{"Size":"M","Color":"Blue"}}',
    wire: {
      selectedVariant: { id: 'v1', inStock: true },
      availableForPurchase: true,
      productOptions: [],
      media: { items: [] },
    },
    result: {
      selectedVariant: { _id: 'v1', inStock: true },
      availableForPurchase: true,
      productOptions: [],
      media: { items: [] },
    },
    violation: ['options', 'options'],
  },
  {
    name: 'queryProductVariants',
    run: (c) =>
      catalogue.queryProductVariants(c, 'p1', {
        includeMerchantSpecificData: true,
        paging: { limit: 10, offset: 0 },
        variantIds: ['v1'],
        choices: { Size: 'M' },
      }),
    method: 'POST',
    service: 'reader',
    path: '/v1/products/p1/variants/query',
    body: '{"choices":{"Size":"M"},"variantIds":["v1"],"paging":{"limit":10,"offset":0},"includeMerchantSpecificData":true}',
    wire: { variants: [variant], metadata: { items: 1, offset: 0 }, totalResults: 4 },
    result: { variants: [sdkVariant], metadata: { items: 1, offset: 0 }, totalResults: 4, totalCount: 4 },
    violation: ['paging', 'options.paging'],
  },
  {
    name: 'queryStoreVariants',
    run: (c) =>
      catalogue.queryStoreVariants(c, {
        filter: { productId: 'p1', _id: { $in: ['p1-v1'] } },
        sort: [{ fieldName: '_id', order: 'DESC' }],
        paging: { limit: 5, offset: 0 },
      }),
    method: 'POST',
    service: 'reader',
    path: '/v1/variants/query',
    body: '{"query":{"filter":{"productId":"p1","id":{"$in":["p1-v1"]}},"sort":[{"fieldName":"id","order":"DESC"}],"paging":{"limit":5,"offset":0}}}',
    wire: { variants: [{ id: 'p1-v1', productId: 'p1' }], metadata: { count: 1, offset: 0, total: 6 } },
    result: {
      variants: [{ _id: 'p1-v1', productId: 'p1' }],
      metadata: { count: 1, offset: 0, total: 6 },
      totalCount: 6,
    },
    violation: ['query.paging.limit', 'query.paging.limit'],
  },
  {
    name: 'getStoreVariant',
    run: (c) => catalogue.getStoreVariant(c, 'p1-v1'),
    method: 'GET',
    service: 'reader',
    path: '/v1/variants/p1-v1',
    wire: { variant: { id: 'p1-v1', productId: 'p1' } },
    result: { _id: 'p1-v1', productId: 'p1' },
    violation: ['id', '_id'],
  },
  {
    name: 'getCollectionBySlug',
    run: (c) => catalogue.getCollectionBySlug(c, 'sum mer'),
    method: 'GET',
    service: 'reader',
    path: '/v1/collections/slug/sum%20mer',
    wire: { collection },
    result: sdkCollection,
    violation: ['slug', 'slug'],
  },
  {
    name: 'getCollection',
    run: (c) => catalogue.getCollection(c, 'c1'),
    method: 'GET',
    service: 'reader',
    path: '/v2/collections/c1',
    wire: { collection },
    result: sdkCollection,
    violation: ['id', '_id'],
  },
  {
    name: 'getCollectionBySlugV2',
    run: (c) => catalogue.getCollectionBySlugV2(c, 'summer'),
    method: 'GET',
    service: 'reader',
    path: '/v2/collections/slug/summer',
    wire: { collection },
    result: sdkCollection,
    violation: ['slug', 'slug'],
  },
  {
    name: 'queryCollections',
    run: (c) =>
      catalogue
        .queryCollections(c)
        .eq('_id', 'c1')
        .limit(10)
        .find()
        .then((page) => ({ items: page.items, total: page.total, totalCount: page.totalCount })),
    method: 'GET',
    service: 'reader',
    path: `/v2/collections/query?${packed({ query: { filter: { id: 'c1' }, paging: { limit: 10, offset: 0 } } })}`,
    wire: { collections: [collection], metadata: { count: 1, offset: 0, total: 12, tooManyToCount: false } },
    result: { items: [sdkCollection], total: 12, totalCount: 12 },
    violation: ['query.paging.limit', 'query.paging.limit'],
  },
  // Merchant writes
  ...productWrites(
    'Product',
    '/v1/products',
    catalogue.createProduct,
    catalogue.updateProduct,
    catalogue.deleteProduct,
  ),
  ...productWrites(
    'ProductPlatformized',
    '/v1/products-platformized',
    catalogue.createProductPlatformized,
    catalogue.updateProductPlatformized,
    catalogue.deleteProductPlatformized,
  ),
  ...productWrites(
    'ProductPlatformizedV2',
    '/v2/products-platformized',
    catalogue.createProductPlatformizedV2,
    catalogue.updateProductPlatformizedV2,
    catalogue.deleteProductPlatformizedV2,
  ),
  {
    name: 'updateProductVariants',
    run: (c) => catalogue.updateProductVariants(c, 'p1', [{ choices: { Size: 'M' }, price: 12.5, sku: 'S-M' }]),
    method: 'PATCH',
    service: 'writer',
    path: '/v1/products/p1/variants',
    body: '{"variants":[{"choices":{"Size":"M"},"price":12.5,"sku":"S-M"}]}',
    wire: { variants: [variant] },
    result: [sdkVariant],
    violation: ['variants[0]', 'variants[0]'],
  },
  {
    name: 'resetAllProductVariantData',
    run: (c) => catalogue.resetAllProductVariantData(c, 'p1'),
    method: 'POST',
    service: 'writer',
    path: '/v1/products/p1/variants/resetToDefault',
    body: '{}',
    wire: {},
    result: undefined,
    violation: ['id', '_id'],
  },
  {
    name: 'createCollection',
    run: (c) => catalogue.createCollection(c, { name: 'Summer', slug: 'summer' }),
    method: 'POST',
    service: 'writer',
    path: '/v1/collections',
    body: '{"collection":{"name":"Summer","slug":"summer"}}',
    wire: { collection },
    result: sdkCollection,
    violation: ['collection.name', 'collection.name'],
  },
  {
    name: 'updateCollection',
    run: (c) => catalogue.updateCollection(c, { _id: 'c1', name: 'Summer sale' }),
    method: 'PATCH',
    service: 'writer',
    path: '/v1/collections/c1',
    body: '{"collection":{"id":"c1","name":"Summer sale"}}',
    wire: { collection },
    result: sdkCollection,
    violation: ['collection.id', 'collection._id'],
  },
  {
    name: 'deleteCollection',
    run: (c) => catalogue.deleteCollection(c, 'c1'),
    method: 'DELETE',
    service: 'writer',
    path: '/v1/collections/c1',
    wire: {},
    result: undefined,
    violation: ['id', '_id'],
  },
  {
    name: 'addProductsToCollection',
    run: (c) => catalogue.addProductsToCollection(c, 'c1', ['p1', 'p2']),
    method: 'POST',
    service: 'writer',
    path: '/v1/collections/c1/productIds',
    body: '{"productIds":["p1","p2"]}',
    wire: {},
    result: undefined,
    violation: ['productIds', 'productIds'],
  },
  {
    name: 'removeProductsFromCollection',
    run: (c) => catalogue.removeProductsFromCollection(c, 'c1', ['p1']),
    method: 'POST',
    service: 'writer',
    path: '/v1/collections/c1/productIds/delete',
    body: '{"productIds":["p1"]}',
    wire: {},
    result: undefined,
    violation: ['id', '_id'],
  },
  {
    name: 'addProductMedia',
    run: (c) =>
      catalogue.addProductMedia(c, 'p1', [
        { mediaId: 'm-1' },
        { url: 'https://img.example/x.jpg', choice: { option: 'Color', choice: 'Blue' } },
      ]),
    method: 'POST',
    service: 'writer',
    path: '/v1/products/p1/media',
    body: '{"media":[{"mediaId":"m-1"},{"url":"https://img.example/x.jpg","choice":{"option":"Color","choice":"Blue"}}]}',
    wire: {},
    result: undefined,
    violation: ['media[0]', 'media[0]'],
  },
  {
    name: 'removeProductMedia',
    run: (c) => catalogue.removeProductMedia(c, 'p1', ['m-1']),
    method: 'POST',
    service: 'writer',
    path: '/v1/products/p1/media/delete',
    body: '{"mediaIds":["m-1"]}',
    wire: {},
    result: undefined,
    violation: ['mediaIds', 'mediaIds'],
  },
  {
    name: 'addProductMediaToChoices',
    run: (c) => catalogue.addProductMediaToChoices(c, 'p1', [{ option: 'Color', choice: 'Blue', mediaIds: ['m-1'] }]),
    method: 'PATCH',
    service: 'writer',
    path: '/v1/products/p1/choices/media',
    body: '{"media":[{"option":"Color","choice":"Blue","mediaIds":["m-1"]}]}',
    wire: {},
    result: undefined,
    violation: ['media[0].option', 'media[0].option'],
  },
  {
    name: 'removeProductMediaFromChoices',
    run: (c) => catalogue.removeProductMediaFromChoices(c, 'p1', [{ option: 'Color', choice: 'Blue' }]),
    method: 'POST',
    service: 'writer',
    path: '/v1/products/p1/choices/media/delete',
    body: '{"media":[{"option":"Color","choice":"Blue"}]}',
    wire: {},
    result: undefined,
    violation: ['id', '_id'],
  },
  {
    name: 'deleteProductOptions',
    run: (c) => catalogue.deleteProductOptions(c, 'p1'),
    method: 'DELETE',
    service: 'writer',
    path: '/v1/products/p1/options',
    wire: {},
    result: undefined,
    violation: ['id', '_id'],
  },
  {
    name: 'removeBrand',
    run: (c) => catalogue.removeBrand(c, 'p1'),
    method: 'POST',
    service: 'writer',
    path: '/v1/products/p1/remove-brand',
    body: '{}',
    wire: {},
    result: undefined,
    violation: ['id', '_id'],
  },
  {
    name: 'removeRibbon',
    run: (c) => catalogue.removeRibbon(c, 'p1'),
    method: 'POST',
    service: 'writer',
    path: '/v1/products/p1/remove-ribbon',
    body: '{}',
    wire: {},
    result: undefined,
    violation: ['id', '_id'],
  },
  {
    name: 'bulkUpdateProductsProperty',
    run: (c) => catalogue.bulkUpdateProductsProperty(c, ['p1'], { price: 10, weight: 0.5 }),
    method: 'POST',
    service: 'writer',
    path: '/v1/bulk/products/update',
    body: '{"ids":["p1"],"set":{"price":10,"weight":0.5}}',
    wire: bulk,
    result: sdkBulk,
    violation: ['ids', 'ids'],
  },
  {
    name: 'bulkAdjustProductProperty',
    run: (c) => catalogue.bulkAdjustProductProperty(c, ['p1'], { price: { percentage: -10 }, cost: { amount: 2 } }),
    method: 'POST',
    service: 'writer',
    path: '/v1/bulk/products/adjust-properties',
    body: '{"adjust":{"price":{"percentage":-10},"cost":{"amount":2}},"ids":["p1"]}',
    wire: bulk,
    result: sdkBulk,
    violation: ['adjust.price', 'adjust.price'],
  },
];

describe.each(['api', 'site'] as const)('every call in the %s layout', (layout) => {
  it.each(cases)('$name: method, host, path, body and result', async (c) => {
    const seen = answer(c.wire);
    const result = await c.run(makeClient(layout));
    const host = c.method === 'GET' ? READ : HOST;
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      `${c.method} ${host}${PREFIX[layout][c.service]}${c.path}`,
    ]);
    expect(seen[0]!.body).toBe(c.body ?? '');
    expect(seen[0]!.contentType).toBe(c.body === undefined ? null : 'application/json');
    expect(result).toEqual(c.result);
  });
});

describe('errors of every call', () => {
  it.each(cases)('$name: a validation error names the caller’s argument', async (c) => {
    answer(
      {
        message: 'Bad request',
        details: { validationError: { fieldViolations: [{ field: c.violation[0], description: 'is not valid' }] } },
      },
      { status: 400 },
    );
    const error = await c.run(makeClient()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ValidationError',
      status: 400,
      code: 'INVALID_ARGUMENT',
      message: `INVALID_ARGUMENT: "${c.violation[1]}" is not valid`,
      violations: [{ field: c.violation[1], description: 'is not valid' }],
    });
  });

  it.each(cases)('$name: an application error keeps the server message, description and code', async (c) => {
    answer(
      {
        message: 'Not found',
        details: { applicationError: { description: 'Entity p1 not found', code: 'PRODUCT_NOT_FOUND' } },
      },
      { status: 404 },
    );
    const error = await c.run(makeClient('site')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApplicationError',
      errorType: 'user',
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
      description: 'Entity p1 not found',
      requestId: 'req-42',
      message: 'Not found: Entity p1 not found',
    });
  });

  it('getProduct sorts several violations by the caller’s names', async () => {
    answer(
      {
        message: 'Bad request',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'includeMerchantSpecificData', description: 'must be a boolean' },
              { field: 'id', description: 'must not be empty' },
            ],
          },
        },
      },
      { status: 400 },
    );
    await expect(catalogue.getProduct(makeClient(), '')).rejects.toThrow(
      'INVALID_ARGUMENT: "_id" must not be empty, "options.includeMerchantSpecificData" must be a boolean',
    );
  });

  it('a 500 is a system error with the request id', async () => {
    answer({ message: 'boom' }, { status: 500 });
    await expect(catalogue.getStoreVariant(makeClient(), 'v1')).rejects.toMatchObject({
      name: 'SystemError',
      message: 'System error occurred, request-id: req-42',
    });
  });

  it('an aborted signal rejects with an AbortError and sends nothing', async () => {
    const seen = answer({});
    const controller = new AbortController();
    controller.abort();
    await expect(catalogue.removeBrand(makeClient(), 'p1', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    await expect(catalogue.queryProducts(makeClient(), { signal: controller.signal }).find()).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(seen).toEqual([]);
  });
});

it('the table covers every exported call', () => {
  const calls = Object.entries(catalogue)
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => name)
    .sort();
  expect(cases.map((c) => c.name).sort()).toEqual(calls);
});
