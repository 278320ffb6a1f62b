import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { randomUUID } from 'node:crypto';
import type { EmulatorContext } from './context';
import type { AppEnv } from './http';
import { limitBody } from './body-limit';
import { consistency, CONSISTENT_HEADER } from './consistency';
import {
  MethodNotAllowedError,
  PlatformError,
  ServiceUnavailableError,
  TooManyRequestsError,
  ValidationError,
  internalErrorBody,
} from './errors';
import { tokenRoutes } from './tokens/routes';
import { cartByIdRoutes, cartRoutes } from './cart/routes';
import { checkoutRoutes, orderRoutes } from './checkout/routes';
import { productReadRoutes, productWriteRoutes } from './products/routes';
import { collectionReadRoutes, collectionWriteRoutes, collectionsV2Routes } from './collections/routes';
import { cartCheckoutUrlRoutes, redirectRoutes } from './redirects/routes';
import { cartV2Routes } from './cart/v2/routes';
import { cartV1Removed } from './cart/v1-removed';
import { identityRoutes } from './identity/routes';
import { adminRoutes } from './admin/routes';
import { eventRoutes } from './events/routes';
import { adminGuard } from './admin/guard';
import { inboxRoutes } from './inbox/routes';
import { mediaRoutes } from './media/routes';
import { registerPages } from './pages/routes';
import { PageError } from './pages/session';
import { errorPage } from './views/layout';
import { NO_FRAMING } from './pages/frames';
import { dataAdminRoutes, dataItemRoutes } from './data/routes';
import { unknownRoute } from './unknown-route';
import { recommendationRoutes } from './recommendations/routes';
import { onlyOn } from './catalog-version';
import { catalogV3Routes } from './products/v3/routes';
import { categoryRoutes } from './collections/v3/routes';

export const LAYOUTS = Object.freeze({
  api: {
    cart: '/ecom',
    reader: '/stores-reader',
    writer: '/stores',
    redirects: '/_api/redirects-api',
    cartV2: '/ecom',
    orders: '/ecom',
  },
  site: {
    cart: '/_api/ecom-cart',
    reader: '/_api/catalog-reader-server',
    writer: '/_api/catalog-server',
    redirects: '/headless',
    cartV2: '/_api/cart-v2',
    orders: '/_api/ecom-orders',
  },
} as const);

const WIX_REQUEST_ID = 'x-wix-request-id';
const REQUEST_ID = 'x-request-id';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CURRENT_CART = /\/v[12]\/carts\/current\/?$/;

export interface AppOptions {
  readOnly: boolean;
  log?: (line: string) => void;
}

