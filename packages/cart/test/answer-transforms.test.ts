// Wire → SDK, field by field, so that a failure names the transform that broke (calls.test.ts compares whole answers).
import { describe, expect, it } from 'vitest';
import { estimateCurrentCartTotals, getCurrentCart, removeCouponFromCurrentCart } from '../src';
import { wireCart, wireEstimate } from './fixtures';
import { answerAll, client, useServer } from './server';

const server = useServer();

describe('the cart', () => {
  it('reads dates, decimals, media URIs, page URLs, addresses and renamed ids', async () => {
    answerAll(server, { cart: wireCart });
    const cart = await getCurrentCart(client());
    const [line] = cart.lineItems;
    expect(cart._id).toBe('cart-1');
    expect(cart._createdDate).toEqual(new Date('2026-11-20T10:00:00.000Z'));
    expect(cart._updatedDate).toEqual(new Date('2026-11-21T11:30:00.000Z'));
    expect(line!._id).toBe('line-1');
    expect(line!.url).toBe('http://127.0.0.1:4455/product-page/linen-shirt');
    // The file name is URI-encoded; the image's urlExpirationDate does not survive in the URI.
    expect(line!.image).toBe('image://v1/m-1/linen%20shirt.jpg#originWidth=800&originHeight=1000');
    expect(line!.physicalProperties!.weight).toBeNaN();
    expect(line!.serviceProperties!.scheduledDate).toEqual(new Date('2026-12-24T09:00:00.000Z'));
    // A custom line comes back among the line items, read like any other.
    const custom = cart.lineItems[1]!;
    expect(custom.customLineItem).toBe(true);
    expect(custom.url).toBe('https://shop.example.com/gift-wrap');
    expect(custom.image).toBe('image://v1/m-2/wrap.png#originWidth=64&originHeight=32');
    expect(custom.physicalProperties!.weight).toBe(Infinity);
    expect(cart.contactInfo!.address).toEqual({
      country: 'DE',
      city: 'Berlin',
      addressLine1: 'Invalidenstraße 1',
      formatted: 'Invalidenstraße 1, 10115 Berlin',
      location: { latitude: NaN, longitude: 13.4 },
    });
    expect(cart.appliedDiscounts![1]!.merchantDiscount!.percentage).toBe(-Infinity);
    expect(cart.appliedDiscounts![0]!.coupon!._id).toBe('c-1');
  });

  it('leaves a missing date undefined and an undeclared string a string', async () => {
    answerAll(server, { cart: { ...wireCart, createdDate: '', checkoutId: '2026-11-20T10:00:00.000Z' } });
    const cart = await removeCouponFromCurrentCart(client());
    expect(cart._createdDate).toBeUndefined();
    expect(cart.checkoutId).toBe('2026-11-20T10:00:00.000Z');
  });
});

describe('the estimate', () => {
  it('reads delivery slots, pickup addresses, membership expirations and discount percentages', async () => {
    answerAll(server, wireEstimate);
    const estimate = await estimateCurrentCartTotals(client());
    const { selectedCarrierServiceOption, carrierServiceOptions } = estimate.shippingInfo!;
    expect(selectedCarrierServiceOption!.logistics!.deliveryTimeSlot).toEqual({
      from: new Date('2026-11-23T08:00:00.000Z'),
      to: new Date('2026-11-23T12:00:00.000Z'),
    });
    const standard = carrierServiceOptions![0]!.shippingOptions![1]!;
    expect(standard.logistics!.deliveryTimeSlot!.to).toEqual(new Date('2026-11-25T12:00:00.000Z'));
    expect(standard.logistics!.pickupDetails!.address).toStrictEqual({
      city: 'Berlin',
      addressLine1: 'Hauptbahnhof',
      location: { latitude: 52.5, longitude: Infinity },
    });
    expect(selectedCarrierServiceOption!.logistics!.pickupDetails!.address!.addressLine1).toBe('Hauptbahnhof');
    expect(estimate.membershipOptions!.eligibleMemberships![0]!.expirationDate).toEqual(
      new Date('2027-01-01T00:00:00.000Z'),
    );
    expect(estimate.membershipOptions!.invalidMemberships![0]!.membership!.expirationDate).toEqual(
      new Date('2027-02-01T00:00:00.000Z'),
    );
    expect(estimate.appliedDiscounts![0]!.merchantDiscount!.percentage).toBeNaN();
    expect(estimate.cart!._createdDate).toEqual(new Date('2026-11-20T10:00:00.000Z'));
    expect(estimate.cart!.lineItems[0]!.image).toBe(
      'image://v1/m-1/linen%20shirt.jpg#originWidth=800&originHeight=1000',
    );
    expect(estimate.priceSummary!.total!.amount).toBe('32.90');
  });
});
