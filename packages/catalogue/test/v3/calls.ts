// Every call of `@vitrine/catalogue/v3` with one input and the exact request it must send (the same requests the
// platform SDK sends for them: tests/platform-sdk/test/requests-catalogue-v3.test.ts compares the two).
import type { CallOptions, Client } from '@vitrine/http';
import * as v3 from '../../src/v3';

export interface V3Call {
  name: string;
  run: (client: Client, options?: CallOptions) => Promise<unknown>;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The path in the api layout, after the service prefix. */
  path: string;
  /** [api prefix, site prefix]. */
  prefix: readonly [string, string];
  /** The query string: a decoded `.r=` object, or the flat string. */
  query?: unknown;
  body?: unknown;
  answer: Record<string, unknown>;
}

const STORES = ['/stores', '/_api/stores-catalog-orchestrator'] as const;
const VARIANTS = ['/stores', '/_api/product-variants-reader'] as const;
const VERSION = ['/stores', '/_api/stores'] as const;
const CATEGORIES = ['/categories', '/categories'] as const;
const INVENTORY = ['/stores', '/_api/inventory'] as const;
const TREE = { appNamespace: '@wix/stores' };
const ITEMS = [{ catalogItemId: 'prod-1', appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' }];

export const calls: V3Call[] = [
  {
    name: 'getCatalogVersion',
    run: (c, o) => v3.getCatalogVersion(c, o),
    method: 'GET',
    path: '/v3/provision/version',
    prefix: VERSION,
    answer: { catalogVersion: 'V3_CATALOG' },
  },
  {
    name: 'queryProducts',
    run: (c, o) =>
      v3
        .queryProducts(c, { fields: ['CURRENCY'], ...o })
        .eq('visible', true)
        .limit(2)
        .find(),
    method: 'GET',
    path: '/v3/products/query',
    prefix: STORES,
    query: { query: { filter: { visible: true }, cursorPaging: { limit: 2 } }, fields: ['CURRENCY'] },
    answer: { products: [] },
  },
  {
    name: 'searchProducts',
    run: (c, o) => v3.searchProducts(c, { filter: v3.inCategory('cat-1'), search: { expression: 'linen' } }, { ...o }),
    method: 'GET',
    path: '/v3/products/search',
    prefix: STORES,
    query: {
      search: {
        filter: { 'allCategoriesInfo.categories': { $matchItems: [{ id: 'cat-1' }] } },
        search: { expression: 'linen' },
      },
    },
    answer: { products: [] },
  },
  {
    name: 'getProduct',
    run: (c, o) => v3.getProduct(c, 'prod-1', { fields: ['URL', 'CURRENCY'], ...o }),
    method: 'GET',
    path: '/v3/products/prod-1',
    prefix: STORES,
    query: 'fields=URL&fields=CURRENCY',
    answer: { product: { id: 'prod-1' } },
  },
  {
    name: 'getProductBySlug',
    run: (c, o) => v3.getProductBySlug(c, 'linen-shirt', { ...o }),
    method: 'GET',
    path: '/v3/products/slug/linen-shirt',
    prefix: STORES,
    answer: { product: { id: 'prod-1' } },
  },
  {
    name: 'countProducts',
    run: (c, o) => v3.countProducts(c, { filter: { visible: true }, ...o }),
    method: 'GET',
    path: '/v3/products/count',
    prefix: STORES,
    query: { filter: { visible: true } },
    answer: { count: 3 },
  },
  {
    name: 'createProduct',
    run: (c, o) => v3.createProduct(c, { name: 'Tote', productType: 'PHYSICAL' }, { fields: ['URL'], ...o }),
    method: 'POST',
    path: '/v3/products',
    prefix: STORES,
    body: { product: { name: 'Tote', productType: 'PHYSICAL' }, fields: ['URL'] },
    answer: { product: { id: 'prod-2' } },
  },
  {
    name: 'updateProduct',
    run: (c, o) => v3.updateProduct(c, 'prod-1', { revision: '3', name: 'Shirt' }, { ...o }),
    method: 'PATCH',
    path: '/v3/products/prod-1',
    prefix: STORES,
    body: { product: { revision: '3', name: 'Shirt', id: 'prod-1' } },
    answer: { product: { id: 'prod-1' } },
  },
  {
    name: 'deleteProduct',
    run: (c, o) => v3.deleteProduct(c, 'prod-1', o),
    method: 'DELETE',
    path: '/v3/products/prod-1',
    prefix: STORES,
    answer: {},
  },
  {
    name: 'bulkCreateProducts',
    run: (c, o) => v3.bulkCreateProducts(c, [{ name: 'Tote' }], { returnEntity: true, ...o }),
    method: 'POST',
    path: '/v3/bulk/products/create',
    prefix: STORES,
    body: { products: [{ name: 'Tote' }], returnEntity: true },
    answer: { results: [] },
  },
  {
    name: 'bulkUpdateProducts',
    run: (c, o) => v3.bulkUpdateProducts(c, [{ product: { _id: 'prod-1', revision: '1', visible: false } }], { ...o }),
    method: 'POST',
    path: '/v3/bulk/products/update',
    prefix: STORES,
    body: { products: [{ product: { id: 'prod-1', revision: '1', visible: false } }] },
    answer: { results: [] },
  },
  {
    name: 'bulkUpdateProductsByFilter',
    run: (c, o) =>
      v3.bulkUpdateProductsByFilter(c, { filter: { visible: false }, product: { visibleInPos: false }, ...o }),
    method: 'POST',
    path: '/v3/bulk/products/update-by-filter',
    prefix: STORES,
    body: { filter: { visible: false }, product: { visibleInPos: false } },
    answer: { jobId: 'job-1' },
  },
  {
    name: 'bulkDeleteProducts',
    run: (c, o) => v3.bulkDeleteProducts(c, ['prod-1', 'prod-2'], o),
    method: 'POST',
    path: '/v3/bulk/products/delete',
    prefix: STORES,
    body: { productIds: ['prod-1', 'prod-2'] },
    answer: { results: [] },
  },
  {
    name: 'bulkDeleteProductsByFilter',
    run: (c, o) => v3.bulkDeleteProductsByFilter(c, { slug: 'old' }, { ...o }),
    method: 'POST',
    path: '/v3/bulk/products/delete-by-filter',
    prefix: STORES,
    body: { filter: { slug: 'old' } },
    answer: { jobId: 'job-1' },
  },
  {
    name: 'bulkAddProductsToCategoriesByFilter',
    run: (c, o) => v3.bulkAddProductsToCategoriesByFilter(c, { filter: { slug: 'a' }, categoryIds: ['cat-1'], ...o }),
    method: 'POST',
    path: '/v3/bulk/products/add-to-categories-by-filter',
    prefix: STORES,
    body: { filter: { slug: 'a' }, categoryIds: ['cat-1'] },
    answer: { jobId: 'job-1' },
  },
  {
    name: 'bulkRemoveProductsFromCategoriesByFilter',
    run: (c, o) =>
      v3.bulkRemoveProductsFromCategoriesByFilter(c, { filter: { slug: 'a' }, categoryIds: ['cat-1'], ...o }),
    method: 'POST',
    path: '/v3/bulk/products/remove-from-categories-by-filter',
    prefix: STORES,
    body: { filter: { slug: 'a' }, categoryIds: ['cat-1'] },
    answer: { jobId: 'job-1' },
  },
  {
    name: 'bulkUpdateProductVariantsByFilter',
    run: (c, o) => v3.bulkUpdateProductVariantsByFilter(c, { visible: true }, { variant: { visible: false }, ...o }),
    method: 'POST',
    path: '/v3/bulk/products/update-variants-by-filter',
    prefix: STORES,
    body: { filter: { visible: true }, variant: { visible: false } },
    answer: { jobId: 'job-1' },
  },
  {
    name: 'bulkAdjustProductVariantsByFilter',
    run: (c, o) =>
      v3.bulkAdjustProductVariantsByFilter(
        c,
        { visible: true },
        { actualPrice: { percentage: -10 }, rounding: 'CURRENCY_PRECISION', ...o },
      ),
    method: 'POST',
    path: '/v3/bulk/products/adjust-variants-by-filter',
    prefix: STORES,
    body: { filter: { visible: true }, actualPrice: { percentage: -10 }, rounding: 'CURRENCY_PRECISION' },
    answer: { jobId: 'job-1' },
  },
  {
    name: 'queryVariants',
    run: (c, o) =>
      v3
        .queryVariants(c, { ...o })
        .eq('productData.productId', 'prod-1')
        .find(),
    method: 'POST',
    path: '/v3/products/query-variants',
    prefix: VARIANTS,
    body: { query: { filter: { 'productData.productId': 'prod-1' }, cursorPaging: { limit: 50 } } },
    answer: { variants: [] },
  },
  {
    name: 'searchVariants',
    run: (c, o) =>
      v3.searchVariants(c, { filter: { 'productData.productId': 'prod-1' } }, { fields: ['CURRENCY'], ...o }),
    method: 'POST',
    path: '/v3/products/search-variants',
    prefix: VARIANTS,
    body: { search: { filter: { 'productData.productId': 'prod-1' } }, fields: ['CURRENCY'] },
    answer: { variants: [] },
  },
  {
    name: 'queryInventoryItems',
    run: (c, o) =>
      v3
        .queryInventoryItems(c, { ...o })
        .eq('productId', 'prod-1')
        .in('variantId', ['var-1', 'var-2'])
        .limit(100)
        .find(),
    method: 'GET',
    path: '/v3/inventory-items/query',
    prefix: INVENTORY,
    query: {
      query: {
        filter: { $and: [{ productId: 'prod-1' }, { variantId: { $in: ['var-1', 'var-2'] } }] },
        cursorPaging: { limit: 100 },
      },
    },
    answer: { inventoryItems: [] },
  },
  {
    name: 'searchInventoryItems',
    run: (c, o) =>
      v3.searchInventoryItems(c, { filter: { productId: { $in: ['prod-1'] } }, cursorPaging: { limit: 100 } }, o),
    method: 'GET',
    path: '/v3/inventory-items/search',
    prefix: INVENTORY,
    query: { search: { filter: { productId: { $in: ['prod-1'] } }, cursorPaging: { limit: 100 } } },
    answer: { inventoryItems: [] },
  },
  {
    name: 'updateInventoryItem',
    run: (c, o) =>
      v3.updateInventoryItem(
        c,
        'inv-1',
        { revision: '1', quantity: 5, trackQuantity: true },
        { reason: 'MANUAL', ...o },
      ),
    method: 'PATCH',
    path: '/v3/inventory-items/inv-1',
    prefix: INVENTORY,
    body: { inventoryItem: { revision: '1', quantity: 5, trackQuantity: true, id: 'inv-1' }, reason: 'MANUAL' },
    answer: { inventoryItem: { id: 'inv-1', quantity: 5 } },
  },
  {
    name: 'bulkUpdateInventoryItems',
    run: (c, o) =>
      v3.bulkUpdateInventoryItems(c, [{ inventoryItem: { _id: 'inv-1', revision: '1', quantity: 5 } }], {
        returnEntity: true,
        ...o,
      }),
    method: 'POST',
    path: '/v3/bulk/inventory-items/update',
    prefix: INVENTORY,
    body: { inventoryItems: [{ inventoryItem: { id: 'inv-1', revision: '1', quantity: 5 } }], returnEntity: true },
    answer: { results: [], bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0 } },
  },
  {
    name: 'queryCategories',
    run: (c, o) =>
      v3
        .queryCategories(c, { ...o })
        .eq('visible', true)
        .find(),
    method: 'POST',
    path: '/v1/categories/query',
    prefix: CATEGORIES,
    body: { query: { filter: { visible: true }, cursorPaging: { limit: 50 } }, treeReference: TREE },
    answer: { categories: [] },
  },
  {
    name: 'searchCategories',
    run: (c, o) => v3.searchCategories(c, { search: { expression: 'shirts' } }, { ...o }),
    method: 'POST',
    path: '/v1/categories/search',
    prefix: CATEGORIES,
    body: { search: { search: { expression: 'shirts' } }, treeReference: TREE },
    answer: { categories: [] },
  },
  {
    name: 'countCategories',
    run: (c, o) => v3.countCategories(c, { filter: { visible: true }, ...o }),
    method: 'POST',
    path: '/v1/categories/count',
    prefix: CATEGORIES,
    body: { filter: { visible: true }, treeReference: TREE },
    answer: { count: 2 },
  },
  {
    name: 'getCategory',
    run: (c, o) => v3.getCategory(c, 'cat-1', undefined, { fields: ['DESCRIPTION'], ...o }),
    method: 'GET',
    path: '/v1/categories/cat-1',
    prefix: CATEGORIES,
    query: 'treeReference.appNamespace=%40wix%2Fstores&fields=DESCRIPTION',
    answer: { category: { id: 'cat-1' } },
  },
  {
    name: 'getCategoryBySlug',
    run: (c, o) => v3.getCategoryBySlug(c, 'shirts', undefined, { ...o }),
    method: 'GET',
    path: '/v1/categories/slug/shirts',
    prefix: CATEGORIES,
    query: 'treeReference.appNamespace=%40wix%2Fstores',
    answer: { category: { id: 'cat-1' } },
  },
  {
    name: 'listItemsInCategory',
    run: (c, o) => v3.listItemsInCategory(c, 'cat-1', undefined, { cursorPaging: { limit: 10 }, ...o }),
    method: 'GET',
    path: '/v1/categories/cat-1/list-items',
    prefix: CATEGORIES,
    query: 'treeReference.appNamespace=%40wix%2Fstores&cursorPaging.limit=10',
    answer: { items: [] },
  },
  {
    name: 'createCategory',
    run: (c, o) => v3.createCategory(c, { name: 'Bags' }, { ...o }),
    method: 'POST',
    path: '/v1/categories',
    prefix: CATEGORIES,
    body: { category: { name: 'Bags' }, treeReference: TREE },
    answer: { category: { id: 'cat-2' } },
  },
  {
    name: 'updateCategory',
    run: (c, o) => v3.updateCategory(c, 'cat-1', { revision: '2', name: 'Tops' }, { ...o }),
    method: 'PATCH',
    path: '/v1/categories/cat-1',
    prefix: CATEGORIES,
    body: { category: { revision: '2', name: 'Tops', id: 'cat-1' }, treeReference: TREE },
    answer: { category: { id: 'cat-1' } },
  },
  {
    name: 'deleteCategory',
    run: (c, o) => v3.deleteCategory(c, 'cat-1', undefined, o),
    method: 'DELETE',
    path: '/v1/categories/cat-1',
    prefix: CATEGORIES,
    query: 'treeReference.appNamespace=%40wix%2Fstores',
    answer: {},
  },
  {
    name: 'bulkAddItemsToCategory',
    run: (c, o) => v3.bulkAddItemsToCategory(c, 'cat-1', ITEMS, { ...o }),
    method: 'POST',
    path: '/v1/bulk/categories/cat-1/add-items',
    prefix: CATEGORIES,
    body: { items: ITEMS, treeReference: TREE },
    answer: { results: [] },
  },
  {
    name: 'bulkRemoveItemsFromCategory',
    run: (c, o) => v3.bulkRemoveItemsFromCategory(c, 'cat-1', ITEMS, { ...o }),
    method: 'POST',
    path: '/v1/bulk/categories/cat-1/remove-items',
    prefix: CATEGORIES,
    body: { items: ITEMS, treeReference: TREE },
    answer: { results: [] },
  },
];
