import { describe, expect, test } from 'vitest';
import { LAYOUTS, type Loose } from './helpers';
import { bootForFile } from './support/boot';
import { submitHostedForm } from './helpers';

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const NOW = '2026-06-01T12:00:00.000Z';
const { emu, client } = await bootForFile({ now: () => Date.parse(NOW) });

const money = (amount: string) => ({ amount, convertedAmount: amount });
const shirt = (options: Record<string, unknown> | undefined, quantity = 1) => ({
  catalogReference: { catalogItemId: 'prod-linen-shirt', appId: STORES_APP_ID, ...(options ? { options } : {}) },
  quantity,
});
const SAGE_M = { options: { Size: 'M', Color: 'Sage' } };

/** The Cart V2 line of the linen shirt (M, Sage) at 59.00. */
const shirtLine = (id: string, requested: number, confirmed = requested) => ({
  id,
  name: { original: 'Linen shirt', translated: 'Linen shirt' },
  quantityInfo: { requestedQuantity: requested, confirmedQuantity: confirmed, fixedQuantity: false },
  pricing: {
    unitPrice: money('59.00'),
    totalPrice: money((59 * confirmed).toFixed(2)),
    breakdown: { fullPrice: money('59.00'), salePrice: money('59.00') },
    priceUndetermined: false,
  },
  source: { catalogReference: shirt(SAGE_M).catalogReference },
  attributes: {
    descriptionLines: [
      { name: { original: 'Size', translated: 'Size' }, plainText: { original: 'M', translated: 'M' } },
      {
        name: { original: 'Color', translated: 'Color' },
        colorInfo: { original: 'Sage', translated: 'Sage', code: '#9caf88' },
      },
    ],
    url: { relativePath: '/product-page/linen-shirt', url: `${emu.url}/product-page/linen-shirt` },
    itemType: { preset: 'PHYSICAL' },
    physicalProperties: { weight: 0.2, sku: 'VT-001', shippable: true },
  },
  paymentConfig: { paymentOption: 'FULL_PAYMENT_ONLINE' },
  status: 'IN_STOCK',
  customLineItem: false,
});

/** A Cart V2 of a visitor, with its lines and subtotal; the rest as the emulator answers a fresh cart. */
const cartOf = (c: Loose, visitorId: string, extra: Loose) => ({
  id: c.id,
  createdDate: NOW,
  updatedDate: NOW,
  coupons: [],
  source: { channelType: 'WEB', createdBy: { visitorId } },
  businessInfo: { languageCode: 'en', currencyCode: 'EUR' },
  customerInfo: { visitorId, languageCode: 'en', currencyCode: 'EUR' },
  deliveryInfo: { weightUnit: 'KG' },
  taxInfo: { pricesIncludeTax: true },
  paymentInfo: { giftCards: [], currencyCode: 'EUR' },
  orderPlaced: false,
  currentCart: true,
  ...extra,
});

const appError = (code: string, description: string, data?: Loose) => ({
  message: description,
  details: { applicationError: { description, code, ...(data ? { data } : {}) } },
});

