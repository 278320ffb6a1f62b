import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../http';
import { readBody } from '../http';
import { ok } from '../respond';
import { principal } from '../tokens';
import { requireApiKey, requireVisitorOrMember } from '../principal';
import * as schema from './schemas';
import * as carts from './service';

const shopper = (c: AppContext) => requireVisitorOrMember(principal(c));

/** The current cart under a cart prefix. */
export function cartRoutes(prefix: string): Hono<AppEnv> {
  const base = `${prefix}/v1/carts/current`;
  return new Hono<AppEnv>()
    .get(base, (c) => ok(c, { cart: carts.currentCart(c.get('ctx'), shopper(c)) }))
    .patch(base, async (c) => {
      const p = shopper(c);
      return ok(c, { cart: carts.patchCart(c.get('ctx'), { shopper: p }, await readBody(c, schema.patchCart)) });
    })
    .delete(base, (c) => {
      carts.deleteCurrentCart(c.get('ctx'), shopper(c));
      return ok(c, {});
    })
    .post(`${base}/add-to-cart`, async (c) => {
      const p = shopper(c);
      return ok(c, { cart: carts.addToCart(c.get('ctx'), { shopper: p }, await readBody(c, schema.addToCart)) });
    })
    .post(`${base}/remove-line-items`, async (c) => {
      const p = shopper(c);
      const { lineItemIds } = await readBody(c, schema.removeLineItems);
      return ok(c, { cart: carts.removeLines(c.get('ctx'), p, lineItemIds) });
    })
    .post(`${base}/remove-coupon`, async (c) => {
      const p = shopper(c);
      await readBody(c, schema.noBody);
      return ok(c, { cart: carts.removeCoupon(c.get('ctx'), p) });
    })
    .post(`${base}/update-line-items-quantity`, async (c) => {
      const p = shopper(c);
      const { lineItems } = await readBody(c, schema.updateQuantities);
      return ok(c, { cart: carts.updateQuantities(c.get('ctx'), p, lineItems) });
    })
    .post(`${base}/estimate-totals`, async (c) => {
      const p = shopper(c);
      return ok(c, carts.estimateCurrent(c.get('ctx'), p, await readBody(c, schema.estimateRequest)));
    });
}

/**
 * The merchant's calls on a cart by its id (the platform's Cart API: `updateCart`, `addToCart`), for the API key
 * only: merchant discounts and priced custom lines are set here, never by the shopper. Mounted after the current
 * cart's routes, so `current` is never taken for an id.
 */
export function cartByIdRoutes(prefix: string): Hono<AppEnv> {
  const merchant = (c: AppContext, cartId: string) => {
    requireApiKey(
      principal(c),
      'A cart by its id is changed with an API key; a visitor or member token has its current cart',
    );
    return { cartId };
  };
  return new Hono<AppEnv>()
    .patch(`${prefix}/v1/carts/:id`, async (c) => {
      const target = merchant(c, c.req.param('id'));
      return ok(c, { cart: carts.patchCart(c.get('ctx'), target, await readBody(c, schema.patchCart)) });
    })
    .post(`${prefix}/v1/carts/:id/add-to-cart`, async (c) => {
      const target = merchant(c, c.req.param('id'));
      const { lineItems, customLineItems } = await readBody(c, schema.addToCartById);
      return ok(c, { cart: carts.addToCart(c.get('ctx'), target, { lineItems, customLineItems }) });
    });
}
