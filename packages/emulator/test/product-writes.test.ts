import { describe, expect, test } from 'vitest';
import { LAYOUTS, type LayoutName } from './helpers';
import { bootWithVisitor } from './support/boot';

const { emu, client, token } = await bootWithVisitor();

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
});
