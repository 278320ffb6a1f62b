// `@vitrine/cart/internal` is for Vitrine's own packages: pinned, so that nothing else slips into it.
import * as internal from '@vitrine/cart/internal';
import { address, date } from '@vitrine/http';
import { expect, it } from 'vitest';

it('exports the cart shapes @vitrine/events reads a cart event with (v1 and V2), and nothing else', () => {
  expect(Object.keys(internal).sort()).toEqual(['cartShape', 'cartV2Shape']);
  expect(internal.cartShape).toMatchObject({ createdDate: date, updatedDate: date });
  expect(internal.cartV2Shape).toMatchObject({
    createdDate: date,
    updatedDate: date,
    deliveryInfo: { address },
    paymentInfo: { billingAddress: address },
  });
});
