import { Hono } from 'hono';
import type { AppEnv } from '../http';
import { queryRoute, readBody } from '../http';
import { ok } from '../respond';
import { admin, principal } from '../tokens';
import { ValidationError } from '../errors';
import * as schema from './schemas';
import * as collections from './service';

/**
 * Store collections (v2 reads) at `base`: under each reader prefix (docs/wire.md#hosts-and-paths) and bare, where
 * the platform SDK sends them (its module has no host mapping for these paths).
 */
export function collectionsV2Routes(base: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  queryRoute(app, `${base}/query`, schema.collectionsQuery, (c, body) =>
    ok(c, collections.queryCollections(c.get('ctx'), principal(c), body.query)),
  );
  app.get(`${base}/slug/:slug`, (c) =>
    ok(c, { collection: collections.collectionBySlug(c.get('ctx'), principal(c), c.req.param('slug')) }),
  );
  app.get(`${base}/:id`, (c) =>
    ok(c, { collection: collections.getCollection(c.get('ctx'), principal(c), c.req.param('id')) }),
  );
  return app;
}

/** The v1 read (by slug) and the v2 reads under a reader prefix. */
export function collectionReadRoutes(prefix: string): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get(`${prefix}/v1/collections/slug/:slug`, (c) =>
      ok(c, { collection: collections.collectionBySlug(c.get('ctx'), principal(c), c.req.param('slug')) }),
    )
    .route('/', collectionsV2Routes(`${prefix}/v2/collections`));
}

/** Collection writes (API key) under a writer prefix. */
export function collectionWriteRoutes(prefix: string): Hono<AppEnv> {
  const base = `${prefix}/v1/collections`;
  const app = new Hono<AppEnv>()
    .post(base, async (c) => {
      const ctx = admin(c);
      const { collection } = await readBody(c, schema.collectionBody);
      if (!collection.name)
        throw new ValidationError([
          { field: 'collection.name', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
        ]);
      return ok(c, { collection: collections.saveCollection(ctx, collection) });
    })
    .patch(`${base}/:id`, async (c) => {
      const ctx = admin(c);
      const { collection } = await readBody(c, schema.collectionBody);
      return ok(c, { collection: collections.saveCollection(ctx, collection, c.req.param('id')) });
    })
    .delete(`${base}/:id`, (c) => {
      collections.deleteCollection(admin(c), c.req.param('id'));
      return ok(c, {});
    });
  for (const [suffix, member] of [
    ['productIds', true],
    ['productIds/delete', false],
  ] as const) {
    app.post(`${base}/:id/${suffix}`, async (c) => {
      const ctx = admin(c);
      const body = await readBody(c, schema.productIds);
      collections.setMembers(ctx, c.req.param('id'), body.productIds, member);
      return ok(c, {});
    });
  }
  return app;
}
