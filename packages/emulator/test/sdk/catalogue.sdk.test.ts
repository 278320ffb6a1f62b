import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  addProductMedia,
  addProductMediaToChoices,
  addProductsToCollection,
  bulkAdjustProductProperty,
  bulkUpdateProductsProperty,
  createCollection,
  createProduct,
  createProductPlatformized,
  createProductPlatformizedV2,
  deleteCollection,
  deleteProduct,
  deleteProductOptions,
  deleteProductPlatformized,
  deleteProductPlatformizedV2,
  getCollection,
  getCollectionBySlug,
  getCollectionBySlugV2,
  getProduct,
  getProductOptionsAvailability,
  getProductPlatformized,
  getStoreVariant,
  queryCollections,
  queryProducts,
  queryProductVariants,
  queryStoreVariants,
  removeBrand,
  removeProductMedia,
  removeProductMediaFromChoices,
  removeProductsFromCollection,
  removeRibbon,
  resetAllProductVariantData,
  updateCollection,
  updateProduct,
  updateProductPlatformized,
  updateProductPlatformizedV2,
  updateProductVariants,
} from '@vitrine/catalogue';
import { boot } from '../helpers';
import { clients, eventsOf, LAYOUT_NAMES, money, rejection } from './setup';
import { DEFAULT_VARIANT_ID, variantId } from '../../src/products/model';
import type { RunningEmulator } from '../../src/index';

let emu: RunningEmulator;

beforeAll(async () => {
  ({ emu } = await boot());
});
afterAll(() => emu.close());

