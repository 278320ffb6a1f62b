import { describe, expect, test } from 'vitest';
import {
  getProduct,
  getProductOptionsAvailability,
  getProductPlatformized,
  getStoreVariant,
  queryProducts,
  queryProductVariants,
  queryStoreVariants,
} from '@vitrine/catalogue';
import { clients, LAYOUT_NAMES, money, rejection } from './setup';
import { variantId } from '../../src/products/model';
import { bootForFile } from '../support/boot';
import { eur } from './support/catalogue-values';

const { emu } = await bootForFile();

describe.each(LAYOUT_NAMES)('@vitrine/catalogue against the emulator, %s layout', (pathLayout) => {
  const reader = pathLayout === 'api' ? '/stores-reader' : '/_api/catalog-reader-server';
  const media = (id: string) => `${emu.url}/media/${id}`;

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
      _id: 'm-cotton-tee-1~mv2.jpg',
      mediaType: 'image',
      image: { url: media('m-cotton-tee-1~mv2.jpg'), width: 800, height: 1000 },
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
    expect(third.hasNext).toBe(false);
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
    expect(navy.media.mainMedia?._id).toBe('m-linen-shirt-navy~mv2.jpg');
    expect(navy.media.items?.map((m) => m._id)).toEqual(['m-linen-shirt-navy~mv2.jpg']);
    expect(navy.productOptions.map((o) => [o.name, o.optionType, o.choices?.map((c) => c.description)])).toEqual([
      ['Size', 'drop_down', ['S', 'M', 'L']],
      ['Color', 'color', ['White', 'Sage', 'Navy']],
    ]);
    const partial = await getProductOptionsAvailability(visitor, 'prod-linen-shirt', { Size: 'M' });
    expect(partial.selectedVariant).toBeNull();
    expect(partial.availableForPurchase).toBe(false);
    expect(partial.media.items?.map((m) => m._id)).toEqual([
      'm-linen-shirt-1~mv2.jpg',
      'm-linen-shirt-2~mv2.jpg',
      'm-linen-shirt-white~mv2.jpg',
      'm-linen-shirt-sage~mv2.jpg',
      'm-linen-shirt-navy~mv2.jpg',
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
      media: { image: 'image://v1/m-canvas-sneakers-1~mv2.jpg/Canvas%20sneakers#originWidth=800&originHeight=1000' },
      collectionIds: ['col-apparel'],
      visible: true,
    });
    const tee = await getStoreVariant(
      visitor,
      `prod-cotton-tee-${variantId('prod-cotton-tee', { Size: 'S', Color: 'Black' })}`,
    );
    expect(tee.price).toEqual({ actualPrice: money('19.20'), compareAtPrice: money('24.00') });
    expect(tee.media?.image).toMatch(/^image:\/\/v1\/m-cotton-tee-black~mv2\.jpg\//);
  });
});
