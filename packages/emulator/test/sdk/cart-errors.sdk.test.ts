import { describe, expect, test } from 'vitest';
import { addToCurrentCart, createCheckoutFromCurrentCart, getCurrentCart, updateCurrentCart } from '@vitrine/cart';
import { CART } from '@vitrine/http';
import { clients, LAYOUT_NAMES, rejection } from './setup';
import { bootForFile } from '../support/boot';
import { NOW, shirt, STORES } from './support/cart-values';

const { emu } = await bootForFile({ now: () => NOW });

describe.each(LAYOUT_NAMES)('@vitrine/cart against the emulator, %s layout', (pathLayout) => {
  test('errors from the real emulator: a field violation, an unknown coupon, an API key on the cart, an empty checkout', async () => {
    const { visitor, merchant } = clients(emu, pathLayout);

    const invalid = await rejection(addToCurrentCart(visitor, { lineItems: [{ ...shirt(0) }] }));
    expect(invalid).toMatchObject({
      name: 'ValidationError',
      status: 400,
      code: 'INVALID_ARGUMENT',
      message: 'INVALID_ARGUMENT: "lineItems[0].quantity" must be at least 1',
      violations: [{ field: 'lineItems[0].quantity', description: 'must be at least 1', violatedRule: 'MIN' }],
    });
    expect(invalid.requestId).toMatch(/^[0-9a-f-]{36}$/);

    const coupon = await rejection(updateCurrentCart(visitor, { couponCode: 'NOPE10' }));
    expect(coupon).toMatchObject({
      name: 'ApplicationError',
      status: 400,
      code: 'ERROR_COUPON_DOES_NOT_EXIST',
      message: 'Coupon NOPE10 does not exist',
      description: 'Coupon NOPE10 does not exist',
      data: { couponCode: 'NOPE10' },
    });
    // The refused update created no cart.
    expect(await rejection(getCurrentCart(visitor))).toMatchObject({ code: 'OWNED_CART_NOT_FOUND' });

    const unknown = await rejection(
      addToCurrentCart(visitor, {
        lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'prod-nope', appId: STORES } }],
      }),
    );
    expect(unknown).toMatchObject({
      status: 400,
      code: 'PRODUCT_NOT_FOUND',
      message: 'Product prod-nope not found',
      data: { field: 'lineItems[0].catalogReference' },
    });

    const keyed = await rejection(getCurrentCart(merchant));
    expect(keyed).toMatchObject({
      name: 'ApplicationError',
      status: 403,
      code: 'PERMISSION_DENIED',
      message: 'An API key has no current visitor; use a visitor or member token',
    });

    const mask = await rejection(
      updateCurrentCart(visitor, { couponCode: 'SAVE5', cartFieldmask: ['couponCode', 'buyerNote'] }),
    );
    expect(mask).toMatchObject({
      name: 'ValidationError',
      message: 'INVALID_ARGUMENT: "cartFieldmask" names an unknown field buyerNote',
    });

    // The read-only host refuses the current cart: a path the SDK does not know as the current cart goes there and fails loudly.
    const misrouted = await rejection(visitor.request({ method: 'GET', service: CART, path: '/v1/carts/current/' }));
    expect(misrouted).toMatchObject({
      name: 'ApplicationError',
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
      message: 'The current cart is read from the main host, not from the read-only host',
    });

    await updateCurrentCart(visitor, { cartInfo: { buyerNote: 'empty' } });
    const empty = await rejection(createCheckoutFromCurrentCart(visitor, { channelType: 'WEB' }));
    expect(empty).toMatchObject({
      status: 400,
      code: 'CART_IS_EMPTY',
      message: 'Cannot create a checkout from an empty cart',
    });
  });
});
