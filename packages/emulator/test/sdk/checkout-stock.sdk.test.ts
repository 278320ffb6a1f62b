import { describe, expect, test } from 'vitest';
import { addToCurrentCart, createCheckoutFromCurrentCart, getCurrentCart } from '@vitrine/cart';
import { getProduct } from '@vitrine/catalogue';
import { createRedirectSession } from '@vitrine/redirects';
import { bootForFile } from '../support/boot';
import { clients, LAYOUT_NAMES, rejection, submitHostedForm, TEST_OAUTH_APPS } from './setup';

const { emu } = await bootForFile({ oauthApps: TEST_OAUTH_APPS });
const SHOP = 'http://shop.example:3000';

describe.each(LAYOUT_NAMES)('stock after the hosted checkout, through the SDK, %s layout', (pathLayout) => {
  /** A visitor of the shop who puts `quantity` of the product in the cart and opens the hosted checkout. */
  async function checkingOut(catalogItemId: string, quantity: number, options?: Record<string, string>) {
    const { visitor } = clients(emu, pathLayout, 'shop');
    await addToCurrentCart(visitor, {
      lineItems: [
        {
          quantity,
          catalogReference: { catalogItemId, appId: 'vitrine-stores', ...(options ? { options: { options } } : {}) },
        },
      ],
    });
    const { checkoutId } = await createCheckoutFromCurrentCart(visitor, { channelType: 'WEB' });
    const { redirectSession } = await createRedirectSession(visitor, {
      ecomCheckout: { checkoutId },
      callbacks: { postFlowUrl: `${SHOP}/cart`, thankYouPageUrl: `${SHOP}/thanks` },
    });
    return { visitor, url: redirectSession.fullUrl };
  }

  test('the shop reads the stock left after an order, and the last one goes to one of two buyers', async () => {
    const { visitor } = clients(emu, pathLayout, 'shop');
    // Each layout sells out its own product, in its own emulator state: a watch (2 in stock), then a sneaker size.
    const id = pathLayout === 'api' ? 'prod-wristwatch' : 'prod-canvas-sneakers';
    const options = pathLayout === 'api' ? undefined : { Size: '41' };
    const before = await getProduct(visitor, id);
    const first = await checkingOut(id, pathLayout === 'api' ? 1 : 2, options);
    expect((await submitHostedForm(first.url, {})).status).toBe(303);
    expect((await getProduct(visitor, id)).stock).toEqual({
      ...before.stock,
      quantity: before.stock!.quantity! - (pathLayout === 'api' ? 1 : 2),
    });

    // One item left: two buyers press "Place order" at the same moment.
    const buyers = [await checkingOut(id, 1, options), await checkingOut(id, 1, options)];
    const placed = await Promise.all(buyers.map((b) => submitHostedForm(b.url, {})));
    expect(placed.map((r) => r.status).sort()).toEqual([303, 409]);
    const loser = buyers[placed.findIndex((r) => r.status === 409)]!;
    const winner = buyers[placed.findIndex((r) => r.status === 303)]!;
    expect((await getCurrentCart(loser.visitor)).lineItems.map((l) => l.quantity)).toEqual([1]);
    expect(await rejection(getCurrentCart(winner.visitor))).toMatchObject({ status: 404 });

    const sold = await getProduct(visitor, id);
    expect([sold.stock!.inStock, sold.stock!.inventoryStatus]).toEqual(
      pathLayout === 'api' ? [false, 'OUT_OF_STOCK'] : [true, 'PARTIALLY_OUT_OF_STOCK'],
    );
    const variant = sold.variants!.find((v) => v.choices?.Size === options?.Size)!;
    expect(variant.stock).toEqual({ trackQuantity: true, quantity: 0, inStock: false });
  });
});
