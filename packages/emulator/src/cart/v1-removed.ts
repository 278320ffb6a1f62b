import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http';
import { ApplicationError } from '../errors';

/** The platform's removal date of the v1 current cart (`@targetRemovalDate` in its SDK). */
export const CART_V1_REMOVAL_DATE = '2027-02-01';

/** Each v1 current-cart call's Cart V2 successor, by the path after `/v1/carts/current`. */
const SUCCESSORS: Record<string, string> = {
  '': 'the same method on /v2/carts/current',
  '/add-to-cart': 'POST /v2/carts/current/add-line-items',
  '/remove-line-items': 'POST /v2/carts/current/remove-line-items',
  '/update-line-items-quantity': 'POST /v2/carts/current/update-line-items',
  '/remove-coupon': 'POST /v2/carts/current/remove-coupon',
  '/estimate-totals': 'POST /v2/carts/current/estimate',
  '/create-checkout': "a redirect session with ecomCheckout.checkoutId set to the cart's id",
};

/**
 * With `cartV1: 'removed'`, the v1 current-cart calls answer as an unknown method does here (501 `UNIMPLEMENTED`,
 * `unknown-route.ts`: a method the service no longer has), the message naming the date and the Cart V2 call that
 * replaces each one.
 */
export const cartV1Removed: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('ctx').cartV1 !== 'removed' || c.req.method === 'OPTIONS') return next();
  const rest = /\/v1\/carts\/current(\/[^/]*)?\/?$/.exec(c.req.path)?.[1] ?? '';
  const successor = SUCCESSORS[rest];
  const says =
    `Method not implemented: ${c.req.method} ${c.req.path}: the v1 current cart was removed on ${CART_V1_REMOVAL_DATE}` +
    (successor ? `; use Cart V2: ${successor}` : '; use Cart V2 (/v2/carts/current)');
  const e = new ApplicationError(501, 'UNIMPLEMENTED', says);
  return c.json(e.body, 501);
};
