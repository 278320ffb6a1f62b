// Comparison 2 for Catalog V3: the same inputs make the same request in Vitrine's `@vitrine/catalogue/v3` and the
// platform SDK's `catalogVersioning`, `productsV3`, `readOnlyVariantsV3`, `inventoryItemsV3` (`@wix/stores`) and `categories`
// (`@wix/categories`): method, path, query (`.r` decoded) and body. What is compared is the request, so it holds
// whatever the emulator answers (a store without the V3 APIs answers each the same way).
import * as v3 from '@vitrine/catalogue/v3';
import { createClient as createPlatformClient, OAuthStrategy, ApiKeyStrategy } from '@wix/sdk';
import { catalogVersioning, inventoryItemsV3, productsV3, readOnlyVariantsV3 } from '@wix/stores';
import { categories } from '@wix/categories';
import { DEV_API_KEY } from '@vitrine/emulator';
import { describe, test } from 'vitest';
import { CLIENT_ID, SITE_ID } from './compare/clients';
import { fresh, SHIRT, STORES_APP_ID } from './compare/inputs';
import { startRequestComparison, type Case } from './compare/request-suite';

const { ours, recorder, compare } = await startRequestComparison();

// The V3 modules on clients of their own, on the same visitor's tokens and the recorder's fetch.
const modules = { catalogVersioning, productsV3, readOnlyVariantsV3, inventoryItemsV3, categories };
const theirs = {
  visitor: createPlatformClient({
    modules,
    auth: OAuthStrategy({ clientId: CLIENT_ID, tokens: ours.strategy.getTokens() }),
    fetch: recorder.fetch,
  }),
  key: createPlatformClient({
    modules,
    auth: ApiKeyStrategy({ apiKey: DEV_API_KEY, siteId: SITE_ID }),
    fetch: recorder.fetch,
  }),
};

const TREE = { appNamespace: '@wix/stores' };
const CATEGORY = 'cat-apparel';
const fields = ['CURRENCY', 'MEDIA_ITEMS_INFO', 'PLAIN_DESCRIPTION', 'VARIANT_OPTION_CHOICE_NAMES'] as const;
const product = {
  name: 'Canvas tote',
  productType: 'PHYSICAL' as const,
  physicalProperties: {},
  visible: true,
  options: [
    {
      name: 'Colour',
      optionRenderType: 'TEXT_CHOICES' as const,
      choicesSettings: { choices: [{ name: 'Sand', choiceType: 'CHOICE_TEXT' as const }] },
    },
  ],
  variantsInfo: {
    variants: [
      {
        choices: [{ optionChoiceNames: { optionName: 'Colour', choiceName: 'Sand' } }],
        price: { actualPrice: { amount: '25.00' } },
        physicalProperties: {},
      },
    ],
  },
};
const search = {
  filter: { ...v3.inCategory(CATEGORY), visible: true },
  sort: [{ fieldName: 'name' as const, order: 'ASC' as const }],
  search: { expression: 'linen', fields: ['name' as const] },
  cursorPaging: { limit: 5 },
};
const manyIds = Array.from({ length: 150 }, (_, i) => `prod-not-there-${String(i).padStart(4, '0')}`);
const writes = 'it changes the catalogue';

