import { describe, expect, test } from 'vitest';
import * as v2 from '@vitrine/cart/v2';
import { clients, eventsOf, LAYOUT_NAMES, rejection, submitHostedForm, TEST_OAUTH_APPS } from './setup';
import { bootForFile } from '../support/boot';

const { emu } = await bootForFile({ cartV1: 'removed', oauthApps: TEST_OAUTH_APPS });
const money = (amount: string) => ({ amount, convertedAmount: amount });
const item = (catalogItemId: string, quantity: number, options?: Record<string, unknown>) => ({
  catalogReference: { catalogItemId, appId: v2.STORES_APP_ID, ...(options ? { options } : {}) },
  quantity,
});
const SHIRT = item('prod-linen-shirt', 2, { options: { Size: 'M', Color: 'Sage' } });

describe.each(LAYOUT_NAMES)('@vitrine/cart/v2 against the emulator (v1 removed), %s layout', (pathLayout) => {
  const prefix = pathLayout === 'api' ? '/ecom/v2/carts' : '/_api/cart-v2/v2/carts';

  test('a visit: add, change, coupon, delivery, estimate, remove; the cart read back with SDK-side values', async () => {
    const { visitor, visitorSent } = clients(emu, pathLayout);
    const none = await rejection(v2.getCurrentCart(visitor));
    expect(none).toMatchObject({ name: 'ApplicationError', status: 404, code: 'OWNED_CART_NOT_FOUND' });

    const { cart } = await v2.addLineItemsToCurrentCart(visitor, { catalogItems: [SHIRT] });
    const line = cart!.lineItems![0]!;
    expect(cart!._id).toEqual(expect.any(String));
    expect(cart!._createdDate).toBeInstanceOf(Date);
    expect(cart!.revision).toBe('1');
    expect(line._id).toEqual(expect.any(String));
    expect(line.quantityInfo).toEqual({ requestedQuantity: 2, confirmedQuantity: 2, fixedQuantity: false });
    expect(line.pricing!.unitPrice).toEqual(money('59.00'));
    expect(line.status).toBe('IN_STOCK');
    expect(line.attributes!.url).toBe(`${emu.url}/product-page/linen-shirt`);
    expect(line.source!.catalogReference).toEqual(SHIRT.catalogReference);
    expect(v2.formatMoney(line.pricing!.unitPrice, cart!, { locale: 'en-US' })).toBe('€59.00');
    expect(v2.cartCurrency(cart!)).toEqual({ converted: 'EUR', business: 'EUR' });

    const { cart: changed } = await v2.updateLineItemsInCurrentCart(visitor, {
      lineItems: [{ lineItemId: line._id!, quantity: { newQuantity: 1 } }],
    });
    expect(changed!.subtotal).toEqual(money('59.00'));
    const { cart: couponed } = await v2.addCouponToCurrentCart(visitor, { code: 'WELCOME10' });
    expect(couponed!.coupons).toEqual([{ _id: 'coupon-welcome10', code: 'WELCOME10' }]);
    await v2.setDeliveryMethodForCurrentCart(visitor, { code: 'standard' });
    const { summary } = await v2.estimateCurrentCart(visitor, { calculateDelivery: true, calculateTax: true });
    // 59.00 − 5.90 = 53.10, free standard delivery above 50.
    expect(summary!.priceSummary!.total).toEqual(money('53.10'));
    expect(summary!.deliverySummary!.price).toEqual(money('0.00'));
    const { cart: without } = await v2.removeCouponFromCurrentCart(visitor, couponed!.coupons![0]!._id!);
    expect(without!.coupons).toEqual([]);
    const { cart: emptied } = await v2.removeLineItemsFromCurrentCart(visitor, [line._id!]);
    expect(emptied!.lineItems).toEqual([]);
    await v2.deleteCurrentCart(visitor);
    expect(await eventsOf(emu, cart!._id!, 'cart')).toEqual([
      'cart.created',
      ...Array<string>(5).fill('cart.updated'),
      'cart.deleted',
    ]);
    expect(visitorSent.filter((s) => !s.includes('/oauth2/'))).toEqual([
      `GET main ${prefix}/current`,
      `POST main ${prefix}/current/add-line-items`,
      `POST main ${prefix}/current/update-line-items`,
      `POST main ${prefix}/current/add-coupon`,
      `POST main ${prefix}/current/set-delivery-method`,
      `POST main ${prefix}/current/estimate`,
      `POST main ${prefix}/current/remove-coupon`,
      `POST main ${prefix}/current/remove-line-items`,
      `DELETE main ${prefix}/current`,
    ]);
  });

  test('typed cases: the variant refusal (isVariantRequiredError) for a product with variants sent without one; unsellable lines block checkout', async () => {
    const { visitor, visitorSent } = clients(emu, pathLayout);
    const refused = await rejection(
      v2.addLineItemsToCurrentCart(visitor, { catalogItems: [item('prod-linen-shirt', 1)] }),
    );
    expect(v2.isVariantRequiredError(refused)).toBe(true);
    expect(refused).toMatchObject({ name: 'ApplicationError', code: 'ITEM_NOT_FOUND_IN_CATALOG' });
    expect(v2.variantRequiredItems(refused)).toEqual([{ catalogItemId: 'prod-linen-shirt', appId: v2.STORES_APP_ID }]);
    // Size 40 of the sneakers has one left; the candle is sold out.
    const { cart } = await v2.addLineItemsToCurrentCart(visitor, {
      catalogItems: [
        item('prod-canvas-sneakers', 2, { options: { Size: '40' } }),
        item('prod-scented-candle', 1, { options: { Scent: 'Fig' } }),
      ],
    });
    expect(cart!.lineItems!.map((l) => [l.status, l.quantityInfo!.confirmedQuantity])).toEqual([
      ['PARTIALLY_IN_STOCK', 1],
      ['OUT_OF_STOCK', 0],
    ]);
    const sent = visitorSent.length;
    const blocked = await rejection(v2.createCheckoutRedirect(visitor, cart!));
    expect(v2.isUnsellableLinesError(blocked)).toBe(true);
    expect(visitorSent).toHaveLength(sent);
  });

  test('checkout by the cart id: the redirect session and getCheckoutUrl open the hosted checkout; the order empties the cart', async () => {
    const { visitor } = clients(emu, pathLayout, 'shop');
    const { cart } = await v2.addLineItemsToCurrentCart(visitor, { catalogItems: [SHIRT] });
    expect(await v2.getCart(visitor, cart!._id!)).toEqual(cart);
    const { checkoutUrl } = await v2.getCheckoutUrl(visitor, cart!._id!, { currencyCode: 'EUR' });
    expect(checkoutUrl).toMatch(new RegExp(`^${emu.url}/__vitrine/pages/checkout\\?session=`));
    const { redirectSession } = await v2.createCheckoutRedirect(visitor, cart!, {
      callbacks: { thankYouPageUrl: 'http://shop.example:3000/thanks' },
    });
    const placed = await submitHostedForm(redirectSession!.fullUrl!, {});
    expect(placed.status).toBe(303);
    expect(placed.headers.get('location')).toMatch(/^http:\/\/shop\.example:3000\/thanks\?orderId=/);
    expect(await rejection(v2.getCurrentCart(visitor))).toMatchObject({ status: 404 });
  });
});
