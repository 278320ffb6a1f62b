import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../http';
import { queryRoute, readBody } from '../http';
import { UnauthenticatedError } from '../errors';
import { parse } from '../schema/violations';
import { principal } from '../tokens';
import { writeRefused } from './errors';
import * as schema from './schemas';
import * as data from './service';

/**
 * A write of site content: the site's owner (the API key) only. A visitor or member gets the platform's
 * permission error for the collection; no token at all is a 401.
 */
function owner(c: AppContext, operation: string, collectionId: string) {
  const p = principal(c);
  if (!p) throw new UnauthenticatedError('This call needs an API key');
  if (p.kind !== 'apiKey') throw writeRefused(operation, collectionId);
  return c.get('ctx');
}

/**
 * The data items calls `@wix/data` sends, at `base` (`/wix-data/v2/items` on the API host, `/_api/cloud-data/v2/items`
 * on a site's). Anyone reads (a token, when sent, must be valid); the site's owner writes. Answers are the items as
 * stored: no URL in an item's fields is rewritten.
 */
export function dataItemRoutes(base: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  queryRoute(app, `${base}/query`, schema.queryItems, (c, body) => {
    principal(c);
    return c.json(data.queryItems(c.get('ctx'), body));
  });
  app.post(base, async (c) => {
    const body = await readBody(c, schema.insertItem);
    const ctx = owner(c, 'insert', body.dataCollectionId);
    const [dataItem] = data.insertItems(ctx, body.dataCollectionId, [body.dataItem], () => 'dataItem.data');
    return c.json({ dataItem });
  });
  app.post(`${base}/update`, async (c) => {
    const body = await readBody(c, schema.updateItem);
    const ctx = owner(c, 'update', body.dataCollectionId);
    return c.json(data.updateItem(ctx, body.dataCollectionId, body.dataItem.id, body.dataItem.data));
  });
  app.post(`${base}/remove`, async (c) => {
    const body = await readBody(c, schema.removeItem);
    const ctx = owner(c, 'remove', body.dataCollectionId);
    return c.json(data.removeItem(ctx, body.dataCollectionId, body.dataItemId));
  });
  app.get(`${base}/:dataItemId`, (c) => {
    principal(c);
    const fields = c.req.queries('fields');
    const query = parse(schema.getItem, {
      dataCollectionId: c.req.query('dataCollectionId'),
      ...(fields ? { fields } : {}),
    });
    return c.json(data.getItem(c.get('ctx'), query.dataCollectionId, c.req.param('dataItemId'), query.fields ?? []));
  });
  return app;
}

/** The merchant's data collections, under the dev endpoints (admin token, `admin/guard.ts`). */
export const dataAdminRoutes = new Hono<AppEnv>()
  .get('/__vitrine/data/collections', (c) => c.json({ collections: data.listCollections(c.get('ctx')) }))
  .post('/__vitrine/data/collections', async (c) => {
    const { collection } = await readBody(c, schema.collectionBody);
    return c.json({ collection: data.createCollection(c.get('ctx'), collection) });
  })
  .delete('/__vitrine/data/collections/:id', (c) => {
    data.deleteCollection(c.get('ctx'), c.req.param('id'));
    return c.json({});
  })
  .get('/__vitrine/data/collections/:id/items', (c) =>
    c.json({ dataItems: data.listItems(c.get('ctx'), c.req.param('id')) }),
  )
  .post('/__vitrine/data/collections/:id/items', async (c) => {
    const { items } = await readBody(c, schema.itemsBody);
    const rows = items.map((d) => ({ data: d }));
    const dataItems = data.insertItems(c.get('ctx'), c.req.param('id'), rows, (i) => `items[${i}]`);
    return c.json({ dataItems });
  });
