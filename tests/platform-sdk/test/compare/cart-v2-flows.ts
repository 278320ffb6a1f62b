// Cart V2 through the platform's own SDK against the emulator: `currentCartV2` call for call, `cartV2.getCheckoutUrl`
// and the redirect session that takes the cart's id as its checkout's, through to the order on the hosted checkout.
// Run twice: with the v1 cart there, and with it removed (`cartV1: 'removed'`), which Cart V2 must not notice.
import { beforeAll, describe, expect, test } from 'vitest';
import type { EmulatorOptions } from '@vitrine/emulator';
import { STORES_APP_ID } from './inputs';
import { SHOP, startFlows, type Visitor } from './flow-suite';
import { submitHostedForm } from '../../../../test-support/emulator';

const item = (catalogItemId: string, quantity: number, options?: Record<string, unknown>) => ({
  catalogReference: { appId: STORES_APP_ID, catalogItemId, ...(options ? { options } : {}) },
  quantity,
});
const SHIRT = item('prod-linen-shirt', 2, { options: { Size: 'M', Color: 'White' } });
const GRANOLA = item('prod-granola', 1);
const money = (amount: string) => ({ amount, convertedAmount: amount });

export async function cartV2Flows(options: Pick<EmulatorOptions, 'cartV1'>): Promise<void> {
  const { emulator, visitorClient, paths } = await startFlows(options);
  const removed = options.cartV1 === 'removed';

  describe(`the platform SDK's Cart V2 against the emulator${removed ? ', its v1 cart removed' : ''}`, () => {
    let client: Visitor;

    beforeAll(async () => {
      client = visitorClient();
      client.auth.setTokens(await client.auth.generateVisitorTokens());
    });

    test('currentCartV2: create, add, update, coupon, delivery, estimate, remove', async () => {
      paths();
      const { cart } = await client.currentCartV2.createCurrentCart({ catalogItems: [SHIRT] } as never);
      expect(cart!._id).toEqual(expect.any(String));
      expect(cart!._createdDate).toBeInstanceOf(Date);
      const [shirt] = cart!.lineItems!;
      expect(shirt).toMatchObject({
        name: { original: 'Linen shirt' },
        quantityInfo: { requestedQuantity: 2, confirmedQuantity: 2 },
        pricing: { unitPrice: money('59.00'), totalPrice: money('118.00') },
        source: { catalogReference: SHIRT.catalogReference },
        status: 'IN_STOCK',
      });
      expect(shirt!.attributes!.url).toBe(`${emulator.url}/product-page/linen-shirt`);
      expect(cart!.businessInfo!.currencyCode).toBe('EUR');

      const read = await client.currentCartV2.getCurrentCart();
      expect(read.cart!._id).toBe(cart!._id);

      const { cart: added } = await client.currentCartV2.addLineItemsToCurrentCart({
        catalogItems: [GRANOLA],
      } as never);
      expect(added!.lineItems!.map((line) => line.name!.original)).toEqual(['Linen shirt', 'Granola']);
      const granola = added!.lineItems![1]!;

      const { cart: updated } = await client.currentCartV2.updateLineItemsInCurrentCart({
        lineItems: [{ lineItemId: shirt!._id!, quantity: { newQuantity: 1 } }],
      });
      expect(updated!.lineItems![0]!.quantityInfo!.requestedQuantity).toBe(1);

      const { cart: couponed } = await client.currentCartV2.addCouponToCurrentCart({ code: 'WELCOME10' });
      expect(couponed!.coupons).toEqual([{ _id: 'coupon-welcome10', code: 'WELCOME10' }]);
      const { cart: delivered } = await client.currentCartV2.setDeliveryMethodForCurrentCart({ code: 'express' });
      expect(delivered!.deliveryInfo!.method).toMatchObject({ code: 'express', pickup: false });

      const { summary } = await client.currentCartV2.estimateCurrentCart({
        calculateTax: true,
        calculateDelivery: true,
      });
      expect(summary!.cartId).toBe(cart!._id);
      expect(summary!.priceSummary).toMatchObject({ delivery: money('9.90') });
      expect(summary!.discounts!.map((d) => d.source?.couponCode)).toEqual(['WELCOME10']);

      const { cart: uncouponed } = await client.currentCartV2.removeCouponFromCurrentCart('coupon-welcome10');
      expect(uncouponed!.coupons).toEqual([]);
      const { cart: less } = await client.currentCartV2.removeLineItemsFromCurrentCart([granola._id!]);
      expect(less!.lineItems!.map((line) => line._id)).toEqual([shirt!._id]);
      expect(paths().filter((p) => !p.includes('/oauth2/'))).toEqual([
        'POST /ecom/v2/carts/current',
        'GET /ecom/v2/carts/current',
        'POST /ecom/v2/carts/current/add-line-items',
        'POST /ecom/v2/carts/current/update-line-items',
        'POST /ecom/v2/carts/current/add-coupon',
        'POST /ecom/v2/carts/current/set-delivery-method',
        'POST /ecom/v2/carts/current/estimate',
        'POST /ecom/v2/carts/current/remove-coupon',
        'POST /ecom/v2/carts/current/remove-line-items',
      ]);
    });

    test('a product with variants added without one is refused: ITEM_NOT_FOUND_IN_CATALOG', async () => {
      const refused = await client.currentCartV2
        .addLineItemsToCurrentCart({ catalogItems: [item('prod-linen-shirt', 1)] } as never)
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(refused).toMatchObject({
        details: {
          applicationError: {
            code: 'ITEM_NOT_FOUND_IN_CATALOG',
            data: { invalidItems: [{ catalogReference: { catalogItemId: 'prod-linen-shirt' } }] },
          },
        },
      });
    });

    test('cartV2.getCheckoutUrl and the redirect session with the cart id open the hosted checkout; the order is placed', async () => {
      const { cart } = await client.currentCartV2.getCurrentCart();
      const { checkoutUrl } = await client.cartV2.getCheckoutUrl(cart!._id!, {});
      expect(checkoutUrl).toMatch(new RegExp(`^${emulator.url}/__vitrine/pages/checkout\\?session=`));
      expect((await fetch(checkoutUrl!)).status).toBe(200);
      const { redirectSession } = await client.redirects.createRedirectSession({
        ecomCheckout: { checkoutId: cart!._id! },
        callbacks: { thankYouPageUrl: `${SHOP}/thanks` },
      });
      const placed = await submitHostedForm(redirectSession!.fullUrl!, {});
      expect(placed.status).toBe(303);
      expect(placed.headers.get('location')).toMatch(new RegExp(`^${SHOP}/thanks\\?orderId=`));
      const gone = await client.currentCartV2.getCurrentCart().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(gone).toMatchObject({ details: { applicationError: { code: 'OWNED_CART_NOT_FOUND' } } });
    });

    if (removed)
      test('the v1 current cart answers as a removed API: 501 UNIMPLEMENTED, naming Cart V2', async () => {
        const error = await client.currentCart.getCurrentCart().then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toMatchObject({
          details: {
            applicationError: {
              code: 'UNIMPLEMENTED',
              description:
                'Method not implemented: GET /ecom/v1/carts/current: the v1 current cart was removed on 2027-02-01; use Cart V2: the same method on /v2/carts/current',
            },
          },
        });
      });
  });
}
