import { describe, expect, test } from 'vitest';
import {
  addProductMedia,
  addProductMediaToChoices,
  bulkAdjustProductProperty,
  bulkUpdateProductsProperty,
  createProduct,
  createProductPlatformized,
  createProductPlatformizedV2,
  deleteProduct,
  deleteProductOptions,
  deleteProductPlatformized,
  deleteProductPlatformizedV2,
  getProduct,
  getProductOptionsAvailability,
  getProductPlatformized,
  queryProducts,
  removeBrand,
  removeProductMedia,
  removeProductMediaFromChoices,
  removeRibbon,
  resetAllProductVariantData,
  updateProduct,
  updateProductPlatformized,
  updateProductPlatformizedV2,
  updateProductVariants,
} from '@vitrine/catalogue';
import { clients, eventsOf, LAYOUT_NAMES, rejection } from './setup';
import { DEFAULT_VARIANT_ID } from '../../src/products/model';
import { bootForFile } from '../support/boot';
import { eur, UUID } from './support/catalogue-values';

const { emu } = await bootForFile();

describe.each(LAYOUT_NAMES)('@vitrine/catalogue against the emulator, %s layout', (pathLayout) => {
  const writer = pathLayout === 'api' ? '/stores' : '/_api/catalog-server';
  const media = (id: string) => `${emu.url}/media/${id}`;

  test('product writes with the API key: create, update, variants, reset, media, choice media, brand, ribbon, options, bulk, delete', async () => {
    const { visitor, merchant, merchantSent } = clients(emu, pathLayout);
    const created = await createProduct(merchant, {
      name: `Tote ${pathLayout}`,
      priceData: { price: 30 },
      costAndProfitData: { itemCost: 12 },
      ribbon: 'New',
      brand: 'Acme',
      productOptions: [
        {
          optionType: 'drop_down',
          name: 'Size',
          choices: [
            { value: 'S', description: 'S' },
            { value: 'L', description: 'L' },
          ],
        },
        {
          optionType: 'color',
          name: 'Color',
          choices: [
            { value: '#000000', description: 'Black' },
            { value: '#ffffff', description: 'White' },
          ],
        },
      ],
    });
    const id = created._id;
    expect(id).toMatch(UUID);
    expect(created).toMatchObject({
      name: `Tote ${pathLayout}`,
      slug: `tote-${pathLayout}`,
      priceData: eur(30),
      ribbon: 'New',
      brand: 'Acme',
      visible: true,
      productType: 'physical',
    });
    expect(created.costAndProfitData).toEqual({
      itemCost: 12,
      formattedItemCost: '€12.00',
      profit: 18,
      formattedProfit: '€18.00',
      profitMargin: 0.6,
    });
    expect(created._createdDate).toBeInstanceOf(Date);
    expect(created.variants).toHaveLength(4);

    const updated = await updateProduct(merchant, {
      _id: id,
      name: `Tote bag ${pathLayout}`,
      description: '<p>Canvas</p>',
    });
    expect([updated._id, updated.name, updated.description, updated.slug]).toEqual([
      id,
      `Tote bag ${pathLayout}`,
      '<p>Canvas</p>',
      `tote-${pathLayout}`,
    ]);
    expect((await getProduct(visitor, id)).name).toBe(`Tote bag ${pathLayout}`);

    const variants = await updateProductVariants(merchant, id, [
      { choices: { Size: 'L' }, price: 35 },
      { choices: { Size: 'S', Color: 'Black' }, sku: 'TOTE-SB', weight: 0.5 },
    ]);
    expect(
      variants.map((v) => [
        v.choices,
        v.variant?.priceData?.price,
        v.variant?.sku,
        v.variant?.weight,
        v.variant?.costAndProfitData?.profit,
      ]),
    ).toEqual([
      [{ Size: 'S', Color: 'Black' }, 30, 'TOTE-SB', 0.5, 18],
      [{ Size: 'S', Color: 'White' }, 30, '', 0, 18],
      [{ Size: 'L', Color: 'Black' }, 35, '', 0, 23],
      [{ Size: 'L', Color: 'White' }, 35, '', 0, 23],
    ]);
    expect((await getProduct(visitor, id)).priceRange).toEqual({ minValue: 30, maxValue: 35 });

    await expect(resetAllProductVariantData(merchant, id)).resolves.toBeUndefined();
    const reset = await getProduct(visitor, id);
    expect(reset.priceRange).toEqual({ minValue: 30, maxValue: 30 });
    expect(reset.variants!.map((v) => v.variant?.sku)).toEqual(['', '', '', '']);

    await expect(
      addProductMedia(merchant, id, [
        { url: 'https://cdn.example/front.jpg' },
        { mediaId: 'tote-black', choice: { option: 'Color', choice: 'Black' } },
      ]),
    ).resolves.toBeUndefined();
    let read = await getProduct(visitor, id);
    const front = read.media!.items![0]!;
    expect(front._id).toMatch(UUID);
    expect(front.image?.url).toBe('https://cdn.example/front.jpg');
    expect(read.media!.items!.map((m) => m._id)).toEqual([front._id, 'tote-black']);
    expect(read.productOptions![1]!.choices![0]!.media?.mainMedia).toMatchObject({
      _id: 'tote-black',
      image: { url: media('tote-black') },
    });

    await expect(
      addProductMediaToChoices(merchant, id, [{ option: 'Color', choice: 'White', mediaIds: ['tote-white'] }]),
    ).resolves.toBeUndefined();
    const white = await getProductOptionsAvailability(visitor, id, { Size: 'S', Color: 'White' });
    expect(white.media.items?.map((m) => m._id)).toEqual(['tote-white']);
    await expect(
      removeProductMediaFromChoices(merchant, id, [{ option: 'Color', choice: 'White' }]),
    ).resolves.toBeUndefined();
    read = await getProduct(visitor, id);
    expect(read.productOptions![1]!.choices!.map((c) => c.media?.items?.map((m) => m._id))).toEqual([
      ['tote-black'],
      undefined,
    ]);
    expect(read.media!.items!.map((m) => m._id)).toEqual([front._id, 'tote-black', 'tote-white']);

    await expect(removeProductMedia(merchant, id, ['tote-black'])).resolves.toBeUndefined();
    read = await getProduct(visitor, id);
    expect(read.media!.items!.map((m) => m._id)).toEqual([front._id, 'tote-white']);
    expect(read.productOptions![1]!.choices![0]!.media).toBeUndefined();

    await expect(removeBrand(merchant, id)).resolves.toBeUndefined();
    await expect(removeRibbon(merchant, id)).resolves.toBeUndefined();
    read = await getProduct(visitor, id);
    expect([read.brand, read.ribbon, read.ribbons]).toEqual([undefined, undefined, undefined]);

    await expect(deleteProductOptions(merchant, id)).resolves.toBeUndefined();
    read = await getProduct(visitor, id);
    expect(read.productOptions).toEqual([]);
    expect(read.variants!.map((v) => [v._id, v.choices])).toEqual([[DEFAULT_VARIANT_ID, {}]]);

    const bulkSet = await bulkUpdateProductsProperty(merchant, [id, 'prod-missing'], { price: 40, weight: 1.5 });
    expect(bulkSet).toEqual({
      bulkActionMetadata: { totalSuccesses: 1, totalFailures: 1 },
      results: [
        { itemMetadata: { _id: id, originalIndex: 0, success: true } },
        {
          itemMetadata: {
            _id: 'prod-missing',
            originalIndex: 1,
            success: false,
            error: { code: 'PRODUCT_NOT_FOUND', description: 'Product prod-missing not found' },
          },
        },
      ],
    });
    const bulkAdjust = await bulkAdjustProductProperty(merchant, [id], {
      price: { percentage: -10 },
      weight: { amount: 0.5 },
    });
    expect(bulkAdjust).toEqual({
      bulkActionMetadata: { totalSuccesses: 1, totalFailures: 0 },
      results: [{ itemMetadata: { _id: id, originalIndex: 0, success: true } }],
    });
    read = await getProduct(merchant, id, { includeMerchantSpecificData: true });
    expect([
      read.priceData?.price,
      read.weight,
      read.costAndProfitData?.itemCost,
      read.costAndProfitData?.profit,
    ]).toEqual([36, 2, 12, 24]);

    await expect(deleteProduct(merchant, id)).resolves.toBeUndefined();
    expect(await rejection(getProduct(visitor, id))).toMatchObject({
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
      message: `Product ${id} not found`,
    });

    expect(await eventsOf(emu, id)).toEqual([
      'product.created',
      'product.changed', // update
      'product.changed',
      'variants.changed', // variants
      'product.changed',
      'variants.changed', // reset
      'product.changed', // add media
      'product.changed', // add choice media
      'product.changed', // remove choice media
      'product.changed', // remove media
      'product.changed', // brand
      'product.changed', // ribbon
      'product.changed',
      'variants.changed', // options
      'product.changed', // bulk update
      'product.changed', // bulk adjust
      'product.deleted',
    ]);
    // Writes on the main host; the merchant's GETs on the read-only one.
    expect(merchantSent.every((s) => (s.startsWith('GET ') ? s.includes(' readOnly ') : s.includes(' main ')))).toBe(
      true,
    );
    expect(merchantSent.filter((s) => !s.startsWith('GET ')).map((s) => s.split(' ')[2]!.replace(id, ':id'))).toEqual([
      `${writer}/v1/products`,
      `${writer}/v1/products/:id`,
      `${writer}/v1/products/:id/variants`,
      `${writer}/v1/products/:id/variants/resetToDefault`,
      `${writer}/v1/products/:id/media`,
      `${writer}/v1/products/:id/choices/media`,
      `${writer}/v1/products/:id/choices/media/delete`,
      `${writer}/v1/products/:id/media/delete`,
      `${writer}/v1/products/:id/remove-brand`,
      `${writer}/v1/products/:id/remove-ribbon`,
      `${writer}/v1/products/:id/options`,
      `${writer}/v1/bulk/products/update`,
      `${writer}/v1/bulk/products/adjust-properties`,
      `${writer}/v1/products/:id`,
    ]);
  });

  test('the platformized and v2 product routes: create, update, delete, each visible in later reads', async () => {
    const { visitor, merchant, merchantSent } = clients(emu, pathLayout);
    const families = [
      {
        create: createProductPlatformized,
        update: updateProductPlatformized,
        remove: deleteProductPlatformized,
        path: '/v1/products-platformized',
      },
      {
        create: createProductPlatformizedV2,
        update: updateProductPlatformizedV2,
        remove: deleteProductPlatformizedV2,
        path: '/v2/products-platformized',
      },
    ];
    for (const { create, update, remove, path } of families) {
      const name = `Jar ${pathLayout} ${path.split('/')[1]}`;
      const created = await create(merchant, { name, priceData: { price: 7.5 }, productType: 'digital' });
      expect(created).toMatchObject({ name, productType: 'digital', priceData: eur(7.5), weight: 0 });
      const id = created._id;
      const found = await queryProducts(visitor).eq('name', name).find();
      expect(found.items.map((p) => [p._id, p.priceData?.price])).toEqual([[id, 7.5]]);
      const updated = await update(merchant, { _id: id, priceData: { price: 8 }, visible: false });
      expect([updated.priceData?.price, updated.visible]).toEqual([8, false]);
      expect((await queryProducts(visitor).eq('name', name).find()).totalCount).toBe(0);
      expect((await getProductPlatformized(merchant, id)).priceData?.price).toBe(8);
      await expect(remove(merchant, id)).resolves.toBeUndefined();
      expect(await rejection(getProductPlatformized(merchant, id))).toMatchObject({
        status: 404,
        code: 'PRODUCT_NOT_FOUND',
      });
      expect(await eventsOf(emu, id, 'product')).toEqual(['product.created', 'product.changed', 'product.deleted']);
      expect(
        merchantSent
          .filter((s) => !s.startsWith('GET '))
          .slice(-3)
          .map((s) => s.replace(id, ':id')),
      ).toEqual([`POST main ${writer}${path}`, `PATCH main ${writer}${path}/:id`, `DELETE main ${writer}${path}/:id`]);
    }
  });
});
