import { Hono } from 'hono';
import type * as v from 'valibot';
import type { AppContext, AppEnv } from '../../http';
import { readBody } from '../../http';
import { readGetParams } from '../../get-params';
import { ok } from '../../respond';
import { catalogVersionOf, onlyOn } from '../../catalog-version';
import { admin, principal } from '../../tokens';
import { anything, obj } from '../../schema/kit';
import type { Fields } from './wire';
import * as reads from './reads';
import * as schema from './schemas';
import * as products from './service';
import * as byFilter from './by-filter';
import * as inventory from './inventory';

/** Where the platform SDK sends Catalog V3: the API host's paths and the site's (`_api`) paths. */
const PRODUCTS = ['/stores/v3', '/_api/stores-catalog-orchestrator/v3'];
const VARIANTS = ['/stores/v3', '/_api/product-variants-reader/v3'];
const VERSION = ['/stores/v3/provision/version', '/_api/stores/v3/provision/version'];

const fieldsOf = (asked: readonly string[] | null | undefined): Fields => new Set(asked ?? []);
/** `MERCHANT_DATA` (costs, profits) is answered to the API key only. */
const merchantOf = (c: AppContext, fields: Fields) => fields.has('MERCHANT_DATA') && principal(c)?.kind === 'apiKey';

const getParams = obj({ fields: anything(), productId: anything(), slug: anything() });
const getFields = (c: AppContext) => {
  const { fields } = readGetParams(c, getParams, ['fields']);
  return fieldsOf(Array.isArray(fields) ? fields.map(String) : []);
};

/** A query or search call: GET (`.r` or plain parameters) and its POST fallback, on one path. */
function twoWays<T extends v.GenericSchema>(
  app: Hono<AppEnv>,
  path: string,
  body: T,
  handler: (c: AppContext, input: v.InferOutput<T>) => Response,
): void {
  app.get(path, (c) => handler(c, readGetParams(c, body, ['fields'])));
  app.post(path, async (c) => handler(c, await readBody(c, body)));
}

/**
 * Catalog V3 (`productsV3`, `readOnlyVariantsV3`, `catalogVersioning`) at both of the platform SDK's path layouts.
 * The version answers on every store; the rest only on a V3 store (a V1 store refuses them, `catalog-version.ts`).
 */
export const catalogV3Routes = new Hono<AppEnv>();

for (const path of VERSION) catalogV3Routes.get(path, (c) => ok(c, { catalogVersion: catalogVersionOf(c.get('ctx')) }));

for (const base of VARIANTS) {
  for (const kind of ['query-variants', 'search-variants']) {
    catalogV3Routes.use(`${base}/products/${kind}`, onlyOn('V3_CATALOG', 'variants'));
  }
  catalogV3Routes.post(`${base}/products/query-variants`, async (c) => {
    const body = await readBody(c, schema.queryBody);
    const listed = products.listed(c.get('ctx'), principal(c));
    return ok(c, reads.queryVariants(listed, body.query, merchantOf(c, fieldsOf(body.fields))));
  });
  catalogV3Routes.post(`${base}/products/search-variants`, async (c) => {
    const body = await readBody(c, schema.searchBody);
    const listed = products.listed(c.get('ctx'), principal(c));
    return ok(c, reads.searchVariants(listed, body.search, merchantOf(c, fieldsOf(body.fields))));
  });
}

for (const base of PRODUCTS) {
  for (const path of [`${base}/products`, `${base}/products/*`, `${base}/bulk/products/*`])
    catalogV3Routes.use(path, onlyOn('V3_CATALOG', 'products'));
  twoWays(catalogV3Routes, `${base}/products/query`, schema.queryBody, (c, body) => {
    const fields = fieldsOf(body.fields);
    const listed = products.listed(c.get('ctx'), principal(c));
    return ok(c, reads.queryProducts(listed, body.query, fields, merchantOf(c, fields)));
  });
  twoWays(catalogV3Routes, `${base}/products/search`, schema.searchBody, (c, body) => {
    const fields = fieldsOf(body.fields);
    const listed = products.listed(c.get('ctx'), principal(c));
    return ok(c, reads.searchProducts(listed, body.search, fields, merchantOf(c, fields)));
  });
  twoWays(catalogV3Routes, `${base}/products/count`, schema.countBody, (c, body) => {
    const listed = products.listed(c.get('ctx'), principal(c));
    return ok(c, reads.countProducts(listed, body.filter, body.search));
  });
  catalogV3Routes.get(`${base}/products/slug/:slug`, (c) => {
    const fields = getFields(c);
    const p = products.productBySlug(c.get('ctx'), principal(c), c.req.param('slug'));
    return ok(c, { product: products.single(c.get('ctx'), p, fields, merchantOf(c, fields)) });
  });
  catalogV3Routes.get(`${base}/products/:id`, (c) => {
    const fields = getFields(c);
    const p = products.productById(c.get('ctx'), principal(c), c.req.param('id'));
    return ok(c, { product: products.single(c.get('ctx'), p, fields, merchantOf(c, fields)) });
  });
  catalogV3Routes.post(`${base}/products`, async (c) => {
    const ctx = admin(c);
    const body = await readBody(c, schema.productBody);
    const fields = fieldsOf(body.fields);
    return ok(c, { product: products.single(ctx, products.createProductV3(ctx, body.product), fields, true) });
  });
  catalogV3Routes.patch(`${base}/products/:id`, async (c) => {
    const ctx = admin(c);
    const body = await readBody(c, schema.productBody);
    const fields = fieldsOf(body.fields);
    const p = products.updateProductV3(ctx, c.req.param('id'), body.product);
    return ok(c, { product: products.single(ctx, p, fields, true) });
  });
  catalogV3Routes.delete(`${base}/products/:id`, (c) => {
    products.deleteProductV3(admin(c), c.req.param('id'));
    return ok(c, {});
  });
  catalogV3Routes.post(`${base}/bulk/products/create`, async (c) => {
    const ctx = admin(c);
    const body = await readBody(c, schema.bulkCreateBody);
    const fields = fieldsOf(body.fields);
    const r = products.bulk(
      body.products,
      (p) => (typeof p.id === 'string' ? p.id : undefined),
      (p) => products.createProductV3(ctx, p),
    );
    return ok(c, withEntities(ctx, r, body.returnEntity === true, fields));
  });
  catalogV3Routes.post(`${base}/bulk/products/update`, async (c) => {
    const ctx = admin(c);
    const body = await readBody(c, schema.bulkUpdateBody);
    const fields = fieldsOf(body.fields);
    const r = products.bulk(
      body.products,
      (m) => m.product.id,
      (m) => products.updateProductV3(ctx, m.product.id, m.product),
    );
    return ok(c, withEntities(ctx, r, body.returnEntity === true, fields));
  });
  catalogV3Routes.post(`${base}/bulk/products/delete`, async (c) => {
    const ctx = admin(c);
    const body = await readBody(c, schema.bulkDeleteBody);
    const r = products.bulk(
      body.productIds,
      (id) => id,
      (id) => products.deleteProductV3(ctx, id),
    );
    return ok(c, {
      results: r.results.map(({ itemMetadata }) => ({ itemMetadata })),
      bulkActionMetadata: r.bulkActionMetadata,
    });
  });
}

