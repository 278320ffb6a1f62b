import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../http';
import { queryRoute, readBody, readJsonObject } from '../http';
import { ok } from '../respond';
import { admin, principal } from '../tokens';
import { newId } from '../context';
import { ValidationError } from '../errors';
import { buildVariants, type ProductRecord } from './model';
import { productToWire, variantToWire } from './wire';
import * as edits from './edits';
import * as reads from './reads';
import * as schema from './schemas';
import * as products from './service';

const isMerchant = (c: AppContext, asked: boolean | null | undefined) =>
  asked === true && principal(c)?.kind === 'apiKey';

/** Product reads under a reader prefix. */
export function productReadRoutes(prefix: string): Hono<AppEnv> {
  const v1 = `${prefix}/v1`;
  const app = new Hono<AppEnv>();
  queryRoute(app, `${v1}/products/query-platformized`, schema.productQuery, (c, body) => {
    const visible = products.listProducts(c.get('ctx'), principal(c), body.includeHiddenProducts === true);
    return ok(c, reads.queryProducts(visible, body, isMerchant(c, body.includeMerchantSpecificData)));
  });
  const one = (c: AppContext, id: string, merchant: boolean | null | undefined) => {
    const p = products.visibleProduct(c.get('ctx'), principal(c), id);
    return ok(c, { product: productToWire(p, { merchant: isMerchant(c, merchant) }) });
  };
  const flag = (c: AppContext) => ['true', '1'].includes(c.req.query('includeMerchantSpecificData') ?? '');
  app.get(`${v1}/products/:id`, (c) => one(c, c.req.param('id'), flag(c)));
  // The GET fallback: the same parameters as a JSON body on the same path.
  app.post(`${v1}/products/:id`, async (c) => {
    const body = await readBody(c, schema.getProductBody);
    return one(c, c.req.param('id'), body.includeMerchantSpecificData);
  });
  app.get(`${v1}/products-platformized/:id`, (c) => one(c, c.req.param('id'), flag(c)));
  // A hidden product is read by the API key only; to anyone else every route answers as for an unknown id.
  app.post(`${v1}/products/:id/productOptionsAvailability`, async (c) => {
    const caller = principal(c);
    const body = await readBody(c, schema.optionsAvailability);
    const p = products.visibleProduct(c.get('ctx'), caller, c.req.param('id'));
    return ok(c, reads.optionsAvailability(p, body.options ?? {}));
  });
  app.post(`${v1}/products/:id/variants/query`, async (c) => {
    const caller = principal(c);
    const body = await readBody(c, schema.variantsQuery);
    const p = products.visibleProduct(c.get('ctx'), caller, c.req.param('id'));
    return ok(c, reads.queryVariants(p, body, isMerchant(c, body.includeMerchantSpecificData)));
  });
  queryRoute(app, `${v1}/variants/query`, schema.storeVariantsQuery, (c, body) =>
    ok(c, reads.queryStoreVariants(products.listProducts(c.get('ctx'), principal(c)), body)),
  );
  app.get(`${v1}/variants/:id`, (c) => {
    const visible = products.listProducts(c.get('ctx'), principal(c), true);
    return ok(c, reads.storeVariant(visible, c.req.param('id')));
  });
  return app;
}

