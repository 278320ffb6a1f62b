// Comparison 1 of issue 9: visitor tokens and the current cart.
import { currentCart } from '@wix/ecom';
import { beforeAll, describe, expect, test } from 'vitest';
import { address, fresh, giftWrap, shirtLine, STORES_APP_ID } from './compare/inputs';
import { startFlows, type Visitor } from './compare/flow-suite';

const { recorder, visitorClient, merchantClient, paths } = await startFlows();

describe('visitor tokens', () => {
  test('generateVisitorTokens mints a visitor; renewToken keeps the refresh token and gives a new access token', async () => {
    const client = visitorClient();
    recorder.take();
    const before = Math.floor(Date.now() / 1000);
    const tokens = await client.auth.generateVisitorTokens();
    const after = Math.ceil(Date.now() / 1000);
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(tokens.accessToken.value).toMatch(/^at\./);
    expect(tokens.accessToken.expiresAt - before).toBeGreaterThanOrEqual(14400);
    // Four hours from the answer, however long the call took.
    expect(tokens.accessToken.expiresAt - after).toBeLessThanOrEqual(14400);
    expect(client.auth.loggedIn()).toBe(false);
    const renewed = await client.auth.renewToken(tokens.refreshToken);
    expect(renewed.refreshToken).toEqual(tokens.refreshToken);
    expect(renewed.accessToken.value).not.toBe(tokens.accessToken.value);
    expect(paths()).toEqual(['POST /oauth2/token', 'POST /oauth2/token']);
  });
});

describe('the current cart: all 9 calls', () => {
  let client: Visitor;
  let shirtLineId: string;

  beforeAll(async () => {
    client = visitorClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
  });

  test('addToCurrentCart with the platform stores app id, then getCurrentCart', async () => {
    // The shared inputs are plain data; the platform's types want its enums (`itemType.preset`).
    const { cart: shopped } = await client.currentCart.addToCurrentCart({ lineItems: [fresh(shirtLine)] } as never);
    // A custom line carries its own price, so the merchant adds it (API key) with the platform's Cart API, by id.
    const { cart } = await merchantClient().cart.addToCart(shopped!._id!, {
      customLineItems: [fresh(giftWrap)],
    } as never);
    const [shirt, wrap] = cart!.lineItems!;
    expect(shirt!.catalogReference).toEqual(shirtLine.catalogReference);
    expect(shirt!.quantity).toBe(1);
    expect(shirt!.productName?.original).toBe('Linen shirt');
    expect(shirt!.url).toMatch(/\/product-page\/linen-shirt$/);
    expect(shirt!.image).toMatch(/^wix:image:\/\/v1\/m-linen-shirt-/);
    expect(cart!._createdDate).toBeInstanceOf(Date);
    expect(wrap).toMatchObject({
      customLineItem: true,
      quantity: 1,
      productName: { original: 'Gift wrap' },
      url: 'https://shop.example/gift-wrap?x=1',
    });
    expect(wrap!.price?.amount).toBe('3.50');
    shirtLineId = shirt!._id!;

    const read = await client.currentCart.getCurrentCart();
    expect(read._id).toBe(cart!._id);
    expect(read.lineItems!.map((line) => line._id)).toEqual([shirtLineId, wrap!._id]);
    expect(read._updatedDate).toBeInstanceOf(Date);
  });

  test('updateCurrentCart keeps the contact address with its street line; the coupon applies and is removed', async () => {
    // updateCurrentCart answers the cart itself, the other calls `{ cart }`.
    const cart = await client.currentCart.updateCurrentCart({
      cartInfo: { contactInfo: { address: fresh(address) } },
      couponCode: 'WELCOME10',
    });
    expect(cart.contactInfo?.address).toMatchObject({
      addressLine1: 'Torstraße 1',
      formatted: 'Torstraße 1, 10119 Berlin',
      city: 'Berlin',
    });
    expect(cart.contactInfo?.address?.location).toEqual({ latitude: 52.53, longitude: 13.4 });
    expect(cart.appliedDiscounts!.map((discount) => discount.coupon?.code)).toEqual(['WELCOME10']);
    const { cart: without } = await client.currentCart.removeCouponFromCurrentCart();
    expect(without!.appliedDiscounts).toEqual([]);
  });

  test('updateCurrentCartLineItemQuantity, then estimateCurrentCartTotals with shipping and billing addresses', async () => {
    const { cart } = await client.currentCart.updateCurrentCartLineItemQuantity([{ _id: shirtLineId, quantity: 3 }]);
    expect(cart!.lineItems!.find((line) => line._id === shirtLineId)!.quantity).toBe(3);
    const estimate = await client.currentCart.estimateCurrentCartTotals({
      shippingAddress: fresh(address),
      billingAddress: fresh(address),
      selectedShippingOption: { code: 'standard' },
    });
    expect(estimate.priceSummary?.subtotal?.amount).toBe(String((59 * 3 + 3.5).toFixed(2)));
    expect(estimate.shippingInfo?.selectedCarrierServiceOption?.code).toBe('standard');
    expect(estimate.calculationErrors).toBeUndefined();
    expect(estimate.cart?._id).toBe(cart!._id);
  });

  test('removeLineItemsFromCurrentCart, createCheckoutFromCurrentCart, deleteCurrentCart', async () => {
    const { cart } = await client.currentCart.removeLineItemsFromCurrentCart([shirtLineId]);
    expect(cart!.lineItems!.map((line) => line.productName?.original)).toEqual(['Gift wrap']);
    const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
      channelType: currentCart.ChannelType.WEB,
      shippingAddress: fresh(address),
      email: 'shopper@vitrine.dev',
    });
    expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(client.currentCart.deleteCurrentCart()).resolves.toBeUndefined();
    await expect(client.currentCart.getCurrentCart()).rejects.toMatchObject({
      details: { applicationError: { code: 'OWNED_CART_NOT_FOUND' } },
    });
  });
});

test("the stores app id the platform SDK sends is the emulator catalogue's", () => {
  expect(STORES_APP_ID).toBe('215238eb-22a5-4c36-9e7b-e7c08025e04e');
});
