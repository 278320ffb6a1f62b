// SDK → wire: dates to ISO, non-finite decimals to strings, media URIs and page URLs to objects, `_id` to `id`,
// the field mask comma-joined, addresses with their geocode.
import { describe, expect, it } from 'vitest';
import {
  addToCurrentCart,
  createCheckoutFromCurrentCart,
  estimateCurrentCartTotals,
  updateCurrentCart,
} from '../src';
import { answerAll, client, useServer } from './server';
import { wireCart, wireEstimate } from './fixtures';

const server = useServer();
const reference = { catalogItemId: 'prod-1', appId: 'vitrine-stores' };
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
  url: { url: 'https://shop.example.com/gift-wrap' },
  media: wireImage,
  physicalProperties: { weight: 'Infinity' },
  serviceProperties: { scheduledDate: '2026-12-24T09:00:00.000Z' },
};

describe('request bodies on the wire', () => {
  it('updateCurrentCart: contact geocode, line item dates, custom line item URL and media, discounts, field mask', async () => {
    const seen = answerAll(server, { cart: wireCart });
    await updateCurrentCart(client(), {
      cartInfo: {
        contactInfo: { address: { country: 'DE', geocode: { latitude: NaN, longitude: -Infinity } } },
        buyerNote: 'Ring twice',
        selectedShippingOption: { code: 'express' },
      },
      couponCode: 'TEN',
      merchantDiscounts: [{ percentage: NaN, lineItemIds: ['line-1'] }, { amount: '2.50' }],
      lineItems: [{ quantity: 1, catalogReference: reference, serviceProperties: { scheduledDate: new Date('2026-12-31T18:00:00.000Z'), numberOfParticipants: 2 } }],
      customLineItems: [customLineItem],
      cartFieldmask: ['cartInfo', 'couponCode', 'merchantDiscounts', 'lineItems', 'customLineItems'],
    });
    expect(seen[0]!.body).toEqual({
      cartInfo: {
        contactInfo: { address: { country: 'DE', geocode: { latitude: 'NaN', longitude: '-Infinity' } } },
        buyerNote: 'Ring twice',
        selectedShippingOption: { code: 'express' },
      },
      couponCode: 'TEN',
      merchantDiscounts: [{ percentage: 'NaN', lineItemIds: ['line-1'] }, { amount: '2.50' }],
      lineItems: [{ quantity: 1, catalogReference: reference, serviceProperties: { scheduledDate: '2026-12-31T18:00:00.000Z', numberOfParticipants: 2 } }],
      customLineItems: [wireCustomLineItem],
      cartFieldmask: 'cartInfo,couponCode,merchantDiscounts,lineItems,customLineItems',
    });
  });

  it('addToCurrentCart: custom line items with a media URI, a page URL and a non-finite weight', async () => {
    const seen = answerAll(server, { cart: wireCart });
    await addToCurrentCart(client(), { lineItems: [{ quantity: 2, catalogReference: reference }], customLineItems: [customLineItem] });
    expect(seen[0]!.body).toEqual({ lineItems: [{ quantity: 2, catalogReference: reference }], customLineItems: [wireCustomLineItem] });
  });

  it('estimateCurrentCartTotals: both addresses with geocodes and memberships by id', async () => {
    const seen = answerAll(server, wireEstimate);
    await estimateCurrentCartTotals(client(), {
      selectedShippingOption: { code: 'express', carrierId: 'dhl' },
      shippingAddress: { city: 'Berlin', geocode: { latitude: 52.5, longitude: Infinity } },
      billingAddress: { city: 'Paris', streetAddress: { number: '1', name: 'Rue' }, geocode: { latitude: NaN, longitude: 2.35 } },
      selectedMemberships: [{ _id: 'mem-1', appId: 'plans', lineItemIds: ['line-1'] }],
    });
    expect(seen[0]!.body).toEqual({
      selectedShippingOption: { code: 'express', carrierId: 'dhl' },
      shippingAddress: { city: 'Berlin', geocode: { latitude: 52.5, longitude: 'Infinity' } },
      billingAddress: { city: 'Paris', streetAddress: { number: '1', name: 'Rue' }, geocode: { latitude: 'NaN', longitude: 2.35 } },
      selectedMemberships: [{ id: 'mem-1', appId: 'plans', lineItemIds: ['line-1'] }],
    });
  });

  it('createCheckoutFromCurrentCart: the five fields, addresses with geocodes', async () => {
    const seen = answerAll(server, { checkoutId: 'checkout-1' });
    await createCheckoutFromCurrentCart(client('site'), {
      channelType: 'WEB',
      shippingAddress: { country: 'DE', geocode: { latitude: -Infinity, longitude: 13.4 } },
      billingAddress: { country: 'FR', geocode: { latitude: 48.85, longitude: NaN } },
      selectedShippingOption: { code: 'standard' },
      email: 'ada@example.com',
    });
    expect(seen[0]!.body).toEqual({
      channelType: 'WEB',
      shippingAddress: { country: 'DE', geocode: { latitude: '-Infinity', longitude: 13.4 } },
      billingAddress: { country: 'FR', geocode: { latitude: 48.85, longitude: 'NaN' } },
      selectedShippingOption: { code: 'standard' },
      email: 'ada@example.com',
    });
  });
});
