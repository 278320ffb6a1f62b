// Comparison 3 for Cart V2, before the emulator serves it: one Cart V2 answer in the platform's wire shape (every
// field its `currentCartV2` transforms: dates, non-finite decimals, media, page URLs, addresses, nested ids) is
// replayed to both SDKs, and both must read the same SDK-side values. The deliberate differences are undone by
// ./compare/answers.ts (M1: `wix:image://` is ours `image://`). Once the emulator serves Cart V2, its recorded answers
// join `answers-*.test.ts` the usual way.
import * as v2 from '@vitrine/cart/v2';
import type { Tokens } from '@vitrine/auth';
import type { Client } from '@vitrine/http';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { platformValue, replay, vitrineValue } from './compare/answers';
import { platformVisitor, vitrineVisitor, type PlatformClient } from './compare/clients';

const HOSTS = { host: 'https://replay.invalid', readOnlyHost: 'https://read.replay.invalid' };
/** Tokens that stay valid for the whole run: no token call is made, every request gets the replayed answer. */
const tokens: Tokens = {
  accessToken: { value: 'replayed-access', expiresAt: Math.floor(Date.now() / 1000) + 3600 },
  refreshToken: { value: 'replayed-refresh', role: 'visitor' },
};

const money = (amount: string, convertedAmount = amount) => ({ amount, convertedAmount });
const image = { id: 'm-1', url: 'https://static.example/m-1.jpg', width: 800, height: 1000, filename: 'shirt.jpg' };
const address = {
  country: 'DE',
  subdivision: 'DE-BE',
  city: 'Berlin',
  postalCode: '10119',
  addressLine: 'Torstraße 1',
  addressLine2: 'Hinterhaus',
  streetAddress: { number: '1', name: 'Torstraße' },
  formattedAddress: 'Torstraße 1, 10119 Berlin',
  geocode: { latitude: 52.53, longitude: 'NaN' },
};

const cart = {
  id: 'cart-1',
  createdDate: '2026-11-20T10:00:00.000Z',
  updatedDate: '2026-11-21T11:30:00.000Z',
  revision: '4',
  lineItems: [
    {
      id: 'line-1',
      name: { original: 'Linen shirt', translated: 'Linen shirt' },
      quantityInfo: { confirmedQuantity: 2, requestedQuantity: 2, fixedQuantity: false },
      pricing: { unitPrice: money('12.50', '13.75'), totalPrice: money('25.00', '27.50'), priceUndetermined: false },
      source: {
        catalogReference: { catalogItemId: 'prod-linen-shirt', appId: 'stores', options: { variantId: 'var-1' } },
        catalogOverrideFields: { image, physicalProperties: { weight: 'Infinity' } },
      },
      attributes: {
        image: { ...image, id: 'm-2', filename: '', altText: 'Shirt, front' },
        url: { relativePath: '/product-page/linen-shirt', url: 'https://shop.example/product-page/linen-shirt' },
        itemType: { preset: 'PHYSICAL' },
        physicalProperties: { weight: 'NaN', sku: 'LS-M', shippable: true },
        serviceProperties: { scheduledDate: '2026-12-24T09:00:00.000Z', endDate: '2026-12-24T10:00:00.000Z' },
        subscriptionInfo: { subscriptionSettings: { frequency: 'MONTH', startDate: '2027-01-01T00:00:00.000Z' } },
      },
      paymentConfig: { paymentOption: 'FULL_PAYMENT_ONLINE', selectedMembership: { id: 'mem-1', appId: 'plans' } },
      modifierGroups: [{ id: 'group-1', modifiers: [{ id: 'mod-1', price: money('1.00') }] }],
      status: 'PARTIALLY_IN_STOCK',
      customLineItem: false,
    },
  ],
  subtotal: money('25.00', '27.50'),
  coupons: [{ id: 'coupon-1', code: 'WELCOME10' }],
  source: { channelType: 'WEB', createdBy: { visitorId: 'visitor-1' } },
  businessInfo: { languageCode: 'en', currencyCode: 'EUR' },
  customerInfo: { visitorId: 'visitor-1', currencyCode: 'USD', vatId: { id: 'vat-1', type: 'CPF' } },
  deliveryInfo: { address, method: { code: 'standard', pickup: false }, weightUnit: 'KG' },
  paymentInfo: {
    giftCards: [{ id: 'gift-1', obfuscatedCode: '****1234', appId: 'gift-cards' }],
    currencyCode: 'USD',
    billingAddress: address,
  },
  taxInfo: { pricesIncludeTax: true },
  orderPlaced: false,
  currentCart: true,
};
const summary = {
  cartId: 'cart-1',
  priceSummary: { subtotal: money('25.00'), total: money('30.00') },
  paymentSummary: {
    subscriptionCharges: [{ charges: [{ cycleFrom: 1, cycleBillingDate: '2027-02-01T00:00:00.000Z' }] }],
  },
  violations: [{ scope: 'LINE_ITEM', code: 'LINE_ITEMS_OUT_OF_STOCK', severity: 'ERROR' }],
};

