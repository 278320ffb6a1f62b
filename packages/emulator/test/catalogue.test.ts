import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot, encodeQuery, LAYOUTS, type Client, type LayoutName } from './helpers';
import type { RunningEmulator } from '../src/index';

let emu: RunningEmulator;
let client: Client;
let token: string;

beforeAll(async () => {
  ({ emu, client } = await boot());
  token = (await client.visitor()).access_token;
});
afterAll(() => emu.close());

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
    expect(p.media.mainMedia.image.url).toBe(`${emu.url}/__vitrine/media/m-cotton-tee-1.svg`);
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

describe('store collections v2 at the bare paths the platform SDK sends', () => {
  const pantry = () => ({
    id: 'col-pantry',
    name: 'Pantry',
    slug: 'pantry',
    description: 'Coffee, tea, oil and sweet things.',
    media: expect.any(Object),
    numberOfProducts: 7,
    visible: true,
  });

  test('GET /v2/collections/query?.r= and its POST: collections with metadata {count, offset, total, tooManyToCount}', async () => {
    const request = {
      query: {
        filter: { slug: { $in: ['pantry', 'sale', 'apparel'] } },
        sort: [{ fieldName: 'name', order: 'DESC' }],
        paging: { limit: 1, offset: 1 },
      },
    };
    for (const readOnly of [false, true]) {
      const get = await client.call('GET', `/v2/collections/query?.r=${encodeQuery(request)}`, { token, readOnly });
      expect(get.status).toBe(200);
      expect(get.body).toEqual({
        collections: [pantry()],
        metadata: { count: 1, offset: 1, total: 3, tooManyToCount: false },
      });
    }
    const post = await client.call('POST', '/v2/collections/query', { token, body: request });
    const get = await client.call('GET', `/v2/collections/query?.r=${encodeQuery(request)}`, { token });
    expect(post.body).toEqual(get.body);
    const bad = await client.call('GET', '/v2/collections/query?.r=not-json', { token });
    expect([bad.status, bad.body.details.validationError.fieldViolations]).toEqual([
      400,
      [{ field: '.r', description: 'must be base64url-encoded JSON', violatedRule: 'FORMAT' }],
    ]);
  });

  test('GET /v2/collections/{id} and /v2/collections/slug/{slug} answer {collection}; unknown ones are 404', async () => {
    const byId = await client.call('GET', '/v2/collections/col-pantry', { token, readOnly: true });
    expect([byId.status, byId.body]).toEqual([200, { collection: pantry() }]);
    expect(byId.body.collection.media.mainMedia.image).toEqual({
      id: 'm-collection-pantry',
      url: `${emu.url}/__vitrine/media/m-collection-pantry.svg`,
      width: expect.any(Number),
      height: expect.any(Number),
      filename: 'm-collection-pantry.svg',
      altText: 'Pantry',
    });
    const bySlug = await client.call('GET', '/v2/collections/slug/pantry', { token, readOnly: true });
    expect(bySlug.body).toEqual(byId.body);
    expect((await client.call('GET', '/stores-reader/v2/collections/col-pantry', { token })).body).toEqual(byId.body);
    const missing = await client.call('GET', '/v2/collections/slug/nope', { token });
    expect([missing.status, missing.body]).toEqual([
      404,
      {
        message: 'Collection with slug nope not found',
        details: {
          applicationError: { description: 'Collection with slug nope not found', code: 'COLLECTION_NOT_FOUND' },
        },
      },
    ]);
    expect((await client.call('GET', '/v2/collections/col-nope', { token })).body.message).toBe(
      'Collection col-nope not found',
    );
  });
});

