import { Hono } from 'hono';
import type { AppEnv } from '../http';
import { readBody } from '../http';
import { ok } from '../respond';
import { principal } from '../tokens';
import { requireVisitorOrMember } from '../principal';
import { createCheckout } from './schemas';
import { createCheckout as create, readOrder } from './service';

/** A checkout from the current cart, under a cart prefix. */
export function checkoutRoutes(prefix: string): Hono<AppEnv> {
  return new Hono<AppEnv>().post(`${prefix}/v1/carts/current/create-checkout`, async (c) => {
    const p = requireVisitorOrMember(principal(c));
    const body = await readBody(c, createCheckout);
    return ok(c, { checkoutId: create(c.get('ctx'), p, body) });
  });
}

/** eCommerce Orders' read of one order (`GET /ecom/v1/orders/{id}`), under an orders prefix. */
export function orderRoutes(prefix: string): Hono<AppEnv> {
  return new Hono<AppEnv>().get(`${prefix}/v1/orders/:id`, (c) =>
    ok(c, { order: readOrder(c.get('ctx'), principal(c), c.req.param('id')) }),
  );
}
