// Comparison 3 for Cart V2: for each call, the emulator's answer (asked for by the platform SDK) is replayed to both
// SDKs, and both must read the same SDK-side values. One case replaces the recorded answer with a hand-made one that
// has every field the platform SDK's `currentCartV2` transforms and the emulator does not send (subscription dates,
// non-finite decimals, media, modifiers). The deliberate differences are undone by ./compare/answers.ts (M1:
// `wix:image://` is ours `image://`).
import * as v2 from '@vitrine/cart/v2';
import type { Tokens } from '@vitrine/auth';
import { describe, expect, test } from 'vitest';
import { replay } from './compare/answers';
import { vitrineVisitor, type PlatformClient } from './compare/clients';
import { startAnswerComparison, type Case } from './compare/answer-suite';
import { fresh, STORES_APP_ID } from './compare/inputs';

const HOSTS = { host: 'https://replay.invalid', readOnlyHost: 'https://read.replay.invalid' };
const { live, visitor, compareError } = await startAnswerComparison();

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

const shirt = {
  catalogReference: {
    appId: STORES_APP_ID,
    catalogItemId: 'prod-linen-shirt',
    options: { options: { Size: 'M', Color: 'Sage' } },
  },
  quantity: 1,
};
let lineId: string;
let couponId: string | undefined;

/** The visitor's cart with the shirt, the coupon and a delivery method (whatever a case before left). */
async function ensureCart(): Promise<void> {
  const { cart: made } = await v2.addLineItemsToCurrentCart(live.ours, { catalogItems: [fresh(shirt)] });
  lineId = made!.lineItems![0]!._id!;
  if (!made!.coupons?.length) await v2.addCouponToCurrentCart(live.ours, { code: 'WELCOME10' });
  const { cart } = await v2.setDeliveryMethodForCurrentCart(live.ours, { code: 'standard' });
  couponId = cart!.coupons![0]!._id;
}
let cartId: string;
const ensureCartId = async () => {
  await ensureCart();
  cartId = (await v2.getCurrentCart(live.ours)).cart!._id!;
};

