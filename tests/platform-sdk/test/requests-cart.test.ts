// Comparison 2 of issue 9: the cart calls, each from the same cart.
import * as cart from '@vitrine/cart';
import { describe, test } from 'vitest';
import { address, fresh, giftWrap, SHIRT, shirtLine } from './compare/inputs';
import { startRequestComparison, type Case } from './compare/request-suite';

const { ours, theirs, compare } = await startRequestComparison();

let lineId: string;

/** A cart with the shirt in it; adding the same item again keeps its line, so both sides see one line id. */
async function ensureCart(): Promise<void> {
  const added = await cart.addToCurrentCart(ours.visitor, { lineItems: [fresh(shirtLine)] });
  lineId = added.lineItems.find((line) => line.catalogReference?.catalogItemId === SHIRT)!._id!;
}

const cartCases: Case[] = [
  {
    call: 'getCurrentCart',
    setup: ensureCart,
    vitrine: () => cart.getCurrentCart(ours.visitor),
    platform: () => theirs.visitor.currentCart.getCurrentCart(),
  },
  {
    call: 'updateCurrentCart',
    vitrine: () =>
      cart.updateCurrentCart(ours.visitor, {
        couponCode: 'WELCOME10',
        cartInfo: { buyerNote: 'gift', contactInfo: { address: fresh(address) } },
      }),
    platform: () =>
      theirs.visitor.currentCart.updateCurrentCart({
        couponCode: 'WELCOME10',
        cartInfo: { buyerNote: 'gift', contactInfo: { address: fresh(address) } },
      }),
  },
  {
    call: 'addToCurrentCart',
    vitrine: () =>
      cart.addToCurrentCart(ours.visitor, {
        lineItems: [fresh(shirtLine)],
        customLineItems: [fresh(giftWrap)],
      } as never),
    platform: () =>
      theirs.visitor.currentCart.addToCurrentCart({
        lineItems: [fresh(shirtLine)],
        customLineItems: [fresh(giftWrap)],
      } as never),
  },
  {
    call: 'removeLineItemsFromCurrentCart',
    vitrine: () => cart.removeLineItemsFromCurrentCart(ours.visitor, ['line-that-is-not-there']),
    platform: () => theirs.visitor.currentCart.removeLineItemsFromCurrentCart(['line-that-is-not-there']),
  },
  {
    call: 'removeCouponFromCurrentCart',
    vitrine: () => cart.removeCouponFromCurrentCart(ours.visitor),
    platform: () => theirs.visitor.currentCart.removeCouponFromCurrentCart(),
  },
  {
    call: 'updateCurrentCartLineItemQuantity',
    setup: ensureCart,
    vitrine: () => cart.updateCurrentCartLineItemQuantity(ours.visitor, [{ _id: lineId, quantity: 2 }]),
    platform: () => theirs.visitor.currentCart.updateCurrentCartLineItemQuantity([{ _id: lineId, quantity: 2 }]),
  },
  {
    call: 'estimateCurrentCartTotals',
    setup: ensureCart,
    vitrine: () =>
      cart.estimateCurrentCartTotals(ours.visitor, {
        selectedShippingOption: { code: 'standard' },
        shippingAddress: fresh(address),
        billingAddress: fresh(address),
        selectedMemberships: {
          memberships: [{ _id: 'membership-club', appId: 'vitrine-pricing-plans', lineItemIds: [lineId] }],
        },
      }),
    platform: () =>
      theirs.visitor.currentCart.estimateCurrentCartTotals({
        selectedShippingOption: { code: 'standard' },
        shippingAddress: fresh(address),
        billingAddress: fresh(address),
        selectedMemberships: {
          memberships: [{ _id: 'membership-club', appId: 'vitrine-pricing-plans', lineItemIds: [lineId] }],
        },
      }),
  },
  {
    call: 'createCheckoutFromCurrentCart',
    setup: ensureCart,
    vitrine: () =>
      cart.createCheckoutFromCurrentCart(ours.visitor, {
        channelType: 'WEB',
        shippingAddress: fresh(address),
        billingAddress: fresh(address),
        selectedShippingOption: { code: 'standard' },
        email: 'ada@vitrine.dev',
      }),
    platform: () =>
      theirs.visitor.currentCart.createCheckoutFromCurrentCart({
        channelType: 'WEB',
        shippingAddress: fresh(address),
        billingAddress: fresh(address),
        selectedShippingOption: { code: 'standard' },
        email: 'ada@vitrine.dev',
      }),
  },
  {
    call: 'deleteCurrentCart',
    setup: ensureCart,
    vitrine: () => cart.deleteCurrentCart(ours.visitor),
    platform: () => theirs.visitor.currentCart.deleteCurrentCart(),
  },
];

describe('comparison 2: the same inputs make the same request in both SDKs', () => {
  test.each(cartCases.map((c) => [c.call, c] as const))('cart: %s', (_, c) => compare(c)());
});
