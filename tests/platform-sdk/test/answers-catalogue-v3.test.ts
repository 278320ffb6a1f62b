// Comparison 3 for Catalog V3: hand-made answers, with every field the platform SDK's `productsV3`,
// `readOnlyVariantsV3`, `categories` and `catalogVersioning` transform (dates, floats, images, videos, page URLs,
// rich content), are replayed byte for byte to both SDKs, and both must read the same SDK-side values. The
// deliberate difference M1 (`wix:image://` is ours `image://`) is undone by ./compare/answers.ts.
import type { Tokens } from '@vitrine/auth';
import * as v3 from '@vitrine/catalogue/v3';
import type { Client } from '@vitrine/http';
import { categories } from '@wix/categories';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { catalogVersioning, productsV3, readOnlyVariantsV3 } from '@wix/stores';
import { describe, expect, test } from 'vitest';
import { platformValue, replay } from './compare/answers';
import { CLIENT_ID, vitrineVisitor } from './compare/clients';

const HOSTS = { host: 'https://replay.invalid', readOnlyHost: 'https://read.replay.invalid' };
/** Tokens that stay valid for the whole run: no token call is made, every request gets the replayed answer. */
const tokens: Tokens = {
  accessToken: { value: 'replayed-access', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
  refreshToken: { value: 'replayed-refresh', role: 'visitor' },
};
const modules = { productsV3, readOnlyVariantsV3, categories, catalogVersioning };
const theirs = (answer: unknown) =>
  createClient({
    modules,
    auth: OAuthStrategy({ clientId: CLIENT_ID, tokens }),
    fetch: replay({ status: 200, answer: JSON.stringify(answer) }),
  });
const ours = (answer: unknown): Client =>
  vitrineVisitor(tokens, HOSTS, replay({ status: 200, answer: JSON.stringify(answer) }));

const image = { id: 'm-1.jpg', url: 'https://static.example/m-1.jpg', width: 800, height: 1000, filename: 'shirt.jpg' };
const video = {
  id: 'v-1',
  filename: 'clip.mp4',
  posters: [
    { id: 'p-1.jpg', url: 'https://static.example/p-1.jpg', width: 400, height: 300 },
    { id: 'p-2.jpg', url: 'https://static.example/p-2.jpg', width: 800, height: 600 },
  ],
  resolutions: [{ url: 'https://video.example/v-1/720p.mp4', width: 1280, height: 720, format: '720p' }],
};
const richContent = {
  nodes: [
    { type: 'PARAGRAPH', id: 'n-1', nodes: [{ type: 'TEXT', id: '', textData: { text: 'Soft', decorations: [] } }] },
  ],
  metadata: { version: 1, createdTimestamp: '2026-01-01T00:00:00.000Z', updatedTimestamp: '2026-01-02T00:00:00.000Z' },
};
const money = (amount: string) => ({ amount, formattedAmount: `€${amount}` });
const variant = {
  id: 'var-1',
  visible: true,
  sku: 'LS-M',
  choices: [
    {
      optionChoiceIds: { optionId: 'opt-size', choiceId: 'c-m' },
      optionChoiceNames: { optionName: 'Size', choiceName: 'M', renderType: 'TEXT_CHOICES' },
    },
  ],
  price: { actualPrice: money('49.00'), compareAtPrice: money('59.00') },
  revenueDetails: { cost: money('20.00'), profit: money('29.00'), profitMargin: 0.59 },
  media: { id: 'm-2', image, mediaType: 'IMAGE' },
  physicalProperties: {
    weight: 0.4,
    pricePerUnit: { settings: { quantity: 'NaN', measurementUnit: 'KG' }, value: '1' },
  },
  inventoryStatus: { inStock: true, preorderEnabled: false },
};
const product = {
  id: 'prod-linen-shirt',
  revision: '7',
  createdDate: '2026-01-02T03:04:05.000Z',
  updatedDate: '2026-02-03T04:05:06.000Z',
  name: 'Linen shirt',
  slug: 'linen-shirt',
  url: { relativePath: '/product-page/linen-shirt', url: 'https://shop.example/product-page/linen-shirt' },
  description: richContent,
  plainDescription: '<p>Soft</p>',
  visible: true,
  media: {
    main: {
      id: 'm-1',
      image,
      altText: 'front',
      mediaType: 'IMAGE',
      thumbnail: { url: image.url, width: 50, height: 50 },
    },
    itemsInfo: {
      items: [
        { id: 'm-1', image, mediaType: 'IMAGE' },
        { id: 'm-3', video, mediaType: 'VIDEO' },
      ],
    },
  },
  options: [
    {
      id: 'opt-size',
      name: 'Size',
      optionRenderType: 'TEXT_CHOICES',
      choicesSettings: {
        choices: [
          {
            choiceId: 'c-m',
            name: 'M',
            choiceType: 'CHOICE_TEXT',
            inStock: true,
            visible: true,
            linkedMedia: [{ id: 'm-1', image }],
          },
        ],
      },
    },
  ],
  infoSections: [{ id: 'is-1', uniqueName: 'care', title: 'Care', description: richContent }],
  allCategoriesInfo: { categories: [{ id: 'cat-shirts', index: 0 }] },
  actualPriceRange: { minValue: money('49.00'), maxValue: money('59.00') },
  compareAtPriceRange: { minValue: money('59.00'), maxValue: money('69.00') },
  inventory: { availabilityStatus: 'IN_STOCK', preorderStatus: 'DISABLED', preorderAvailability: 'NO_VARIANTS' },
  productType: 'PHYSICAL',
  physicalProperties: {
    shippingWeightRange: { minValue: 0.4, maxValue: 'Infinity' },
    pricePerUnit: { quantity: 1.5, measurementUnit: 'KG' },
  },
  currency: 'EUR',
  breadcrumbsInfo: { breadcrumbs: [{ categoryId: 'cat-shirts', categoryName: 'Shirts', categorySlug: 'shirts' }] },
  variantsInfo: { variants: [variant] },
  variantSummary: { variantCount: 1, minPriceVariant: variant },
  subscriptionDetails: {
    subscriptions: [
      { id: 's-1', title: 'Monthly', frequency: 'MONTH', discount: { type: 'PERCENT', percentOff: 12.5 } },
    ],
  },
};
const pagingMetadata = { count: 1, cursors: { next: 'cursor-2' }, hasNext: true };
const readOnlyVariant = {
  id: 'rov-1',
  variantId: 'var-1',
  visible: true,
  optionChoices: variant.choices,
  price: variant.price,
  media: variant.media,
  inventoryStatus: variant.inventoryStatus,
  physicalProperties: variant.physicalProperties,
  productData: {
    productId: 'prod-linen-shirt',
    name: 'Linen shirt',
    slug: 'linen-shirt',
    visible: true,
    productType: 'PHYSICAL',
  },
};
const category = {
  id: 'cat-shirts',
  revision: '2',
  createdDate: '2026-01-02T03:04:05.000Z',
  updatedDate: '2026-02-03T04:05:06.000Z',
  name: 'Shirts',
  slug: 'shirts',
  image,
  itemCounter: 4,
  description: 'Shirts of linen',
  visible: true,
  breadcrumbsInfo: { breadcrumbs: [{ categoryId: 'cat-apparel', categoryName: 'Apparel', categorySlug: 'apparel' }] },
  parentCategory: { id: 'cat-apparel', index: 1 },
  richContentDescription: richContent,
  treeReference: { appNamespace: '@wix/stores' },
};

type Theirs = ReturnType<typeof theirs>;
interface Case {
  call: string;
  answer: unknown;
  vitrine: (client: Client) => Promise<unknown>;
  platform: (client: Theirs) => Promise<unknown>;
  /** Ours from a page: its data, without its methods. */
  page?: boolean;
}

const items = (value: unknown) => (value as { items: unknown[] }).items;

const cases: Case[] = [
  {
    call: 'getCatalogVersion',
    answer: { catalogVersion: 'V3_CATALOG' },
    vitrine: (c) => v3.getCatalogVersion(c),
    platform: (c) => c.catalogVersioning.getCatalogVersion(),
  },
  {
    call: 'getProduct',
    answer: { product },
    vitrine: (c) => v3.getProduct(c, 'prod-linen-shirt'),
    platform: (c) => c.productsV3.getProduct('prod-linen-shirt'),
  },
  {
    call: 'getProductBySlug',
    answer: { product },
    vitrine: (c) => v3.getProductBySlug(c, 'linen-shirt'),
    platform: (c) => c.productsV3.getProductBySlug('linen-shirt'),
  },
  {
    call: 'queryProducts',
    answer: { products: [product], pagingMetadata },
    vitrine: (c) => v3.queryProducts(c).find().then(items),
    platform: (c) => c.productsV3.queryProducts().find().then(items),
  },
  {
    call: 'searchProducts',
    answer: { products: [product], pagingMetadata },
    vitrine: (c) => v3.searchProducts(c, { search: { expression: 'linen' } }),
    platform: (c) => c.productsV3.searchProducts({ search: { expression: 'linen' } }),
  },
  {
    call: 'countProducts',
    answer: { count: 3 },
    vitrine: (c) => v3.countProducts(c),
    platform: (c) => c.productsV3.countProducts(),
  },
  {
    call: 'createProduct',
    answer: { product },
    vitrine: (c) => v3.createProduct(c, { name: 'Linen shirt' }),
    platform: (c) =>
      c.productsV3.createProduct({
        name: 'Linen shirt',
        productType: 'PHYSICAL',
        physicalProperties: {},
        variantsInfo: { variants: [{ choices: [] }] },
      } as never),
  },
  {
    call: 'bulkCreateProducts',
    answer: {
      results: [{ itemMetadata: { id: 'prod-linen-shirt', originalIndex: 0, success: true }, item: product }],
      bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0, undetailedFailures: 0 },
    },
    vitrine: (c) => v3.bulkCreateProducts(c, [{ name: 'x' }], { returnEntity: true }),
    platform: (c) => c.productsV3.bulkCreateProducts([{ name: 'x' } as never], { returnEntity: true }),
  },
  {
    call: 'queryVariants',
    answer: { variants: [readOnlyVariant], pagingMetadata },
    vitrine: (c) => v3.queryVariants(c).find().then(items),
    platform: (c) => c.readOnlyVariantsV3.queryVariants().find().then(items),
  },
  {
    call: 'searchVariants',
    answer: { variants: [readOnlyVariant], pagingMetadata },
    vitrine: (c) => v3.searchVariants(c, {}),
    platform: (c) => c.readOnlyVariantsV3.searchVariants({}),
  },
  {
    call: 'getCategory',
    answer: { category },
    vitrine: (c) => v3.getCategory(c, 'cat-shirts'),
    platform: (c) => c.categories.getCategory('cat-shirts', { appNamespace: '@wix/stores' }),
  },
  {
    call: 'getCategoryBySlug',
    answer: { category },
    vitrine: (c) => v3.getCategoryBySlug(c, 'shirts'),
    platform: (c) => c.categories.getCategoryBySlug('shirts', { appNamespace: '@wix/stores' }),
  },
  {
    call: 'queryCategories',
    answer: { categories: [category], pagingMetadata },
    vitrine: (c) => v3.queryCategories(c).eq('visible', true).find().then(items),
    platform: (c) =>
      c.categories
        .queryCategories({ treeReference: { appNamespace: '@wix/stores' } })
        .eq('visible', true)
        .find()
        .then(items),
  },
  {
    call: 'searchCategories',
    answer: { categories: [category], pagingMetadata },
    vitrine: (c) => v3.searchCategories(c, {}),
    platform: (c) => c.categories.searchCategories({}, { treeReference: { appNamespace: '@wix/stores' } }),
  },
  {
    call: 'listItemsInCategory',
    answer: {
      items: [{ catalogItemId: 'prod-linen-shirt', appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' }],
      pagingMetadata: { count: 1, cursors: { next: 'cursor-2' } },
    },
    vitrine: (c) => v3.listItemsInCategory(c, 'cat-shirts'),
    platform: (c) => c.categories.listItemsInCategory('cat-shirts', { appNamespace: '@wix/stores' }),
  },
  {
    call: 'createCategory',
    answer: { category },
    vitrine: (c) => v3.createCategory(c, { name: 'Shirts' }),
    platform: (c) =>
      c.categories.createCategory({ name: 'Shirts' }, { treeReference: { appNamespace: '@wix/stores' } }),
  },
];

describe('comparison 3: the same Catalog V3 answer reads the same in both SDKs', () => {
  test.each(cases.map((c) => [c.call, c] as const))('catalogue V3: %s', async (_, c) => {
    const value = await c.vitrine(ours(c.answer));
    expect(value).toEqual(platformValue(await c.platform(theirs(c.answer))));
    expect(value).not.toBeUndefined();
  });

  test('the product read has its dates, media URIs and floats (so that equality is not of two raw answers)', async () => {
    const read = await v3.getProduct(ours({ product }), 'prod-linen-shirt');
    expect(read._createdDate).toEqual(new Date('2026-01-02T03:04:05.000Z'));
    expect(read.media?.main?.image).toBe('image://v1/m-1.jpg/shirt.jpg#originWidth=800&originHeight=1000');
    expect(read.media?.itemsInfo?.items?.[1]?.video).toBe(
      'video://v1/v-1/clip.mp4#posterUri=p-2.jpg&posterWidth=800&posterHeight=600',
    );
    expect(read.url).toBe('https://shop.example/product-page/linen-shirt');
    expect(read.physicalProperties?.shippingWeightRange?.maxValue).toBe(Infinity);
    expect(read.description?.metadata?.createdTimestamp).toEqual(new Date('2026-01-01T00:00:00.000Z'));
  });
});