const cases: Case<PlatformClient>[] = [
  {
    call: 'createCurrentCart',
    platform: (c) => c.currentCartV2.createCurrentCart({ catalogItems: [fresh(shirt)] } as never),
    vitrine: (c) => v2.createCurrentCart(c, { catalogItems: [fresh(shirt)] }),
  },
  {
    call: 'getCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCartV2.getCurrentCart(),
    vitrine: (c) => v2.getCurrentCart(c),
    check: (value: v2.CartResponse) => {
      expect(value.cart!._createdDate).toBeInstanceOf(Date);
      expect(value.cart!.lineItems![0]!.attributes!.url).toMatch(/\/product-page\/linen-shirt$/);
      expect(value.cart!.coupons).toEqual([{ _id: 'coupon-welcome10', code: 'WELCOME10' }]);
    },
  },
  {
    call: 'getCurrentCart, read from a hand-made answer with every transformed field',
    setup: ensureCart,
    platform: (c) => c.currentCartV2.calculateCurrentCart({}),
    vitrine: (c) => v2.calculateCurrentCart(c, {}),
    edit: () => JSON.stringify({ cart, summary }),
  },
  {
    call: 'updateCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCartV2.updateCurrentCart({ note: 'gift' }),
    vitrine: (c) => v2.updateCurrentCart(c, { note: 'gift' }),
  },
  {
    call: 'refreshCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCartV2.refreshCurrentCart(),
    vitrine: (c) => v2.refreshCurrentCart(c),
  },
  {
    call: 'calculateCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCartV2.calculateCurrentCart({}),
    vitrine: (c) => v2.calculateCurrentCart(c, {}),
  },
  {
    call: 'estimateCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCartV2.estimateCurrentCart({ calculateTax: true }),
    vitrine: (c) => v2.estimateCurrentCart(c, { calculateTax: true }),
  },
  {
    call: 'addLineItemsToCurrentCart',
    platform: (c) => c.currentCartV2.addLineItemsToCurrentCart({ catalogItems: [fresh(shirt)] } as never),
    vitrine: (c) => v2.addLineItemsToCurrentCart(c, { catalogItems: [fresh(shirt)] }),
  },
  {
    call: 'updateLineItemsInCurrentCart',
    setup: ensureCart,
    platform: (c) =>
      c.currentCartV2.updateLineItemsInCurrentCart({
        lineItems: [{ lineItemId: lineId, quantity: { newQuantity: 2 } }],
      }),
    vitrine: (c) =>
      v2.updateLineItemsInCurrentCart(c, { lineItems: [{ lineItemId: lineId, quantity: { newQuantity: 2 } }] }),
  },
  {
    call: 'removeCouponFromCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCartV2.removeCouponFromCurrentCart(couponId!),
    vitrine: (c) => v2.removeCouponFromCurrentCart(c, couponId!),
  },
  {
    call: 'addCouponToCurrentCart',
    setup: async () => {
      await ensureCart();
      await v2.removeCouponFromCurrentCart(live.ours, couponId!);
    },
    platform: (c) => c.currentCartV2.addCouponToCurrentCart({ code: 'WELCOME10' }),
    vitrine: (c) => v2.addCouponToCurrentCart(c, { code: 'WELCOME10' }),
  },
  {
    call: 'setDeliveryMethodForCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCartV2.setDeliveryMethodForCurrentCart({ code: 'express' }),
    vitrine: (c) => v2.setDeliveryMethodForCurrentCart(c, { code: 'express' }),
  },
  {
    call: 'removeDeliveryMethodFromCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCartV2.removeDeliveryMethodFromCurrentCart(),
    vitrine: (c) => v2.removeDeliveryMethodFromCurrentCart(c),
  },
  {
    call: 'updateFormSubmissionsInCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCartV2.updateFormSubmissionsInCurrentCart({ formSubmissions: [] }),
    vitrine: (c) => v2.updateFormSubmissionsInCurrentCart(c, { formSubmissions: [] }),
  },
  {
    call: 'getCart',
    setup: ensureCartId,
    platform: (c) => c.cartV2.getCart(cartId),
    vitrine: (c) => v2.getCart(c, cartId),
  },
  {
    call: 'getCheckoutUrl',
    setup: ensureCartId,
    platform: (c) => c.cartV2.getCheckoutUrl(cartId, {}),
    vitrine: (c) => v2.getCheckoutUrl(c, cartId, {}),
  },
  {
    call: 'removeLineItemsFromCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCartV2.removeLineItemsFromCurrentCart([lineId]),
    vitrine: (c) => v2.removeLineItemsFromCurrentCart(c, [lineId]),
  },
  {
    call: 'deleteCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCartV2.deleteCurrentCart(),
    vitrine: (c) => v2.deleteCurrentCart(c),
  },
];

const shirtWithoutVariant = {
  catalogReference: { appId: STORES_APP_ID, catalogItemId: 'prod-linen-shirt' },
  quantity: 1,
};

const refusals: (Case<PlatformClient> & { status: number })[] = [
  {
    // Both SDKs reject with the platform's refusal; ours recognises it with isVariantRequiredError.
    call: 'addLineItemsToCurrentCart of a product with variants, without its variant',
    status: 400,
    platform: (c) => c.currentCartV2.addLineItemsToCurrentCart({ catalogItems: [shirtWithoutVariant] } as never),
    vitrine: (c) => v2.addLineItemsToCurrentCart(c, { catalogItems: [shirtWithoutVariant] }),
  },
  {
    call: 'addGiftCardToCurrentCart (the demo store has no gift cards)',
    setup: ensureCart,
    status: 400,
    platform: (c) => c.currentCartV2.addGiftCardToCurrentCart({ code: 'GIFT-1234' }),
    vitrine: (c) => v2.addGiftCardToCurrentCart(c, { code: 'GIFT-1234' }),
  },
  {
    call: 'removeGiftCardFromCurrentCart',
    setup: ensureCart,
    status: 400,
    platform: (c) => c.currentCartV2.removeGiftCardFromCurrentCart('gift-1'),
    vitrine: (c) => v2.removeGiftCardFromCurrentCart(c, 'gift-1'),
  },
];

describe('comparison 3: one emulator Cart V2 answer, read by both SDKs, gives the same values', () => {
  test.each(cases.map((c) => [c.call, c] as const))('cart V2: %s', (_, c) => visitor(c)());
  test.each(refusals.map((c) => [c.call, c] as const))('cart V2 refused: %s', (_, c) => compareError(c)());

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