/** The by-filter calls: each a job on the platform, done at once here (`service.ts`, `byFilter`). */
for (const base of PRODUCTS) {
  const job = <T extends v.GenericSchema>(
    path: string,
    body: T,
    each: (c: AppContext, input: v.InferOutput<T>) => Parameters<typeof byFilter.byFilter>[2],
  ) =>
    catalogV3Routes.post(`${base}/bulk/products/${path}`, async (c) => {
      const ctx = admin(c);
      const input = await readBody(c, body);
      const scope = input as Parameters<typeof byFilter.byFilter>[1];
      return ok(c, byFilter.byFilter(ctx, scope, each(c, input)));
    });
  job('update-by-filter', schema.updateByFilterBody, (c, b) => byFilter.updateFields(c.get('ctx'), b.product));
  job('delete-by-filter', schema.byFilterBody, (c) => (p) => products.deleteProductV3(c.get('ctx'), p.id));
  job('update-variants-by-filter', schema.variantsByFilterBody, (c, b) =>
    byFilter.updateVariants(c.get('ctx'), b.variant),
  );
  job('adjust-variants-by-filter', schema.adjustByFilterBody, (c, b) =>
    byFilter.adjustVariants(c.get('ctx'), b.actualPrice, b.cost),
  );
  job('add-to-categories-by-filter', schema.categoriesByFilterBody, (c, b) =>
    byFilter.inCategories(c.get('ctx'), b.categoryIds, true),
  );
  job('remove-from-categories-by-filter', schema.categoriesByFilterBody, (c, b) =>
    byFilter.inCategories(c.get('ctx'), b.categoryIds, false),
  );
}

/** A bulk answer: each item's metadata, and its product when the call asked for them (`returnEntity`). */
function withEntities(
  ctx: Parameters<typeof products.single>[0],
  r: ReturnType<typeof products.bulk>,
  returnEntity: boolean,
  fields: Fields,
) {
  return {
    results: r.results.map(({ itemMetadata, done }) => ({
      itemMetadata,
      ...(returnEntity && done ? { item: products.single(ctx, done, fields, true) } : {}),
    })),
    bulkActionMetadata: r.bulkActionMetadata,
  };
}

/** Inventory items V3: each variant's stock, the same records V1's products and the cart's checkout read and take. */
const INVENTORY = ['/stores/v3', '/_api/inventory/v3'];
for (const base of INVENTORY) {
  for (const path of [`${base}/inventory-items`, `${base}/inventory-items/*`, `${base}/bulk/inventory-items/*`])
    catalogV3Routes.use(path, onlyOn('V3_CATALOG', 'inventory'));
  twoWays(catalogV3Routes, `${base}/inventory-items/query`, schema.inventoryQueryBody, (c, body) =>
    ok(c, inventory.queryInventoryItems(c.get('ctx'), principal(c), body.query)),
  );
  twoWays(catalogV3Routes, `${base}/inventory-items/search`, schema.inventorySearchBody, (c, body) =>
    ok(c, inventory.searchInventoryItems(c.get('ctx'), principal(c), body.search)),
  );
  catalogV3Routes.patch(`${base}/inventory-items/:id`, async (c) => {
    const ctx = admin(c);
    const body = await readBody(c, schema.inventoryUpdateBody);
    return ok(c, { inventoryItem: inventory.updateInventoryItem(ctx, c.req.param('id'), body.inventoryItem) });
  });
  catalogV3Routes.post(`${base}/bulk/inventory-items/update`, async (c) => {
    const ctx = admin(c);
    const body = await readBody(c, schema.inventoryBulkUpdateBody);
    return ok(c, inventory.bulkUpdateInventoryItems(ctx, body.inventoryItems, body.returnEntity === true));
  });
}