/** Product writes (API key) under a writer prefix. */
export function productWriteRoutes(prefix: string): Hono<AppEnv> {
  const v1 = `${prefix}/v1`;
  const app = new Hono<AppEnv>();
  for (const base of [`${v1}/products`, `${v1}/products-platformized`, `${prefix}/v2/products-platformized`]) {
    app.post(base, async (c) => {
      const ctx = admin(c);
      const input = products.productInputOf(await readJsonObject(c), true);
      return ok(c, { product: productToWire(products.createProduct(ctx, input), { merchant: true }) });
    });
    app.patch(`${base}/:id`, async (c) => {
      const ctx = admin(c);
      const input = products.productInputOf(await readJsonObject(c), false);
      return ok(c, {
        product: productToWire(products.updateProduct(ctx, c.req.param('id'), input), { merchant: true }),
      });
    });
    app.delete(`${base}/:id`, (c) => {
      products.deleteProduct(admin(c), c.req.param('id'));
      return ok(c, {});
    });
  }
  app.patch(`${v1}/products/:id/variants`, async (c) => {
    const ctx = admin(c);
    const body = await readBody(c, schema.variantsPatch);
    const edit = (p: ProductRecord) => edits.patchVariants(p, body.variants);
    const p = products.editProduct(ctx, c.req.param('id'), edit, 'variants.changed');
    return ok(c, { variants: p.variants.map((v) => variantToWire(p, v, true)) });
  });
  app.post(`${v1}/products/:id/variants/resetToDefault`, async (c) => {
    const ctx = admin(c);
    await readBody(c, schema.idOnly);
    const reset = (p: ProductRecord) => {
      p.variants = buildVariants(p);
    };
    products.editProduct(ctx, c.req.param('id'), reset, 'variants.changed');
    return ok(c, {});
  });
  app.post(`${v1}/products/:id/media`, async (c) => {
    const ctx = admin(c);
    const { media } = await readBody(c, schema.addMedia);
    media.forEach((m, i) => {
      if (!m.mediaId && !m.url)
        throw new ValidationError([
          { field: `media[${i}]`, description: 'needs mediaId or url', violatedRule: 'REQUIRED_FIELD' },
        ]);
    });
    products.editProduct(ctx, c.req.param('id'), (p) => edits.addMedia(p, media, newId));
    return ok(c, {});
  });
  app.post(`${v1}/products/:id/media/delete`, async (c) => {
    const ctx = admin(c);
    const { mediaIds } = await readBody(c, schema.deleteMedia);
    products.editProduct(ctx, c.req.param('id'), (p) => edits.deleteMedia(p, mediaIds));
    return ok(c, {});
  });
  app.patch(`${v1}/products/:id/choices/media`, async (c) => {
    const ctx = admin(c);
    const { media } = await readBody(c, schema.choiceMediaBody);
    products.editProduct(ctx, c.req.param('id'), (p) => edits.setChoiceMedia(p, media));
    return ok(c, {});
  });
  app.post(`${v1}/products/:id/choices/media/delete`, async (c) => {
    const ctx = admin(c);
    const { media } = await readBody(c, schema.choiceMediaBody);
    products.editProduct(ctx, c.req.param('id'), (p) => edits.clearChoiceMedia(p, media));
    return ok(c, {});
  });
  app.delete(`${v1}/products/:id/options`, (c) => {
    products.editProduct(admin(c), c.req.param('id'), edits.deleteOptions, 'variants.changed');
    return ok(c, {});
  });
  for (const [path, remove] of [
    ['remove-brand', (p: ProductRecord) => delete p.brand],
    ['remove-ribbon', (p: ProductRecord) => delete p.ribbon],
  ] as const) {
    app.post(`${v1}/products/:id/${path}`, async (c) => {
      const ctx = admin(c);
      await readBody(c, schema.idOnly);
      products.editProduct(ctx, c.req.param('id'), remove);
      return ok(c, {});
    });
  }
  app.post(`${v1}/bulk/products/update`, async (c) => {
    const ctx = admin(c);
    const { ids, set } = await readBody(c, schema.bulkUpdate);
    return ok(
      c,
      products.bulkEdit(ctx, ids, (p) => edits.bulkSet(p, set)),
    );
  });
  app.post(`${v1}/bulk/products/adjust-properties`, async (c) => {
    const ctx = admin(c);
    const { ids, adjust } = await readBody(c, schema.bulkAdjust);
    return ok(
      c,
      products.bulkEdit(ctx, ids, (p) => edits.bulkAdjust(p, adjust)),
    );
  });
  return app;
}
