import { describe, expect, test } from 'vitest';
import { estimateCurrentCartTotals, updateCurrentCart, updateCurrentCartLineItemQuantity } from '@vitrine/cart';
import { clients, LAYOUT_NAMES, money } from './setup';
import { bootForFile } from '../support/boot';
import { NOW, STORES } from './support/cart-values';

const { emu } = await bootForFile({ now: () => NOW });

describe.each(LAYOUT_NAMES)('@vitrine/cart against the emulator, %s layout', (pathLayout) => {
  test('discounted, unavailable and digital items; a digital-only or unbillable cart has no shipping', async () => {
    const { visitor } = clients(emu, pathLayout);
    const cart = await updateCurrentCart(visitor, {
      lineItems: [
        {
          quantity: 1,
          catalogReference: {
            catalogItemId: 'prod-cotton-tee',
            appId: STORES,
            options: { options: { Size: 'S', Color: 'Black' } },
          },
        },
        {
          quantity: 1,
          catalogReference: {
            catalogItemId: 'prod-scented-candle',
            appId: STORES,
            options: { options: { Scent: 'Fig' } },
          },
        },
        {
          quantity: 1,
          catalogReference: { catalogItemId: 'prod-recipe-e-book', appId: STORES },
          serviceProperties: { scheduledDate: new Date('2026-07-01T10:00:00.000Z'), numberOfParticipants: 2 },
        },
      ],
    });
    expect(cart.lineItems[2]!.serviceProperties).toEqual({
      scheduledDate: new Date('2026-07-01T10:00:00.000Z'),
      numberOfParticipants: 2,
    });
    const [tee, candle, book] = cart.lineItems;
    expect(tee).toMatchObject({
      price: money('19.20'),
      fullPrice: money('24.00'),
      priceBeforeDiscounts: money('19.20'),
      availability: { status: 'AVAILABLE' },
    });
    expect(candle).toMatchObject({ price: money('28.00'), availability: { status: 'NOT_AVAILABLE' } });
    expect(book).toMatchObject({
      price: money('9.00'),
      itemType: { preset: 'DIGITAL' },
      physicalProperties: { weight: 0, sku: 'VT-035', shippable: false },
    });
    expect(cart.subtotal).toEqual(money('28.20'));

    const withShipping = await estimateCurrentCartTotals(visitor);
    expect(withShipping.shippingInfo?.selectedCarrierServiceOption?.code).toBe('standard');
    expect(withShipping.priceSummary).toEqual({
      subtotal: money('28.20'),
      shipping: money('4.90'),
      tax: money('5.28'),
      discount: money('0.00'),
      total: money('33.10'),
    });

    const drone = await estimateCurrentCartTotals(visitor, { selectedShippingOption: { code: 'drone' } });
    expect(drone.calculationErrors).toEqual({
      selectedShippingOptionError: {
        applicationError: { code: 'SHIPPING_OPTION_NOT_FOUND', description: 'Unknown shipping option drone' },
      },
    });
    expect(drone.shippingInfo?.selectedCarrierServiceOption).toBeUndefined();
    expect(drone.priceSummary?.shipping).toEqual(money('0.00'));

    const digital = await updateCurrentCartLineItemQuantity(visitor, [{ _id: tee!._id!, quantity: 0 }]);
    expect(digital.lineItems.map((l) => l.catalogReference.catalogItemId)).toEqual([
      'prod-scented-candle',
      'prod-recipe-e-book',
    ]);
    const noShipping = await estimateCurrentCartTotals(visitor, {});
    expect(noShipping.shippingInfo?.carrierServiceOptions).toEqual([]);
    expect(noShipping.shippingInfo?.selectedCarrierServiceOption).toBeUndefined();
    expect(noShipping.priceSummary).toEqual({
      subtotal: money('9.00'),
      shipping: money('0.00'),
      tax: money('1.44'),
      discount: money('0.00'),
      total: money('9.00'),
    });
  });
});
