// Comparison 2 for Cart V2: the same inputs make the same request in Vitrine's `@vitrine/cart/v2` and the platform
// SDK's `currentCartV2` (every call) and `cartV2` (`getCart`, `getCheckoutUrl`): method, path, query and body.
// What is compared is the request, so the comparison holds whatever the emulator answers; a call that changes the
// cart says so, since the second side may then get another answer. Not compared: a media URI given as a catalogue
// override's `image` (`@vitrine/http`'s `uriToImage` writes `url: id` and no `altText`, the platform SDK the URI
// and both names), a difference of the media transform that is not Cart V2's.
import * as v2 from '@vitrine/cart/v2';
import { describe, test } from 'vitest';
import { address, fresh, SHIRT, STORES_APP_ID } from './compare/inputs';
import { startRequestComparison, type Case } from './compare/request-suite';

const { ours, theirs, compare } = await startRequestComparison();

const shirt = {
  catalogReference: { catalogItemId: SHIRT, appId: STORES_APP_ID, options: { variantId: 'var-1' } },
  quantity: 1,
};
const changes = 'it changes the current cart';

const cases: Case[] = [
  {
    call: 'createCurrentCart',
    vitrine: () =>
      v2.createCurrentCart(ours.visitor, {
        catalogItems: [fresh(shirt)],
        coupons: [{ code: 'WELCOME10' }],
        deliveryMethod: { code: 'standard' },
        cart: { note: 'gift', deliveryInfo: { address: fresh(address) } },
      }),
    platform: () =>
      theirs.visitor.currentCartV2.createCurrentCart({
        catalogItems: [fresh(shirt)],
        coupons: [{ code: 'WELCOME10' }],
        deliveryMethod: { code: 'standard' },
        cart: { note: 'gift', deliveryInfo: { address: fresh(address) } },
      }),
    changesState: changes,
  },
  {
    call: 'getCurrentCart',
    vitrine: () => v2.getCurrentCart(ours.visitor),
    platform: () => theirs.visitor.currentCartV2.getCurrentCart(),
  },
  {
    call: 'updateCurrentCart',
    vitrine: () =>
      v2.updateCurrentCart(ours.visitor, {
        note: 'leave at the door',
        deliveryInfo: { address: fresh(address) },
        paymentInfo: { billingAddress: fresh(address) },
      }),
    platform: () =>
      theirs.visitor.currentCartV2.updateCurrentCart({
        note: 'leave at the door',
        deliveryInfo: { address: fresh(address) },
        paymentInfo: { billingAddress: fresh(address) },
      }),
  },
  {
    call: 'refreshCurrentCart',
    vitrine: () => v2.refreshCurrentCart(ours.visitor),
    platform: () => theirs.visitor.currentCartV2.refreshCurrentCart(),
  },
  {
    call: 'calculateCurrentCart',
    vitrine: () => v2.calculateCurrentCart(ours.visitor, { refreshCart: true }),
    platform: () => theirs.visitor.currentCartV2.calculateCurrentCart({ refreshCart: true }),
  },
  {
    call: 'estimateCurrentCart',
    vitrine: () =>
      v2.estimateCurrentCart(ours.visitor, {
        refreshCart: false,
        validationConfig: 'PRE_CHECKOUT_VALIDATIONS',
        calculateDelivery: true,
        calculateAdditionalFees: false,
        calculateTax: true,
        calculateGiftCards: true,
      }),
    platform: () =>
      theirs.visitor.currentCartV2.estimateCurrentCart({
        refreshCart: false,
        validationConfig: 'PRE_CHECKOUT_VALIDATIONS',
        calculateDelivery: true,
        calculateAdditionalFees: false,
        calculateTax: true,
        calculateGiftCards: true,
      }),
  },
  {
    call: 'addLineItemsToCurrentCart',
    vitrine: () =>
      v2.addLineItemsToCurrentCart(ours.visitor, {
        catalogItems: [fresh(shirt), { ...fresh(shirt), quantity: 2 }],
      }),
    platform: () =>
      theirs.visitor.currentCartV2.addLineItemsToCurrentCart({
        catalogItems: [fresh(shirt), { ...fresh(shirt), quantity: 2 }],
      }),
    changesState: changes,
  },
  {
    call: 'removeLineItemsFromCurrentCart',
    vitrine: () => v2.removeLineItemsFromCurrentCart(ours.visitor, ['line-that-is-not-there']),
    platform: () => theirs.visitor.currentCartV2.removeLineItemsFromCurrentCart(['line-that-is-not-there']),
  },
  {
    call: 'updateLineItemsInCurrentCart',
    vitrine: () =>
      v2.updateLineItemsInCurrentCart(ours.visitor, {
        lineItems: [{ lineItemId: 'line-that-is-not-there', quantity: { newQuantity: 2 } }],
      }),
    platform: () =>
      theirs.visitor.currentCartV2.updateLineItemsInCurrentCart({
        lineItems: [{ lineItemId: 'line-that-is-not-there', quantity: { newQuantity: 2 } }],
      }),
  },
  {
    call: 'addCouponToCurrentCart',
    vitrine: () => v2.addCouponToCurrentCart(ours.visitor, { code: 'WELCOME10' }),
    platform: () => theirs.visitor.currentCartV2.addCouponToCurrentCart({ code: 'WELCOME10' }),
    changesState: changes,
  },
  {
    call: 'removeCouponFromCurrentCart',
    vitrine: () => v2.removeCouponFromCurrentCart(ours.visitor, 'coupon-that-is-not-there'),
    platform: () => theirs.visitor.currentCartV2.removeCouponFromCurrentCart('coupon-that-is-not-there'),
  },
  {
    call: 'setDeliveryMethodForCurrentCart',
    vitrine: () => v2.setDeliveryMethodForCurrentCart(ours.visitor, { code: 'standard', appId: 'shipping-app' }),
    platform: () =>
      theirs.visitor.currentCartV2.setDeliveryMethodForCurrentCart({ code: 'standard', appId: 'shipping-app' }),
  },
  {
    call: 'removeDeliveryMethodFromCurrentCart',
    vitrine: () => v2.removeDeliveryMethodFromCurrentCart(ours.visitor),
    platform: () => theirs.visitor.currentCartV2.removeDeliveryMethodFromCurrentCart(),
  },
  {
    call: 'addGiftCardToCurrentCart',
    vitrine: () => v2.addGiftCardToCurrentCart(ours.visitor, { code: 'GIFT-1234', redeemAmount: { amount: '5.00' } }),
    platform: () =>
      theirs.visitor.currentCartV2.addGiftCardToCurrentCart({ code: 'GIFT-1234', redeemAmount: { amount: '5.00' } }),
  },
  {
    call: 'removeGiftCardFromCurrentCart',
    vitrine: () => v2.removeGiftCardFromCurrentCart(ours.visitor, 'gift-card-that-is-not-there'),
    platform: () => theirs.visitor.currentCartV2.removeGiftCardFromCurrentCart('gift-card-that-is-not-there'),
  },
  {
    call: 'updateFormSubmissionsInCurrentCart',
    vitrine: () =>
      v2.updateFormSubmissionsInCurrentCart(ours.visitor, {
        formSubmissions: [{ _id: 'form-1', formSubmissionId: 'submission-1' }],
      }),
    platform: () =>
      theirs.visitor.currentCartV2.updateFormSubmissionsInCurrentCart({
        formSubmissions: [{ _id: 'form-1', formSubmissionId: 'submission-1' }],
      }),
  },
  {
    call: 'deleteCurrentCart',
    vitrine: () => v2.deleteCurrentCart(ours.visitor),
    platform: () => theirs.visitor.currentCartV2.deleteCurrentCart(),
    changesState: changes,
  },
  {
    call: 'getCart',
    vitrine: () => v2.getCart(ours.visitor, 'cart-that-is-not-there'),
    platform: () => theirs.visitor.cartV2.getCart('cart-that-is-not-there'),
  },
  {
    call: 'getCheckoutUrl',
    vitrine: () => v2.getCheckoutUrl(ours.visitor, 'cart-that-is-not-there', { currencyCode: 'EUR' }),
    platform: () => theirs.visitor.cartV2.getCheckoutUrl('cart-that-is-not-there', { currencyCode: 'EUR' }),
  },
];

describe('comparison 2: the same inputs make the same Cart V2 request in both SDKs', () => {
  test.each(cases.map((c) => [c.call, c] as const))('cart V2: %s', (_, c) => compare(c)());
});
