// Wire answers as docs/wire-answers.md shapes them (plain `id`, ISO dates, media objects), and the SDK objects
// the cart package must turn them into.
import { STORES_APP_ID, type Cart, type EstimateTotalsResponse } from '../src';

const money = (amount: string) => ({
  amount,
  convertedAmount: amount,
  formattedAmount: `€${amount}`,
  formattedConvertedAmount: `€${amount}`,
});

export const wireCart = {
  id: 'cart-1',
  createdDate: '2026-11-20T10:00:00.000Z',
  updatedDate: '2026-11-21T11:30:00.000Z',
  currency: 'EUR',
  conversionCurrency: 'EUR',
  weightUnit: 'KG',
  taxIncludedInPrices: true,
  buyerInfo: { visitorId: 'v-1' },
  lineItems: [
    {
      id: 'line-1',
      quantity: 2,
      catalogReference: { catalogItemId: 'prod-1', appId: STORES_APP_ID, options: { variantId: 'var-1' } },
      productName: { original: 'Linen shirt', translated: 'Linen shirt' },
      url: { relativePath: '/product-page/linen-shirt', url: 'http://127.0.0.1:4455/product-page/linen-shirt' },
      price: money('12.50'),
      descriptionLines: [
        {
          name: { original: 'Size', translated: 'Size' },
          plainText: { original: 'M', translated: 'M' },
          lineType: 'PLAIN_TEXT',
        },
      ],
      image: {
        id: 'm-1',
        url: 'https://static.example.com/m-1.jpg',
        width: 800,
        height: 1000,
        filename: 'linen shirt.jpg',
        altText: 'Linen shirt',
        urlExpirationDate: '2026-12-01T00:00:00.000Z',
      },
      availability: { status: 'AVAILABLE' },
      physicalProperties: { weight: 'NaN', sku: 'LS-M', shippable: true },
      itemType: { preset: 'PHYSICAL' },
      paymentOption: 'FULL_PAYMENT_ONLINE',
      serviceProperties: { scheduledDate: '2026-12-24T09:00:00.000Z', numberOfParticipants: 2 },
    },
    {
      id: 'custom-1',
      quantity: 1,
      customLineItem: true,
      catalogReference: { catalogItemId: 'custom-1', appId: 'custom' },
      productName: { original: 'Gift wrap' },
      price: money('3.00'),
      url: { relativePath: '/gift-wrap', url: 'https://shop.example.com/gift-wrap' },
      image: { id: 'm-2', url: 'https://static.example.com/m-2.png', width: 64, height: 32, filename: 'wrap.png' },
      physicalProperties: { weight: 'Infinity' },
    },
  ],
  appliedDiscounts: [
    { discountType: 'GLOBAL', coupon: { id: 'c-1', code: 'TEN', name: 'Ten off', amount: money('2.50') } },
    {
      discountType: 'SPECIFIC_ITEMS',
      lineItemIds: ['line-1'],
      merchantDiscount: { amount: money('1.00'), percentage: '-Infinity' },
    },
  ],
  contactInfo: {
    address: {
      country: 'DE',
      city: 'Berlin',
      addressLine: 'Invalidenstraße 1',
      formattedAddress: 'Invalidenstraße 1, 10115 Berlin',
      geocode: { latitude: 'NaN', longitude: 13.4 },
    },
    contactDetails: { firstName: 'Ada', vatId: { id: '123', type: 'CPF' } },
  },
  subtotal: money('28.00'),
};

export const sdkCart: Cart = {
  _id: 'cart-1',
  _createdDate: new Date('2026-11-20T10:00:00.000Z'),
  _updatedDate: new Date('2026-11-21T11:30:00.000Z'),
  currency: 'EUR',
  conversionCurrency: 'EUR',
  weightUnit: 'KG',
  taxIncludedInPrices: true,
  buyerInfo: { visitorId: 'v-1' },
  lineItems: [
    {
      _id: 'line-1',
      quantity: 2,
      catalogReference: { catalogItemId: 'prod-1', appId: STORES_APP_ID, options: { variantId: 'var-1' } },
      productName: { original: 'Linen shirt', translated: 'Linen shirt' },
      url: 'http://127.0.0.1:4455/product-page/linen-shirt',
      price: money('12.50'),
      descriptionLines: [
        {
          name: { original: 'Size', translated: 'Size' },
          plainText: { original: 'M', translated: 'M' },
          lineType: 'PLAIN_TEXT',
        },
      ],
      image: 'image://v1/m-1/linen%20shirt.jpg#originWidth=800&originHeight=1000',
      availability: { status: 'AVAILABLE' },
      physicalProperties: { weight: NaN, sku: 'LS-M', shippable: true },
      itemType: { preset: 'PHYSICAL' },
      paymentOption: 'FULL_PAYMENT_ONLINE',
      serviceProperties: { scheduledDate: new Date('2026-12-24T09:00:00.000Z'), numberOfParticipants: 2 },
    },
    {
      _id: 'custom-1',
      quantity: 1,
      customLineItem: true,
      catalogReference: { catalogItemId: 'custom-1', appId: 'custom' },
      productName: { original: 'Gift wrap' },
      price: money('3.00'),
      url: 'https://shop.example.com/gift-wrap',
      image: 'image://v1/m-2/wrap.png#originWidth=64&originHeight=32',
      physicalProperties: { weight: Infinity },
    },
  ],
  appliedDiscounts: [
    { discountType: 'GLOBAL', coupon: { _id: 'c-1', code: 'TEN', name: 'Ten off', amount: money('2.50') } },
    {
      discountType: 'SPECIFIC_ITEMS',
      lineItemIds: ['line-1'],
      merchantDiscount: { amount: money('1.00'), percentage: -Infinity },
    },
  ],
  contactInfo: {
    address: {
      country: 'DE',
      city: 'Berlin',
      addressLine1: 'Invalidenstraße 1',
      formatted: 'Invalidenstraße 1, 10115 Berlin',
      location: { latitude: NaN, longitude: 13.4 },
    },
    contactDetails: { firstName: 'Ada', vatId: { _id: '123', type: 'CPF' } },
  },
  subtotal: money('28.00'),
};

