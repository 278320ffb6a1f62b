// Every Cart V2 call once: the arguments, the exact wire request (after the service prefix) and the answer.
import type { CallOptions, Client } from '@vitrine/http';
import * as v2 from '../../src/v2';
import { sdkCartV2, sdkSummary, wireCartV2, wireSummary } from './fixtures';

export interface CallCase {
  name: string;
  run: (client: Client, options?: CallOptions) => Promise<unknown>;
  method: string;
  /** After the service prefix. */
  path: string;
  /** The exact JSON body on the wire; undefined when the request has none. */
  body: unknown;
  answer: Record<string, unknown>;
  resolves: unknown;
}

const CURRENT = '/v2/carts/current';
const shirt = { catalogItemId: 'prod-1', appId: v2.STORES_APP_ID, options: { variantId: 'var-1' } };
const cart = { answer: { cart: wireCartV2 }, resolves: { cart: sdkCartV2 } };

export const calls: CallCase[] = [
  {
    name: 'createCurrentCart',
    run: (c, o) =>
      v2.createCurrentCart(
        c,
        {
          catalogItems: [{ catalogReference: shirt, quantity: 2 }],
          coupons: [{ code: 'TEN' }],
          deliveryMethod: { code: 'standard' },
          cart: { note: 'gift', deliveryInfo: { address: { country: 'DE', addressLine1: 'Unter den Linden 1' } } },
        },
        o,
      ),
    method: 'POST',
    path: CURRENT,
    body: {
      cart: { note: 'gift', deliveryInfo: { address: { country: 'DE', addressLine: 'Unter den Linden 1' } } },
      catalogItems: [{ catalogReference: shirt, quantity: 2 }],
      coupons: [{ code: 'TEN' }],
      deliveryMethod: { code: 'standard' },
    },
    ...cart,
  },
  {
    name: 'getCurrentCart',
    run: (c, o) => v2.getCurrentCart(c, o),
    method: 'GET',
    path: CURRENT,
    body: undefined,
    ...cart,
  },
  {
    name: 'updateCurrentCart',
    run: (c, o) => v2.updateCurrentCart(c, { _id: 'cart-1', note: 'leave at the door' }, o),
    method: 'PATCH',
    path: CURRENT,
    body: { cart: { id: 'cart-1', note: 'leave at the door' } },
    ...cart,
  },
  {
    name: 'deleteCurrentCart',
    run: (c, o) => v2.deleteCurrentCart(c, o),
    method: 'DELETE',
    path: CURRENT,
    body: undefined,
    answer: {},
    resolves: undefined,
  },
  {
    name: 'refreshCurrentCart',
    run: (c, o) => v2.refreshCurrentCart(c, o),
    method: 'POST',
    path: `${CURRENT}/refresh`,
    body: {},
    ...cart,
  },
  {
    name: 'calculateCurrentCart',
    run: (c, o) => v2.calculateCurrentCart(c, { refreshCart: true }, o),
    method: 'POST',
    path: `${CURRENT}/calculate`,
    body: { refreshCart: true },
    answer: wireSummary,
    resolves: sdkSummary,
  },
  {
    name: 'estimateCurrentCart',
    run: (c, o) => v2.estimateCurrentCart(c, { calculateDelivery: true, calculateTax: false }, o),
    method: 'POST',
    path: `${CURRENT}/estimate`,
    body: { calculateDelivery: true, calculateTax: false },
    answer: wireSummary,
    resolves: sdkSummary,
  },
  {
    name: 'addLineItemsToCurrentCart',
    run: (c, o) =>
      v2.addLineItemsToCurrentCart(
        c,
        {
          catalogItems: [
            { catalogReference: shirt, quantity: 3 },
            {
              catalogReference: { catalogItemId: 'prod-2', appId: v2.STORES_APP_ID },
              quantity: 1,
              catalogOverrideFields: { image: 'image://v1/m-2/scarf.jpg#originWidth=64&originHeight=32' },
            },
          ],
        },
        o,
      ),
    method: 'POST',
    path: `${CURRENT}/add-line-items`,
    body: {
      catalogItems: [
        { catalogReference: shirt, quantity: 3 },
        {
          catalogReference: { catalogItemId: 'prod-2', appId: v2.STORES_APP_ID },
          quantity: 1,
          catalogOverrideFields: {
            image: { id: 'm-2', url: 'm-2', width: 64, height: 32, filename: 'scarf.jpg' },
          },
        },
      ],
    },
    ...cart,
  },
  {
    name: 'removeLineItemsFromCurrentCart',
    run: (c, o) => v2.removeLineItemsFromCurrentCart(c, ['line-1', 'line-2'], o),
    method: 'POST',
    path: `${CURRENT}/remove-line-items`,
    body: { lineItemIds: ['line-1', 'line-2'] },
    ...cart,
  },
  {
    name: 'updateLineItemsInCurrentCart',
    run: (c, o) =>
      v2.updateLineItemsInCurrentCart(
        c,
        {
          lineItems: [
            { lineItemId: 'line-1', quantity: { newQuantity: 5 } },
            { lineItemId: 'line-2', quantity: { newQuantity: 1 } },
          ],
        },
        o,
      ),
    method: 'POST',
    path: `${CURRENT}/update-line-items`,
    body: {
      lineItems: [
        { lineItemId: 'line-1', quantity: { newQuantity: 5 } },
        { lineItemId: 'line-2', quantity: { newQuantity: 1 } },
      ],
    },
    ...cart,
  },
  {
    name: 'addCouponToCurrentCart',
    run: (c, o) => v2.addCouponToCurrentCart(c, { code: 'TEN' }, o),
    method: 'POST',
    path: `${CURRENT}/add-coupon`,
    body: { coupon: { code: 'TEN' } },
    ...cart,
  },
  {
    name: 'removeCouponFromCurrentCart',
    run: (c, o) => v2.removeCouponFromCurrentCart(c, 'coupon-1', o),
    method: 'POST',
    path: `${CURRENT}/remove-coupon`,
    body: { couponId: 'coupon-1' },
    ...cart,
  },
  {
    name: 'setDeliveryMethodForCurrentCart',
    run: (c, o) => v2.setDeliveryMethodForCurrentCart(c, { code: 'express', appId: 'shipping-app' }, o),
    method: 'POST',
    path: `${CURRENT}/set-delivery-method`,
    body: { deliveryMethod: { code: 'express', appId: 'shipping-app' } },
    ...cart,
  },
  {
    name: 'removeDeliveryMethodFromCurrentCart',
    run: (c, o) => v2.removeDeliveryMethodFromCurrentCart(c, o),
    method: 'POST',
    path: `${CURRENT}/remove-delivery-method`,
    body: {},
    ...cart,
  },
  {
    name: 'addGiftCardToCurrentCart',
    run: (c, o) => v2.addGiftCardToCurrentCart(c, { code: 'GIFT-1234', redeemAmount: { amount: '10.00' } }, o),
    method: 'POST',
    path: `${CURRENT}/add-gift-card`,
    body: { giftCard: { code: 'GIFT-1234', redeemAmount: { amount: '10.00' } } },
    ...cart,
  },
  {
    name: 'removeGiftCardFromCurrentCart',
    run: (c, o) => v2.removeGiftCardFromCurrentCart(c, 'gift-1', o),
    method: 'POST',
    path: `${CURRENT}/remove-gift-card`,
    body: { giftCardId: 'gift-1' },
    ...cart,
  },
  {
    name: 'updateFormSubmissionsInCurrentCart',
    run: (c, o) =>
      v2.updateFormSubmissionsInCurrentCart(c, { formSubmissions: [{ _id: 'form-1', formSubmissionId: 'sub-1' }] }, o),
    method: 'POST',
    path: `${CURRENT}/update-forms-submission`,
    body: { formSubmissions: [{ id: 'form-1', formSubmissionId: 'sub-1' }] },
    ...cart,
  },
  {
    name: 'getCart',
    run: (c, o) => v2.getCart(c, 'cart/1', o),
    method: 'GET',
    path: '/v2/carts/cart%2F1',
    body: undefined,
    answer: { cart: wireCartV2 },
    resolves: sdkCartV2,
  },
  {
    name: 'getCheckoutUrl',
    run: (c, o) => v2.getCheckoutUrl(c, 'cart-1', { currencyCode: 'EUR' }, o),
    method: 'POST',
    path: '/v2/carts/cart-1/get-checkout-url',
    body: { currencyCode: 'EUR' },
    answer: { checkoutUrl: 'https://shop.example.com/checkout?checkoutId=cart-1' },
    resolves: { checkoutUrl: 'https://shop.example.com/checkout?checkoutId=cart-1' },
  },
];
