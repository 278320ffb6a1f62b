import { describe, expect, test } from 'vitest';
import { LAYOUTS, line, money, type LayoutName, type Loose } from './helpers';
import { bootForFile } from './support/boot';

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

const { emu, client } = await bootForFile({ now: () => Date.UTC(2026, 5, 1, 12, 0, 0) });

describe.each(['api', 'site'] as LayoutName[])('cart in the %s layout', (layout) => {
  const cart = LAYOUTS[layout].cart;

  test('a visitor without a cart gets 404 OWNED_CART_NOT_FOUND; add-to-cart creates it', async () => {
    const v = await client.visitor();
    const none = await client.call('GET', cart, { token: v.access_token });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({
      message: 'Cart not found',
      details: { applicationError: { description: 'Cart not found', code: 'OWNED_CART_NOT_FOUND' } },
    });

    const add = await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-linen-shirt', 2, { options: { Size: 'M', Color: 'Sage' } })] },
    });
    expect(add.status).toBe(200);
    const c = add.body.cart;
    expect(c).toMatchObject({
      currency: 'EUR',
      conversionCurrency: 'EUR',
      weightUnit: 'KG',
      taxIncludedInPrices: true,
      appliedDiscounts: [],
      subtotal: money('118.00'),
    });
    expect(c.lineItems).toHaveLength(1);
    expect(c.lineItems[0]).toEqual({
      id: c.lineItems[0].id,
      quantity: 2,
      catalogReference: {
        catalogItemId: 'prod-linen-shirt',
        appId: 'vitrine-stores',
        options: { options: { Size: 'M', Color: 'Sage' } },
      },
      productName: { original: 'Linen shirt', translated: 'Linen shirt' },
      url: { relativePath: '/product-page/linen-shirt', url: `${emu.url}/product-page/linen-shirt` },
      price: money('59.00'),
      fullPrice: money('59.00'),
      priceBeforeDiscounts: money('59.00'),
      descriptionLines: [
        {
          name: { original: 'Size', translated: 'Size' },
          plainText: { original: 'M', translated: 'M' },
          lineType: 'PLAIN_TEXT',
        },
        {
          name: { original: 'Color', translated: 'Color' },
          colorInfo: { original: 'Sage', translated: 'Sage', code: '#9caf88' },
          lineType: 'COLOR',
        },
      ],
      image: {
        id: 'm-linen-shirt-sage~mv2.jpg',
        url: `${emu.url}/media/m-linen-shirt-sage~mv2.jpg`,
        width: 800,
        height: 1000,
        filename: 'm-linen-shirt-sage~mv2.jpg',
        altText: 'Linen shirt, Sage',
      },
      availability: { status: 'AVAILABLE' },
      physicalProperties: { weight: 0.2, sku: 'VT-001', shippable: true },
      itemType: { preset: 'PHYSICAL' },
      paymentOption: 'FULL_PAYMENT_ONLINE',
      couponScopes: [],
    });
    expect(c.buyerInfo.visitorId).toMatch(/^[0-9a-f-]{36}$/);

    const got = await client.call('GET', cart, { token: v.access_token });
    expect(got.status).toBe(200);
    expect(got.body).toEqual(add.body);
  });

  test('lines merge by catalog reference; variant and options references are the same line', async () => {
    const v = await client.visitor();
    await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-cotton-tee', 1, { options: { Size: 'S', Color: 'Black' } })] },
    });
    const product = await client.call('GET', `${LAYOUTS[layout].reader}/v1/products/prod-cotton-tee`, {
      token: v.access_token,
    });
    const variant = product.body.product.variants.find(
      (x: { choices: Record<string, string> }) => x.choices.Size === 'S' && x.choices.Color === 'Black',
    );
    const r = await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: {
        lineItems: [
          line('prod-cotton-tee', 2, { variantId: variant.id }),
          line('prod-cotton-tee', 1, { options: { Size: 'M', Color: 'Black' } }),
        ],
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.cart.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([3, 1]);
    // 20 % off 24.00 = 19.20 each; four items.
    expect(r.body.cart.lineItems[0].price).toEqual(money('19.20'));
    expect(r.body.cart.lineItems[0].fullPrice).toEqual(money('24.00'));
    expect(r.body.cart.subtotal).toEqual(money('76.80'));
  });

  test("the platform's stores app id is the catalogue's; vitrine-stores stays an alias; lines echo the id they were given", async () => {
    const v = await client.visitor();
    const ref = (appId: string) => ({ catalogItemId: 'prod-granola', appId });
    const add = await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [{ quantity: 1, catalogReference: ref(STORES_APP_ID) }] },
    });
    expect(add.status).toBe(200);
    expect(add.body.cart.lineItems.map((l: Loose) => [l.catalogReference, l.quantity])).toEqual([
      [ref(STORES_APP_ID), 1],
    ]);
    // The alias names the same catalogue: the line merges, and keeps the id it was first added with.
    const alias = await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [{ quantity: 2, catalogReference: ref('vitrine-stores') }] },
    });
    expect(alias.body.cart.lineItems.map((l: Loose) => [l.catalogReference, l.quantity])).toEqual([
      [ref(STORES_APP_ID), 3],
    ]);
    const w = await client.visitor();
    const aliased = await client.call('POST', `${cart}/add-to-cart`, {
      token: w.access_token,
      body: { lineItems: [{ quantity: 1, catalogReference: ref('vitrine-stores') }] },
    });
    expect(aliased.body.cart.lineItems.map((l: Loose) => l.catalogReference)).toEqual([ref('vitrine-stores')]);
    const unknown = await client.call('POST', `${cart}/add-to-cart`, {
      token: w.access_token,
      body: { lineItems: [{ quantity: 1, catalogReference: ref('bookings') }] },
    });
    expect([unknown.status, unknown.body]).toEqual([
      400,
      {
        message: `Unknown catalog app bookings; the emulator serves ${STORES_APP_ID} (alias vitrine-stores)`,
        details: {
          applicationError: {
            description: `Unknown catalog app bookings; the emulator serves ${STORES_APP_ID} (alias vitrine-stores)`,
            code: 'UNKNOWN_CATALOG',
            data: { field: 'lineItems[0].catalogReference' },
          },
        },
      },
    ]);
  });

  test('unknown products and variants are refused with codes', async () => {
    const v = await client.visitor();
    const r = await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-missing', 1)] },
    });
    expect(r.status).toBe(400);
    expect(r.body.details.applicationError).toEqual({
      description: 'Product prod-missing not found',
      code: 'PRODUCT_NOT_FOUND',
      data: { field: 'lineItems[0].catalogReference' },
    });
    const w = await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-linen-shirt', 1, { options: { Size: 'XXL', Color: 'Sage' } })] },
    });
    expect(w.status).toBe(400);
    expect(w.body.details.applicationError.code).toBe('VARIANT_NOT_FOUND');
    expect((await client.call('GET', cart, { token: v.access_token })).status).toBe(404);
  });

  test('page URLs are {relativePath, url} on the wire: a custom line keeps its own, a catalog line has its product page', async () => {
    const v = await client.visitor();
    const wrap = {
      quantity: 1,
      productName: { original: 'Gift wrap' },
      price: { amount: '3.50' },
      url: { relativePath: '/wrap', url: 'https://shop.example/wrap' },
    };
    // A custom line carries its own price: the merchant adds it (API key) to the visitor's cart by its id.
    const granola = await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    const byId = cart.replace(/current$/, granola.body.cart.id);
    const add = await client.call('POST', `${byId}/add-to-cart`, {
      token: emu.apiKey,
      body: { customLineItems: [wrap] },
    });
    expect(add.status).toBe(200);
    expect(add.body.cart.lineItems[0].url).toEqual({
      relativePath: '/product-page/granola',
      url: `${emu.url}/product-page/granola`,
    });
    // A Cart has no customLineItems: the platform answers a custom line among lineItems, marked customLineItem.
    expect(add.body.cart).not.toHaveProperty('customLineItems');
    const custom = add.body.cart.lineItems[1];
    expect(custom).toEqual({
      id: custom.id,
      quantity: 1,
      productName: { original: 'Gift wrap', translated: 'Gift wrap' },
      url: { relativePath: '/wrap', url: 'https://shop.example/wrap' },
      price: money('3.50'),
      fullPrice: money('3.50'),
      priceBeforeDiscounts: money('3.50'),
      descriptionLines: [],
      availability: { status: 'AVAILABLE' },
      paymentOption: 'FULL_PAYMENT_ONLINE',
      customLineItem: true,
      couponScopes: [],
    });
    expect(add.body.cart.subtotal).toEqual(money('12.40'));
    expect((await client.call('GET', cart, { token: v.access_token })).body.cart.lineItems).toEqual(
      add.body.cart.lineItems,
    );
    const patched = await client.call('PATCH', byId, {
      token: emu.apiKey,
      body: { customLineItems: [{ ...wrap, url: { relativePath: '/wrap-2', url: 'https://shop.example/wrap-2' } }] },
    });
    expect(patched.body.cart.lineItems.map((l: Loose) => l.url)).toEqual([
      { relativePath: '/product-page/granola', url: `${emu.url}/product-page/granola` },
      { relativePath: '/wrap-2', url: 'https://shop.example/wrap-2' },
    ]);
    const est = await client.call('POST', `${cart}/estimate-totals`, { token: v.access_token, body: {} });
    expect(
      est.body.calculatedLineItems.map((l: Loose) => [l.lineItemId, l.pricesBreakdown.lineItemPrice.amount]),
    ).toEqual([
      [patched.body.cart.lineItems[0].id, '8.90'],
      [patched.body.cart.lineItems[1].id, '3.50'],
    ]);

    const bare = await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: {
        customLineItems: [{ ...wrap, url: 'https://shop.example/wrap' }],
        lineItems: [{ ...line('prod-granola', 1), url: '/product-page/granola' }],
      },
    });
    expect([bare.status, bare.body.details.validationError.fieldViolations]).toEqual([
      400,
      [
        { field: 'customLineItems[0].url', description: 'must be an object, got string', violatedRule: 'VALIDATION' },
        { field: 'lineItems[0].url', description: 'must be an object, got string', violatedRule: 'VALIDATION' },
      ],
    ]);
  });
});
