// Comparison 2 of issue 9: the catalogue writes with the API key.
import * as catalogue from '@vitrine/catalogue';
import { describe, test } from 'vitest';
import { SHIRT } from './compare/inputs';
import { startRequestComparison, type Case } from './compare/request-suite';

const { ours, theirs, compare } = await startRequestComparison();

const product = {
  name: 'Compared mug',
  productType: 'physical',
  priceData: { price: 12.5 },
  costAndProfitData: { itemCost: 4 },
  description: 'A mug both SDKs create.',
  sku: 'MUG-CMP',
  visible: true,
  weight: 0.4,
  ribbon: 'New',
  brand: 'Atelier Lune',
  productOptions: [{ name: 'Glaze', choices: [{ value: 'Blue', description: 'Blue' }] }],
  manageVariants: true,
};

const catalogueWriteCases: Case[] = [
  {
    call: 'createProduct',
    vitrine: () => catalogue.createProduct(ours.key, product as never),
    platform: () => theirs.key.products.createProduct(product as never),
  },
  {
    call: 'updateProduct',
    vitrine: () =>
      catalogue.updateProduct(ours.key, {
        _id: 'prod-olive-oil',
        name: 'Olive oil (compared)',
        priceData: { price: 15 },
      } as never),
    platform: () =>
      theirs.key.products.updateProduct('prod-olive-oil', {
        name: 'Olive oil (compared)',
        priceData: { price: 15 },
      } as never),
  },
  {
    call: 'deleteProduct',
    changesState: 'the product is gone after the first delete',
    vitrine: () => catalogue.deleteProduct(ours.key, 'prod-archived-sample'),
    platform: () => theirs.key.products.deleteProduct('prod-archived-sample'),
  },
  {
    call: 'updateProductVariants',
    vitrine: () =>
      catalogue.updateProductVariants(ours.key, SHIRT, [
        { choices: { Size: 'M', Color: 'White' }, price: 61, cost: 22, weight: 0.3 },
      ] as never),
    platform: () =>
      theirs.key.products.updateProductVariants(SHIRT, [
        { choices: { Size: 'M', Color: 'White' }, price: 61, cost: 22, weight: 0.3 },
      ] as never),
  },
  {
    call: 'resetAllProductVariantData',
    vitrine: () => catalogue.resetAllProductVariantData(ours.key, SHIRT),
    platform: () => theirs.key.products.resetAllProductVariantData(SHIRT),
  },
  {
    call: 'addProductsToCollection',
    vitrine: () => catalogue.addProductsToCollection(ours.key, 'col-sale', [SHIRT, 'prod-olive-oil']),
    platform: () => theirs.key.products.addProductsToCollection('col-sale', [SHIRT, 'prod-olive-oil']),
  },
  {
    call: 'removeProductsFromCollection',
    vitrine: () => catalogue.removeProductsFromCollection(ours.key, 'col-sale', ['prod-olive-oil']),
    platform: () => theirs.key.products.removeProductsFromCollection('col-sale', ['prod-olive-oil']),
  },
  {
    call: 'addProductMedia',
    vitrine: () =>
      catalogue.addProductMedia(ours.key, 'prod-olive-oil', [
        { url: 'https://static.example/oil.jpg' },
        { mediaId: 'm-olive-oil-1' },
      ] as never),
    platform: () =>
      theirs.key.products.addProductMedia('prod-olive-oil', [
        { url: 'https://static.example/oil.jpg' },
        { mediaId: 'm-olive-oil-1' },
      ] as never),
  },
  {
    call: 'removeProductMedia',
    vitrine: () => catalogue.removeProductMedia(ours.key, 'prod-olive-oil', ['m-olive-oil-1']),
    platform: () => theirs.key.products.removeProductMedia('prod-olive-oil', ['m-olive-oil-1']),
  },
  {
    call: 'addProductMediaToChoices',
    vitrine: () =>
      catalogue.addProductMediaToChoices(ours.key, SHIRT, [
        { option: 'Color', choice: 'Sage', mediaIds: ['m-linen-shirt-1'] },
      ]),
    platform: () =>
      theirs.key.products.addProductMediaToChoices(SHIRT, [
        { option: 'Color', choice: 'Sage', mediaIds: ['m-linen-shirt-1'] },
      ]),
  },
  {
    call: 'removeProductMediaFromChoices',
    vitrine: () =>
      catalogue.removeProductMediaFromChoices(ours.key, SHIRT, [
        { option: 'Color', choice: 'Sage', mediaIds: ['m-linen-shirt-1'] },
      ]),
    platform: () =>
      theirs.key.products.removeProductMediaFromChoices(SHIRT, [
        { option: 'Color', choice: 'Sage', mediaIds: ['m-linen-shirt-1'] },
      ]),
  },
  {
    call: 'deleteProductOptions',
    vitrine: () => catalogue.deleteProductOptions(ours.key, 'prod-olive-oil'),
    platform: () => theirs.key.products.deleteProductOptions('prod-olive-oil'),
  },
  {
    call: 'removeBrand',
    vitrine: () => catalogue.removeBrand(ours.key, SHIRT),
    platform: () => theirs.key.products.removeBrand(SHIRT),
  },
  {
    call: 'removeRibbon',
    vitrine: () => catalogue.removeRibbon(ours.key, SHIRT),
    platform: () => theirs.key.products.removeRibbon(SHIRT),
  },
  {
    call: 'createCollection',
    changesState: 'the slug is taken after the first create',
    vitrine: () =>
      catalogue.createCollection(ours.key, {
        name: 'Compared',
        slug: 'compared',
        description: 'Both SDKs',
        visible: true,
      } as never),
    platform: () =>
      theirs.key.products.createCollection({
        name: 'Compared',
        slug: 'compared',
        description: 'Both SDKs',
        visible: true,
      } as never),
  },
  {
    call: 'updateCollection',
    vitrine: () => catalogue.updateCollection(ours.key, { _id: 'col-sale', name: 'Sale (compared)' } as never),
    platform: () => theirs.key.products.updateCollection('col-sale', { name: 'Sale (compared)' } as never),
  },
  {
    call: 'deleteCollection',
    changesState: 'the collection is gone after the first delete',
    vitrine: () => catalogue.deleteCollection(ours.key, 'col-stationery'),
    platform: () => theirs.key.products.deleteCollection('col-stationery'),
  },
  {
    call: 'bulkUpdateProductsProperty',
    vitrine: () => catalogue.bulkUpdateProductsProperty(ours.key, [SHIRT, 'prod-olive-oil'], { price: 20 }),
    platform: () => theirs.key.products.bulkUpdateProductsProperty([SHIRT, 'prod-olive-oil'], { price: 20 }),
  },
  {
    call: 'bulkAdjustProductProperty',
    vitrine: () =>
      catalogue.bulkAdjustProductProperty(ours.key, [SHIRT], {
        price: { amount: -2 },
        weight: { percentage: 10 },
      } as never),
    platform: () =>
      theirs.key.products.bulkAdjustProductProperty({ price: { amount: -2 }, weight: { percentage: 10 } } as never, [
        SHIRT,
      ]),
  },
];

describe('comparison 2: the same inputs make the same request in both SDKs', () => {
  test.each(catalogueWriteCases.map((c) => [c.call, c] as const))('catalogue write (API key): %s', (_, c) =>
    compare(c)(),
  );
});