describe.each(['api', 'site'] as LayoutName[])('catalogue writes in the %s layout', (layout) => {
  const writer = LAYOUTS[layout].writer;
  const reader = LAYOUTS[layout].reader;
  const key = () => emu.apiKey;

  test('create, patch, delete a product (v1, platformized, v2 proxy) and the events they leave', async () => {
    const before = (await client.call('GET', '/__vitrine/events')).body.events.at(-1)?.seq ?? 0;
    for (const base of [
      `${writer}/v1/products`,
      `${writer}/v1/products-platformized`,
      `${writer}/v2/products-platformized`,
    ]) {
      const created = await client.call('POST', base, {
        token: key(),
        body: {
          product: {
            name: `Clay bowl ${base}`,
            priceData: { price: 30 },
            costAndProfitData: { itemCost: 12 },
            productOptions: [{ optionType: 'drop_down', name: 'Size', choices: [{ value: 'S' }, { value: 'L' }] }],
            discount: { type: 'AMOUNT', value: 5 },
          },
        },
      });
      expect(created.status).toBe(200);
      const p = created.body.product;
      expect(p.priceData.discountedPrice).toBe(25);
      expect(p.costAndProfitData).toEqual({
        itemCost: 12,
        formattedItemCost: '€12.00',
        profit: 18,
        formattedProfit: '€18.00',
        profitMargin: 0.6,
      });
      expect(p.variants).toHaveLength(2);
      const patched = await client.call('PATCH', `${base}/${p.id}`, {
        token: key(),
        body: { product: { name: 'Clay bowl, glazed', ribbon: 'New' } },
      });
      expect(patched.status).toBe(200);
      expect(patched.body.product.name).toBe('Clay bowl, glazed');
      expect(patched.body.product.ribbon).toBe('New');
      expect(patched.body.product.slug).toBe(p.slug);
      expect((await client.call('GET', `${reader}/v1/products/${p.id}`, { token })).body.product.name).toBe(
        'Clay bowl, glazed',
      );
      const del = await client.call('DELETE', `${base}/${p.id}`, { token: key() });
      expect(del.status).toBe(200);
      expect(del.body).toEqual({});
      expect((await client.call('GET', `${reader}/v1/products/${p.id}`, { token })).status).toBe(404);
    }
    const events = (await client.call('GET', `/__vitrine/events?after=${before}&type=product`)).body.events;
    expect(events.map((e: { type: string }) => e.type)).toEqual([
      'product.created',
      'product.changed',
      'product.deleted',
      'product.created',
      'product.changed',
      'product.deleted',
      'product.created',
      'product.changed',
      'product.deleted',
    ]);
  });

  test('variants, reset, options, media, choice media, brand, ribbon', async () => {
    const created = await client.call('POST', `${writer}/v1/products`, {
      token: key(),
      body: {
        product: {
          name: `Vase ${layout}`,
          price: 40,
          productOptions: [
            {
              optionType: 'color',
              name: 'Color',
              choices: [
                { value: '#ffffff', description: 'White' },
                { value: '#000000', description: 'Black' },
              ],
            },
          ],
          brand: 'X',
          ribbon: 'Y',
        },
      },
    });
    const id = created.body.product.id;
    // The platform SDK sends the path's id in the body too.
    const v = await client.call('PATCH', `${writer}/v1/products/${id}/variants`, {
      token: key(),
      body: { id, variants: [{ choices: { Color: 'Black' }, price: 55, cost: 20, weight: 1.5, sku: 'VASE-B' }] },
    });
    expect(v.status).toBe(200);
    const black = v.body.variants.find((x: { choices: Record<string, string> }) => x.choices.Color === 'Black');
    expect(black.variant).toMatchObject({
      weight: 1.5,
      sku: 'VASE-B',
      priceData: { price: 55, discountedPrice: 55 },
      costAndProfitData: { itemCost: 20, profit: 35 },
    });
    const product = (await client.call('GET', `${reader}/v1/products/${id}`, { token })).body.product;
    expect(product.priceRange).toEqual({ minValue: 40, maxValue: 55 });
    expect(
      (await client.call('POST', `${writer}/v1/products/${id}/variants/resetToDefault`, { token: key(), body: {} }))
        .body,
    ).toEqual({});
    expect((await client.call('GET', `${reader}/v1/products/${id}`, { token })).body.product.priceRange).toEqual({
      minValue: 40,
      maxValue: 40,
    });

    expect(
      (
        await client.call('POST', `${writer}/v1/products/${id}/media`, {
          token: key(),
          body: {
            media: [
              { mediaId: 'm-vase-a' },
              { url: 'https://img.example/v.jpg' },
              { mediaId: 'm-vase-black', choice: { option: 'Color', choice: 'Black' } },
            ],
          },
        })
      ).status,
    ).toBe(200);
    let p = (await client.call('GET', `${reader}/v1/products/${id}`, { token })).body.product;
    expect(p.media.items.map((m: { id: string }) => m.id).filter((m: string) => m.startsWith('m-'))).toEqual([
      'm-vase-a',
      'm-vase-black',
    ]);
    expect(p.media.items[1].image.url).toBe('https://img.example/v.jpg');
    expect(p.productOptions[0].choices[1].media.items.map((m: { id: string }) => m.id)).toEqual(['m-vase-black']);
    expect(
      (
        await client.call('PATCH', `${writer}/v1/products/${id}/choices/media`, {
          token: key(),
          body: { media: [{ option: 'Color', choice: 'White', mediaIds: ['m-vase-a'] }] },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await client.call('POST', `${writer}/v1/products/${id}/choices/media/delete`, {
          token: key(),
          body: { media: [{ option: 'Color', choice: 'Black' }] },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await client.call('POST', `${writer}/v1/products/${id}/media/delete`, {
          token: key(),
          body: { mediaIds: ['m-vase-black'] },
        })
      ).status,
    ).toBe(200);
    p = (await client.call('GET', `${reader}/v1/products/${id}`, { token })).body.product;
    expect(p.productOptions[0].choices[0].media.items.map((m: { id: string }) => m.id)).toEqual(['m-vase-a']);
    expect(p.productOptions[0].choices[1].media).toBeUndefined();
    expect(p.media.items.map((m: { id: string }) => m.id)).not.toContain('m-vase-black');

    expect(
      (await client.call('POST', `${writer}/v1/products/${id}/remove-brand`, { token: key(), body: {} })).body,
    ).toEqual({});
    expect(
      (await client.call('POST', `${writer}/v1/products/${id}/remove-ribbon`, { token: key(), body: {} })).body,
    ).toEqual({});
    expect((await client.call('DELETE', `${writer}/v1/products/${id}/options`, { token: key() })).body).toEqual({});
    p = (await client.call('GET', `${reader}/v1/products/${id}`, { token })).body.product;
    expect(p.brand).toBeUndefined();
    expect(p.ribbon).toBeUndefined();
    expect(p.productOptions).toEqual([]);
    expect(p.variants.map((x: { id: string }) => x.id)).toEqual(['00000000-0000-0000-0000-000000000000']);
    const events = (await client.call('GET', '/__vitrine/events?type=variants')).body.events;
    expect(events.filter((e: { entityId: string }) => e.entityId === id).map((e: { type: string }) => e.type)).toEqual([
      'variants.changed',
      'variants.changed',
      'variants.changed',
    ]);
  });

  test('bulk update and adjust answer per-item results', async () => {
    const ids = [];
    for (const price of [10, 20])
      ids.push(
        (
          await client.call('POST', `${writer}/v1/products`, {
            token: key(),
            body: { product: { name: `Bulk ${layout} ${price}`, price } },
          })
        ).body.product.id,
      );
    const set = await client.call('POST', `${writer}/v1/bulk/products/update`, {
      token: key(),
      body: { ids: [...ids, 'prod-missing'], set: { price: 15, weight: 2 } },
    });
    expect(set.status).toBe(200);
    expect(set.body.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 1 });
    expect(set.body.results[2]).toEqual({
      itemMetadata: {
        id: 'prod-missing',
        originalIndex: 2,
        success: false,
        error: { code: 'PRODUCT_NOT_FOUND', description: 'Product prod-missing not found' },
      },
    });
    const adj = await client.call('POST', `${writer}/v1/bulk/products/adjust-properties`, {
      token: key(),
      body: { ids, adjust: { price: { percentage: 10 }, weight: { amount: -0.5 } } },
    });
    expect(adj.body.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 0 });
    const p = (await client.call('GET', `${reader}/v1/products/${ids[0]}`, { token })).body.product;
    expect(p.priceData.price).toBe(16.5);
    expect(p.weight).toBe(1.5);
  });

  test('bulk results name each failure by its own code: a refused value is INVALID_ARGUMENT, a missing product PRODUCT_NOT_FOUND', async () => {
    const id = (
      await client.call('POST', `${writer}/v1/products`, {
        token: key(),
        body: { product: { name: `Bulk codes ${layout}`, price: 10 } },
      })
    ).body.product.id;
    const set = await client.call('POST', `${writer}/v1/bulk/products/update`, {
      token: key(),
      body: { ids: [id, 'prod-missing'], set: { price: -1 } },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      bulkActionMetadata: { totalSuccesses: 0, totalFailures: 2 },
      results: [
        {
          itemMetadata: {
            id,
            originalIndex: 0,
            success: false,
            error: { code: 'INVALID_ARGUMENT', description: 'INVALID_ARGUMENT: "set.price" must be at least 0' },
          },
        },
        {
          itemMetadata: {
            id: 'prod-missing',
            originalIndex: 1,
            success: false,
            error: { code: 'PRODUCT_NOT_FOUND', description: 'Product prod-missing not found' },
          },
        },
      ],
    });
    const p = (await client.call('GET', `${reader}/v1/products/${id}`, { token })).body.product;
    expect(p.priceData.price).toBe(10);
  });

  test('collections: create, patch, add and remove products, delete', async () => {
    const created = await client.call('POST', `${writer}/v1/collections`, {
      token: key(),
      body: { collection: { name: `Gifts ${layout}`, description: 'For others' } },
    });
    expect(created.status).toBe(200);
    const col = created.body.collection;
    expect(col).toMatchObject({ name: `Gifts ${layout}`, slug: `gifts-${layout}`, numberOfProducts: 0, visible: true });
    expect(
      (
        await client.call('POST', `${writer}/v1/collections/${col.id}/productIds`, {
          token: key(),
          body: { productIds: ['prod-gift-card', 'prod-silk-tie'] },
        })
      ).body,
    ).toEqual({});
    expect(
      (await client.call('GET', `${reader}/v2/collections/${col.id}`, { token })).body.collection.numberOfProducts,
    ).toBe(2);
    expect(
      (
        await client.call('POST', `${writer}/v1/collections/${col.id}/productIds/delete`, {
          token: key(),
          body: { productIds: ['prod-silk-tie'] },
        })
      ).body,
    ).toEqual({});
    const patched = await client.call('PATCH', `${writer}/v1/collections/${col.id}`, {
      token: key(),
      body: { collection: { name: `Presents ${layout}` } },
    });
    expect(patched.body.collection).toMatchObject({ name: `Presents ${layout}`, numberOfProducts: 1 });
    expect((await client.call('DELETE', `${writer}/v1/collections/${col.id}`, { token: key() })).body).toEqual({});
    expect((await client.call('GET', `${reader}/v2/collections/${col.id}`, { token })).status).toBe(404);
    const gift = (await client.call('GET', `${reader}/v1/products/prod-gift-card`, { token })).body.product;
    expect(gift.collectionIds).toEqual(['col-accessories']);
    const types = (await client.call('GET', '/__vitrine/events?type=collection')).body.events
      .filter((e: { entityId: string }) => e.entityId === col.id)
      .map((e: { type: string }) => e.type);
    expect(types).toEqual([
      'collection.created',
      'collection.changed',
      'collection.changed',
      'collection.changed',
      'collection.deleted',
    ]);
  });
});
