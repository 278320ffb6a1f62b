import { describe, expect, test } from 'vitest';
import { LAYOUTS, line, type LayoutName, type Loose } from './helpers';
import { bootForFile } from './support/boot';

// A delivery option belongs to a delivery region (the platform's delivery profiles: a region's destinations are
// countries or their subdivisions), and is offered only for an address inside it: the demo store's Berlin pickup
// for a German address, never for a US one. Standard and express delivery have no destinations: every address.

const { client } = await bootForFile({ now: () => Date.UTC(2026, 5, 1, 12, 0, 0) });

type Options = { carrierId: string; shippingOptions: { code: string }[] }[];
const codes = (body: Loose) =>
  (body.shippingInfo.carrierServiceOptions as Options).flatMap((carrier) => carrier.shippingOptions.map((o) => o.code));

describe.each(['api', 'site'] as LayoutName[])('cart in the %s layout', (layout) => {
  const cart = LAYOUTS[layout].cart;

  test('the estimate offers the Berlin pickup for a German address, not for a US one', async () => {
    const v = await client.visitor();
    const token = v.access_token;
    await client.call('POST', `${cart}/add-to-cart`, { token, body: { lineItems: [line('prod-granola', 1)] } });
    const estimateFor = (shippingAddress: Record<string, string>) =>
      client.call('POST', `${cart}/estimate-totals`, { token, body: { shippingAddress } });

    const us = await estimateFor({ country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001' });
    expect(us.status).toBe(200);
    expect(codes(us.body)).toEqual(['standard', 'express']);
    const german = await estimateFor({ country: 'DE', city: 'Hamburg', postalCode: '22765' });
    expect(codes(german.body)).toEqual(['standard', 'express', 'pickup']);

    // Asked for by name, the pickup is not the US address's: the platform says the option is unknown there.
    const pickupInUs = await client.call('POST', `${cart}/estimate-totals`, {
      token,
      body: { shippingAddress: { country: 'US' }, selectedShippingOption: { code: 'pickup' } },
    });
    expect(pickupInUs.body.calculationErrors).toEqual({
      selectedShippingOptionError: {
        applicationError: { code: 'SHIPPING_OPTION_NOT_FOUND', description: 'Unknown shipping option pickup' },
      },
    });
    expect(pickupInUs.body.shippingInfo.selectedCarrierServiceOption).toBeUndefined();
  });

  test("without an address in the request, the cart's own address decides; with none known, every option is open", async () => {
    const v = await client.visitor();
    const token = v.access_token;
    await client.call('POST', `${cart}/add-to-cart`, { token, body: { lineItems: [line('prod-granola', 1)] } });
    const estimate = () => client.call('POST', `${cart}/estimate-totals`, { token, body: {} });
    expect(codes((await estimate()).body)).toEqual(['standard', 'express', 'pickup']);

    const addressOnCart = (address: Record<string, string>) =>
      client.call('PATCH', cart, { token, body: { cartInfo: { contactInfo: { address } } } });
    expect((await addressOnCart({ country: 'US', city: 'Boston' })).status).toBe(200);
    expect(codes((await estimate()).body)).toEqual(['standard', 'express']);
    expect((await addressOnCart({ country: 'DE', city: 'Berlin' })).status).toBe(200);
    expect(codes((await estimate()).body)).toEqual(['standard', 'express', 'pickup']);
  });
});
