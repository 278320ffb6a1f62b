import { describe, expect, test } from 'vitest';
import { LAYOUTS, line, money, type LayoutName } from './helpers';
import { bootForFile } from './support/boot';

const { emu, client } = await bootForFile({ now: () => Date.UTC(2026, 5, 1, 12, 0, 0) });

describe.each(['api', 'site'] as LayoutName[])('cart in the %s layout', (layout) => {
  const cart = LAYOUTS[layout].cart;

  test('estimate totals: shipping options, slots, pickup, tax, memberships, merchant discounts', async () => {
    const v = await client.visitor();
    await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-linen-shirt', 2, { options: { Size: 'L', Color: 'Navy' } })] },
    });
    const est = await client.call('POST', `${cart}/estimate-totals`, { token: v.access_token, body: {} });
    expect(est.status).toBe(200);
    expect(est.body.priceSummary).toEqual({
      subtotal: money('118.00'),
      shipping: money('0.00'),
      tax: money('18.84'),
      discount: money('0.00'),
      total: money('118.00'),
    });
    expect(est.body.currency).toBe('EUR');
    expect(est.body.weightUnit).toBe('KG');
    const options = est.body.shippingInfo.carrierServiceOptions;
    expect(options.map((o: { carrierId: string }) => o.carrierId)).toEqual([
      'vitrine-post',
      'vitrine-express',
      'vitrine-pickup',
    ]);
    expect(options[1].shippingOptions[0]).toEqual({
      code: 'express',
      title: 'Express delivery',
      cost: { price: money('9.90'), totalPriceAfterTax: money('9.90') },
      logistics: {
        deliveryTime: 'Next day',
        deliveryTimeSlot: { from: '2026-06-02T09:00:00.000Z', to: '2026-06-02T12:00:00.000Z' },
      },
    });
    expect(options[2].shippingOptions[0].logistics.pickupDetails).toEqual({
      address: {
        country: 'DE',
        subdivision: 'DE-BE',
        city: 'Berlin',
        postalCode: '10115',
        addressLine: 'Invalidenstraße 1',
        geocode: { latitude: 52.5306, longitude: 13.3847 },
      },
      pickupMethod: 'STORE_PICKUP',
    });
    expect(est.body.shippingInfo.selectedCarrierServiceOption.code).toBe('standard');
    expect(est.body.membershipOptions).toEqual({
      eligibleMemberships: [],
      invalidMemberships: [
        {
          membership: {
            id: 'membership-club',
            appId: 'vitrine-pricing-plans',
            name: { original: 'Vitrine Club' },
            expirationDate: '2027-06-01T12:00:00.000Z',
          },
          reason: 'Sign in to use this membership',
        },
      ],
      selectedMemberships: [],
    });

    const express = await client.call('POST', `${cart}/estimate-totals`, {
      token: v.access_token,
      body: { selectedShippingOption: { code: 'express' } },
    });
    expect(express.body.priceSummary).toEqual({
      subtotal: money('118.00'),
      shipping: money('9.90'),
      tax: money('20.42'),
      discount: money('0.00'),
      total: money('127.90'),
    });

    // The coupon is the visitor's; a merchant discount is the merchant's, set with the API key on the cart's id.
    const couponed = await client.call('PATCH', cart, { token: v.access_token, body: { couponCode: 'SAVE5' } });
    const patched = await client.call('PATCH', cart.replace(/current$/, couponed.body.cart.id), {
      token: emu.apiKey,
      body: { merchantDiscounts: [{ percentage: 50 }] },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.cart.appliedDiscounts).toEqual([
      {
        discountType: 'GLOBAL',
        coupon: { id: 'coupon-save5', code: 'SAVE5', name: '€5 off orders over €20', amount: money('5.00') },
      },
      { discountType: 'GLOBAL', merchantDiscount: { amount: money('59.00'), percentage: 50 } },
    ]);
    const discounted = await client.call('POST', `${cart}/estimate-totals`, { token: v.access_token, body: {} });
    // 118 - 5 - 59 = 54 (still free standard shipping above 50).
    expect(discounted.body.priceSummary.total).toEqual(money('54.00'));
    expect(discounted.body.priceSummary.discount).toEqual(money('64.00'));
    expect(discounted.body.appliedDiscounts).toEqual(patched.body.cart.appliedDiscounts);
  });

  test('estimate takes selected memberships wrapped as on the wire ({memberships: [...]}) and answers them as a list', async () => {
    const v = await client.visitor();
    const add = await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    const chosen = [
      { id: 'membership-club', appId: 'vitrine-pricing-plans', lineItemIds: [add.body.cart.lineItems[0].id] },
    ];
    const est = await client.call('POST', `${cart}/estimate-totals`, {
      token: v.access_token,
      body: { selectedMemberships: { memberships: chosen } },
    });
    expect(est.status).toBe(200);
    expect(est.body.membershipOptions.selectedMemberships).toEqual(chosen);
    const bare = await client.call('POST', `${cart}/estimate-totals`, {
      token: v.access_token,
      body: { selectedMemberships: chosen },
    });
    expect([bare.status, bare.body.details.validationError.fieldViolations]).toEqual([
      400,
      [{ field: 'selectedMemberships', description: 'must be an object, got array', violatedRule: 'VALIDATION' }],
    ]);
  });

  test("an unknown selected shipping option is the estimate's selectedShippingOptionError (the platform's calculation error field)", async () => {
    const v = await client.visitor();
    await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    const est = await client.call('POST', `${cart}/estimate-totals`, {
      token: v.access_token,
      body: { selectedShippingOption: { code: 'drone' } },
    });
    expect(est.status).toBe(200);
    expect(est.body.calculationErrors).toEqual({
      selectedShippingOptionError: {
        applicationError: { code: 'SHIPPING_OPTION_NOT_FOUND', description: 'Unknown shipping option drone' },
      },
    });
  });
});
