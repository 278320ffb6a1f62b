import { Hono } from 'hono';
import type { AppEnv } from '../../http';
import { readBody } from '../../http';
import { readGetParams } from '../../get-params';
import { ok } from '../../respond';
import { onlyOn } from '../../catalog-version';
import { admin, principal } from '../../tokens';
import { anything, obj, opt, str } from '../../schema/kit';
import * as schema from './schemas';
import * as categories from './service';

const BASE = '/categories/v1/categories';
const BULK = '/categories/v1/bulk/categories';

/** GET parameters: the tree (`treeReference.appNamespace`), paging and fields. */
const getParams = obj({
  treeReference: opt(obj({ appNamespace: opt(str()), treeKey: opt(str()) })),
  cursorPaging: opt(obj({ limit: anything(), cursor: opt(str()) })),
  fields: anything(),
  useCategoryArrangement: anything(),
  includeItemsFromSubcategories: anything(),
});

/**
 * The Categories API (`@wix/categories`) of a V3 store, at the one path both of the platform SDK's layouts use. A
 * V1 store answers it with the version's refusal (`catalog-version.ts`).
 */
export const categoryRoutes = new Hono<AppEnv>();
for (const path of [BASE, `${BASE}/*`, BULK, `${BULK}/*`])
  categoryRoutes.use(path, onlyOn('V3_CATALOG', 'collections'));

categoryRoutes.post(`${BASE}/query`, async (c) => {
  const body = await readBody(c, schema.queryBody);
  categories.checkTree(body.treeReference);
  const hidden = body.returnNonVisibleCategories === true;
  return ok(c, categories.queryCategories(c.get('ctx'), principal(c), body.query, hidden));
});
categoryRoutes.post(`${BASE}/search`, async (c) => {
  const body = await readBody(c, schema.searchBody);
  categories.checkTree(body.treeReference);
  const hidden = body.returnNonVisibleCategories === true;
  return ok(c, categories.searchCategories(c.get('ctx'), principal(c), body.search, hidden));
});
categoryRoutes.post(`${BASE}/count`, async (c) => {
  const body = await readBody(c, schema.countBody);
  categories.checkTree(body.treeReference);
  const hidden = body.returnNonVisibleCategories === true;
  const all = categories.searchCategories(c.get('ctx'), principal(c), { filter: body.filter }, hidden);
  return ok(c, { count: all.categories.length });
});
categoryRoutes.get(`${BASE}/slug/:slug`, (c) => {
  categories.checkTree(readGetParams(c, getParams).treeReference);
  return ok(c, { category: categories.categoryBySlug(c.get('ctx'), principal(c), c.req.param('slug')) });
});
categoryRoutes.get(`${BASE}/:id/list-items`, (c) => {
  const params = readGetParams(c, getParams);
  categories.checkTree(params.treeReference);
  const limit = Number(params.cursorPaging?.limit ?? 100);
  const paging = {
    limit: Number.isInteger(limit) ? Math.min(Math.max(limit, 1), 100) : 100,
    cursor: params.cursorPaging?.cursor ?? null,
  };
  return ok(c, categories.listItems(c.get('ctx'), principal(c), c.req.param('id'), paging));
});
categoryRoutes.get(`${BASE}/:id`, (c) => {
  categories.checkTree(readGetParams(c, getParams).treeReference);
  return ok(c, { category: categories.getCategory(c.get('ctx'), principal(c), c.req.param('id')) });
});
categoryRoutes.post(BASE, async (c) => {
  const ctx = admin(c);
  const body = await readBody(c, schema.categoryBody);
  categories.checkTree(body.treeReference);
  return ok(c, { category: categories.createCategory(ctx, body.category) });
});
categoryRoutes.patch(`${BASE}/:id`, async (c) => {
  const ctx = admin(c);
  const body = await readBody(c, schema.categoryBody);
  categories.checkTree(body.treeReference);
  return ok(c, { category: categories.updateCategory(ctx, c.req.param('id'), body.category) });
});
categoryRoutes.delete(`${BASE}/:id`, (c) => {
  const ctx = admin(c);
  categories.checkTree(readGetParams(c, getParams).treeReference);
  categories.deleteCategory(ctx, c.req.param('id'));
  return ok(c, {});
});
for (const [suffix, member] of [
  ['add-items', true],
  ['remove-items', false],
] as const) {
  categoryRoutes.post(`${BULK}/:id/${suffix}`, async (c) => {
    const ctx = admin(c);
    const body = await readBody(c, schema.itemsBody);
    categories.checkTree(body.treeReference);
    return ok(c, categories.setItems(ctx, c.req.param('id'), body.items, member));
  });
}