describe.each([
  ['api', '/ecom'],
  ['site', '/_api/cart-v2'],
] as const)('Cart V2 in the %s layout', (_, prefix) => {
  const base = `${prefix}/v2/carts/current`;

  test('every current-cart call, with its exact answer, over one cart', async () => {
    const v = await client.visitor();
    const token = v.access_token;
    const call = (method: string, path: string, body?: unknown) =>
      client.call(method, `${base}${path}`, { token, body });

    expect((await call('GET', '')).body).toEqual(appError('OWNED_CART_NOT_FOUND', 'Cart not found'));

    const created = await call('POST', '', { catalogItems: [shirt(SAGE_M, 2)], cart: { note: 'gift' } });
    expect(created.status).toBe(200);
    const c = created.body.cart as Loose;
    const visitorId = c.customerInfo.visitorId as string;
    const lineId = c.lineItems[0].id as string;
    expect(c).toEqual(
      cartOf(c, visitorId, {
        revision: '1',
        lineItems: [shirtLine(lineId, 2)],
        subtotal: money('118.00'),
        note: 'gift',
      }),
    );
    expect((await call('GET', '')).body).toEqual({ cart: c });

    const added = await call('POST', '/add-line-items', { catalogItems: [shirt(SAGE_M, 1)] });
    expect(added.body.cart.lineItems).toEqual([shirtLine(lineId, 3)]);
    expect(added.body.cart.revision).toBe('2');

    const updated = await call('POST', '/update-line-items', {
      lineItems: [{ lineItemId: lineId, quantity: { newQuantity: 1 } }],
    });
    expect(updated.body.cart).toEqual(
      cartOf(c, visitorId, {
        revision: '3',
        lineItems: [shirtLine(lineId, 1)],
        subtotal: money('59.00'),
        note: 'gift',
      }),
    );

    const couponed = await call('POST', '/add-coupon', { coupon: { code: 'WELCOME10' } });
    expect(couponed.body.cart.coupons).toEqual([{ id: 'coupon-welcome10', code: 'WELCOME10' }]);
    expect((await call('POST', '/add-coupon', { coupon: { code: 'WELCOME10' } })).body).toEqual(
      appError('COUPON_ALREADY_EXISTS', 'Coupon WELCOME10 is already applied', { couponCode: 'WELCOME10' }),
    );

    const delivered = await call('POST', '/set-delivery-method', { deliveryMethod: { code: 'express' } });
    expect(delivered.body.cart.deliveryInfo).toEqual({
      method: {
        code: 'express',
        title: { original: 'Express delivery', translated: 'Express delivery' },
        pickup: false,
      },
      weightUnit: 'KG',
    });

    const estimated = await call('POST', '/estimate', { calculateTax: true, calculateDelivery: true });
    expect(estimated.status).toBe(200);
    expect(estimated.body.cart).toEqual(delivered.body.cart);
    // 59.00 − 10 % (5.90) + express 9.90 = 63.00, 19 % VAT included: 10.06.
    expect(estimated.body.summary).toEqual({
      cartId: c.id,
      cartRevision: '5',
      lineItems: [{ lineItemId: lineId, quantity: 1, unitPrice: money('59.00'), totalPrice: money('59.00') }],
      discounts: [
        {
          name: { original: 'Welcome 10 %', translated: 'Welcome 10 %' },
          source: { sourceType: 'COUPON', couponCode: 'WELCOME10' },
          scope: 'CART_SUBTOTAL',
          total: money('5.90'),
        },
      ],
      deliverySummary: {
        method: {
          code: 'express',
          title: { original: 'Express delivery', translated: 'Express delivery' },
          pickup: false,
        },
        price: money('9.90'),
      },
      taxSummary: {
        taxes: [{ name: { original: 'VAT', translated: 'VAT' }, amount: money('10.06') }],
        pricesIncludeTax: true,
      },
      priceSummary: {
        subtotal: money('59.00'),
        discount: money('5.90'),
        delivery: money('9.90'),
        additionalFees: money('0.00'),
        tax: money('10.06'),
        total: money('63.00'),
      },
      paymentSummary: {
        giftCards: [],
        requiresPaymentAfterGiftCard: true,
        totalAfterGiftCards: money('63.00'),
        payNow: money('63.00'),
        payLater: money('0.00'),
      },
      violations: [],
    });
    // Estimate leaves out what is not switched on; calculate prices everything.
    const bare = await call('POST', '/estimate', {});
    expect(bare.body.summary.priceSummary).toEqual({
      subtotal: money('59.00'),
      discount: money('5.90'),
      delivery: money('0.00'),
      additionalFees: money('0.00'),
      tax: money('0.00'),
      total: money('53.10'),
    });
    expect((await call('POST', '/calculate', {})).body.summary).toEqual(estimated.body.summary);

    expect((await call('POST', '/refresh', {})).body).toEqual({ cart: delivered.body.cart });
    expect((await call('POST', '/update-forms-submission', { formSubmissions: [] })).body).toEqual({
      cart: delivered.body.cart,
    });

    expect((await call('POST', '/add-gift-card', { giftCard: { code: 'GIFT-1234' } })).body).toEqual(
      appError('INVALID_GIFT_CARD_CODE', 'Gift card GIFT-1234 does not exist', { giftCardCode: 'GIFT-1234' }),
    );
    expect((await call('POST', '/remove-gift-card', { giftCardId: 'gift-1' })).body).toEqual(
      appError('GIFT_CARD_NOT_FOUND_IN_CART', 'Gift card gift-1 is not in the cart', { giftCardId: 'gift-1' }),
    );

    const undelivered = await call('POST', '/remove-delivery-method', {});
    expect(undelivered.body.cart.deliveryInfo).toEqual({ weightUnit: 'KG' });
    expect((await call('POST', '/remove-coupon', { couponId: 'coupon-save5' })).body).toEqual(
      appError('COUPON_NOT_FOUND_IN_CART', 'Coupon coupon-save5 is not applied to the cart', {
        couponId: 'coupon-save5',
      }),
    );
    const uncouponed = await call('POST', '/remove-coupon', { couponId: 'coupon-welcome10' });
    expect(uncouponed.body.cart.coupons).toEqual([]);

    const removed = await call('POST', '/remove-line-items', { lineItemIds: [lineId] });
    expect(removed.body.cart).toEqual(
      cartOf(c, visitorId, { revision: '8', lineItems: [], subtotal: money('0.00'), note: 'gift' }),
    );
    const empty = await call('POST', '/estimate', {});
    expect(empty.body.summary.violations).toEqual([
      { scope: 'GLOBAL', code: 'EMPTY_CART', description: 'The cart is empty', severity: 'ERROR' },
    ]);

    expect((await call('DELETE', '')).body).toEqual({});
    expect((await call('GET', '')).status).toBe(404);
  });

  test('the current cart is read from the main host: the read-only host refuses it (405)', async () => {
    const token = (await client.visitor()).access_token;
    const r = await client.call('GET', base, { token, readOnly: true });
    expect(r.status).toBe(405);
    expect(r.body.details.applicationError.code).toBe('METHOD_NOT_ALLOWED');
  });

  test('one cart, two APIs: a v1 write reads back through V2 and the other way round', async () => {
    const token = (await client.visitor()).access_token;
    const v1 = await client.call('POST', `${LAYOUTS.api.cart}/add-to-cart`, {
      token,
      body: { lineItems: [shirt(SAGE_M, 1)] },
    });
    const v2 = await client.call('POST', `${base}/add-line-items`, {
      token,
      body: { catalogItems: [shirt(SAGE_M, 1)] },
    });
    expect(v2.body.cart.id).toBe(v1.body.cart.id);
    expect(v2.body.cart.lineItems[0].quantityInfo.requestedQuantity).toBe(2);
    const back = await client.call('GET', LAYOUTS.api.cart, { token });
    expect(back.body.cart.lineItems[0].quantity).toBe(2);
  });

  test('refusals: a product with variants without one, unknown lines, coupons and delivery methods, bad input', async () => {
    const token = (await client.visitor()).access_token;
    const call = (path: string, body: unknown) => client.call('POST', `${base}${path}`, { token, body });
    // Neither `options.variantId` nor the choices: the platform's ITEM_NOT_FOUND_IN_CATALOG, listing the items.
    const noVariant = await call('/add-line-items', { catalogItems: [shirt(undefined, 1)] });
    expect(noVariant.status).toBe(400);
    expect(noVariant.body).toEqual(
      appError('ITEM_NOT_FOUND_IN_CATALOG', 'Items not found in the catalog: prod-linen-shirt', {
        invalidItems: [{ catalogReference: { catalogItemId: 'prod-linen-shirt', appId: STORES_APP_ID } }],
      }),
    );
    expect((await client.call('GET', base, { token })).status).toBe(404);
    expect((await call('/add-line-items', {})).body).toEqual(
      appError('NO_LINE_ITEMS_TO_ADD', 'No line items to add: give catalogItems or customItems', {}),
    );
    const made = await call('/add-line-items', { catalogItems: [shirt(SAGE_M, 1)] });
    const lineId = made.body.cart.lineItems[0].id as string;

    const zero = await call('/update-line-items', {
      lineItems: [{ lineItemId: lineId, quantity: { newQuantity: 0 } }],
    });
    expect(zero.status).toBe(400);
    expect(zero.body.details.validationError.fieldViolations).toEqual([
      { field: 'lineItems[0].quantity.newQuantity', description: 'must be at least 1', violatedRule: 'MIN' },
    ]);
    expect(
      (await call('/update-line-items', { lineItems: [{ lineItemId: 'nope', quantity: { newQuantity: 2 } }] })).body,
    ).toEqual(
      appError('LINE_ITEM_NOT_FOUND_IN_CART', 'Line items not found in the cart: nope', { lineItemIds: ['nope'] }),
    );
    const twice = { lineItemId: lineId, quantity: { newQuantity: 2 } };
    expect((await call('/update-line-items', { lineItems: [twice, twice] })).body).toEqual(
      appError('DUPLICATE_LINE_ITEM_UPDATES', `Line items updated more than once: ${lineId}`, {
        duplicateLineItemIds: [lineId],
      }),
    );
    expect((await call('/update-line-items', { lineItems: [{ lineItemId: lineId }] })).body).toEqual(
      appError('EMPTY_LINE_ITEM_UPDATES', `Line item updates that change nothing: ${lineId}`, {
        lineItemIds: [lineId],
      }),
    );
    expect((await call('/remove-line-items', { lineItemIds: ['nope'] })).body).toEqual(
      appError('LINE_ITEM_NOT_FOUND_IN_CART', 'Line items not found in the cart: nope', { lineItemIds: ['nope'] }),
    );
    expect((await call('/add-coupon', { coupon: { code: 'NOPE' } })).body).toEqual(
      appError('INVALID_COUPON_CODE', 'Coupon NOPE does not exist', { couponCode: 'NOPE' }),
    );
    expect((await call('/set-delivery-method', { deliveryMethod: { code: 'drone', appId: 'x' } })).body).toEqual(
      appError('DELIVERY_METHOD_NOT_FOUND', 'Delivery method drone not found', { code: 'drone', appId: 'x' }),
    );
    const unknown = await call('/add-line-items', { catalogItems: [shirt(SAGE_M, 1)], lineItems: [] });
    expect(unknown.body.details.validationError.fieldViolations).toEqual([
      { field: 'lineItems', description: 'is not a known field', violatedRule: 'FIELD_NOT_ALLOWED' },
    ]);
    // A priced custom item is the merchant's: a visitor cannot set prices.
    const custom = await call('/add-line-items', {
      customItems: [
        {
          name: { original: 'Gift wrap' },
          quantityInfo: { requestedQuantity: 1 },
          pricing: { price: { amount: '3.50' } },
          attributes: { itemType: { preset: 'PHYSICAL' } },
        },
      ],
    });
    expect(custom.status).toBe(403);
  });

  test('a cart by id: its owner and the API key read it; another visitor gets 404', async () => {
    const token = (await client.visitor()).access_token;
    const made = await client.call('POST', `${base}/add-line-items`, {
      token,
      body: { catalogItems: [shirt(SAGE_M, 1)] },
    });
    const cartId = made.body.cart.id as string;
    expect((await client.call('GET', `${prefix}/v2/carts/${cartId}`, { token })).body).toEqual(made.body);
    expect((await client.call('GET', `${prefix}/v2/carts/${cartId}`, { token: emu.apiKey })).body).toEqual(made.body);
    const other = (
      await client.call('GET', `${prefix}/v2/carts/${cartId}`, { token: (await client.visitor()).access_token })
    ).body;
    expect(other).toEqual(appError('CART_NOT_FOUND', `Cart ${cartId} not found`));
  });

  test('the checkout URL of a cart opens the hosted checkout, where the order is placed and the cart goes', async () => {
    const token = (await client.visitor()).access_token;
    const made = await client.call('POST', `${base}/add-line-items`, {
      token,
      body: { catalogItems: [shirt(SAGE_M, 1)] },
    });
    const cartId = made.body.cart.id as string;
    const url = await client.call('POST', `${prefix}/v2/carts/${cartId}/get-checkout-url`, {
      token,
      body: { cartId, currencyCode: 'EUR' },
    });
    expect(url.status).toBe(200);
    expect(url.body).toEqual({
      checkoutUrl: expect.stringMatching(/\/__vitrine\/pages\/checkout\?session=[0-9a-f-]{36}$/),
    });
    expect(url.body.checkoutUrl.startsWith(emu.url)).toBe(true);
    const page = await fetch(url.body.checkoutUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Linen shirt');
    const placed = await submitHostedForm(url.body.checkoutUrl, {});
    expect(placed.status).toBe(200);
    expect((await client.call('GET', base, { token })).status).toBe(404);

    // The cart's checkout is done: its URL shows the order placed.
    const again = await client.call('POST', `${prefix}/v2/carts/${cartId}/get-checkout-url`, { token, body: {} });
    expect(await (await fetch(again.body.checkoutUrl)).text()).toContain('Order placed');
    const unknown = await client.call('POST', `${prefix}/v2/carts/no-such-cart/get-checkout-url`, { token, body: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(appError('CART_NOT_FOUND', 'Cart no-such-cart not found'));
  });

  test("the buyer's e-mail on the cart (customerInfo.email) is the checkout's: the order confirmation goes there", async () => {
    const email = `buyer${prefix.replace(/\W/g, '-')}@example.com`;
    const token = (await client.visitor()).access_token;
    const made = await client.call('POST', `${base}/add-line-items`, {
      token,
      body: { catalogItems: [shirt(SAGE_M, 1)] },
    });
    const cartId = made.body.cart.id as string;
    const bad = await client.call('PATCH', base, {
      token,
      body: { cart: { customerInfo: { email: 'not-an-address' } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'cart.customerInfo.email', description: 'must be an e-mail address' }),
    ]);
    const set = await client.call('PATCH', base, {
      token,
      body: { cart: { customerInfo: { email, firstName: 'Ada' } } },
    });
    expect(set.status).toBe(200);
    expect(set.body.cart.customerInfo).toMatchObject({ email, firstName: 'Ada' });
    expect(set.body.cart.source.createdBy).toEqual({ visitorId: expect.any(String) });
    const url = await client.call('POST', `${prefix}/v2/carts/${cartId}/get-checkout-url`, { token, body: {} });
    expect((await submitHostedForm(url.body.checkoutUrl, {})).status).toBe(200);
    const mails = (await client.call('GET', `/__vitrine/inbox.json?to=${email}`)).body.mails as Loose[];
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Order #\d+ confirmed$/)]);
  });

  test('a redirect session takes the cart id as the checkout id; the cart of another visitor is refused', async () => {
    const token = (await client.visitor()).access_token;
    const made = await client.call('POST', `${base}/add-line-items`, {
      token,
      body: { catalogItems: [shirt(SAGE_M, 1)] },
    });
    const cartId = made.body.cart.id as string;
    const stranger = (await client.visitor()).access_token;
    const stolen = await client.call('POST', LAYOUTS.api.redirects, {
      token: stranger,
      body: { ecomCheckout: { checkoutId: cartId } },
    });
    expect(stolen.status).toBe(403);
    const session = await client.call('POST', LAYOUTS.site.redirects, {
      token,
      body: { ecomCheckout: { checkoutId: cartId }, callbacks: { thankYouPageUrl: 'http://127.0.0.1:3000/thanks' } },
    });
    expect(session.status).toBe(200);
    const placed = await submitHostedForm(session.body.redirectSession.fullUrl, {});
    expect(placed.status).toBe(303);
    expect(placed.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:3000\/thanks\?orderId=/);
  });
});
