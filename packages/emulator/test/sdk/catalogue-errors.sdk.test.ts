import { describe, expect, test } from 'vitest';
import {
  addProductMediaToChoices,
  bulkUpdateProductsProperty,
  createCollection,
  createProduct,
  getCollectionBySlug,
  getProduct,
  queryProductVariants,
  removeRibbon,
  updateProduct,
  updateProductVariants,
} from '@vitrine/catalogue';
import { clients, LAYOUT_NAMES, rejection } from './setup';
import { bootForFile } from '../support/boot';
import { eur } from './support/catalogue-values';

const { emu } = await bootForFile();

describe.each(LAYOUT_NAMES)('@vitrine/catalogue against the emulator, %s layout', (pathLayout) => {
  test('errors from the real emulator: field violations named as the arguments, application errors, a visitor writing the catalogue', async () => {
    const { visitor, merchant } = clients(emu, pathLayout);
    const paging = await rejection(queryProductVariants(visitor, 'prod-linen-shirt', { paging: { limit: 500 } }));
    expect(paging).toMatchObject({
      name: 'ValidationError',
      status: 400,
      code: 'INVALID_ARGUMENT',
      message: 'INVALID_ARGUMENT: "options.paging.limit" must be at most 100',
      violations: [{ field: 'options.paging.limit', description: 'must be at most 100', violatedRule: 'MAX' }],
    });
    const name = await rejection(createProduct(merchant, { name: 'x'.repeat(81), priceData: { price: -1 } }));
    expect(name.message).toBe(
      'INVALID_ARGUMENT: "product.name" must be at most 80 characters long, "product.priceData.price" must be at least 0',
    );

    const slug = await rejection(getCollectionBySlug(visitor, 'nope'));
    expect(slug).toMatchObject({
      name: 'ApplicationError',
      status: 404,
      code: 'COLLECTION_NOT_FOUND',
      message: 'Collection with slug nope not found',
    });
    const variant = await rejection(
      updateProductVariants(merchant, 'prod-linen-shirt', [{ choices: { Size: 'XXL' }, price: 1 }]),
    );
    expect(variant).toMatchObject({
      status: 404,
      code: 'VARIANT_NOT_FOUND',
      message: 'variants[0] matches no variant of product prod-linen-shirt',
    });
    const choice = await rejection(
      addProductMediaToChoices(merchant, 'prod-linen-shirt', [{ option: 'Color', choice: 'Pink', mediaIds: ['x'] }]),
    );
    expect(choice).toMatchObject({
      status: 404,
      code: 'CHOICE_NOT_FOUND',
      message: 'media[0] names no choice of product prod-linen-shirt',
    });

    const denied = 'Catalogue writes need an API key; a visitor or member token cannot write the catalogue';
    for (const write of [
      createProduct(visitor, { name: 'Nope' }),
      updateProduct(visitor, { _id: 'prod-linen-shirt', name: 'Mine' }),
      removeRibbon(visitor, 'prod-linen-shirt'),
      bulkUpdateProductsProperty(visitor, ['prod-linen-shirt'], { price: 1 }),
      createCollection(visitor, { name: 'Nope' }),
    ]) {
      expect(await rejection(write)).toMatchObject({
        name: 'ApplicationError',
        status: 403,
        code: 'PERMISSION_DENIED',
        message: denied,
      });
    }
    // Nothing changed.
    expect(await getProduct(visitor, 'prod-linen-shirt')).toMatchObject({
      name: 'Linen shirt',
      ribbon: 'Bestseller',
      priceData: eur(59),
    });
  });
});