const cases: Case[] = [
  {
    call: 'getCatalogVersion',
    vitrine: () => v3.getCatalogVersion(ours.visitor),
    platform: () => theirs.visitor.catalogVersioning.getCatalogVersion(),
  },
  {
    call: 'queryProducts: filter, sort, limit, fields',
    vitrine: () =>
      v3
        .queryProducts(ours.visitor, { fields: [...fields] })
        .eq('visible', true)
        .in('_id', [SHIRT, 'prod-olive-oil'])
        .gt('_createdDate', new Date('2026-01-01T00:00:00.000Z'))
        .descending('_createdDate')
        .limit(3)
        .find(),
    platform: () =>
      theirs.visitor.productsV3
        .queryProducts({ fields: [...fields] })
        .eq('visible', true)
        .in('_id', [SHIRT, 'prod-olive-oil'])
        .gt('_createdDate', new Date('2026-01-01T00:00:00.000Z'))
        .descending('_createdDate')
        .limit(3)
        .find(),
  },
  {
    call: 'queryProducts: no filter, the default page',
    vitrine: () => v3.queryProducts(ours.visitor).find(),
    platform: () => theirs.visitor.productsV3.queryProducts().find(),
  },
  {
    call: 'queryProducts: a cursor (skipTo)',
    vitrine: () => v3.queryProducts(ours.visitor).eq('visible', true).limit(2).skipTo('cursor-2').find(),
    platform: () => theirs.visitor.productsV3.queryProducts().eq('visible', true).limit(2).skipTo('cursor-2').find(),
  },
  {
    call: 'queryProducts over 4000 characters (the POST fallback)',
    vitrine: () => v3.queryProducts(ours.visitor).in('_id', manyIds).find(),
    platform: () => theirs.visitor.productsV3.queryProducts().in('_id', manyIds).find(),
  },
  {
    call: 'searchProducts: text, category, sort, cursor paging, fields',
    vitrine: () => v3.searchProducts(ours.visitor, fresh(search), { fields: [...fields] }),
    platform: () => theirs.visitor.productsV3.searchProducts(fresh(search), { fields: [...fields] }),
  },
  {
    call: 'searchProducts: a cursor alone',
    vitrine: () => v3.searchProducts(ours.visitor, { cursorPaging: { cursor: 'cursor-2', limit: 5 } }),
    platform: () => theirs.visitor.productsV3.searchProducts({ cursorPaging: { cursor: 'cursor-2', limit: 5 } }),
  },
  {
    call: 'getProduct with fields',
    vitrine: () => v3.getProduct(ours.visitor, SHIRT, { fields: ['CURRENCY', 'URL'] }),
    platform: () => theirs.visitor.productsV3.getProduct(SHIRT, { fields: ['CURRENCY', 'URL'] }),
  },
  {
    call: 'getProduct',
    vitrine: () => v3.getProduct(ours.visitor, SHIRT),
    platform: () => theirs.visitor.productsV3.getProduct(SHIRT),
  },
  {
    call: 'getProductBySlug',
    vitrine: () => v3.getProductBySlug(ours.visitor, 'linen-shirt', { fields: ['MEDIA_ITEMS_INFO'] }),
    platform: () => theirs.visitor.productsV3.getProductBySlug('linen-shirt', { fields: ['MEDIA_ITEMS_INFO'] }),
  },
  {
    call: 'countProducts: filter and text',
    vitrine: () => v3.countProducts(ours.visitor, { filter: v3.inCategory(CATEGORY), search: { expression: 'linen' } }),
    platform: () =>
      theirs.visitor.productsV3.countProducts({ filter: v3.inCategory(CATEGORY), search: { expression: 'linen' } }),
  },
  {
    call: 'countProducts',
    vitrine: () => v3.countProducts(ours.visitor),
    platform: () => theirs.visitor.productsV3.countProducts(),
  },
  {
    call: 'createProduct',
    vitrine: () => v3.createProduct(ours.key, fresh(product), { fields: ['CURRENCY'] }),
    platform: () => theirs.key.productsV3.createProduct(fresh(product), { fields: ['CURRENCY'] }),
    changesState: writes,
  },
  {
    call: 'updateProduct',
    vitrine: () => v3.updateProduct(ours.key, SHIRT, { revision: '1', name: 'Linen shirt, washed' }),
    platform: () => theirs.key.productsV3.updateProduct(SHIRT, { revision: '1', name: 'Linen shirt, washed' }),
    changesState: writes,
  },
  {
    call: 'deleteProduct',
    vitrine: () => v3.deleteProduct(ours.key, 'prod-not-there'),
    platform: () => theirs.key.productsV3.deleteProduct('prod-not-there'),
  },
  {
    call: 'bulkCreateProducts',
    vitrine: () => v3.bulkCreateProducts(ours.key, [fresh(product)], { returnEntity: true, fields: ['URL'] }),
    platform: () => theirs.key.productsV3.bulkCreateProducts([fresh(product)], { returnEntity: true, fields: ['URL'] }),
    changesState: writes,
  },
  {
    call: 'bulkUpdateProducts',
    vitrine: () =>
      v3.bulkUpdateProducts(ours.key, [{ product: { _id: SHIRT, revision: '1', visible: false } }], {
        returnEntity: false,
      }),
    platform: () =>
      theirs.key.productsV3.bulkUpdateProducts([{ product: { _id: SHIRT, revision: '1', visible: false } }], {
        returnEntity: false,
      }),
    changesState: writes,
  },
  {
    call: 'bulkUpdateProductsByFilter',
    vitrine: () =>
      v3.bulkUpdateProductsByFilter(ours.key, { filter: { visible: false }, product: { visibleInPos: false } }),
    platform: () =>
      theirs.key.productsV3.bulkUpdateProductsByFilter({
        filter: { visible: false },
        product: { visibleInPos: false },
      }),
    changesState: writes,
  },
  {
    call: 'bulkDeleteProducts',
    vitrine: () => v3.bulkDeleteProducts(ours.key, ['prod-not-there', 'prod-nor-this']),
    platform: () => theirs.key.productsV3.bulkDeleteProducts(['prod-not-there', 'prod-nor-this']),
  },
  {
    call: 'bulkDeleteProductsByFilter',
    vitrine: () => v3.bulkDeleteProductsByFilter(ours.key, { slug: 'not-there' }, { search: { expression: 'x' } }),
    platform: () =>
      theirs.key.productsV3.bulkDeleteProductsByFilter({ slug: 'not-there' }, { search: { expression: 'x' } }),
  },
  {
    call: 'bulkAddProductsToCategoriesByFilter',
    vitrine: () =>
      v3.bulkAddProductsToCategoriesByFilter(ours.key, { filter: { slug: 'not-there' }, categoryIds: [CATEGORY] }),
    platform: () =>
      theirs.key.productsV3.bulkAddProductsToCategoriesByFilter({
        filter: { slug: 'not-there' },
        categoryIds: [CATEGORY],
      }),
  },
  {
    call: 'bulkRemoveProductsFromCategoriesByFilter',
    vitrine: () =>
      v3.bulkRemoveProductsFromCategoriesByFilter(ours.key, { filter: { slug: 'not-there' }, categoryIds: [CATEGORY] }),
    platform: () =>
      theirs.key.productsV3.bulkRemoveProductsFromCategoriesByFilter({
        filter: { slug: 'not-there' },
        categoryIds: [CATEGORY],
      }),
  },
  {
    call: 'bulkUpdateProductVariantsByFilter',
    vitrine: () =>
      v3.bulkUpdateProductVariantsByFilter(ours.key, { slug: 'not-there' }, { variant: { visible: false } }),
    platform: () =>
      theirs.key.productsV3.bulkUpdateProductVariantsByFilter({ slug: 'not-there' }, { variant: { visible: false } }),
    changesState: writes,
  },
  {
    call: 'bulkAdjustProductVariantsByFilter',
    vitrine: () =>
      v3.bulkAdjustProductVariantsByFilter(
        ours.key,
        { slug: 'not-there' },
        { actualPrice: { percentage: -10 }, rounding: 'CURRENCY_PRECISION' },
      ),
    platform: () =>
      theirs.key.productsV3.bulkAdjustProductVariantsByFilter(
        { slug: 'not-there' },
        { actualPrice: { percentage: -10 }, rounding: 'CURRENCY_PRECISION' },
      ),
    changesState: writes,
  },
  {
    call: 'queryVariants',
    vitrine: () =>
      v3
        .queryVariants(ours.visitor, { fields: ['CURRENCY'] })
        .eq('productData.productId', SHIRT)
        .limit(10)
        .find(),
    platform: () =>
      theirs.visitor.readOnlyVariantsV3
        .queryVariants({ fields: ['CURRENCY'] })
        .eq('productData.productId', SHIRT)
        .limit(10)
        .find(),
  },
  {
    call: 'searchVariants',
    vitrine: () =>
      v3.searchVariants(ours.visitor, {
        filter: { 'productData.productId': SHIRT, 'optionChoices.optionChoiceIds.choiceId': { $hasSome: ['M'] } },
        cursorPaging: { limit: 20 },
      }),
    platform: () =>
      theirs.visitor.readOnlyVariantsV3.searchVariants({
        filter: { 'productData.productId': SHIRT, 'optionChoices.optionChoiceIds.choiceId': { $hasSome: ['M'] } },
        cursorPaging: { limit: 20 },
      }),
  },
  {
    call: "queryInventoryItems: a product's variants",
    vitrine: () =>
      v3.queryInventoryItems(ours.visitor).eq('productId', SHIRT).in('variantId', ['var-a', 'var-b']).limit(100).find(),
    platform: () =>
      theirs.visitor.inventoryItemsV3
        .queryInventoryItems()
        .eq('productId', SHIRT)
        .in('variantId', ['var-a', 'var-b'])
        .limit(100)
        .find(),
  },
  {
    call: 'queryInventoryItems: the object form',
    vitrine: () => v3.queryInventoryItems(ours.visitor).eq('productId', SHIRT).limit(10).find(),
    platform: () =>
      theirs.visitor.inventoryItemsV3.queryInventoryItems({
        filter: { productId: SHIRT },
        cursorPaging: { limit: 10 },
      }),
  },
  {
    call: 'searchInventoryItems',
    vitrine: () =>
      v3.searchInventoryItems(ours.visitor, {
        filter: { productId: { $in: [SHIRT, 'prod-olive-oil'] } },
        sort: [{ fieldName: 'quantity', order: 'DESC' }],
        cursorPaging: { limit: 100 },
      }),
    platform: () =>
      theirs.visitor.inventoryItemsV3.searchInventoryItems({
        filter: { productId: { $in: [SHIRT, 'prod-olive-oil'] } },
        sort: [{ fieldName: 'quantity', order: 'DESC' }],
        cursorPaging: { limit: 100 },
      }),
  },
  {
    call: 'updateInventoryItem',
    vitrine: () =>
      v3.updateInventoryItem(
        ours.key,
        'inv-not-there',
        { revision: '1', quantity: 5, trackQuantity: true },
        { reason: 'MANUAL' },
      ),
    platform: () =>
      theirs.key.inventoryItemsV3.updateInventoryItem(
        'inv-not-there',
        { revision: '1', quantity: 5, trackQuantity: true },
        { reason: 'MANUAL' },
      ),
  },
  {
    call: 'bulkUpdateInventoryItems',
    vitrine: () =>
      v3.bulkUpdateInventoryItems(ours.key, [{ inventoryItem: { _id: 'inv-not-there', revision: '1', quantity: 5 } }], {
        returnEntity: true,
      }),
    platform: () =>
      theirs.key.inventoryItemsV3.bulkUpdateInventoryItems(
        [{ inventoryItem: { _id: 'inv-not-there', revision: '1', quantity: 5 } }],
        { returnEntity: true },
      ),
  },
  {
    call: 'queryCategories',
    vitrine: () =>
      v3
        .queryCategories(ours.visitor, { fields: ['BREADCRUMBS_INFO'] })
        .eq('visible', true)
        .ascending('name')
        .limit(10)
        .find(),
    platform: () =>
      theirs.visitor.categories
        .queryCategories({ treeReference: TREE, fields: ['BREADCRUMBS_INFO'] })
        .eq('visible', true)
        .ascending('name')
        .limit(10)
        .find(),
  },
  {
    call: 'searchCategories',
    vitrine: () => v3.searchCategories(ours.visitor, { search: { expression: 'apparel' }, cursorPaging: { limit: 5 } }),
    platform: () =>
      theirs.visitor.categories.searchCategories(
        { search: { expression: 'apparel' }, cursorPaging: { limit: 5 } },
        { treeReference: TREE },
      ),
  },
  {
    call: 'countCategories',
    vitrine: () => v3.countCategories(ours.visitor, { filter: { visible: true } }),
    platform: () => theirs.visitor.categories.countCategories({ filter: { visible: true }, treeReference: TREE }),
  },
  {
    call: 'getCategory',
    vitrine: () => v3.getCategory(ours.visitor, CATEGORY, undefined, { fields: ['DESCRIPTION'] }),
    platform: () => theirs.visitor.categories.getCategory(CATEGORY, TREE, { fields: ['DESCRIPTION'] }),
  },
  {
    call: 'getCategoryBySlug',
    vitrine: () => v3.getCategoryBySlug(ours.visitor, 'apparel'),
    platform: () => theirs.visitor.categories.getCategoryBySlug('apparel', TREE),
  },
  {
    call: 'listItemsInCategory',
    vitrine: () =>
      v3.listItemsInCategory(ours.visitor, CATEGORY, undefined, {
        includeItemsFromSubcategories: true,
        cursorPaging: { limit: 10 },
      }),
    platform: () =>
      theirs.visitor.categories.listItemsInCategory(CATEGORY, TREE, {
        includeItemsFromSubcategories: true,
        cursorPaging: { limit: 10 },
      }),
  },
  {
    call: 'createCategory',
    vitrine: () => v3.createCategory(ours.key, { name: 'Bags', visible: true }),
    platform: () => theirs.key.categories.createCategory({ name: 'Bags', visible: true }, { treeReference: TREE }),
    changesState: writes,
  },
  {
    call: 'updateCategory',
    vitrine: () => v3.updateCategory(ours.key, CATEGORY, { revision: '1', name: 'Clothes' }),
    platform: () =>
      theirs.key.categories.updateCategory(CATEGORY, { revision: '1', name: 'Clothes' }, { treeReference: TREE }),
    changesState: writes,
  },
  {
    call: 'deleteCategory',
    vitrine: () => v3.deleteCategory(ours.key, 'cat-not-there'),
    platform: () => theirs.key.categories.deleteCategory('cat-not-there', TREE),
  },
  {
    call: 'bulkAddItemsToCategory',
    vitrine: () => v3.bulkAddItemsToCategory(ours.key, CATEGORY, [{ catalogItemId: SHIRT, appId: STORES_APP_ID }]),
    platform: () =>
      theirs.key.categories.bulkAddItemsToCategory(CATEGORY, [{ catalogItemId: SHIRT, appId: STORES_APP_ID }], {
        treeReference: TREE,
      }),
    changesState: writes,
  },
  {
    call: 'bulkRemoveItemsFromCategory',
    vitrine: () => v3.bulkRemoveItemsFromCategory(ours.key, CATEGORY, [{ catalogItemId: SHIRT, appId: STORES_APP_ID }]),
    platform: () =>
      theirs.key.categories.bulkRemoveItemsFromCategory(CATEGORY, [{ catalogItemId: SHIRT, appId: STORES_APP_ID }], {
        treeReference: TREE,
      }),
    changesState: writes,
  },
];

describe('comparison 2: the same inputs make the same Catalog V3 request in both SDKs', () => {
  test.each(cases.map((c) => [c.call, c] as const))('catalogue V3: %s', (_, c) => compare(c)());
});
