// Comparison 3 of issue 9: the catalogue reads, a visitor's and the API key's.
import * as catalogue from '@vitrine/catalogue';
import * as identity from '@vitrine/identity';
import { describe, expect, test } from 'vitest';
import { type PlatformClient, type PlatformKeyClient } from './compare/clients';
import { SHIRT } from './compare/inputs';
import { at, isDate, page, startAnswerComparison, type Case } from './compare/answer-suite';

const { storeVariantId, visitor, withKey } = await startAnswerComparison();

const catalogueCases: Case<PlatformClient>[] = [
  {
    call: 'queryProducts (query-platformized)',
    platform: (c) => c.products.queryProducts().eq('productType', 'physical').skip(2).limit(3).find(),
    vitrine: async (c) => page(await catalogue.queryProducts(c).eq('productType', 'physical').skip(2).limit(3).find()),
    pick: page,
    check: (value: { items: catalogue.Product[]; totalCount?: number }) => {
      expect(value.items).toHaveLength(3);
      expect(value.totalCount).toEqual(expect.any(Number));
      isDate(value.items[0]?.lastUpdated);
      // Product media stay wire objects in both SDKs (the platform declares no media transform for products v1).
      expect(value.items[0]?.media?.mainMedia?.image?.url).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/media\/m-[a-z0-9-]+~mv2\.jpg$/,
      );
      expect(value.items[0]?._id).toEqual(expect.any(String));
    },
  },
  {
    call: 'getProduct',
    platform: (c) => c.products.getProduct(SHIRT),
    vitrine: (c) => catalogue.getProduct(c, SHIRT),
    pick: at('product'),
    check: (value: catalogue.Product) => {
      expect(value._id).toBe(SHIRT);
      isDate(value._createdDate);
    },
  },
  {
    call: 'getCollectionBySlug (v1)',
    platform: (c) => c.products.getCollectionBySlug('sale'),
    vitrine: (c) => catalogue.getCollectionBySlug(c, 'sale'),
    pick: at('collection'),
  },
  {
    call: 'getProductOptionsAvailability',
    platform: (c) => c.products.getProductOptionsAvailability(SHIRT, { Size: 'M', Color: 'White' }),
    vitrine: (c) => catalogue.getProductOptionsAvailability(c, SHIRT, { Size: 'M', Color: 'White' }),
  },
  {
    call: 'queryProductVariants',
    platform: (c) =>
      c.products.queryProductVariants(SHIRT, { choices: { Color: 'Sage' }, paging: { limit: 2, offset: 1 } }),
    vitrine: (c) =>
      catalogue.queryProductVariants(c, SHIRT, { choices: { Color: 'Sage' }, paging: { limit: 2, offset: 1 } }),
    check: (value: catalogue.VariantsPage<catalogue.Variant>) => expect(value.totalResults).toEqual(expect.any(Number)),
  },
  {
    call: 'queryCollections (v2)',
    platform: (c) => c.collections.queryCollections().limit(2).find(),
    vitrine: async (c) => page(await catalogue.queryCollections(c).limit(2).find()),
    pick: page,
    check: (value: { totalCount?: number }) => expect(value.totalCount).toBe(6),
  },
  {
    call: 'getCollection (v2)',
    platform: (c) => c.collections.getCollection('col-sale'),
    vitrine: (c) => catalogue.getCollection(c, 'col-sale'),
  },
  {
    call: 'getCollectionBySlug (v2)',
    platform: (c) => c.collections.getCollectionBySlug('sale'),
    vitrine: (c) => catalogue.getCollectionBySlugV2(c, 'sale'),
    pick: at('collection'),
  },
];

const keyCases: Case<PlatformKeyClient>[] = [
  {
    call: 'getProduct with merchant data',
    platform: (c) => c.products.getProduct(SHIRT, { includeMerchantSpecificData: true }),
    vitrine: (c) => catalogue.getProduct(c, SHIRT, { includeMerchantSpecificData: true }),
    pick: at('product'),
  },
  {
    call: 'queryStoreVariants',
    platform: (c) => c.products.queryStoreVariants({ paging: { limit: 3, offset: 1 } }),
    vitrine: (c) => catalogue.queryStoreVariants(c, { paging: { limit: 3, offset: 1 } }),
  },
  {
    call: 'getStoreVariant',
    platform: (c) => c.products.getStoreVariant(storeVariantId),
    vitrine: (c) => catalogue.getStoreVariant(c, storeVariantId),
    pick: at('variant'),
  },
  {
    call: 'createProduct',
    platform: (c) =>
      c.products.createProduct({
        name: 'Answered mug',
        priceData: { price: 12.5 },
        costAndProfitData: { itemCost: 4 },
        productType: 'physical',
      } as never),
    vitrine: (c) =>
      catalogue.createProduct(c, {
        name: 'Answered mug',
        priceData: { price: 12.5 },
        costAndProfitData: { itemCost: 4 },
        productType: 'physical',
      } as never),
    pick: at('product'),
  },
  {
    call: 'updateProductVariants',
    platform: (c) =>
      c.products.updateProductVariants(SHIRT, [{ choices: { Size: 'M', Color: 'White' }, price: 61 }] as never),
    vitrine: (c) =>
      catalogue.updateProductVariants(c, SHIRT, [{ choices: { Size: 'M', Color: 'White' }, price: 61 }] as never),
    pick: at('variants'),
  },
  {
    call: 'createCollection',
    platform: (c) => c.products.createCollection({ name: 'Answered' } as never),
    vitrine: (c) => catalogue.createCollection(c, { name: 'Answered' } as never),
    pick: at('collection'),
  },
  {
    call: 'updateProduct',
    platform: (c) => c.products.updateProduct('prod-olive-oil', { ribbon: 'Sale' } as never),
    vitrine: (c) => catalogue.updateProduct(c, { _id: 'prod-olive-oil', ribbon: 'Sale' } as never),
    pick: at('product'),
  },
  {
    call: 'updateCollection',
    platform: (c) => c.products.updateCollection('col-pantry', { description: 'Answered' } as never),
    vitrine: (c) => catalogue.updateCollection(c, { _id: 'col-pantry', description: 'Answered' } as never),
    pick: at('collection'),
  },
  {
    call: 'bulkAdjustProductProperty',
    platform: (c) => c.products.bulkAdjustProductProperty({ price: { amount: 1 } } as never, [SHIRT]),
    vitrine: (c) => catalogue.bulkAdjustProductProperty(c, [SHIRT], { price: { amount: 1 } } as never),
  },
  {
    call: 'authentication.signOn',
    platform: (c) => c.authentication.signOn({ email: 'ada@vitrine.dev' }),
    vitrine: (c) => identity.signOn(c, { loginId: { email: 'ada@vitrine.dev' } } as never),
  },
  {
    call: 'bulkUpdateProductsProperty',
    platform: (c) => c.products.bulkUpdateProductsProperty([SHIRT, 'no-such-product'], { price: 20 }),
    vitrine: (c) => catalogue.bulkUpdateProductsProperty(c, [SHIRT, 'no-such-product'], { price: 20 }),
  },
];

describe('comparison 3: one emulator answer, read by both SDKs, gives the same values', () => {
  test.each(catalogueCases.map((c) => [c.call, c] as const))('catalogue read: %s', (_, c) => visitor(c)());
  test.each(keyCases.map((c) => [c.call, c] as const))('catalogue (API key): %s', (_, c) => withKey(c)());
});
