import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot, LAYOUTS, line, money, type Client, type LayoutName, type Loose } from './helpers';

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const WIRE_ADDRESS = {
  country: 'DE',
  subdivision: 'DE-BE',
  city: 'Berlin',
  postalCode: '10115',
  addressLine: 'Invalidenstraße 1',
  addressLine2: '2. OG',
  formattedAddress: 'Invalidenstraße 1, 10115 Berlin, Germany',
  streetAddress: { number: '1', name: 'Invalidenstraße', apt: '2' },
  geocode: { latitude: 52.5306, longitude: 13.3847 },
};
import type { RunningEmulator } from '../src/index';
import { addressToWire } from '../src/address';

let emu: RunningEmulator;
let client: Client;

beforeAll(async () => {
  ({ emu, client } = await boot({ now: () => Date.UTC(2026, 5, 1, 12, 0, 0) }));
});
afterAll(() => emu.close());

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
        id: 'm-linen-shirt-sage',
        url: `${emu.url}/__vitrine/media/m-linen-shirt-sage.svg`,
        width: 800,
        height: 1000,
        filename: 'm-linen-shirt-sage.svg',
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

  test('quantity update, removal, coupon, remove-coupon and delete', async () => {
    const v = await client.visitor();
    const add = await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-green-tea', 2), line('prod-honey-jar', 1)] },
    });
    const [tea, honey] = add.body.cart.lineItems;
    const q = await client.call('POST', `${cart}/update-line-items-quantity`, {
      token: v.access_token,
      body: { lineItems: [{ id: tea.id, quantity: 5 }] },
    });
    expect(q.status).toBe(200);
    expect(q.body.cart.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([5, 1]);
    expect(q.body.cart.subtotal).toEqual(money('71.00'));

    const bad = await client.call('PATCH', cart, { token: v.access_token, body: { couponCode: 'NOPE' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: 'Coupon NOPE does not exist',
      details: {
        applicationError: {
          description: 'Coupon NOPE does not exist',
          code: 'ERROR_COUPON_DOES_NOT_EXIST',
          data: { couponCode: 'NOPE' },
        },
      },
    });

    const coupon = await client.call('PATCH', cart, { token: v.access_token, body: { couponCode: 'welcome10' } });
    expect(coupon.status).toBe(200);
    expect(coupon.body.cart.appliedDiscounts).toEqual([
      {
        discountType: 'GLOBAL',
        coupon: { id: 'coupon-welcome10', code: 'WELCOME10', name: 'Welcome 10 %', amount: money('7.10') },
      },
    ]);

    const removed = await client.call('POST', `${cart}/remove-coupon`, { token: v.access_token, body: {} });
    expect(removed.body.cart.appliedDiscounts).toEqual([]);

    const rm = await client.call('POST', `${cart}/remove-line-items`, {
      token: v.access_token,
      body: { lineItemIds: [honey.id] },
    });
    expect(rm.body.cart.lineItems.map((l: { id: string }) => l.id)).toEqual([tea.id]);

    const zero = await client.call('POST', `${cart}/update-line-items-quantity`, {
      token: v.access_token,
      body: { lineItems: [{ id: tea.id, quantity: 0 }] },
    });
    expect(zero.body.cart.lineItems).toEqual([]);

    const del = await client.call('DELETE', cart, { token: v.access_token });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({});
    expect((await client.call('GET', cart, { token: v.access_token })).status).toBe(404);
  });

  test('availability: partially available, not available, not found after deletion', async () => {
    const v = await client.visitor();
    const create = await client.call('POST', `${LAYOUTS[layout].writer}/v1/products`, {
      token: emu.apiKey,
      body: { product: { name: `Temp ${layout}`, price: 10 } },
    });
    expect(create.status).toBe(200);
    const tempId = create.body.product.id;
    const add = await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: {
        lineItems: [
          line('prod-canvas-sneakers', 2, { options: { Size: '40' } }),
          line('prod-scented-candle', 1, { options: { Scent: 'Fig' } }),
          line(tempId, 1),
        ],
      },
    });
    expect(add.status).toBe(200);
    expect(add.body.cart.lineItems.map((l: { availability: unknown }) => l.availability)).toEqual([
      { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 1 },
      { status: 'NOT_AVAILABLE', quantityAvailable: 0 },
      { status: 'AVAILABLE' },
    ]);
    // 1 sneaker (79.00) + temp (10.00); the candle is not counted.
    expect(add.body.cart.subtotal).toEqual(money('89.00'));
    expect(
      (await client.call('DELETE', `${LAYOUTS[layout].writer}/v1/products/${tempId}`, { token: emu.apiKey })).status,
    ).toBe(200);
    const after = await client.call('GET', cart, { token: v.access_token });
    expect(after.body.cart.lineItems[2].availability).toEqual({ status: 'NOT_FOUND' });
    expect(after.body.cart.lineItems[2].productName).toEqual({
      original: `Temp ${layout}`,
      translated: `Temp ${layout}`,
    });
    expect(after.body.cart.subtotal).toEqual(money('79.00'));
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

  test('estimate totals: shipping options, slots, pickup, tax, memberships, merchant discounts', async () => {
    const v = await client.visitor();
    await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-linen-shirt', 2, { options: { Size: 'L', Color: 'Navy' } })] },
    });
    const est = await client.call('POST', `${cart}/estimate-totals`, { token: v.access_token, body: {} });
    expect(est.status).toBe(200);
    expect(est.body.priceSummary).toEqual({
      subtotal: money('118.00'),
      shipping: money('0.00'),
      tax: money('18.84'),
      discount: money('0.00'),
      total: money('118.00'),
    });
    expect(est.body.currency).toBe('EUR');
    expect(est.body.weightUnit).toBe('KG');
    const options = est.body.shippingInfo.carrierServiceOptions;
    expect(options.map((o: { carrierId: string }) => o.carrierId)).toEqual([
      'vitrine-post',
      'vitrine-express',
      'vitrine-pickup',
    ]);
    expect(options[1].shippingOptions[0]).toEqual({
      code: 'express',
      title: 'Express delivery',
      cost: { price: money('9.90'), totalPriceAfterTax: money('9.90') },
      logistics: {
        deliveryTime: 'Next day',
        deliveryTimeSlot: { from: '2026-06-02T09:00:00.000Z', to: '2026-06-02T12:00:00.000Z' },
      },
    });
    expect(options[2].shippingOptions[0].logistics.pickupDetails).toEqual({
      address: {
        country: 'DE',
        subdivision: 'DE-BE',
        city: 'Berlin',
        postalCode: '10115',
        addressLine: 'Invalidenstraße 1',
        geocode: { latitude: 52.5306, longitude: 13.3847 },
      },
      pickupMethod: 'STORE_PICKUP',
    });
    expect(est.body.shippingInfo.selectedCarrierServiceOption.code).toBe('standard');
    expect(est.body.membershipOptions).toEqual({
      eligibleMemberships: [],
      invalidMemberships: [
        {
          membership: {
            id: 'membership-club',
            appId: 'vitrine-pricing-plans',
            name: { original: 'Vitrine Club' },
            expirationDate: '2027-06-01T12:00:00.000Z',
          },
          reason: 'Sign in to use this membership',
        },
      ],
      selectedMemberships: [],
    });

    const express = await client.call('POST', `${cart}/estimate-totals`, {
      token: v.access_token,
      body: { selectedShippingOption: { code: 'express' } },
    });
    expect(express.body.priceSummary).toEqual({
      subtotal: money('118.00'),
      shipping: money('9.90'),
      tax: money('20.42'),
      discount: money('0.00'),
      total: money('127.90'),
    });

    // The coupon is the visitor's; a merchant discount is the merchant's, set with the API key on the cart's id.
    const couponed = await client.call('PATCH', cart, { token: v.access_token, body: { couponCode: 'SAVE5' } });
    const patched = await client.call('PATCH', cart.replace(/current$/, couponed.body.cart.id), {
      token: emu.apiKey,
      body: { merchantDiscounts: [{ percentage: 50 }] },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.cart.appliedDiscounts).toEqual([
      {
        discountType: 'GLOBAL',
        coupon: { id: 'coupon-save5', code: 'SAVE5', name: '€5 off orders over €20', amount: money('5.00') },
      },
      { discountType: 'GLOBAL', merchantDiscount: { amount: money('59.00'), percentage: 50 } },
    ]);
    const discounted = await client.call('POST', `${cart}/estimate-totals`, { token: v.access_token, body: {} });
    // 118 - 5 - 59 = 54 (still free standard shipping above 50).
    expect(discounted.body.priceSummary.total).toEqual(money('54.00'));
    expect(discounted.body.priceSummary.discount).toEqual(money('64.00'));
    expect(discounted.body.appliedDiscounts).toEqual(patched.body.cart.appliedDiscounts);
  });

  test('addresses travel in the wire names (addressLine, formattedAddress, geocode): contact info round-trips, estimate and checkout take them', async () => {
    const v = await client.visitor();
    await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    const patched = await client.call('PATCH', cart, {
      token: v.access_token,
      body: { cartInfo: { contactInfo: { address: WIRE_ADDRESS, contactDetails: { firstName: 'Ada' } } } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.cart.contactInfo).toEqual({ address: WIRE_ADDRESS, contactDetails: { firstName: 'Ada' } });
    expect((await client.call('GET', cart, { token: v.access_token })).body.cart.contactInfo).toEqual(
      patched.body.cart.contactInfo,
    );
    const est = await client.call('POST', `${cart}/estimate-totals`, {
      token: v.access_token,
      body: { shippingAddress: WIRE_ADDRESS, billingAddress: WIRE_ADDRESS },
    });
    expect(est.status).toBe(200);
    const checkout = await client.call('POST', `${cart}/create-checkout`, {
      token: v.access_token,
      body: { shippingAddress: WIRE_ADDRESS, billingAddress: WIRE_ADDRESS },
    });
    expect(checkout.status).toBe(200);
  });

  test('an address with the SDK-side names (addressLine1, formatted, location) is refused, not silently dropped', async () => {
    const v = await client.visitor();
    await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    const sdkSide = {
      country: 'DE',
      addressLine1: 'Invalidenstraße 1',
      formatted: 'Invalidenstraße 1, Berlin',
      location: { latitude: 52.5, longitude: 13.4 },
    };
    const violations = (prefix: string) =>
      ['addressLine1', 'formatted', 'location'].map((f) => ({
        field: `${prefix}.${f}`,
        description: 'is not a known field',
        violatedRule: 'FIELD_NOT_ALLOWED',
      }));
    const patch = await client.call('PATCH', cart, {
      token: v.access_token,
      body: { cartInfo: { contactInfo: { address: sdkSide } } },
    });
    expect([patch.status, patch.body.details.validationError.fieldViolations]).toEqual([
      400,
      violations('cartInfo.contactInfo.address'),
    ]);
    const est = await client.call('POST', `${cart}/estimate-totals`, {
      token: v.access_token,
      body: { shippingAddress: sdkSide },
    });
    expect([est.status, est.body.details.validationError.fieldViolations]).toEqual([
      400,
      violations('shippingAddress'),
    ]);
    const checkout = await client.call('POST', `${cart}/create-checkout`, {
      token: v.access_token,
      body: { billingAddress: sdkSide },
    });
    expect([checkout.status, checkout.body.details.validationError.fieldViolations]).toEqual([
      400,
      violations('billingAddress'),
    ]);
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

  test('estimate takes selected memberships wrapped as on the wire ({memberships: [...]}) and answers them as a list', async () => {
    const v = await client.visitor();
    const add = await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    const chosen = [
      { id: 'membership-club', appId: 'vitrine-pricing-plans', lineItemIds: [add.body.cart.lineItems[0].id] },
    ];
    const est = await client.call('POST', `${cart}/estimate-totals`, {
      token: v.access_token,
      body: { selectedMemberships: { memberships: chosen } },
    });
    expect(est.status).toBe(200);
    expect(est.body.membershipOptions.selectedMemberships).toEqual(chosen);
    const bare = await client.call('POST', `${cart}/estimate-totals`, {
      token: v.access_token,
      body: { selectedMemberships: chosen },
    });
    expect([bare.status, bare.body.details.validationError.fieldViolations]).toEqual([
      400,
      [{ field: 'selectedMemberships', description: 'must be an object, got array', violatedRule: 'VALIDATION' }],
    ]);
  });

  test("an unknown selected shipping option is the estimate's selectedShippingOptionError (the platform's calculation error field)", async () => {
    const v = await client.visitor();
    await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    const est = await client.call('POST', `${cart}/estimate-totals`, {
      token: v.access_token,
      body: { selectedShippingOption: { code: 'drone' } },
    });
    expect(est.status).toBe(200);
    expect(est.body.calculationErrors).toEqual({
      selectedShippingOptionError: {
        applicationError: { code: 'SHIPPING_OPTION_NOT_FOUND', description: 'Unknown shipping option drone' },
      },
    });
  });

  test('PATCH honours cartFieldmask and create-checkout answers a checkoutId', async () => {
    const v = await client.visitor();
    await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    const masked = await client.call('PATCH', cart, {
      token: v.access_token,
      body: { cartInfo: { buyerNote: 'ring twice' }, couponCode: 'WELCOME10', cartFieldmask: 'cartInfo' },
    });
    expect(masked.status).toBe(200);
    expect(masked.body.cart.buyerNote).toBe('ring twice');
    expect(masked.body.cart.appliedDiscounts).toEqual([]);
    const checkout = await client.call('POST', `${cart}/create-checkout`, {
      token: v.access_token,
      body: { channelType: 'WEB', email: 'a@b.example' },
    });
    expect(checkout.status).toBe(200);
    expect(Object.keys(checkout.body)).toEqual(['checkoutId']);
    expect((await client.call('GET', cart, { token: v.access_token })).body.cart.checkoutId).toBe(
      checkout.body.checkoutId,
    );
    const badChannel = await client.call('POST', `${cart}/create-checkout`, {
      token: v.access_token,
      body: { channelType: 'CARRIER_PIGEON' },
    });
    expect(badChannel.status).toBe(400);
    expect(badChannel.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'channelType',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
  });
});

test('a pickup address stored under the SDK-side names (a database seeded before) is answered in the wire names', () => {
  expect(
    addressToWire({
      city: 'Berlin',
      addressLine1: 'Invalidenstraße 1',
      formatted: 'Invalidenstraße 1, Berlin',
      location: { latitude: 1, longitude: 2 },
    }),
  ).toEqual({
    city: 'Berlin',
    addressLine: 'Invalidenstraße 1',
    formattedAddress: 'Invalidenstraße 1, Berlin',
    geocode: { latitude: 1, longitude: 2 },
  });
  expect(addressToWire({ addressLine: 'Wire 1', addressLine1: 'Old 1' })).toEqual({ addressLine: 'Wire 1' });
});
