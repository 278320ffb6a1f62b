// `@vitrine/cart/internal` is for Vitrine's own packages: pinned, so that nothing else slips into it.
import * as internal from '@vitrine/cart/internal';
import { date } from '@vitrine/http';
import { expect, it } from 'vitest';

it('exports the cart shape @vitrine/events reads a cart event with, and nothing else', () => {
  expect(Object.keys(internal)).toEqual(['cartShape']);
  expect(internal.cartShape).toMatchObject({ createdDate: date, updatedDate: date });
});
