import { describe, expect, test } from 'vitest';
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
} from '@vitrine/cart';
import { CART, decimal, image, pageUrl, type Client } from '@vitrine/http';
import { clients, eventsOf, LAYOUT_NAMES, money, rejection } from './setup';
import { bootForFile } from '../support/boot';
import { CONTACT_ADDRESS, NOW, shirt, STORES, WRAP_URI } from './support/cart-values';

const { emu } = await bootForFile({ now: () => NOW });

/**
 * A merchant's call on a cart by its id (the platform's Cart API, API key only; Vitrine's SDK has no such call): a
 * descriptor of our own, with the request transforms of the cart's custom lines and discounts.
 */
function merchantCall(merchant: Client, method: 'POST' | 'PATCH', path: string, body: object) {
  const request = { customLineItems: { url: pageUrl, media: image }, merchantDiscounts: { percentage: decimal } };
  return merchant.request({ method, service: CART, path: `/v1/carts/${path}`, body, request, entity: 'cart' });
}

describe.each(LAYOUT_NAMES)('@vitrine/cart against the emulator, %s layout', (pathLayout) => {
  const prefix = pathLayout === 'api' ? '/ecom/v1/carts/current' : '/_api/ecom-cart/v1/carts/current';

  test('every cart call in one visit: lines, transforms, merging, quantities, coupon, discounts, estimate, checkout, delete', async () => {
    const { visitor, visitorSent, merchant } = clients(emu, pathLayout);

    const none = await rejection(getCurrentCart(visitor));
    expect(none).toMatchObject({
      name: 'ApplicationError',
      status: 404,
      code: 'OWNED_CART_NOT_FOUND',
      message: 'Cart not found',
    });

    const shopped = await addToCurrentCart(visitor, {
      lineItems: [
        shirt(2),
        {
          quantity: 2,
          catalogReference: {
            catalogItemId: 'prod-canvas-sneakers',
            appId: STORES,
            options: { options: { Size: '40' } },
          },
        },
      ],
    });
    // A custom line carries its own price, so the merchant adds it (API key) to the visitor's cart by its id.
    await merchantCall(merchant, 'POST', `${shopped._id}/add-to-cart`, {
      customLineItems: [
        {
          quantity: 1,
          productName: { original: 'Gift wrap' },
          price: '3.50',
          media: WRAP_URI,
          url: 'https://shop.example/wrap',
        },
      ],
    });
    const added = await getCurrentCart(visitor);
    expect(added._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(added._createdDate).toEqual(new Date(NOW));
    expect(added._updatedDate).toEqual(new Date(NOW));
    expect(added.buyerInfo?.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    // The custom line comes back among the line items, marked customLineItem, as the platform answers it.
    expect(added.lineItems).toHaveLength(3);
    const [shirtLine, sneakerLine, wrap] = added.lineItems;
    expect(shirtLine).toEqual({
      _id: shirtLine!._id,
      quantity: 2,
      catalogReference: {
        catalogItemId: 'prod-linen-shirt',
        appId: STORES,
        options: { options: { Size: 'M', Color: 'Sage' } },
      },
      productName: { original: 'Linen shirt', translated: 'Linen shirt' },
      url: `${emu.url}/product-page/linen-shirt`,
      price: money('59.00'),
      fullPrice: money('59.00'),
      priceBeforeDiscounts: money('59.00'),
      descriptionLines: [
        {
          name: { original: 'Size', translated: 'Size' },
          plainText: { original: 'M', translated: 'M' },
          lineType: 'PLAIN_TEXT',
        },
        {
          name: { original: 'Color', translated: 'Color' },
          colorInfo: { original: 'Sage', translated: 'Sage', code: '#9caf88' },
          lineType: 'COLOR',
        },
      ],
      image: 'image://v1/m-linen-shirt-sage~mv2.jpg/m-linen-shirt-sage~mv2.jpg#originWidth=800&originHeight=1000',
      availability: { status: 'AVAILABLE' },
      physicalProperties: { weight: 0.2, sku: 'VT-001', shippable: true },
      itemType: { preset: 'PHYSICAL' },
      paymentOption: 'FULL_PAYMENT_ONLINE',
      couponScopes: [],
    });
    expect(shirtLine!._id).toMatch(/^[0-9a-f-]{36}$/);
    // Size 40 has one pair left: two are asked for, one is billed.
    expect(sneakerLine).toMatchObject({
      quantity: 2,
      price: money('79.00'),
      image: 'image://v1/m-canvas-sneakers-1~mv2.jpg/m-canvas-sneakers-1~mv2.jpg#originWidth=800&originHeight=1000',
      availability: { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 1 },
      physicalProperties: { weight: 1.1, sku: 'VT-007', shippable: true },
    });
    expect('customLineItems' in added).toBe(false);
    expect(wrap).toEqual({
      _id: wrap!._id,
      quantity: 1,
      productName: { original: 'Gift wrap', translated: 'Gift wrap' },
      url: 'https://shop.example/wrap',
      price: money('3.50'),
      fullPrice: money('3.50'),
      priceBeforeDiscounts: money('3.50'),
      descriptionLines: [],
      image: WRAP_URI,
      availability: { status: 'AVAILABLE' },
      paymentOption: 'FULL_PAYMENT_ONLINE',
      customLineItem: true,
      couponScopes: [],
    });
    expect(wrap!._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(added.subtotal).toEqual(money('200.50'));
    expect(added.appliedDiscounts).toEqual([]);

    // The same reference again merges into the line.
    const merged = await addToCurrentCart(visitor, { lineItems: [shirt(1)] });
    expect(merged.lineItems.map((l) => [l._id, l.quantity])).toEqual([
      [shirtLine!._id, 3],
      [sneakerLine!._id, 2],
      [wrap!._id, 1],
    ]);
    expect(merged.subtotal).toEqual(money('259.50'));

    const requantified = await updateCurrentCartLineItemQuantity(visitor, [
      { _id: shirtLine!._id!, quantity: 1 },
      { _id: sneakerLine!._id!, quantity: 0 },
    ]);
    expect(requantified.lineItems.map((l) => [l._id, l.quantity])).toEqual([
      [shirtLine!._id, 1],
      [wrap!._id, 1],
    ]);
    expect(requantified.subtotal).toEqual(money('62.50'));

    const couponed = await updateCurrentCart(visitor, { couponCode: 'WELCOME10', cartFieldmask: ['couponCode'] });
    expect(couponed.appliedDiscounts).toEqual([
      {
        discountType: 'GLOBAL',
        coupon: { _id: 'coupon-welcome10', code: 'WELCOME10', name: 'Welcome 10 %', amount: money('6.25') },
      },
    ]);
    expect(couponed.subtotal).toEqual(money('62.50'));

    const estimate = await estimateCurrentCartTotals(visitor, { selectedShippingOption: { code: 'express' } });
    expect(estimate.priceSummary).toEqual({
      subtotal: money('62.50'),
      shipping: money('9.90'),
      tax: money('10.56'),
      discount: money('6.25'),
      total: money('66.15'),
    });
    expect(estimate.shippingInfo?.selectedCarrierServiceOption).toEqual({
      code: 'express',
      title: 'Express delivery',
      cost: { price: money('9.90'), totalPriceAfterTax: money('9.90') },
      logistics: {
        deliveryTime: 'Next day',
        deliveryTimeSlot: { from: new Date('2026-06-02T09:00:00.000Z'), to: new Date('2026-06-02T12:00:00.000Z') },
      },
    });
    expect(estimate.shippingInfo?.selectedCarrierServiceOption?.logistics?.deliveryTimeSlot?.from).toBeInstanceOf(Date);
    const options = estimate.shippingInfo!.carrierServiceOptions!;
    expect(options.map((c) => [c.carrierId, c.shippingOptions!.map((o) => [o.code, o.cost?.price?.amount])])).toEqual([
      ['vitrine-post', [['standard', '0.00']]],
      ['vitrine-express', [['express', '9.90']]],
      ['vitrine-pickup', [['pickup', '0.00']]],
    ]);
    expect(options[2]!.shippingOptions![0]!.logistics?.pickupDetails).toEqual({
      address: {
        country: 'DE',
        subdivision: 'DE-BE',
        city: 'Berlin',
        postalCode: '10115',
        addressLine1: 'Invalidenstraße 1',
        location: { latitude: 52.5306, longitude: 13.3847 },
      },
      pickupMethod: 'STORE_PICKUP',
    });
    expect(estimate.membershipOptions).toEqual({
      eligibleMemberships: [],
      invalidMemberships: [
        {
          membership: {
            _id: 'membership-club',
            appId: 'vitrine-pricing-plans',
            name: { original: 'Vitrine Club' },
            expirationDate: new Date(NOW + 365 * 86400_000),
          },
          reason: 'Sign in to use this membership',
        },
      ],
      selectedMemberships: [],
    });
    expect(estimate.cart?.lineItems[0]?.image).toBe(
      'image://v1/m-linen-shirt-sage~mv2.jpg/m-linen-shirt-sage~mv2.jpg#originWidth=800&originHeight=1000',
    );
    expect(estimate.appliedDiscounts).toEqual(couponed.appliedDiscounts);
    expect(estimate.currency).toBe('EUR');

    // Merchant discounts are the merchant's too; the visitor's next change answers the cart with them.
    await merchantCall(merchant, 'PATCH', added._id!, {
      merchantDiscounts: [{ percentage: 10, lineItemIds: [shirtLine!._id!] }],
    });
    const discounted = await updateCurrentCart(visitor, {
      cartInfo: { buyerNote: 'Leave it at the door', contactInfo: { address: CONTACT_ADDRESS } },
    });
    expect(discounted.appliedDiscounts).toEqual([
      {
        discountType: 'GLOBAL',
        coupon: { _id: 'coupon-welcome10', code: 'WELCOME10', name: 'Welcome 10 %', amount: money('6.25') },
      },
      {
        discountType: 'SPECIFIC_ITEMS',
        lineItemIds: [shirtLine!._id],
        merchantDiscount: { amount: money('5.90'), percentage: 10 },
      },
    ]);
    expect(discounted.buyerNote).toBe('Leave it at the door');
    // The SDK sends addressLine, formattedAddress and geocode, and reads them back into its own names.
    expect(discounted.contactInfo).toEqual({ address: CONTACT_ADDRESS });

    const uncouponed = await removeCouponFromCurrentCart(visitor);
    expect(uncouponed.appliedDiscounts).toEqual([
      {
        discountType: 'SPECIFIC_ITEMS',
        lineItemIds: [shirtLine!._id],
        merchantDiscount: { amount: money('5.90'), percentage: 10 },
      },
    ]);

    const removed = await removeLineItemsFromCurrentCart(visitor, [wrap!._id!]);
    expect(removed.lineItems.map((l) => l._id)).toEqual([shirtLine!._id]);
    expect(removed.subtotal).toEqual(money('59.00'));

    const { checkoutId } = await createCheckoutFromCurrentCart(visitor, {
      channelType: 'WEB',
      email: 'ada@example.com',
      shippingAddress: { country: 'DE', city: 'Berlin', postalCode: '10115', addressLine1: 'Invalidenstraße 1' },
    });
    expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    const read = await getCurrentCart(visitor);
    expect(read.checkoutId).toBe(checkoutId);
    expect(read._id).toBe(added._id);
    expect(read._createdDate).toBeInstanceOf(Date);

    await expect(deleteCurrentCart(visitor)).resolves.toBeUndefined();
    expect(await rejection(getCurrentCart(visitor))).toMatchObject({ status: 404, code: 'OWNED_CART_NOT_FOUND' });

    expect(await eventsOf(emu, added._id!, 'cart')).toEqual([
      'cart.created',
      // The visitor's 7 changes and the merchant's 2.
      ...Array<string>(9).fill('cart.updated'),
      'cart.deleted',
    ]);
    // Everything went to the main host, the current cart's GET included; the read-only host would have refused it.
    expect(visitorSent).toEqual([
      'POST main /oauth2/token',
      `GET main ${prefix}`,
      `POST main ${prefix}/add-to-cart`,
      `GET main ${prefix}`,
      `POST main ${prefix}/add-to-cart`,
      `POST main ${prefix}/update-line-items-quantity`,
      `PATCH main ${prefix}`,
      `POST main ${prefix}/estimate-totals`,
      `PATCH main ${prefix}`,
      `POST main ${prefix}/remove-coupon`,
      `POST main ${prefix}/remove-line-items`,
      `POST main ${prefix}/create-checkout`,
      `GET main ${prefix}`,
      `DELETE main ${prefix}`,
      `GET main ${prefix}`,
    ]);
  });
});
