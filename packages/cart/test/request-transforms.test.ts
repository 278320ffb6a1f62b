// SDK → wire: dates to ISO, non-finite decimals to strings, media URIs and page URLs to objects, `_id` to `id`,
// the field mask comma-joined, addresses with the wire's addressLine, formattedAddress and geocode.
import { describe, expect, it } from 'vitest';
import { addToCurrentCart, createCheckoutFromCurrentCart, estimateCurrentCartTotals, updateCurrentCart } from '../src';
import { STORES_APP_ID } from '../src';
import { answerAll, client, useServer } from './server';
import { wireCart, wireEstimate } from './fixtures';

const server = useServer();
const reference = { catalogItemId: 'prod-1', appId: STORES_APP_ID };
const IMAGE_URI = 'image://v1/m-2/wrap%20paper.png#originWidth=64&originHeight=32';
const wireImage = { id: 'm-2', url: 'm-2', width: 64, height: 32, filename: 'wrap paper.png' };

const customLineItem = {
  _id: 'custom-1',
  quantity: 1,
  productName: { original: 'Gift wrap' },
  price: '3.00',
  url: 'https://shop.example.com/gift-wrap',
  media: IMAGE_URI,
  physicalProperties: { weight: Infinity },
  serviceProperties: { scheduledDate: new Date('2026-12-24T09:00:00.000Z') },
};
const wireCustomLineItem = {
  id: 'custom-1',
  quantity: 1,
  productName: { original: 'Gift wrap' },
  price: '3.00',
  url: { relativePath: '/gift-wrap', url: 'https://shop.example.com/gift-wrap' },
  media: wireImage,
  physicalProperties: { weight: 'Infinity' },
  serviceProperties: { scheduledDate: '2026-12-24T09:00:00.000Z' },
};