const wireOption = (code: string, day: string) => ({
  code,
  title: code,
  cost: { price: money('4.90'), otherCharges: [{ type: 'HANDLING_FEE', price: money('1.00') }] },
  logistics: {
    deliveryTime: '2-3 days',
    deliveryTimeSlot: { from: `${day}T08:00:00.000Z`, to: `${day}T12:00:00.000Z` },
    pickupDetails: {
      address: { city: 'Berlin', addressLine: 'Hauptbahnhof', geocode: { latitude: 52.5, longitude: 'Infinity' } },
      pickupMethod: 'PICKUP_POINT',
    },
  },
});

const sdkOption = (code: string, day: string) => ({
  code,
  title: code,
  cost: { price: money('4.90'), otherCharges: [{ type: 'HANDLING_FEE' as const, price: money('1.00') }] },
  logistics: {
    deliveryTime: '2-3 days',
    deliveryTimeSlot: { from: new Date(`${day}T08:00:00.000Z`), to: new Date(`${day}T12:00:00.000Z`) },
    pickupDetails: {
      address: { city: 'Berlin', addressLine1: 'Hauptbahnhof', location: { latitude: 52.5, longitude: Infinity } },
      pickupMethod: 'PICKUP_POINT' as const,
    },
  },
});

export const wireEstimate = {
  cart: wireCart,
  calculatedLineItems: [
    { lineItemId: 'line-1', pricesBreakdown: { price: money('12.50') }, paymentOption: 'FULL_PAYMENT_ONLINE' },
  ],
  priceSummary: { subtotal: money('28.00'), total: money('32.90') },
  shippingInfo: {
    region: { id: 'region-eu', name: 'Europe' },
    selectedCarrierServiceOption: wireOption('express', '2026-11-23'),
    carrierServiceOptions: [
      {
        carrierId: 'dhl',
        shippingOptions: [wireOption('express', '2026-11-23'), wireOption('standard', '2026-11-25')],
      },
    ],
  },
  membershipOptions: {
    eligibleMemberships: [
      { id: 'mem-1', appId: 'plans', name: { original: 'Gold' }, expirationDate: '2027-01-01T00:00:00.000Z' },
    ],
    invalidMemberships: [
      {
        membership: {
          id: 'mem-2',
          appId: 'plans',
          name: { original: 'Silver' },
          expirationDate: '2027-02-01T00:00:00.000Z',
        },
        reason: 'Sign in',
      },
    ],
    selectedMemberships: [],
  },
  appliedDiscounts: [{ discountType: 'GLOBAL', merchantDiscount: { amount: money('1.00'), percentage: 'NaN' } }],
  currency: 'EUR',
  weightUnit: 'KG',
};

export const sdkEstimate: EstimateTotalsResponse = {
  cart: sdkCart,
  calculatedLineItems: [
    { lineItemId: 'line-1', pricesBreakdown: { price: money('12.50') }, paymentOption: 'FULL_PAYMENT_ONLINE' },
  ],
  priceSummary: { subtotal: money('28.00'), total: money('32.90') },
  shippingInfo: {
    region: { _id: 'region-eu', name: 'Europe' },
    selectedCarrierServiceOption: sdkOption('express', '2026-11-23'),
    carrierServiceOptions: [
      { carrierId: 'dhl', shippingOptions: [sdkOption('express', '2026-11-23'), sdkOption('standard', '2026-11-25')] },
    ],
  },
  membershipOptions: {
    eligibleMemberships: [
      {
        _id: 'mem-1',
        appId: 'plans',
        name: { original: 'Gold' },
        expirationDate: new Date('2027-01-01T00:00:00.000Z'),
      },
    ],
    invalidMemberships: [
      {
        membership: {
          _id: 'mem-2',
          appId: 'plans',
          name: { original: 'Silver' },
          expirationDate: new Date('2027-02-01T00:00:00.000Z'),
        },
        reason: 'Sign in',
      },
    ],
    selectedMemberships: [],
  },
  appliedDiscounts: [{ discountType: 'GLOBAL', merchantDiscount: { amount: money('1.00'), percentage: NaN } }],
  currency: 'EUR',
  weightUnit: 'KG',
};
