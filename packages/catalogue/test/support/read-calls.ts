import * as catalogue from '../../src';
import { packed } from '../server';
import { collection, product, sdkCollection, sdkProduct, sdkVariant, variant, type Case } from './call-case';

/** The storefront reads. */
export const readCalls: Case[] = [
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
];