describe('request bodies on the wire', () => {
  it('updateCurrentCart: contact geocode, line item dates, custom line item URL and media, discounts, field mask', async () => {
    const seen = answerAll(server, { cart: wireCart });
    await updateCurrentCart(client(), {
      cartInfo: {
        contactInfo: {
          address: {
            country: 'DE',
            addressLine1: 'Invalidenstraße 1',
            formatted: 'Invalidenstraße 1, Berlin',
            location: { latitude: NaN, longitude: -Infinity },
          },
        },
        buyerNote: 'Ring twice',
        selectedShippingOption: { code: 'express' },
      },
      couponCode: 'TEN',
      merchantDiscounts: [{ percentage: NaN, lineItemIds: ['line-1'] }, { amount: '2.50' }],
      lineItems: [
        {
          quantity: 1,
          catalogReference: reference,
          serviceProperties: { scheduledDate: new Date('2026-12-31T18:00:00.000Z'), numberOfParticipants: 2 },
        },
      ],
      customLineItems: [customLineItem],
      cartFieldmask: ['cartInfo', 'couponCode', 'merchantDiscounts', 'lineItems', 'customLineItems'],
    });
    expect(seen[0]!.body).toEqual({
      cartInfo: {
        contactInfo: {
          address: {
            country: 'DE',
            addressLine: 'Invalidenstraße 1',
            formattedAddress: 'Invalidenstraße 1, Berlin',
            geocode: { latitude: 'NaN', longitude: '-Infinity' },
          },
        },
        buyerNote: 'Ring twice',
        selectedShippingOption: { code: 'express' },
      },
      couponCode: 'TEN',
      merchantDiscounts: [{ percentage: 'NaN', lineItemIds: ['line-1'] }, { amount: '2.50' }],
      lineItems: [
        {
          quantity: 1,
          catalogReference: reference,
          serviceProperties: { scheduledDate: '2026-12-31T18:00:00.000Z', numberOfParticipants: 2 },
        },
      ],
      customLineItems: [wireCustomLineItem],
      cartFieldmask: 'cartInfo,couponCode,merchantDiscounts,lineItems,customLineItems',
    });
  });

  it('page URLs of line items and custom line items go as {relativePath, url}; a relative URL keeps its own path', async () => {
    const seen = answerAll(server, { cart: wireCart });
    await updateCurrentCart(client(), {
      lineItems: [
        { quantity: 1, catalogReference: reference, url: 'https://shop.example.com/product-page/linen-shirt?size=m' },
      ],
      customLineItems: [{ ...customLineItem, url: '/gift-wrap#gold' }],
    });
    expect(seen[0]!.body).toEqual({
      lineItems: [
        {
          quantity: 1,
          catalogReference: reference,
          url: {
            relativePath: '/product-page/linen-shirt',
            url: 'https://shop.example.com/product-page/linen-shirt?size=m',
          },
        },
      ],
      customLineItems: [{ ...wireCustomLineItem, url: { relativePath: '/gift-wrap', url: '/gift-wrap#gold' } }],
    });
  });

  it('addToCurrentCart: custom line items with a media URI, a page URL and a non-finite weight', async () => {
    const seen = answerAll(server, { cart: wireCart });
    await addToCurrentCart(client(), {
      lineItems: [{ quantity: 2, catalogReference: reference }],
      customLineItems: [customLineItem],
    });
    expect(seen[0]!.body).toEqual({
      lineItems: [{ quantity: 2, catalogReference: reference }],
      customLineItems: [wireCustomLineItem],
    });
  });

  it("estimateCurrentCartTotals: both addresses in the wire's names and memberships by id", async () => {
    const seen = answerAll(server, wireEstimate);
    await estimateCurrentCartTotals(client(), {
      selectedShippingOption: { code: 'express', carrierId: 'dhl' },
      shippingAddress: {
        city: 'Berlin',
        addressLine1: 'Invalidenstraße 1',
        location: { latitude: 52.5, longitude: Infinity },
      },
      billingAddress: {
        city: 'Paris',
        streetAddress: { number: '1', name: 'Rue' },
        formatted: '1 Rue, Paris',
        location: { latitude: NaN, longitude: 2.35 },
      },
      selectedMemberships: { memberships: [{ _id: 'mem-1', appId: 'plans', lineItemIds: ['line-1'] }] },
    });
    expect(seen[0]!.body).toEqual({
      selectedShippingOption: { code: 'express', carrierId: 'dhl' },
      shippingAddress: {
        city: 'Berlin',
        addressLine: 'Invalidenstraße 1',
        geocode: { latitude: 52.5, longitude: 'Infinity' },
      },
      billingAddress: {
        city: 'Paris',
        streetAddress: { number: '1', name: 'Rue' },
        formattedAddress: '1 Rue, Paris',
        geocode: { latitude: 'NaN', longitude: 2.35 },
      },
      selectedMemberships: { memberships: [{ id: 'mem-1', appId: 'plans', lineItemIds: ['line-1'] }] },
    });
  });

  it("createCheckoutFromCurrentCart: the five fields, addresses in the wire's names", async () => {
    const seen = answerAll(server, { checkoutId: 'checkout-1' });
    await createCheckoutFromCurrentCart(client('site'), {
      channelType: 'WEB',
      shippingAddress: {
        country: 'DE',
        addressLine1: 'Invalidenstraße 1',
        addressLine2: 'Hinterhaus',
        location: { latitude: -Infinity, longitude: 13.4 },
      },
      billingAddress: { country: 'FR', formatted: '1 Rue, Paris', location: { latitude: 48.85, longitude: NaN } },
      selectedShippingOption: { code: 'standard' },
      email: 'ada@example.com',
    });
    expect(seen[0]!.body).toEqual({
      channelType: 'WEB',
      shippingAddress: {
        country: 'DE',
        addressLine: 'Invalidenstraße 1',
        addressLine2: 'Hinterhaus',
        geocode: { latitude: '-Infinity', longitude: 13.4 },
      },
      billingAddress: {
        country: 'FR',
        formattedAddress: '1 Rue, Paris',
        geocode: { latitude: 48.85, longitude: 'NaN' },
      },
      selectedShippingOption: { code: 'standard' },
      email: 'ada@example.com',
    });
  });
});