const eur = (price: number, discountedPrice = price) => ({
  currency: 'EUR',
  price,
  discountedPrice,
  formatted: { price: `€${price.toFixed(2)}`, discountedPrice: `€${discountedPrice.toFixed(2)}` },
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(LAYOUT_NAMES)('@vitrine/catalogue against the emulator, %s layout', (pathLayout) => {
  const reader = pathLayout === 'api' ? '/stores-reader' : '/_api/catalog-reader-server';
  const writer = pathLayout === 'api' ? '/stores' : '/_api/catalog-server';
  const media = (id: string) => `${emu.url}/__vitrine/media/${id}.svg`;

  test('product reads: getProduct (visitor and merchant data), getProductPlatformized, hidden products, an id with a slash', async () => {
    const { visitor, merchant, visitorSent } = clients(emu, pathLayout);
    const tee = await getProduct(visitor, 'prod-cotton-tee', { includeMerchantSpecificData: true });
    expect(tee).toMatchObject({
      _id: 'prod-cotton-tee',
      name: 'Cotton tee',
      slug: 'cotton-tee',
      productType: 'physical',
      priceData: eur(24, 19.2),
      price: eur(24, 19.2),
      discount: { type: 'PERCENT', value: 20 },
      priceRange: { minValue: 19.2, maxValue: 19.2 },
      ribbon: 'Sale',
      ribbons: [{ text: 'Sale' }],
      brand: 'Vitrine Basics',
      collectionIds: ['col-apparel', 'col-sale'],
      productPageUrl: { base: `${emu.url}/`, path: '/product-page/cotton-tee' },
      stock: { trackInventory: false, inStock: true, inventoryStatus: 'IN_STOCK' },
    });
    expect(tee.lastUpdated).toEqual(new Date('2026-01-05T10:00:00.000Z'));
    expect(tee._createdDate).toEqual(new Date('2026-01-05T10:00:00.000Z'));
    // A visitor never sees the cost, even when asking for merchant data.
    expect(tee.costAndProfitData).toBeUndefined();
    expect(tee.costRange).toBeUndefined();
    expect(tee.variants).toHaveLength(9);
    expect(tee.media?.mainMedia).toMatchObject({
      _id: 'm-cotton-tee-1',
      mediaType: 'image',
      image: { url: media('m-cotton-tee-1'), width: 800, height: 1000 },
    });

    const shirt = await getProduct(merchant, 'prod-linen-shirt', { includeMerchantSpecificData: true });
    expect(shirt.costAndProfitData).toEqual({
      itemCost: 21,
      formattedItemCost: '€21.00',
      profit: 38,
      formattedProfit: '€38.00',
      profitMargin: 0.6441,
    });
    expect(shirt.costRange).toEqual({ minValue: 21, maxValue: 21 });
    expect((await getProduct(merchant, 'prod-linen-shirt')).costAndProfitData).toBeUndefined();

    const oil = await getProductPlatformized(visitor, 'prod-olive-oil');
    expect(oil.pricePerUnitData).toEqual({
      totalQuantity: 500,
      totalMeasurementUnit: 'ML',
      baseQuantity: 1000,
      baseMeasurementUnit: 'ML',
    });
    expect(oil.priceData).toEqual({
      currency: 'EUR',
      price: 16.9,
      discountedPrice: 16.9,
      pricePerUnit: 33.8,
      formatted: { price: '€16.90', discountedPrice: '€16.90', pricePerUnit: '€33.80' },
    });

    expect(await rejection(getProduct(visitor, 'prod-archived-sample'))).toMatchObject({
      name: 'ApplicationError',
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
      message: 'Product prod-archived-sample not found',
    });
    expect((await getProductPlatformized(merchant, 'prod-archived-sample')).visible).toBe(false);
    // The path parameter is encoded: an id with a slash stays one segment.
    expect(await rejection(getProduct(visitor, 'prod/linen-shirt'))).toMatchObject({
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
      message: 'Product prod/linen-shirt not found',
    });

    expect(visitorSent).toEqual([
      'POST main /oauth2/token',
      `GET readOnly ${reader}/v1/products/prod-cotton-tee`,
      `GET readOnly ${reader}/v1/products-platformized/prod-olive-oil`,
      `GET readOnly ${reader}/v1/products/prod-archived-sample`,
      `GET readOnly ${reader}/v1/products/prod%2Flinen-shirt`,
    ]);
  });

  test('queryProducts: filters, sort, offset paging both ways, hidden products, and the POST fallback over 4000 characters', async () => {
    const { visitor, merchant, visitorSent } = clients(emu, pathLayout);
    const first = await queryProducts(visitor, { includeVariants: false })
      .hasSome('collectionIds', ['col-sale'])
      .ascending('name')
      .limit(3)
      .find();
    expect(first.totalCount).toBe(7);
    expect(first.items.map((p) => p.slug)).toEqual(['canvas-backpack', 'cotton-tee', 'dark-chocolate']);
    expect(first.items[0]!.variants).toBeUndefined();
    expect(first.items[0]!.priceData).toEqual(eur(115, 86.25));
    const second = await first.next();
    expect(second.items.map((p) => p.slug)).toEqual(['desk-planner', 'linen-napkins-set-of-4', 'picnic-blanket']);
    const third = await second.next();
    expect(third.items.map((p) => p.slug)).toEqual(['rain-coat']);
    expect(third.hasNext()).toBe(false);
    expect((await third.prev()).items.map((p) => p.slug)).toEqual([
      'desk-planner',
      'linen-napkins-set-of-4',
      'picnic-blanket',
    ]);

    const withVariants = await queryProducts(visitor).eq('_id', 'prod-single-origin-coffee').find();
    expect(withVariants.items[0]!.variants!.map((v) => [v.choices, v.variant?.priceData?.price])).toEqual([
      [{ Weight: '250 g' }, 14.5],
      [{ Weight: '1 kg' }, 48],
    ]);
    const cheap = await queryProducts(visitor).lt('priceData.price', 9).descending('priceData.price').find();
    expect(cheap.items.map((p) => [p.slug, p.priceData?.price])).toEqual([
      ['granola', 8.9],
      ['dark-chocolate', 6.5],
    ]);

    // `_createdDate` in a filter and a sort is the wire's `createdDate`; a Date filter value travels as ISO.
    const newest = await queryProducts(visitor)
      .ge('_createdDate', new Date('2026-01-06T23:00:00.000Z'))
      .descending('_createdDate')
      .find();
    expect(newest.items.map((p) => [p.slug, p._createdDate])).toEqual([
      ['picnic-blanket', new Date('2026-01-07T00:00:00.000Z')],
      ['bike-bell', new Date('2026-01-06T23:00:00.000Z')],
    ]);

    expect(
      (await queryProducts(visitor, { includeHiddenProducts: true }).eq('slug', 'archived-sample').find()).totalCount,
    ).toBe(0);
    const costed = await queryProducts(merchant, { includeMerchantSpecificData: true })
      .eq('_id', 'prod-linen-shirt')
      .find();
    expect(costed.items[0]!.costAndProfitData).toEqual({
      itemCost: 21,
      formattedItemCost: '€21.00',
      profit: 38,
      formattedProfit: '€38.00',
      profitMargin: 0.6441,
    });
    expect(
      (await queryProducts(visitor, { includeMerchantSpecificData: true }).eq('_id', 'prod-linen-shirt').find())
        .items[0]!.costAndProfitData,
    ).toBeUndefined();
    const hidden = await queryProducts(merchant, { includeHiddenProducts: true }).eq('slug', 'archived-sample').find();
    expect(hidden.items.map((p) => p._id)).toEqual(['prod-archived-sample']);

    const many = [
      'prod-linen-shirt',
      'prod-granola',
      ...Array.from({ length: 300 }, (_, i) => `prod-missing-${String(i).padStart(4, '0')}`),
    ];
    const fallback = await queryProducts(visitor).in('_id', many).ascending('name').find();
    expect(fallback.totalCount).toBe(2);
    expect(fallback.items.map((p) => p._id)).toEqual(['prod-granola', 'prod-linen-shirt']);
    expect(fallback.items[1]!.lastUpdated).toEqual(new Date('2026-01-05T09:00:00.000Z'));

    expect(visitorSent.slice(1).map((s) => s.replace(/\?.*/, ''))).toEqual([
      ...Array<string>(9).fill(`GET readOnly ${reader}/v1/products/query-platformized`),
      `POST main ${reader}/v1/products/query-platformized`,
    ]);
  });

  test('options availability, product variants, store variants', async () => {
    const { visitor, merchant } = clients(emu, pathLayout);
    const navy = await getProductOptionsAvailability(visitor, 'prod-linen-shirt', { Size: 'M', Color: 'Navy' });
    expect(navy.selectedVariant).toEqual({
      _id: variantId('prod-linen-shirt', { Size: 'M', Color: 'Navy' }),
      price: eur(59),
      convertedPriceData: eur(59),
      weight: 0.2,
      sku: 'VT-001',
      inStock: true,
      visible: true,
    });
    expect(navy.availableForPurchase).toBe(true);
    expect(navy.media.mainMedia?._id).toBe('m-linen-shirt-navy');
    expect(navy.media.items?.map((m) => m._id)).toEqual(['m-linen-shirt-navy']);
    expect(navy.productOptions.map((o) => [o.name, o.optionType, o.choices?.map((c) => c.description)])).toEqual([
      ['Size', 'drop_down', ['S', 'M', 'L']],
      ['Color', 'color', ['White', 'Sage', 'Navy']],
    ]);
    const partial = await getProductOptionsAvailability(visitor, 'prod-linen-shirt', { Size: 'M' });
    expect(partial.selectedVariant).toBeNull();
    expect(partial.availableForPurchase).toBe(false);
    expect(partial.media.items?.map((m) => m._id)).toEqual([
      'm-linen-shirt-1',
      'm-linen-shirt-2',
      'm-linen-shirt-white',
      'm-linen-shirt-sage',
      'm-linen-shirt-navy',
    ]);
    const candle = await getProductOptionsAvailability(visitor, 'prod-scented-candle', { Scent: 'Fig' });
    expect([candle.selectedVariant?.inStock, candle.availableForPurchase]).toEqual([false, false]);

    const medium = await queryProductVariants(visitor, 'prod-linen-shirt', { choices: { Size: 'M' } });
    expect(medium.variants.map((v) => v.choices)).toEqual([
      { Size: 'M', Color: 'White' },
      { Size: 'M', Color: 'Sage' },
      { Size: 'M', Color: 'Navy' },
    ]);
    expect([medium.totalCount, medium.totalResults, medium.metadata]).toEqual([3, 3, { items: 3, offset: 0 }]);
    expect(medium.variants[0]!.variant?.costAndProfitData).toBeUndefined();
    const page = await queryProductVariants(merchant, 'prod-linen-shirt', {
      choices: { Size: 'M' },
      paging: { limit: 1, offset: 1 },
      includeMerchantSpecificData: true,
    });
    expect(page.variants.map((v) => v._id)).toEqual([variantId('prod-linen-shirt', { Size: 'M', Color: 'Sage' })]);
    expect([page.totalCount, page.totalResults, page.metadata]).toEqual([3, 3, { items: 1, offset: 1 }]);
    expect(page.variants[0]!.variant?.costAndProfitData).toEqual({
      itemCost: 21,
      formattedItemCost: '€21.00',
      profit: 38,
      formattedProfit: '€38.00',
      profitMargin: 0.6441,
    });
    const byId = await queryProductVariants(visitor, 'prod-linen-shirt', {
      variantIds: [variantId('prod-linen-shirt', { Size: 'L', Color: 'White' })],
    });
    expect(byId.variants.map((v) => [v.choices, v.stock])).toEqual([
      [
        { Size: 'L', Color: 'White' },
        { trackQuantity: false, inStock: true },
      ],
    ]);

    const sneakers = await queryStoreVariants(visitor, {
      filter: { productId: 'prod-canvas-sneakers' },
      sort: [{ fieldName: 'variantName', order: 'DESC' }],
      paging: { limit: 2 },
    });
    expect(sneakers.variants.map((v) => v.variantName)).toEqual(['44', '43']);
    expect([sneakers.totalCount, sneakers.metadata, sneakers.totalResults]).toEqual([
      5,
      { count: 2, offset: 0, total: 5 },
      undefined,
    ]);
    const storeId = `prod-canvas-sneakers-${variantId('prod-canvas-sneakers', { Size: '40' })}`;
    const byStoreId = await queryStoreVariants(visitor, { filter: { _id: storeId } });
    expect(byStoreId.variants.map((v) => v._id)).toEqual([storeId]);
    const forty = await getStoreVariant(visitor, storeId);
    expect(forty).toEqual({
      _id: storeId,
      productId: 'prod-canvas-sneakers',
      variantId: variantId('prod-canvas-sneakers', { Size: '40' }),
      variantName: '40',
      productName: 'Canvas sneakers',
      choices: { Size: '40' },
      price: { actualPrice: money('79.00') },
      stock: { trackQuantity: true, quantity: 1, inStock: true },
      media: { image: 'image://v1/m-canvas-sneakers-1/Canvas%20sneakers#originWidth=800&originHeight=1000' },
      collectionIds: ['col-apparel'],
      visible: true,
    });
    const tee = await getStoreVariant(
      visitor,
      `prod-cotton-tee-${variantId('prod-cotton-tee', { Size: 'S', Color: 'Black' })}`,
    );
    expect(tee.price).toEqual({ actualPrice: money('19.20'), compareAtPrice: money('24.00') });
    expect(tee.media?.image).toMatch(/^image:\/\/v1\/m-cotton-tee-black\//);
  });

  test('collections: v1 by slug, v2 by id and by slug, query with paging; pictures are image objects', async () => {
    const { visitor, visitorSent } = clients(emu, pathLayout);
    const pantry = await getCollectionBySlug(visitor, 'pantry');
    const picture = {
      _id: 'm-collection-pantry',
      mediaType: 'image',
      title: 'Pantry',
      image: {
        _id: 'm-collection-pantry',
        url: media('m-collection-pantry'),
        width: 1200,
        height: 800,
        filename: 'm-collection-pantry.svg',
        altText: 'Pantry',
      },
      thumbnail: { url: media('m-collection-pantry'), width: 50, height: 50 },
    };
    expect(pantry).toEqual({
      _id: 'col-pantry',
      name: 'Pantry',
      slug: 'pantry',
      description: 'Coffee, tea, oil and sweet things.',
      media: { mainMedia: picture, items: [picture] },
      numberOfProducts: 7,
      visible: true,
    });
    expect(await getCollection(visitor, 'col-pantry')).toEqual(pantry);
    expect(await getCollectionBySlugV2(visitor, 'pantry')).toEqual(pantry);

    const first = await queryCollections(visitor).ascending('name').limit(4).find();
    expect(first.items.map((c) => c.slug)).toEqual(['accessories', 'apparel', 'home-kitchen', 'pantry']);
    expect([first.total, first.tooManyToCount, first.totalCount]).toEqual([6, false, 6]);
    const second = await first.next();
    expect(second.items.map((c) => c._id)).toEqual(['col-sale', 'col-stationery']);
    expect(second.hasNext()).toBe(false);
    const big = await queryCollections(visitor).gt('numberOfProducts', 8).descending('numberOfProducts').find();
    expect((await queryCollections(visitor).eq('_id', 'col-sale').find()).items.map((c) => c.slug)).toEqual(['sale']);
    expect(big.items.map((c) => [c._id, c.numberOfProducts])).toEqual([
      ['col-home', 11],
      ['col-accessories', 10],
    ]);

    expect(visitorSent.slice(1)).toEqual([
      `GET readOnly ${reader}/v1/collections/slug/pantry`,
      `GET readOnly ${reader}/v2/collections/col-pantry`,
      `GET readOnly ${reader}/v2/collections/slug/pantry`,
      // As the platform SDK sends it: GET with `.r`, to the read-only host.
      ...Array<string>(4).fill(`GET readOnly ${reader}/v2/collections/query`),
    ]);
  });

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

  test('collection writes: create with a picture, add and remove products, update, delete; reads follow', async () => {
    const { visitor, merchant } = clients(emu, pathLayout);
    const created = await createCollection(merchant, {
      name: `Gifts ${pathLayout}`,
      description: 'For others',
      media: { items: [{ image: { _id: 'm-gift', width: 600, height: 400, filename: 'gift.png' } }] },
    });
    const id = created._id;
    expect(id).toMatch(UUID);
    const image = {
      _id: 'm-gift',
      url: media('m-gift'),
      width: 600,
      height: 400,
      filename: 'm-gift.svg',
      altText: `Gifts ${pathLayout}`,
    };
    const picture = {
      _id: 'm-gift',
      mediaType: 'image',
      title: `Gifts ${pathLayout}`,
      image,
      thumbnail: { url: media('m-gift'), width: 50, height: 50 },
    };
    expect(created).toEqual({
      _id: id,
      name: `Gifts ${pathLayout}`,
      slug: `gifts-${pathLayout}`,
      description: 'For others',
      media: { mainMedia: picture, items: [picture] },
      numberOfProducts: 0,
      visible: true,
    });

    await expect(addProductsToCollection(merchant, id, ['prod-gift-card', 'prod-silk-tie'])).resolves.toBeUndefined();
    expect((await getCollection(visitor, id)).numberOfProducts).toBe(2);
    const members = await queryProducts(visitor).hasSome('collectionIds', [id]).ascending('name').find();
    expect(members.items.map((p) => p._id)).toEqual(['prod-gift-card', 'prod-silk-tie']);
    await expect(removeProductsFromCollection(merchant, id, ['prod-silk-tie'])).resolves.toBeUndefined();
    expect((await getCollectionBySlugV2(visitor, `gifts-${pathLayout}`)).numberOfProducts).toBe(1);

    const updated = await updateCollection(merchant, {
      _id: id,
      name: `Presents ${pathLayout}`,
      slug: `presents-${pathLayout}`,
      media: { items: [{ image: { url: 'https://cdn.example/bow.jpg' } }] },
    });
    expect([updated._id, updated.name, updated.slug, updated.numberOfProducts, updated.description]).toEqual([
      id,
      `Presents ${pathLayout}`,
      `presents-${pathLayout}`,
      1,
      'For others',
    ]);
    const bow = updated.media?.mainMedia;
    expect(bow?._id).toMatch(UUID);
    expect(bow?.image).toEqual({
      _id: bow?._id,
      url: 'https://cdn.example/bow.jpg',
      width: 800,
      height: 1000,
      filename: 'bow.jpg',
      altText: `Presents ${pathLayout}`,
    });
    expect((await getCollectionBySlug(visitor, `presents-${pathLayout}`))._id).toBe(id);
    expect(
      (await queryCollections(visitor).eq('slug', `presents-${pathLayout}`).find()).items.map((c) => c.name),
    ).toEqual([`Presents ${pathLayout}`]);

    await expect(deleteCollection(merchant, id)).resolves.toBeUndefined();
    expect(await rejection(getCollection(visitor, id))).toMatchObject({
      status: 404,
      code: 'COLLECTION_NOT_FOUND',
      message: `Collection ${id} not found`,
    });
    expect((await getProduct(visitor, 'prod-gift-card')).collectionIds).toEqual(['col-accessories']);
    expect(await eventsOf(emu, id, 'collection')).toEqual([
      'collection.created',
      'collection.changed',
      'collection.changed',
      'collection.changed',
      'collection.deleted',
    ]);
  });

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
