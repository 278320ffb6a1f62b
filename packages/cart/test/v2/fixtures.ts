// A Cart V2 on the wire, as the platform answers it (plain `id`, ISO dates, media objects, `{ relativePath, url }`,
// `addressLine`/`geocode`), and the SDK object the platform SDK's `currentCartV2` turns it into.
import { STORES_APP_ID, type Cart } from '../../src/v2';

const money = (amount: string, convertedAmount = amount) => ({ amount, convertedAmount });

export const wireCartV2 = {
  id: 'cart-1',
  createdDate: '2026-11-20T10:00:00.000Z',
  updatedDate: '2026-11-21T11:30:00.000Z',
  revision: '3',
  lineItems: [
    {
      id: 'line-1',
      name: { original: 'Linen shirt', translated: 'Linen shirt' },
      quantityInfo: { confirmedQuantity: 2, requestedQuantity: 2, fixedQuantity: false },
      pricing: {
        unitPrice: money('12.50', '13.75'),
        totalPrice: money('25.00', '27.50'),
        priceDescription: { original: '' },
        priceUndetermined: false,
      },
      source: {
        catalogReference: { catalogItemId: 'prod-1', appId: STORES_APP_ID, options: { variantId: 'var-1' } },
        catalogOverrideFields: {
          image: { id: 'm-9', url: 'https://static.example.com/m-9.jpg', width: 10, height: 20 },
          physicalProperties: { weight: 'Infinity' },
        },
      },
      attributes: {
        url: { relativePath: '/product-page/linen-shirt', url: 'http://127.0.0.1:4455/product-page/linen-shirt' },
        itemType: { preset: 'PHYSICAL' },
        physicalProperties: { weight: 'NaN', sku: 'LS-M', shippable: true },
        serviceProperties: { scheduledDate: '2026-12-24T09:00:00.000Z', endDate: '2026-12-24T10:00:00.000Z' },
        subscriptionInfo: { subscriptionSettings: { startDate: '2027-01-01T00:00:00.000Z', frequency: 'MONTH' } },
        membersOnly: false,
      },
      paymentConfig: { paymentOption: 'FULL_PAYMENT_ONLINE', selectedMembership: { id: 'mem-1', appId: 'plans' } },
      status: 'IN_STOCK',
      customLineItem: false,
    },
    {
      id: 'line-2',
      name: { original: 'Wool scarf' },
      quantityInfo: { confirmedQuantity: 0, requestedQuantity: 1, fixedQuantity: false },
      pricing: { unitPrice: money('30.00') },
      source: { catalogReference: { catalogItemId: 'prod-2', appId: STORES_APP_ID } },
      attributes: {
        image: { id: 'm-2', url: 'https://static.example.com/m-2.jpg', width: 64, height: 32, filename: 'scarf.jpg' },
      },
      status: 'OUT_OF_STOCK',
    },
  ],
  subtotal: money('55.00', '60.50'),
  coupons: [{ id: 'coupon-1', code: 'TEN' }],
  businessInfo: { languageCode: 'en', currencyCode: 'EUR' },
  customerInfo: { visitorId: 'v-1', currencyCode: 'USD', vatId: { id: 'vat-1', type: 'CPF' } },
  deliveryInfo: {
    address: { country: 'DE', city: 'Berlin', addressLine: 'Unter den Linden 1', geocode: { latitude: 'NaN' } },
    method: { code: 'standard', pickup: false },
    weightUnit: 'KG',
  },
  paymentInfo: {
    giftCards: [{ id: 'gift-1', obfuscatedCode: '****1234', appId: 'gift-app' }],
    currencyCode: 'USD',
    billingAddress: { country: 'DE', formattedAddress: 'Unter den Linden 1, Berlin' },
  },
  taxInfo: { pricesIncludeTax: true },
  orderPlaced: false,
  currentCart: true,
};

