import { describe, expect, test } from 'vitest';
import { LAYOUTS, line, money, type LayoutName } from './helpers';
import { bootForFile } from './support/boot';

const { emu, client } = await bootForFile({ now: () => Date.UTC(2026, 5, 1, 12, 0, 0) });

describe.each(['api', 'site'] as LayoutName[])('cart in the %s layout', (layout) => {
  const cart = LAYOUTS[layout].cart;

  test('quantity update, removal, coupon, remove-coupon and delete', async () => {
    const v = await client.visitor();
    const add = await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-green-tea', 2), line('prod-honey-jar', 1)] },
    });
    const [tea, honey] = add.body.cart.lineItems;
    const q = await client.call('POST', `${cart}/update-line-items-quantity`, {
      token: v.access_token,
      body: { lineItems: [{ id: tea.id, quantity: 5 }] },
    });
    expect(q.status).toBe(200);
    expect(q.body.cart.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([5, 1]);
    expect(q.body.cart.subtotal).toEqual(money('71.00'));

    const bad = await client.call('PATCH', cart, { token: v.access_token, body: { couponCode: 'NOPE' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: 'Coupon NOPE does not exist',
      details: {
        applicationError: {
          description: 'Coupon NOPE does not exist',
          code: 'ERROR_COUPON_DOES_NOT_EXIST',
          data: { couponCode: 'NOPE' },
        },
      },
    });

    const coupon = await client.call('PATCH', cart, { token: v.access_token, body: { couponCode: 'welcome10' } });
    expect(coupon.status).toBe(200);
    expect(coupon.body.cart.appliedDiscounts).toEqual([
      {
        discountType: 'GLOBAL',
        coupon: { id: 'coupon-welcome10', code: 'WELCOME10', name: 'Welcome 10 %', amount: money('7.10') },
      },
    ]);

    const removed = await client.call('POST', `${cart}/remove-coupon`, { token: v.access_token, body: {} });
    expect(removed.body.cart.appliedDiscounts).toEqual([]);

    const rm = await client.call('POST', `${cart}/remove-line-items`, {
      token: v.access_token,
      body: { lineItemIds: [honey.id] },
    });
    expect(rm.body.cart.lineItems.map((l: { id: string }) => l.id)).toEqual([tea.id]);

    const zero = await client.call('POST', `${cart}/update-line-items-quantity`, {
      token: v.access_token,
      body: { lineItems: [{ id: tea.id, quantity: 0 }] },
    });
    expect(zero.body.cart.lineItems).toEqual([]);

    const del = await client.call('DELETE', cart, { token: v.access_token });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({});
    expect((await client.call('GET', cart, { token: v.access_token })).status).toBe(404);
  });

  test('availability: partially available, not available, not found after deletion', async () => {
    const v = await client.visitor();
    const create = await client.call('POST', `${LAYOUTS[layout].writer}/v1/products`, {
      token: emu.apiKey,
      body: { product: { name: `Temp ${layout}`, price: 10 } },
    });
    expect(create.status).toBe(200);
    const tempId = create.body.product.id;
    const add = await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: {
        lineItems: [
          line('prod-canvas-sneakers', 2, { options: { Size: '40' } }),
          line('prod-scented-candle', 1, { options: { Scent: 'Fig' } }),
          line(tempId, 1),
        ],
      },
    });
    expect(add.status).toBe(200);
    expect(add.body.cart.lineItems.map((l: { availability: unknown }) => l.availability)).toEqual([
      { status: 'PARTIALLY_AVAILABLE', quantityAvailable: 1 },
      { status: 'NOT_AVAILABLE', quantityAvailable: 0 },
      { status: 'AVAILABLE' },
    ]);
    // 1 sneaker (79.00) + temp (10.00); the candle is not counted.
    expect(add.body.cart.subtotal).toEqual(money('89.00'));
    expect(
      (await client.call('DELETE', `${LAYOUTS[layout].writer}/v1/products/${tempId}`, { token: emu.apiKey })).status,
    ).toBe(200);
    const after = await client.call('GET', cart, { token: v.access_token });
    expect(after.body.cart.lineItems[2].availability).toEqual({ status: 'NOT_FOUND' });
    expect(after.body.cart.lineItems[2].productName).toEqual({
      original: `Temp ${layout}`,
      translated: `Temp ${layout}`,
    });
    expect(after.body.cart.subtotal).toEqual(money('79.00'));
  });

  test('PATCH honours cartFieldmask and create-checkout answers a checkoutId', async () => {
    const v = await client.visitor();
    await client.call('POST', `${cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    const masked = await client.call('PATCH', cart, {
      token: v.access_token,
      body: { cartInfo: { buyerNote: 'ring twice' }, couponCode: 'WELCOME10', cartFieldmask: 'cartInfo' },
    });
    expect(masked.status).toBe(200);
    expect(masked.body.cart.buyerNote).toBe('ring twice');
    expect(masked.body.cart.appliedDiscounts).toEqual([]);
    const checkout = await client.call('POST', `${cart}/create-checkout`, {
      token: v.access_token,
      body: { channelType: 'WEB', email: 'a@b.example' },
    });
    expect(checkout.status).toBe(200);
    expect(Object.keys(checkout.body)).toEqual(['checkoutId']);
    expect((await client.call('GET', cart, { token: v.access_token })).body.cart.checkoutId).toBe(
      checkout.body.checkoutId,
    );
    const badChannel = await client.call('POST', `${cart}/create-checkout`, {
      token: v.access_token,
      body: { channelType: 'CARRIER_PIGEON' },
    });
    expect(badChannel.status).toBe(400);
    expect(badChannel.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'channelType',
      violatedRule: 'INVALID_ENUM_VALUE',
    });
  });
});