/** One Hono app per listener; both share the emulator context. */
export function createApp(ctx: EmulatorContext, opts: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // The platform's request id header is `x-wix-request-id`; `x-request-id` carries the same id for older callers.
  app.use('*', requestId({ headerName: WIX_REQUEST_ID }));
  app.use('*', async (c, next) => {
    c.set('ctx', ctx);
    c.set('readOnly', opts.readOnly);
    c.header(REQUEST_ID, c.get('requestId'));
    await next();
  });
  app.use('*', consistency);

  const platformCors = cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // No list: a preflight is answered with the headers it asks for (the platform SDK adds `x-wix-bi-gateway`).
    // A browser storefront reads Retry-After to know when a throttled sign-in may be tried again, and
    // X-Wix-Consistent to send it back (read-your-writes).
    exposeHeaders: [WIX_REQUEST_ID, REQUEST_ID, 'retry-after', CONSISTENT_HEADER],
    maxAge: 600,
  });
  // The platform's API answers any site; the emulator's own dev endpoints (inbox, settings, OAuth apps, pages)
  // answer none, so a page a developer visits cannot read the inbox or register its origin as an OAuth app's.
  app.use('*', (c, next) => (c.req.path.startsWith('/__vitrine/') ? next() : platformCors(c, next)));

  if (opts.readOnly) {
    app.use('*', async (c, next) => {
      if (!READ_METHODS.has(c.req.method)) {
        c.header('allow', 'GET, HEAD, OPTIONS');
        throw new MethodNotAllowedError(
          `The read-only host answers only GET, HEAD and OPTIONS; send ${c.req.method} ${c.req.path} to the main host`,
        );
      }
      if (CURRENT_CART.test(c.req.path) && c.req.method !== 'OPTIONS') {
        throw new MethodNotAllowedError('The current cart is read from the main host, not from the read-only host');
      }
      await next();
    });
  }

  app.use('*', limitBody());

  // No dev page may be framed (clickjacking), unless it names the origins that may: the sign-in and checkout pages
  // name their app's.
  app.use('/__vitrine/*', (c, next) => {
    c.header('content-security-policy', NO_FRAMING);
    return next();
  });
  // After the body limit: the guard may read a form's admin token.
  app.use('/__vitrine/*', adminGuard);

  app.route('/', tokenRoutes);
  // Catalog V1 answers only on a V1 store (`catalog-version.ts`); Catalog V3's routes guard themselves.
  for (const layout of Object.values(LAYOUTS)) {
    const v1 = (family: 'products' | 'variants' | 'collections', ...paths: string[]) => {
      for (const path of paths) for (const p of [path, `${path}/*`]) app.use(p, onlyOn('V1_CATALOG', family));
    };
    v1('products', `${layout.reader}/v1/products`, `${layout.reader}/v1/products-platformized`);
    v1('variants', `${layout.reader}/v1/variants`);
    v1('collections', `${layout.reader}/v1/collections`, `${layout.reader}/v2/collections`);
    v1('products', `${layout.writer}/v1/products`, `${layout.writer}/v1/products-platformized`);
    v1('products', `${layout.writer}/v2/products-platformized`, `${layout.writer}/v1/bulk/products`);
    v1('collections', `${layout.writer}/v1/collections`);
  }
  app.use('/v2/collections', onlyOn('V1_CATALOG', 'collections'));
  app.use('/v2/collections/*', onlyOn('V1_CATALOG', 'collections'));
  app.route('/', catalogV3Routes);
  app.route('/', categoryRoutes);
  for (const layout of Object.values(LAYOUTS)) {
    app.use(`${layout.cart}/v1/carts/current`, cartV1Removed);
    app.use(`${layout.cart}/v1/carts/current/*`, cartV1Removed);
    app.route('/', cartRoutes(layout.cart));
    app.route('/', cartByIdRoutes(layout.cart));
    app.route('/', checkoutRoutes(layout.cart));
    app.route('/', productReadRoutes(layout.reader));
    app.route('/', collectionReadRoutes(layout.reader));
    app.route('/', productWriteRoutes(layout.writer));
    app.route('/', collectionWriteRoutes(layout.writer));
    app.route('/', redirectRoutes(layout.redirects));
    app.route('/', cartV2Routes(layout.cartV2));
    app.route('/', cartCheckoutUrlRoutes(layout.cartV2));
    app.route('/', orderRoutes(layout.orders));
  }
  app.route('/', collectionsV2Routes('/v2/collections'));
  app.route('/', recommendationRoutes('/ecom'));
  app.route('/', recommendationRoutes(''));
  app.route('/', identityRoutes);
  app.route('/', adminRoutes);
  app.route('/', eventRoutes);
  app.route('/', inboxRoutes);
  app.route('/', mediaRoutes);
  app.route('/', dataItemRoutes('/wix-data/v2/items'));
  app.route('/', dataItemRoutes('/_api/cloud-data/v2/items'));
  app.route('/', dataAdminRoutes);
  registerPages(app);

  app.notFound(unknownRoute);

  app.onError((err, c) => {
    const requestId = c.get('requestId') ?? randomUUID();
    c.header(WIX_REQUEST_ID, requestId);
    c.header(REQUEST_ID, requestId);
    if (err instanceof PageError) return c.html(errorPage(err), err.status);
    if (err instanceof TooManyRequestsError || err instanceof ServiceUnavailableError)
      c.header('retry-after', String(err.retryAfterSeconds));
    // An oversized body is answered before it is read; the connection stays open and the server reads the rest away
    // (@hono/node-server drains up to 64 MiB), so the client's unsent bytes never meet a closed socket (a reset).
    if (err instanceof PlatformError) return c.json(err.body, err.status);
    if (err instanceof URIError) {
      const v = new ValidationError([
        { field: 'path', description: 'is not a valid URL-encoded path', violatedRule: 'FORMAT' },
      ]);
      return c.json(v.body, 400);
    }
    opts.log?.(
      `[vitrine-emulator] ${requestId} ${c.req.method} ${c.req.path}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    return c.json(internalErrorBody(requestId), 500);
  });

  return app;
}
