// Comparison 3 of issue 9: the cart calls, each from the same cart.
import * as cart from '@vitrine/cart';
import { describe, expect, test } from 'vitest';
import { withValue } from './compare/answers';
import { CART, pageUrl } from '@vitrine/http';
// The cart's answer shape is internal to @vitrine/cart; the merchant case reads its answer the same way.
import { cartEnvelope } from '../../../packages/cart/src/shapes';
import { type PlatformClient, type PlatformKeyClient } from './compare/clients';
import { address, fresh, giftWrap, SHIRT, shirtLine } from './compare/inputs';
import { at, isDate, startAnswerComparison, type Case } from './compare/answer-suite';

const { emulator, live, visitor, withKey } = await startAnswerComparison();

let lineId: string;

async function ensureCart(): Promise<void> {
  const added = await cart.addToCurrentCart(live.ours, { lineItems: [fresh(shirtLine)] });
  lineId = added.lineItems.find((line) => line.catalogReference?.catalogItemId === SHIRT)!._id!;
  await cart.updateCurrentCart(live.ours, {
    couponCode: 'WELCOME10',
    cartInfo: { contactInfo: { address: fresh(address) } },
  } as never);
}

const cartCases: Case<PlatformClient>[] = [
  {
    call: 'getCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCart.getCurrentCart(),
    vitrine: (c) => cart.getCurrentCart(c),
    check: (value: cart.Cart) => {
      isDate(value._createdDate);
      expect(value._id).toEqual(expect.any(String));
      expect(value.contactInfo?.address).toMatchObject({
        addressLine1: 'Torstraße 1',
        formatted: 'Torstraße 1, 10119 Berlin',
        location: { latitude: 52.53, longitude: 13.4 },
      });
      expect(value.lineItems.find((l) => l._id === lineId)?.url).toBe(`${emulator.url}/product-page/linen-shirt`);
      expect(value.lineItems.find((l) => l._id === lineId)?.image).toMatch(
        /^image:\/\/v1\/[^/]+\/[^#]+#originWidth=\d+&originHeight=\d+$/,
      );
    },
  },
  {
    call: 'getCurrentCart with non-finite decimals on the wire',
    setup: ensureCart,
    platform: (c) => c.currentCart.getCurrentCart(),
    vitrine: (c) => cart.getCurrentCart(c),
    edit: (answer) =>
      withValue(
        withValue(answer, 'cart.lineItems.0.physicalProperties.weight', 'NaN'),
        'cart.contactInfo.address.geocode.latitude',
        '-Infinity',
      ),
    check: (value: cart.Cart) => {
      expect(value.lineItems[0]?.physicalProperties?.weight).toBeNaN();
      expect(value.contactInfo?.address?.location?.latitude).toBe(-Infinity);
    },
  },
  {
    call: 'updateCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCart.updateCurrentCart({ cartInfo: { buyerNote: 'gift' } } as never),
    vitrine: (c) => cart.updateCurrentCart(c, { cartInfo: { buyerNote: 'gift' } } as never),
  },
  {
    call: 'addToCurrentCart',
    platform: (c) => c.currentCart.addToCurrentCart({ lineItems: [fresh(shirtLine)] }),
    vitrine: (c) => cart.addToCurrentCart(c, { lineItems: [fresh(shirtLine)] }),
    pick: at('cart'),
  },
  {
    call: 'removeLineItemsFromCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCart.removeLineItemsFromCurrentCart([lineId]),
    vitrine: (c) => cart.removeLineItemsFromCurrentCart(c, [lineId]),
    pick: at('cart'),
  },
  {
    call: 'removeCouponFromCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCart.removeCouponFromCurrentCart(),
    vitrine: (c) => cart.removeCouponFromCurrentCart(c),
    pick: at('cart'),
  },
  {
    call: 'updateCurrentCartLineItemQuantity',
    setup: ensureCart,
    platform: (c) => c.currentCart.updateCurrentCartLineItemQuantity([{ _id: lineId, quantity: 3 }]),
    vitrine: (c) => cart.updateCurrentCartLineItemQuantity(c, [{ _id: lineId, quantity: 3 }]),
    pick: at('cart'),
  },
  {
    call: 'estimateCurrentCartTotals (express, with its delivery slot)',
    setup: ensureCart,
    platform: (c) =>
      c.currentCart.estimateCurrentCartTotals({
        selectedShippingOption: { code: 'express' },
        shippingAddress: fresh(address),
        billingAddress: fresh(address),
      }),
    vitrine: (c) =>
      cart.estimateCurrentCartTotals(c, {
        selectedShippingOption: { code: 'express' },
        shippingAddress: fresh(address),
        billingAddress: fresh(address),
      }),
    check: (value: cart.EstimateTotalsResponse) => {
      const slot = value.shippingInfo?.selectedCarrierServiceOption?.logistics?.deliveryTimeSlot;
      isDate(slot?.from);
      isDate(slot?.to);
    },
  },
  {
    call: 'estimateCurrentCartTotals (pickup, with its address)',
    setup: ensureCart,
    platform: (c) =>
      c.currentCart.estimateCurrentCartTotals({
        selectedShippingOption: { code: 'pickup' },
        shippingAddress: fresh(address),
      }),
    vitrine: (c) =>
      cart.estimateCurrentCartTotals(c, {
        selectedShippingOption: { code: 'pickup' },
        shippingAddress: fresh(address),
      }),
    check: (value: cart.EstimateTotalsResponse) => {
      const pickup = value.shippingInfo?.selectedCarrierServiceOption?.logistics?.pickupDetails?.address;
      expect(pickup).toMatchObject({ addressLine1: expect.any(String), city: 'Berlin' });
      expect(pickup).not.toHaveProperty('addressLine');
    },
  },
  {
    call: 'createCheckoutFromCurrentCart',
    setup: ensureCart,
    platform: (c) =>
      c.currentCart.createCheckoutFromCurrentCart({
        channelType: 'WEB',
        shippingAddress: fresh(address),
        email: 'ada@vitrine.dev',
      }),
    vitrine: (c) =>
      cart.createCheckoutFromCurrentCart(c, {
        channelType: 'WEB',
        shippingAddress: fresh(address),
        email: 'ada@vitrine.dev',
      }),
  },
  {
    call: 'deleteCurrentCart',
    setup: ensureCart,
    platform: (c) => c.currentCart.deleteCurrentCart(),
    vitrine: (c) => cart.deleteCurrentCart(c),
  },
];

/** The visitor's cart id: the merchant's Cart API names the cart (Vitrine's SDK has no such call: a descriptor). */
let cartId = '';
const keyCases: Case<PlatformKeyClient>[] = [
  {
    // Last: from here on the visitor's cart holds a custom line item, which only the merchant may add (its price).
    call: 'cart.addToCart (API key) with a custom line item (its page URL)',
    setup: async () => {
      await ensureCart();
      cartId = (await cart.getCurrentCart(live.ours))._id!;
    },
    platform: (c) => c.cart.addToCart(cartId, { customLineItems: [fresh(giftWrap)] } as never),
    vitrine: async (c) =>
      (
        await c.request<{ cart: cart.Cart }>({
          method: 'POST',
          service: CART,
          path: `/v1/carts/${cartId}/add-to-cart`,
          body: { customLineItems: [fresh(giftWrap)] },
          request: { customLineItems: { url: pageUrl } },
          response: cartEnvelope,
          entity: 'cart',
        })
      ).cart,
    pick: at('cart'),
    check: (value: cart.Cart) => {
      const custom = value.lineItems.find((line) => line.productName?.original === 'Gift wrap');
      expect(custom?.url).toBe('https://shop.example/gift-wrap?x=1');
    },
  },
];

describe('comparison 3: one emulator answer, read by both SDKs, gives the same values', () => {
  test.each(cartCases.map((c) => [c.call, c] as const))('cart: %s', (_, c) => visitor(c)());
  test.each(keyCases.map((c) => [c.call, c] as const))('cart (API key): %s', (_, c) => withKey(c)());
});
