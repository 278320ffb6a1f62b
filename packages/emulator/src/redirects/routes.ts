import { Hono } from 'hono';
import type { AppEnv } from '../http';
import { readBody } from '../http';
import { ok } from '../respond';
import { principal } from '../tokens';
import { UnauthenticatedError } from '../errors';
import { checkoutUrlRequest, redirectSessionRequest } from './schemas';
import { cartCheckoutUrl, createRedirectSession } from './service';

/** The redirect session under one path layout's prefix. */
export function redirectRoutes(prefix: string): Hono<AppEnv> {
  return new Hono<AppEnv>().post(`${prefix}/v1/redirect-session`, async (c) => {
    const p = principal(c);
    if (!p) throw new UnauthenticatedError('Creating a redirect session needs an access token');
    const body = await readBody(c, redirectSessionRequest);
    return ok(c, { redirectSession: createRedirectSession(c.get('ctx'), p, body) });
  });
}

/** Cart V2's checkout URL of a cart by id, under a Cart V2 prefix: a redirect session's page, the hosted checkout. */
export function cartCheckoutUrlRoutes(prefix: string): Hono<AppEnv> {
  return new Hono<AppEnv>().post(`${prefix}/v2/carts/:id/get-checkout-url`, async (c) => {
    const p = principal(c);
    if (!p) throw new UnauthenticatedError('The checkout URL of a cart needs an access token or an API key');
    await readBody(c, checkoutUrlRequest);
    return ok(c, { checkoutUrl: cartCheckoutUrl(c.get('ctx'), p, c.req.param('id')) });
  });
}