interface AnswerCase {
  call: string;
  answer: unknown;
  platform: (c: PlatformClient) => Promise<unknown>;
  vitrine: (c: Client) => Promise<unknown>;
}

const withCart = { cart };
const cases: AnswerCase[] = [
  {
    call: 'createCurrentCart',
    answer: withCart,
    platform: (c) => c.currentCartV2.createCurrentCart({}),
    vitrine: (c) => v2.createCurrentCart(c, {}),
  },
  {
    call: 'getCurrentCart',
    answer: withCart,
    platform: (c) => c.currentCartV2.getCurrentCart(),
    vitrine: (c) => v2.getCurrentCart(c),
  },
  {
    call: 'updateCurrentCart',
    answer: withCart,
    platform: (c) => c.currentCartV2.updateCurrentCart({ note: 'gift' }),
    vitrine: (c) => v2.updateCurrentCart(c, { note: 'gift' }),
  },
  {
    call: 'refreshCurrentCart',
    answer: withCart,
    platform: (c) => c.currentCartV2.refreshCurrentCart(),
    vitrine: (c) => v2.refreshCurrentCart(c),
  },
  {
    call: 'calculateCurrentCart',
    answer: { cart, summary },
    platform: (c) => c.currentCartV2.calculateCurrentCart({}),
    vitrine: (c) => v2.calculateCurrentCart(c, {}),
  },
  {
    call: 'estimateCurrentCart',
    answer: { cart, summary },
    platform: (c) => c.currentCartV2.estimateCurrentCart({ calculateTax: true }),
    vitrine: (c) => v2.estimateCurrentCart(c, { calculateTax: true }),
  },
  {
    call: 'addLineItemsToCurrentCart',
    answer: withCart,
    platform: (c) => c.currentCartV2.addLineItemsToCurrentCart({ catalogItems: [] }),
    vitrine: (c) => v2.addLineItemsToCurrentCart(c, { catalogItems: [] }),
  },
  {
    call: 'removeLineItemsFromCurrentCart',
    answer: withCart,
    platform: (c) => c.currentCartV2.removeLineItemsFromCurrentCart(['line-1']),
    vitrine: (c) => v2.removeLineItemsFromCurrentCart(c, ['line-1']),
  },
  {
    call: 'updateLineItemsInCurrentCart',
    answer: withCart,
    platform: (c) =>
      c.currentCartV2.updateLineItemsInCurrentCart({
        lineItems: [{ lineItemId: 'line-1', quantity: { newQuantity: 2 } }],
      }),
    vitrine: (c) =>
      v2.updateLineItemsInCurrentCart(c, { lineItems: [{ lineItemId: 'line-1', quantity: { newQuantity: 2 } }] }),
  },
  {
    call: 'addCouponToCurrentCart',
    answer: withCart,
    platform: (c) => c.currentCartV2.addCouponToCurrentCart({ code: 'WELCOME10' }),
    vitrine: (c) => v2.addCouponToCurrentCart(c, { code: 'WELCOME10' }),
  },
  {
    call: 'removeCouponFromCurrentCart',
    answer: withCart,
    platform: (c) => c.currentCartV2.removeCouponFromCurrentCart('coupon-1'),
    vitrine: (c) => v2.removeCouponFromCurrentCart(c, 'coupon-1'),
  },
  {
    call: 'setDeliveryMethodForCurrentCart',
    answer: withCart,
    platform: (c) => c.currentCartV2.setDeliveryMethodForCurrentCart({ code: 'standard' }),
    vitrine: (c) => v2.setDeliveryMethodForCurrentCart(c, { code: 'standard' }),
  },
  {
    call: 'removeDeliveryMethodFromCurrentCart',
    answer: withCart,
    platform: (c) => c.currentCartV2.removeDeliveryMethodFromCurrentCart(),
    vitrine: (c) => v2.removeDeliveryMethodFromCurrentCart(c),
  },
  {
    call: 'addGiftCardToCurrentCart',
    answer: withCart,
    platform: (c) => c.currentCartV2.addGiftCardToCurrentCart({ code: 'GIFT-1234' }),
    vitrine: (c) => v2.addGiftCardToCurrentCart(c, { code: 'GIFT-1234' }),
  },
  {
    call: 'removeGiftCardFromCurrentCart',
    answer: withCart,
    platform: (c) => c.currentCartV2.removeGiftCardFromCurrentCart('gift-1'),
    vitrine: (c) => v2.removeGiftCardFromCurrentCart(c, 'gift-1'),
  },
  {
    call: 'updateFormSubmissionsInCurrentCart',
    answer: withCart,
    platform: (c) => c.currentCartV2.updateFormSubmissionsInCurrentCart({ formSubmissions: [] }),
    vitrine: (c) => v2.updateFormSubmissionsInCurrentCart(c, { formSubmissions: [] }),
  },
  {
    call: 'deleteCurrentCart',
    answer: {},
    platform: (c) => c.currentCartV2.deleteCurrentCart(),
    vitrine: (c) => v2.deleteCurrentCart(c),
  },
  {
    call: 'getCart',
    answer: withCart,
    platform: (c) => c.cartV2.getCart('cart-1'),
    vitrine: (c) => v2.getCart(c, 'cart-1'),
  },
  {
    call: 'getCheckoutUrl',
    answer: { checkoutUrl: 'https://shop.example/checkout?checkoutId=cart-1' },
    platform: (c) => c.cartV2.getCheckoutUrl('cart-1', {}),
    vitrine: (c) => v2.getCheckoutUrl(c, 'cart-1', {}),
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('comparison 3: one Cart V2 answer, the same SDK-side values in both SDKs', () => {
  test.each(cases.map((c) => [c.call, c] as const))('cart V2: %s', async (_, c) => {
    const fetch = replay({ status: 200, answer: JSON.stringify(c.answer) });
    vi.stubGlobal('fetch', fetch);
    const theirs = platformValue(await c.platform(platformVisitor(tokens, fetch)));
    const ours = await c.vitrine(vitrineVisitor(tokens, HOSTS, fetch));
    expect(vitrineValue(ours, theirs)).toEqual(theirs);
  });

  test('the values read are the transformed ones (so that equality cannot pass on two raw answers)', async () => {
    const fetch = replay({ status: 200, answer: JSON.stringify({ cart, summary }) });
    const { cart: read, summary: priced } = await v2.calculateCurrentCart(vitrineVisitor(tokens, HOSTS, fetch));
    const line = read!.lineItems![0]!;
    expect(read!._id).toBe('cart-1');
    expect(read!._createdDate).toEqual(new Date('2026-11-20T10:00:00.000Z'));
    expect(line._id).toBe('line-1');
    expect(line.attributes!.url).toBe('https://shop.example/product-page/linen-shirt');
    expect(line.attributes!.image).toBe('image://v1/m-2/Shirt%2C%20front#originWidth=800&originHeight=1000');
    expect(line.attributes!.physicalProperties!.weight).toBeNaN();
    expect(line.source!.catalogOverrideFields!.physicalProperties!.weight).toBe(Infinity);
    expect(read!.deliveryInfo!.address).toMatchObject({ addressLine1: 'Torstraße 1', location: { latitude: 52.53 } });
    expect(read!.coupons).toEqual([{ _id: 'coupon-1', code: 'WELCOME10' }]);
    expect(priced!.paymentSummary!.subscriptionCharges![0]!.charges![0]!.cycleBillingDate).toBeInstanceOf(Date);
  });
});