export const sdkCartV2: Cart = {
  _id: 'cart-1',
  _createdDate: new Date('2026-11-20T10:00:00.000Z'),
  _updatedDate: new Date('2026-11-21T11:30:00.000Z'),
  revision: '3',
  lineItems: [
    {
      _id: 'line-1',
      name: { original: 'Linen shirt', translated: 'Linen shirt' },
      quantityInfo: { confirmedQuantity: 2, requestedQuantity: 2, fixedQuantity: false },
      pricing: {
        unitPrice: money('12.50', '13.75'),
        totalPrice: money('25.00', '27.50'),
        priceDescription: { original: '' },
        priceUndetermined: false,
      },
      source: {
        catalogReference: { catalogItemId: 'prod-1', appId: STORES_APP_ID, options: { variantId: 'var-1' } },
        catalogOverrideFields: {
          image: 'image://v1/m-9#originWidth=10&originHeight=20',
          physicalProperties: { weight: Infinity },
        },
      },
      attributes: {
        url: 'http://127.0.0.1:4455/product-page/linen-shirt',
        itemType: { preset: 'PHYSICAL' },
        physicalProperties: { weight: NaN, sku: 'LS-M', shippable: true },
        serviceProperties: {
          scheduledDate: new Date('2026-12-24T09:00:00.000Z'),
          endDate: new Date('2026-12-24T10:00:00.000Z'),
        },
        subscriptionInfo: {
          subscriptionSettings: { startDate: new Date('2027-01-01T00:00:00.000Z'), frequency: 'MONTH' },
        },
        membersOnly: false,
      },
      paymentConfig: { paymentOption: 'FULL_PAYMENT_ONLINE', selectedMembership: { _id: 'mem-1', appId: 'plans' } },
      status: 'IN_STOCK',
      customLineItem: false,
    },
    {
      _id: 'line-2',
      name: { original: 'Wool scarf' },
      quantityInfo: { confirmedQuantity: 0, requestedQuantity: 1, fixedQuantity: false },
      pricing: { unitPrice: money('30.00') },
      source: { catalogReference: { catalogItemId: 'prod-2', appId: STORES_APP_ID } },
      attributes: { image: 'image://v1/m-2/scarf.jpg#originWidth=64&originHeight=32' },
      status: 'OUT_OF_STOCK',
    },
  ],
  subtotal: money('55.00', '60.50'),
  coupons: [{ _id: 'coupon-1', code: 'TEN' }],
  businessInfo: { languageCode: 'en', currencyCode: 'EUR' },
  customerInfo: { visitorId: 'v-1', currencyCode: 'USD', vatId: { _id: 'vat-1', type: 'CPF' } },
  deliveryInfo: {
    address: { country: 'DE', city: 'Berlin', addressLine1: 'Unter den Linden 1', location: { latitude: NaN } },
    method: { code: 'standard', pickup: false },
    weightUnit: 'KG',
  },
  paymentInfo: {
    giftCards: [{ _id: 'gift-1', obfuscatedCode: '****1234', appId: 'gift-app' }],
    currencyCode: 'USD',
    billingAddress: { country: 'DE', formatted: 'Unter den Linden 1, Berlin' },
  },
  taxInfo: { pricesIncludeTax: true },
  orderPlaced: false,
  currentCart: true,
};

const summary = {
  cartId: 'cart-1',
  priceSummary: { subtotal: money('55.00'), total: money('60.00') },
  violations: [{ scope: 'LINE_ITEM', code: 'LINE_ITEMS_OUT_OF_STOCK', severity: 'ERROR' }],
};

export const wireSummary = {
  cart: wireCartV2,
  summary: {
    ...summary,
    paymentSummary: {
      subscriptionCharges: [{ charges: [{ cycleFrom: 1, cycleBillingDate: '2027-02-01T00:00:00.000Z' }] }],
    },
  },
};

export const sdkSummary = {
  cart: sdkCartV2,
  summary: {
    ...summary,
    paymentSummary: {
      subscriptionCharges: [{ charges: [{ cycleFrom: 1, cycleBillingDate: new Date('2027-02-01T00:00:00.000Z') }] }],
    },
  },
};
