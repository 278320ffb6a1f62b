// Every call of the package once, with the arguments, the wire request and the answer the tests expect.
import type { CallOptions, Client } from '@vitrine/http';
import {
  addToCurrentCart,
  createCheckoutFromCurrentCart,
  deleteCurrentCart,
  estimateCurrentCartTotals,
  getCurrentCart,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
  STORES_APP_ID,
} from '../src';
import { sdkCart, sdkEstimate, wireCart, wireEstimate } from './fixtures';

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

const reference = { catalogItemId: 'prod-1', appId: STORES_APP_ID, options: { variantId: 'var-1' } };
const CURRENT = '/v1/carts/current';

export const calls: CallCase[] = [
  {
    name: 'getCurrentCart',
    run: (c, o) => getCurrentCart(c, o),
    method: 'GET',
    path: CURRENT,
    body: undefined,
    answer: { cart: wireCart },
    resolves: sdkCart,
  },
  {
    name: 'updateCurrentCart',
    run: (c, o) =>
      updateCurrentCart(
        c,
        {
          couponCode: 'TEN',
          lineItems: [{ quantity: 1, catalogReference: reference }],
          cartFieldmask: ['lineItems', 'couponCode'],
        },
        o,
      ),
    method: 'PATCH',
    path: CURRENT,
    body: {
      couponCode: 'TEN',
      lineItems: [{ quantity: 1, catalogReference: reference }],
      cartFieldmask: 'lineItems,couponCode',
    },
    answer: { cart: wireCart },
    resolves: sdkCart,
  },
  {
    name: 'deleteCurrentCart',
    run: (c, o) => deleteCurrentCart(c, o),
    method: 'DELETE',
    path: CURRENT,
    body: undefined,
    answer: {},
    resolves: undefined,
  },
  {
    name: 'addToCurrentCart',
    run: (c, o) => addToCurrentCart(c, { lineItems: [{ quantity: 3, catalogReference: reference }] }, o),
    method: 'POST',
    path: `${CURRENT}/add-to-cart`,
    body: { lineItems: [{ quantity: 3, catalogReference: reference }] },
    answer: { cart: wireCart },
    resolves: sdkCart,
  },
  {
    name: 'removeLineItemsFromCurrentCart',
    run: (c, o) => removeLineItemsFromCurrentCart(c, ['line-1', 'custom-1'], o),
    method: 'POST',
    path: `${CURRENT}/remove-line-items`,
    body: { lineItemIds: ['line-1', 'custom-1'] },
    answer: { cart: wireCart },
    resolves: sdkCart,
  },
  {
    name: 'removeCouponFromCurrentCart',
    run: (c, o) => removeCouponFromCurrentCart(c, o),
    method: 'POST',
    path: `${CURRENT}/remove-coupon`,
    body: {},
    answer: { cart: wireCart },
    resolves: sdkCart,
  },
  {
    name: 'updateCurrentCartLineItemQuantity',
    run: (c, o) =>
      updateCurrentCartLineItemQuantity(
        c,
        [
          { _id: 'line-1', quantity: 5 },
          { _id: 'custom-1', quantity: 0 },
        ],
        o,
      ),
    method: 'POST',
    path: `${CURRENT}/update-line-items-quantity`,
    body: {
      lineItems: [
        { id: 'line-1', quantity: 5 },
        { id: 'custom-1', quantity: 0 },
      ],
    },
    answer: { cart: wireCart },
    resolves: sdkCart,
  },
  {
    name: 'estimateCurrentCartTotals',
    run: (c, o) => estimateCurrentCartTotals(c, { selectedShippingOption: { code: 'express', carrierId: 'dhl' } }, o),
    method: 'POST',
    path: `${CURRENT}/estimate-totals`,
    body: { selectedShippingOption: { code: 'express', carrierId: 'dhl' } },
    answer: wireEstimate,
    resolves: sdkEstimate,
  },
  {
    name: 'createCheckoutFromCurrentCart',
    run: (c, o) => createCheckoutFromCurrentCart(c, { channelType: 'WEB', email: 'ada@example.com' }, o),
    method: 'POST',
    path: `${CURRENT}/create-checkout`,
    body: { channelType: 'WEB', email: 'ada@example.com' },
    answer: { checkoutId: 'checkout-1' },
    resolves: { checkoutId: 'checkout-1' },
  },
];
