import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../http';
import { readBody } from '../../http';
import { UnauthenticatedError } from '../../errors';
import { ok } from '../../respond';
import { principal } from '../../tokens';
import { requireVisitorOrMember } from '../../principal';
import { deleteCurrentCart } from '../service';
import * as schema from './schemas';
import * as carts from './service';

const shopper = (c: AppContext) => requireVisitorOrMember(principal(c));

/** Cart V2's current cart and cart by id under a Cart V2 prefix (`/ecom`, or `/_api/cart-v2` on a site). */
export function cartV2Routes(prefix: string): Hono<AppEnv> {
  const base = `${prefix}/v2/carts/current`;
  const post = <T>(path: string, run: (c: AppContext) => Promise<T>) => [`${base}${path}`, run] as const;
  const app = new Hono<AppEnv>()
    .get(base, (c) => ok(c, { cart: carts.currentCartV2(c.get('ctx'), shopper(c)) }))
    .post(base, async (c) => {
      const p = shopper(c);
      return ok(c, { cart: carts.createCurrentCartV2(c.get('ctx'), p, await readBody(c, schema.createCart)) });
    })
    .patch(base, async (c) => {
      const p = shopper(c);
      const { cart } = await readBody(c, schema.updateCart);
      return ok(c, { cart: carts.updateCurrentCartV2(c.get('ctx'), p, cart) });
    })
    .delete(base, (c) => {
      deleteCurrentCart(c.get('ctx'), shopper(c));
      return ok(c, {});
    });
  const calls = [
    post('/refresh', async (c) => {
      const p = shopper(c);
      await readBody(c, schema.noBody);
      return { cart: carts.refreshCurrentCartV2(c.get('ctx'), p) };
    }),
    post('/calculate', async (c) => {
      const p = shopper(c);
      await readBody(c, schema.calculate);
      return carts.summariseCurrentCart(c.get('ctx'), p, { calculateDelivery: true, calculateTax: true });
    }),
    post('/estimate', async (c) => {
      const p = shopper(c);
      return carts.summariseCurrentCart(c.get('ctx'), p, await readBody(c, schema.estimate));
    }),
    post('/add-line-items', async (c) => {
      const p = shopper(c);
      return { cart: carts.addLineItemsV2(c.get('ctx'), p, await readBody(c, schema.addLineItems)) };
    }),
    post('/remove-line-items', async (c) => {
      const p = shopper(c);
      const { lineItemIds } = await readBody(c, schema.removeLineItems);
      return { cart: carts.removeLineItemsV2(c.get('ctx'), p, lineItemIds) };
    }),
    post('/update-line-items', async (c) => {
      const p = shopper(c);
      const { lineItems } = await readBody(c, schema.updateLineItems);
      return { cart: carts.updateLineItemsV2(c.get('ctx'), p, lineItems) };
    }),
    post('/add-coupon', async (c) => {
      const p = shopper(c);
      const { coupon } = await readBody(c, schema.addCoupon);
      return { cart: carts.addCouponV2(c.get('ctx'), p, coupon.code) };
    }),
    post('/remove-coupon', async (c) => {
      const p = shopper(c);
      const { couponId } = await readBody(c, schema.removeCoupon);
      return { cart: carts.removeCouponV2(c.get('ctx'), p, couponId) };
    }),
    post('/set-delivery-method', async (c) => {
      const p = shopper(c);
      const { deliveryMethod } = await readBody(c, schema.setDeliveryMethod);
      return { cart: carts.setDeliveryMethodV2(c.get('ctx'), p, deliveryMethod) };
    }),
    post('/remove-delivery-method', async (c) => {
      const p = shopper(c);
      await readBody(c, schema.noBody);
      return { cart: carts.removeDeliveryMethodV2(c.get('ctx'), p) };
    }),
    post('/add-gift-card', async (c) => {
      const p = shopper(c);
      const { giftCard } = await readBody(c, schema.addGiftCard);
      return carts.addGiftCardV2(c.get('ctx'), p, giftCard.code);
    }),
    post('/remove-gift-card', async (c) => {
      const p = shopper(c);
      const { giftCardId } = await readBody(c, schema.removeGiftCard);
      return carts.removeGiftCardV2(c.get('ctx'), p, giftCardId);
    }),
    post('/update-forms-submission', async (c) => {
      const p = shopper(c);
      await readBody(c, schema.formSubmissions);
      // The catalogue has no per-line forms: nothing to link, the cart as it is.
      return { cart: carts.currentCartV2(c.get('ctx'), p) };
    }),
  ];
  for (const [path, run] of calls) app.post(path, async (c) => ok(c, await run(c)));
  // After the current cart's routes, so `current` is never taken for an id.
  app.get(`${prefix}/v2/carts/:id`, (c) => {
    const p = principal(c);
    if (!p) throw new UnauthenticatedError('This call needs an access token or an API key');
    const cart = carts.cartByIdV2(c.get('ctx'), p, c.req.param('id'));
    return ok(c, { cart });
  });
  return app;
}
