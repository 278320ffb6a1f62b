import { describe, expect, test } from 'vitest';
import { addressToWire } from '../src/address';
import { LAYOUTS, line, type LayoutName } from './helpers';
import { bootForFile } from './support/boot';

const WIRE_ADDRESS = {
  country: 'DE',
  subdivision: 'DE-BE',
  city: 'Berlin',
  postalCode: '10115',
  addressLine: 'Invalidenstraße 1',
  addressLine2: '2. OG',
  formattedAddress: 'Invalidenstraße 1, 10115 Berlin, Germany',
  streetAddress: { number: '1', name: 'Invalidenstraße', apt: '2' },
  geocode: { latitude: 52.5306, longitude: 13.3847 },
};

const { client } = await bootForFile({ now: () => Date.UTC(2026, 5, 1, 12, 0, 0) });

describe.each(['api', 'site'] as LayoutName[])('cart in the %s layout', (layout) => {
  const cart = LAYOUTS[layout].cart;

  test('addresses travel in the wire names (addressLine, formattedAddress, geocode): contact info round-trips, estimate and checkout take them', async () => {
    const v = await client.visitor();
    await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    const patched = await client.call('PATCH', cart, {
      token: v.access_token,
      body: { cartInfo: { contactInfo: { address: WIRE_ADDRESS, contactDetails: { firstName: 'Ada' } } } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.cart.contactInfo).toEqual({ address: WIRE_ADDRESS, contactDetails: { firstName: 'Ada' } });
    expect((await client.call('GET', cart, { token: v.access_token })).body.cart.contactInfo).toEqual(
      patched.body.cart.contactInfo,
    );
    const est = await client.call('POST', `${cart}/estimate-totals`, {
      token: v.access_token,
      body: { shippingAddress: WIRE_ADDRESS, billingAddress: WIRE_ADDRESS },
    });
    expect(est.status).toBe(200);
    const checkout = await client.call('POST', `${cart}/create-checkout`, {
      token: v.access_token,
      body: { shippingAddress: WIRE_ADDRESS, billingAddress: WIRE_ADDRESS },
    });
    expect(checkout.status).toBe(200);
  });

  test('an address with the SDK-side names (addressLine1, formatted, location) is refused, not silently dropped', async () => {
    const v = await client.visitor();
    await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    const sdkSide = {
      country: 'DE',
      addressLine1: 'Invalidenstraße 1',
      formatted: 'Invalidenstraße 1, Berlin',
      location: { latitude: 52.5, longitude: 13.4 },
    };
    const violations = (prefix: string) =>
      ['addressLine1', 'formatted', 'location'].map((f) => ({
        field: `${prefix}.${f}`,
        description: 'is not a known field',
        violatedRule: 'FIELD_NOT_ALLOWED',
      }));
    const patch = await client.call('PATCH', cart, {
      token: v.access_token,
      body: { cartInfo: { contactInfo: { address: sdkSide } } },
    });
    expect([patch.status, patch.body.details.validationError.fieldViolations]).toEqual([
      400,
      violations('cartInfo.contactInfo.address'),
    ]);
    const est = await client.call('POST', `${cart}/estimate-totals`, {
      token: v.access_token,
      body: { shippingAddress: sdkSide },
    });
    expect([est.status, est.body.details.validationError.fieldViolations]).toEqual([
      400,
      violations('shippingAddress'),
    ]);
    const checkout = await client.call('POST', `${cart}/create-checkout`, {
      token: v.access_token,
      body: { billingAddress: sdkSide },
    });
    expect([checkout.status, checkout.body.details.validationError.fieldViolations]).toEqual([
      400,
      violations('billingAddress'),
    ]);
  });
});

test('a pickup address stored under the SDK-side names (a database seeded before) is answered in the wire names', () => {
  expect(
    addressToWire({
      city: 'Berlin',
      addressLine1: 'Invalidenstraße 1',
      formatted: 'Invalidenstraße 1, Berlin',
      location: { latitude: 1, longitude: 2 },
    }),
  ).toEqual({
    city: 'Berlin',
    addressLine: 'Invalidenstraße 1',
    formattedAddress: 'Invalidenstraße 1, Berlin',
    geocode: { latitude: 1, longitude: 2 },
  });
  expect(addressToWire({ addressLine: 'Wire 1', addressLine1: 'Old 1' })).toEqual({ addressLine: 'Wire 1' });
});
