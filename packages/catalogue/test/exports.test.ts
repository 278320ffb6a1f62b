import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundle as bundleSources } from '../../../test-support/bundle';
import {
  DiscountType,
  FileType,
  InventoryStatus,
  MeasurementUnit,
  MediaItemType,
  OptionType,
  ProductType,
  SortOrder,
} from '../src';

describe('catalogue enumerations (docs/specification.md#3-entities)', () => {
  it.each([
    ['ProductType', ProductType, ['unspecified_product_type', 'physical', 'digital']],
    ['InventoryStatus', InventoryStatus, ['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK']],
    [
      'MeasurementUnit',
      MeasurementUnit,
      [
        'UNSPECIFIED',
        'ML',
        'CL',
        'L',
        'CBM',
        'MG',
        'G',
        'KG',
        'MM',
        'CM',
        'M',
        'SQM',
        'OZ',
        'LB',
        'FLOZ',
        'PT',
        'QT',
        'GAL',
        'IN',
        'FT',
        'YD',
        'SQFT',
      ],
    ],
    ['OptionType', OptionType, ['unspecified_option_type', 'drop_down', 'color']],
    ['DiscountType', DiscountType, ['UNDEFINED', 'NONE', 'AMOUNT', 'PERCENT']],
    ['MediaItemType', MediaItemType, ['unspecified_media_item_type', 'image', 'video', 'audio', 'document', 'zip']],
    [
      'FileType',
      FileType,
      ['UNSPECIFIED', 'SECURE_PICTURE', 'SECURE_VIDEO', 'SECURE_DOCUMENT', 'SECURE_MUSIC', 'SECURE_ARCHIVE'],
    ],
    ['SortOrder', SortOrder, ['ASC', 'DESC']],
  ] as const)('%s has exactly its values, in order, each keyed by itself, frozen', (_, values, expected) => {
    expect(Object.keys(values)).toEqual(expected);
    expect(Object.values(values)).toEqual(expected);
    expect(Object.isFrozen(values)).toBe(true);
  });
});

describe('tree shaking', () => {
  const bundle = (name: string): Promise<string> =>
    bundleSources(
      `import { ${name} } from './src/index.ts'; export const used = ${name};`,
      fileURLToPath(new URL('..', import.meta.url)),
    );

  it('a bundle of queryProducts carries none of the other calls', async () => {
    const code = await bundle('queryProducts');
    expect(code).toContain('/v1/products/query-platformized');
    for (const path of [
      'remove-brand',
      'resetToDefault',
      'productOptionsAvailability',
      '/v2/collections',
      '/v1/bulk',
      'products-platformized/',
      'choices/media',
      'productIds',
    ]) {
      expect(code).not.toContain(path);
    }
    expect(code).not.toContain('SECURE_PICTURE');
  });

  it('a bundle of removeBrand carries neither the query builder nor the product shape', async () => {
    const code = await bundle('removeBrand');
    expect(code).toContain('remove-brand');
    for (const text of ['remove-ribbon', 'query-platformized', 'createQueryBuilder', 'priceRange'])
      expect(code).not.toContain(text);
  });
});
