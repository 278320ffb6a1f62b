import { describe, expect, test } from 'vitest';
import { addToCurrentCart, createCheckoutFromCurrentCart } from '@vitrine/cart';
import { getOrder } from '@vitrine/cart/orders';
import type { Client } from '@vitrine/http';
import { createRedirectSession } from '@vitrine/redirects';
import { bootForFile } from '../support/boot';
import { clients, LAYOUT_NAMES, rejection, signInMember, submitHostedForm, TEST_OAUTH_APPS } from './setup';

const { emu } = await bootForFile({ oauthApps: TEST_OAUTH_APPS });
const SHOP = 'http://shop.example:3000';

/** `buyer` orders a granola through the hosted checkout; the order id the thank-you URL carries. */
async function orderAs(buyer: Client): Promise<string> {
  await addToCurrentCart(buyer, {
    lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'prod-granola', appId: 'vitrine-stores' } }],
  });
  const { checkoutId } = await createCheckoutFromCurrentCart(buyer, { channelType: 'WEB' });
  const { redirectSession } = await createRedirectSession(buyer, {
    ecomCheckout: { checkoutId },
    callbacks: { postFlowUrl: `${SHOP}/cart`, thankYouPageUrl: `${SHOP}/thanks` },
  });
  const placed = await submitHostedForm(redirectSession.fullUrl!, {});
  expect(placed.status).toBe(303);
  return new URL(placed.headers.get('location')!).searchParams.get('orderId')!;
}

describe.each(LAYOUT_NAMES)('getOrder through the SDK, %s layout', (pathLayout) => {
  test("a member reads the order they placed; a visitor's token gets the platform's 404; the API key reads it", async () => {
    const member = clients(emu, pathLayout, 'shop');
    await signInMember(member.visitor, 'ada@vitrine.dev', 'vitrine-demo');
    const orderId = await orderAs(member.visitor);

    const order = await getOrder(member.visitor, orderId);
    expect(order._id).toBe(orderId);
    expect(order.buyerInfo!.memberId).toEqual(expect.any(String));
    expect(order.lineItems!.map((l) => [l.productName!.original, l.quantity, l.price])).toEqual([
      ['Granola', 1, { amount: '8.90', formattedAmount: '€8.90' }],
    ]);
    expect((await getOrder(member.merchant, orderId))._id).toBe(orderId);

    const stranger = clients(emu, pathLayout, 'shop').visitor;
    expect(await rejection(getOrder(stranger, orderId))).toMatchObject({
      name: 'ApplicationError',
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });
  });
});
