// Comparison 2 of issue 9: the catalogue reads.
import * as catalogue from '@vitrine/catalogue';
import { describe, test } from 'vitest';
import { SHIRT } from './compare/inputs';
import { startRequestComparison, type Case } from './compare/request-suite';

const { ours, theirs, storeVariantId, compare } = await startRequestComparison();

/** Enough ids that the encoded query is over 4000 characters. */
const manyIds = Array.from({ length: 150 }, (_, i) => `prod-not-there-${String(i).padStart(4, '0')}`);

const catalogueReadCases: Case[] = [
  {
    call: 'queryProducts (query-platformized)',
    vitrine: () =>
      catalogue.queryProducts(ours.visitor).eq('productType', 'physical').ascending('price').skip(2).limit(3).find(),
    platform: () =>
      theirs.visitor.products.queryProducts().eq('productType', 'physical').ascending('price').skip(2).limit(3).find(),
  },
  {
    call: 'queryProducts, renamed field names and a date value',
    vitrine: () =>
      catalogue
        .queryProducts(ours.visitor)
        .in('_id', [SHIRT, 'prod-olive-oil'])
        .gt('_createdDate', new Date('2026-01-01T00:00:00.000Z'))
        .hasSome('collectionIds', ['col-apparel', 'col-pantry'])
        .descending('_id')
        .find(),
    platform: () =>
      theirs.visitor.products
        .queryProducts()
        .in('_id', [SHIRT, 'prod-olive-oil'])
        .gt('_createdDate', new Date('2026-01-01T00:00:00.000Z'))
        .hasSome('collectionIds', ['col-apparel', 'col-pantry'])
        .descending('_id')
        .find(),
  },
  {
    call: 'queryProducts over 4000 characters (the POST fallback)',
    vitrine: () => catalogue.queryProducts(ours.visitor).in('_id', manyIds).find(),
    platform: () => theirs.visitor.products.queryProducts().in('_id', manyIds).find(),
  },
  {
    call: 'getProduct',
    vitrine: () => catalogue.getProduct(ours.key, SHIRT, { includeMerchantSpecificData: true }),
    platform: () => theirs.key.products.getProduct(SHIRT, { includeMerchantSpecificData: true }),
  },
  {
    call: 'getCollectionBySlug (v1)',
    vitrine: () => catalogue.getCollectionBySlug(ours.visitor, 'home-kitchen'),
    platform: () => theirs.visitor.products.getCollectionBySlug('home-kitchen'),
  },
  {
    call: 'getProductOptionsAvailability',
    vitrine: () => catalogue.getProductOptionsAvailability(ours.visitor, SHIRT, { Size: 'M', Color: 'White' }),
    platform: () => theirs.visitor.products.getProductOptionsAvailability(SHIRT, { Size: 'M', Color: 'White' }),
  },
  {
    call: 'queryProductVariants',
    vitrine: () =>
      catalogue.queryProductVariants(ours.visitor, SHIRT, {
        choices: { Color: 'Sage' },
        paging: { limit: 2, offset: 1 },
      }),
    platform: () =>
      theirs.visitor.products.queryProductVariants(SHIRT, {
        choices: { Color: 'Sage' },
        paging: { limit: 2, offset: 1 },
      }),
  },
  {
    call: 'queryStoreVariants',
    vitrine: () =>
      catalogue.queryStoreVariants(ours.key, { filter: { productId: SHIRT }, paging: { limit: 2, offset: 0 } }),
    platform: () =>
      theirs.key.products.queryStoreVariants({ filter: { productId: SHIRT }, paging: { limit: 2, offset: 0 } }),
  },
  {
    call: 'getStoreVariant',
    vitrine: () => catalogue.getStoreVariant(ours.key, storeVariantId),
    platform: () => theirs.key.products.getStoreVariant(storeVariantId),
  },
  {
    call: 'queryCollections (v2)',
    vitrine: () => catalogue.queryCollections(ours.visitor).startsWith('name', 'A').descending('name').limit(2).find(),
    platform: () =>
      theirs.visitor.collections.queryCollections().startsWith('name', 'A').descending('name').limit(2).find(),
  },
  {
    call: 'queryCollections (v2) over 4000 characters (the POST fallback)',
    vitrine: () => catalogue.queryCollections(ours.visitor).in('_id', manyIds).find(),
    platform: () => theirs.visitor.collections.queryCollections().in('_id', manyIds).find(),
  },
  {
    call: 'getCollection (v2)',
    vitrine: () => catalogue.getCollection(ours.visitor, 'col-sale'),
    platform: () => theirs.visitor.collections.getCollection('col-sale'),
  },
  {
    call: 'getCollectionBySlug (v2)',
    vitrine: () => catalogue.getCollectionBySlugV2(ours.visitor, 'sale'),
    platform: () => theirs.visitor.collections.getCollectionBySlug('sale'),
  },
];

describe('comparison 2: the same inputs make the same request in both SDKs', () => {
  test.each(catalogueReadCases.map((c) => [c.call, c] as const))('catalogue read: %s', (_, c) => compare(c)());
});
