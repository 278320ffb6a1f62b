import { describe, expect, test } from 'vitest';
import { encodeQuery, LAYOUTS, type LayoutName } from './helpers';
import { bootWithVisitor } from './support/boot';

const { emu, client, token } = await bootWithVisitor();

type P = { id: string; name: string; slug: string; priceData: { price: number; discountedPrice: number } };

describe.each(['api', 'site'] as LayoutName[])('catalogue reads in the %s layout', (layout) => {
  const reader = LAYOUTS[layout].reader;

  test('GET a product (read-only host), with exact prices and ranges', async () => {
    const r = await client.call('GET', `${reader}/v1/products/prod-cotton-tee`, { token, readOnly: true });
    expect(r.status).toBe(200);
    const p = r.body.product;
    expect(p.priceData).toEqual({
      currency: 'EUR',
      price: 24,
      discountedPrice: 19.2,
      formatted: { price: '€24.00', discountedPrice: '€19.20' },
    });
    expect(p.discount).toEqual({ type: 'PERCENT', value: 20 });
    expect(p.priceRange).toEqual({ minValue: 19.2, maxValue: 19.2 });
    expect(p.variants).toHaveLength(9);
    expect(p.productOptions.map((o: { name: string; optionType: string }) => [o.name, o.optionType])).toEqual([
      ['Size', 'drop_down'],
      ['Color', 'color'],
    ]);
    expect(p.media.mainMedia.image.url).toBe(`${emu.url}/media/m-cotton-tee-1~mv2.jpg`);
    expect(p.costAndProfitData).toBeUndefined();
    const platformized = await client.call('GET', `${reader}/v1/products-platformized/prod-cotton-tee`, {
      token,
      readOnly: true,
    });
    expect(platformized.body).toEqual(r.body);
    const merchant = await client.call(
      'GET',
      `${reader}/v1/products/prod-cotton-tee?includeMerchantSpecificData=true`,
      { token: emu.apiKey, readOnly: true },
    );
    expect(merchant.body.product.costAndProfitData).toEqual({
      itemCost: 8,
      formattedItemCost: '€8.00',
      profit: 16,
      formattedProfit: '€16.00',
      profitMargin: 0.6667,
    });
    const fallback = await client.call('POST', `${reader}/v1/products/prod-cotton-tee`, {
      token: emu.apiKey,
      body: { includeMerchantSpecificData: true },
    });
    expect(fallback.body).toEqual(merchant.body);
    const missing = await client.call('GET', `${reader}/v1/products/${encodeURIComponent('no/such')}`, {
      token,
      readOnly: true,
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      message: 'Product no/such not found',
      details: { applicationError: { description: 'Product no/such not found', code: 'PRODUCT_NOT_FOUND' } },
    });
  });

  test('query-platformized: GET .r and the POST fallback give the same answer; filters, sort, paging', async () => {
    const request = {
      query: {
        filter: { collectionIds: { $hasSome: ['col-stationery'] } },
        sort: [{ fieldName: 'priceData.price', order: 'DESC' }],
        paging: { limit: 2, offset: 1 },
      },
    };
    const get = await client.call('GET', `${reader}/v1/products/query-platformized?.r=${encodeQuery(request)}`, {
      token,
      readOnly: true,
    });
    expect(get.status).toBe(200);
    expect(get.body.products.map((p: P) => p.slug)).toEqual(['desk-planner', 'dot-grid-notebook']);
    expect(Object.keys(get.body)).toEqual(['products', 'metadata']);
    expect(get.body.metadata).toEqual({ count: 2, offset: 1, total: 5 });
    const post = await client.call('POST', `${reader}/v1/products/query-platformized`, { token, body: request });
    expect(post.body).toEqual(get.body);

    const q = async (filter: unknown, extra: Record<string, unknown> = {}) => {
      const r = await client.call('POST', `${reader}/v1/products/query-platformized`, {
        token,
        body: { query: { filter, sort: [{ fieldName: 'slug' }], paging: { limit: 100 } }, ...extra },
      });
      expect(r.status).toBe(200);
      return r.body.products.map((p: P) => p.slug);
    };
    expect(await q({ slug: 'linen-shirt' })).toEqual(['linen-shirt']);
    expect(await q({ name: { $startsWith: 'can' } })).toEqual(['canvas-backpack', 'canvas-sneakers']);
    expect(await q({ name: { $endsWith: 'MUG' } })).toEqual(['stoneware-mug']);
    expect(await q({ name: { $contains: 'tea' } })).toEqual(['green-tea']);
    expect(await q({ 'priceData.price': { $gte: 189 } })).toEqual(['rain-coat', 'wristwatch']);
    expect(await q({ 'priceData.price': { $lt: 7 } })).toEqual(['dark-chocolate']);
    expect(await q({ $and: [{ 'priceData.price': { $gt: 100 } }, { 'priceData.price': { $lte: 139 } }] })).toEqual([
      'canvas-backpack',
      'denim-jacket',
      'merino-sweater',
    ]);
    expect(await q({ $or: [{ slug: 'granola' }, { slug: { $in: ['honey-jar', 'bike-bell'] } }] })).toEqual([
      'bike-bell',
      'granola',
      'honey-jar',
    ]);
    expect(await q({ $and: [{ brand: 'Papier Studio' }, { $not: { ribbon: { $exists: true } } }] })).toEqual([
      'brass-bookmark',
      'fountain-pen',
      'postcard-set',
    ]);
    expect(await q({ brand: 'Papier Studio', ribbon: { $ne: 'Sale' } })).toEqual([
      'brass-bookmark',
      'dot-grid-notebook',
      'fountain-pen',
      'postcard-set',
    ]);
    expect(await q({ 'collections.id': { $hasAll: ['col-sale', 'col-pantry'] } })).toEqual(['dark-chocolate']);
    expect(await q({ productType: 'digital' })).toEqual(['gift-card', 'recipe-e-book']);
    expect(await q({ ribbon: { $isEmpty: false }, brand: 'Kaffee & Co', 'stock.inventoryStatus': 'IN_STOCK' })).toEqual(
      ['dark-chocolate', 'single-origin-coffee'],
    );
    expect(await q({ slug: 'archived-sample' })).toEqual([]);
    const hidden = await client.call('POST', `${reader}/v1/products/query-platformized`, {
      token: emu.apiKey,
      body: { query: { filter: { slug: 'archived-sample' } }, includeHiddenProducts: true },
    });
    expect(hidden.body.metadata).toEqual({ count: 1, offset: 0, total: 1 });

    const all = await client.call('POST', `${reader}/v1/products/query-platformized`, { token, body: {} });
    expect(all.body.metadata).toEqual({ count: 40, offset: 0, total: 40 });
    const bad = await client.call('POST', `${reader}/v1/products/query-platformized`, {
      token,
      body: { query: { filter: { price: { $near: 1 } } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.validationError.fieldViolations).toEqual([
      { field: 'filter.price.$near', description: 'is not a known operator', violatedRule: 'VALIDATION' },
    ]);
    const tooMany = await client.call('POST', `${reader}/v1/products/query-platformized`, {
      token,
      body: { query: { paging: { limit: 101 } } },
    });
    expect(tooMany.body.details.validationError.fieldViolations).toEqual([
      { field: 'query.paging.limit', description: 'must be at most 100', violatedRule: 'MAX' },
    ]);
  });

  test('options availability, product variants, store variants', async () => {
    const av = await client.call('POST', `${reader}/v1/products/prod-single-origin-coffee/productOptionsAvailability`, {
      token,
      body: { options: { Weight: '1 kg' } },
    });
    expect(av.status).toBe(200);
    expect(av.body.availableForPurchase).toBe(true);
    expect(av.body.selectedVariant).toMatchObject({
      price: { price: 48, discountedPrice: 48 },
      inStock: true,
      visible: true,
    });
    const partial = await client.call('POST', `${reader}/v1/products/prod-linen-shirt/productOptionsAvailability`, {
      token,
      body: { options: { Size: 'M' } },
    });
    expect(partial.body.selectedVariant).toBeNull();
    expect(partial.body.availableForPurchase).toBe(false);
    const candle = await client.call('POST', `${reader}/v1/products/prod-scented-candle/productOptionsAvailability`, {
      token,
      body: { options: { Scent: 'Fig' } },
    });
    expect(candle.body.availableForPurchase).toBe(false);
    expect(candle.body.selectedVariant.inStock).toBe(false);

    const vq = await client.call('POST', `${reader}/v1/products/prod-linen-shirt/variants/query`, {
      token,
      body: { choices: { Color: 'Navy' }, paging: { limit: 2, offset: 0 } },
    });
    expect(Object.keys(vq.body)).toEqual(['variants', 'metadata', 'totalResults']);
    expect(vq.body.totalResults).toBe(3);
    expect(vq.body.metadata).toEqual({ items: 2, offset: 0 });
    expect(vq.body.variants.map((v: { choices: Record<string, string> }) => v.choices)).toEqual([
      { Size: 'S', Color: 'Navy' },
      { Size: 'M', Color: 'Navy' },
    ]);

    const sv = await client.call('POST', `${reader}/v1/variants/query`, {
      token,
      body: {
        query: {
          filter: { productId: 'prod-gift-card' },
          sort: [{ fieldName: 'price.actualPrice.amount', order: 'DESC' }],
        },
      },
    });
    expect(sv.body.variants.map((v: { variantName: string }) => v.variantName)).toEqual(['€100', '€50', '€25']);
    expect(Object.keys(sv.body)).toEqual(['variants', 'metadata']);
    expect(sv.body.metadata).toEqual({ count: 3, offset: 0, total: 3 });
    const byNumber = await client.call(
      'GET',
      `${reader}/v1/variants/query?.r=${encodeQuery({ query: { filter: { productId: 'prod-gift-card', 'price.actualPrice.amount': { $gt: '30' } } } })}`,
      { token, readOnly: true },
    );
    expect(byNumber.body.variants.map((v: { variantName: string }) => v.variantName)).toEqual(['€50', '€100']);
    const one = await client.call('GET', `${reader}/v1/variants/${sv.body.variants[0].id}`, { token, readOnly: true });
    expect(one.body.variant).toEqual(sv.body.variants[0]);
  });

  test('collections: v1 by slug, v2 by id and slug, v2 query with paging metadata', async () => {
    const v1 = await client.call('GET', `${reader}/v1/collections/slug/pantry`, { token, readOnly: true });
    expect(v1.body.collection).toMatchObject({
      id: 'col-pantry',
      name: 'Pantry',
      slug: 'pantry',
      numberOfProducts: 7,
      visible: true,
    });
    const byId = await client.call('GET', `${reader}/v2/collections/col-pantry`, { token, readOnly: true });
    expect(byId.body).toEqual(v1.body);
    expect((await client.call('GET', `${reader}/v2/collections/slug/pantry`, { token, readOnly: true })).body).toEqual(
      v1.body,
    );
    const q = await client.call(
      'GET',
      `${reader}/v2/collections/query?.r=${encodeQuery({ query: { sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit: 2, offset: 2 } } })}`,
      { token, readOnly: true },
    );
    expect(q.body.collections.map((c: { slug: string }) => c.slug)).toEqual(['home-kitchen', 'pantry']);
    expect(Object.keys(q.body)).toEqual(['collections', 'metadata']);
    expect(q.body.metadata).toEqual({ count: 2, offset: 2, total: 6, tooManyToCount: false });
    const missing = await client.call('GET', `${reader}/v2/collections/slug/nope`, { token, readOnly: true });
    expect(missing.status).toBe(404);
    expect(missing.body.details.applicationError.code).toBe('COLLECTION_NOT_FOUND');
  });
});
