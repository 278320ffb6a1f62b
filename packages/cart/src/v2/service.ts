import type { Service } from '@vitrine/http';

/**
 * Cart V2's service: `/ecom/v2/carts…` on the API host, `/_api/cart-v2/v2/carts…` on a site's own domain (the
 * platform SDK's `currentCartV2` and `cartV2` map their paths so). Not v1's `CART`: the site prefix differs.
 */
export const CART_V2: Service = ['/ecom', '/_api/cart-v2'];

/** The current cart's path. */
export const CURRENT_CART_V2 = '/v2/carts/current';
