import type { Hono } from 'hono';
import type { AppContext, AppEnv } from '../http';
import { readJson, readQueryParam } from '../http';
import { ok, principal } from '../respond';
import { s, type Schema } from '../validate';
import { NotFoundError } from '../errors';
import { runQuery, type QueryInput } from '../query/filter';
import { findVariantByChoices, productToWire, storeVariantToWire, variantInStock, variantToWire, mediaFor, type ProductRecord } from '../catalogue/model';
import { collectionToWire } from '../catalogue/collections';
import { collectionBySlug, getCollection, getProduct } from '../catalogue/service';

export const queryShape: Schema = s.obj({
  filter: s.any(),
  sort: s.any(),
  paging: s.obj({ limit: s.int({ min: 0, max: 100 }), offset: s.int({ min: 0 }) }),
  fields: s.any(),
  fieldsets: s.any(),
});

function boolParam(c: AppContext, name: string): boolean {
  const v = c.req.query(name);
  return v === 'true' || v === '1';
}

function products(c: AppContext): ProductRecord[] {
  return c.get('ctx').store.table('products').all();
}

function visibleTo(c: AppContext, includeHidden: boolean): (p: ProductRecord) => boolean {
  const p = principal(c);
  return (prod) => prod.visible || (includeHidden && p?.kind === 'apiKey');
}

/** Registers a GET `.r` query and its POST fallback on the same path. */
function queryRoute<T>(app: Hono<AppEnv>, path: string, fields: Record<string, Schema>, handler: (c: AppContext, body: T) => Response) {
  app.get(path, (c) => handler(c, readQueryParam<T>(c, fields)));
  app.post(path, async (c) => handler(c, await readJson<T>(c, fields)));
}

export function registerCatalogueReads(app: Hono<AppEnv>, prefix: string): void {
  const v1 = `${prefix}/v1`;
  type ProductQuery = { query?: QueryInput; includeVariants?: boolean; includeHiddenProducts?: boolean; includeMerchantSpecificData?: boolean };
  queryRoute<ProductQuery>(app, `${v1}/products/query-platformized`, { query: queryShape, includeVariants: s.bool(), includeHiddenProducts: s.bool(), includeMerchantSpecificData: s.bool() }, (c, body) => {
    const merchant = body.includeMerchantSpecificData === true && principal(c)?.kind === 'apiKey';
    const visible = visibleTo(c, body.includeHiddenProducts === true);
    const docs = products(c)
      .filter(visible)
      .map((p) => ({ ...productToWire(p, { merchant, includeVariants: true }), collections: p.collectionIds.map((id) => ({ id })) }));
    const r = runQuery(docs, body.query);
    const items = r.items.map((d) => {
      const { collections: _c, ...rest } = d;
      if (body.includeVariants === false) delete (rest as { variants?: unknown }).variants;
      return rest;
    });
    return ok(c, { products: items, metadata: { count: items.length, offset: r.offset, total: r.total } });
  });

  const getOne = (c: AppContext, includeMerchant: boolean) => {
    const p = getProduct(c.get('ctx'), c.req.param('id')!);
    if (!visibleTo(c, true)(p)) throw new NotFoundError('PRODUCT_NOT_FOUND', `Product ${p.id} not found`);
    const merchant = includeMerchant && principal(c)?.kind === 'apiKey';
    return ok(c, { product: productToWire(p, { merchant }) });
  };
  app.get(`${v1}/products/:id`, (c) => getOne(c, boolParam(c, 'includeMerchantSpecificData')));
  // The GET fallback: the same parameters as a JSON body on the same path.
  app.post(`${v1}/products/:id`, async (c) => {
    const body = await readJson<{ includeMerchantSpecificData?: boolean }>(c, { id: s.str(), includeMerchantSpecificData: s.bool() });
    return getOne(c, body.includeMerchantSpecificData === true);
  });
  app.get(`${v1}/products-platformized/:id`, (c) => getOne(c, boolParam(c, 'includeMerchantSpecificData')));

  app.post(`${v1}/products/:id/productOptionsAvailability`, async (c) => {
    principal(c);
    const body = await readJson<{ options?: Record<string, string> }>(c, { options: s.map(s.str()), id: s.str() });
    const p = getProduct(c.get('ctx'), c.req.param('id'));
    const wire = productToWire(p);
    const chosen = body.options ?? {};
    const complete = p.productOptions.every((o) => chosen[o.name] !== undefined);
    const names: Record<string, string> = {};
    for (const [k, v] of Object.entries(chosen)) {
      const choice = p.productOptions.find((o) => o.name === k)?.choices.find((ch) => ch.description === v || ch.value === v);
      names[k] = choice?.description ?? v;
    }
    const variant = complete ? findVariantByChoices(p, names) : undefined;
    const wireVariant = variant ? variantToWire(p, variant, false) : undefined;
    const choiceMedia = p.productOptions.flatMap((o) => o.choices.filter((ch) => names[o.name] === ch.description).flatMap((ch) => ch.mediaIds ?? []));
    return ok(c, {
      selectedVariant: wireVariant
        ? { id: wireVariant.id, price: wireVariant.variant.priceData, convertedPriceData: wireVariant.variant.convertedPriceData, weight: wireVariant.variant.weight, sku: wireVariant.variant.sku, inStock: variantInStock(variant!), visible: variant!.visible }
        : null,
      availableForPurchase: !!variant && variantInStock(variant) && variant.visible && p.visible,
      productOptions: wire.productOptions,
      media: choiceMedia.length ? mediaFor(p, choiceMedia) : wire.media,
    });
  });

  app.post(`${v1}/products/:id/variants/query`, async (c) => {
    const body = await readJson<{ choices?: Record<string, string>; variantIds?: string[]; paging?: { limit?: number; offset?: number }; includeMerchantSpecificData?: boolean; id?: string }>(c, {
      id: s.str(),
      choices: s.map(s.str()),
      variantIds: s.arr(s.str()),
      paging: s.obj({ limit: s.int({ min: 0, max: 100 }), offset: s.int({ min: 0 }) }),
      includeMerchantSpecificData: s.bool(),
    });
    const merchant = body.includeMerchantSpecificData === true && principal(c)?.kind === 'apiKey';
    const p = getProduct(c.get('ctx'), c.req.param('id'));
    let vs = p.variants;
    if (body.variantIds?.length) vs = vs.filter((v) => body.variantIds!.includes(v.id));
    if (body.choices) vs = vs.filter((v) => Object.entries(body.choices!).every(([k, val]) => v.choices[k] === val));
    const offset = body.paging?.offset ?? 0;
    const limit = body.paging?.limit ?? 100;
    const page = vs.slice(offset, offset + limit).map((v) => variantToWire(p, v, merchant));
    return ok(c, { variants: page, metadata: { items: page.length, offset }, totalResults: vs.length });
  });

  queryRoute<{ query?: QueryInput }>(app, `${v1}/variants/query`, { query: queryShape }, (c, body) => {
    const visible = visibleTo(c, false);
    const docs = products(c).filter(visible).flatMap((p) => p.variants.map((v) => storeVariantToWire(p, v)));
    const r = runQuery(docs, body.query);
    return ok(c, { variants: r.items, metadata: { count: r.items.length, offset: r.offset, total: r.total } });
  });

  app.get(`${v1}/variants/:id`, (c) => {
    principal(c);
    const id = c.req.param('id');
    for (const p of products(c)) {
      const v = p.variants.find((x) => `${p.id}-${x.id}` === id);
      if (v) return ok(c, { variant: storeVariantToWire(p, v) });
    }
    throw new NotFoundError('VARIANT_NOT_FOUND', `Variant ${id} not found`);
  });

  app.get(`${v1}/collections/slug/:slug`, (c) => {
    principal(c);
    const col = collectionBySlug(c.get('ctx'), c.req.param('slug'));
    return ok(c, { collection: collectionToWire(col, products(c)) });
  });

  registerCollectionsV2(app, `${prefix}/v2/collections`);
}

/**
 * Store collections (v2 reads) at `base`: under each reader prefix (wire.md) and bare, where the platform SDK sends
 * them (its module has no host mapping for these paths).
 */
export function registerCollectionsV2(app: Hono<AppEnv>, base: string): void {
  queryRoute<{ query?: QueryInput }>(app, `${base}/query`, { query: queryShape }, (c, body) => {
    principal(c);
    const all = products(c);
    const docs = c.get('ctx').store.table('collections').all().map((col) => collectionToWire(col, all));
    const r = runQuery(docs, body.query);
    return ok(c, { collections: r.items, metadata: { count: r.items.length, offset: r.offset, total: r.total, tooManyToCount: false } });
  });
  app.get(`${base}/slug/:slug`, (c) => {
    principal(c);
    return ok(c, { collection: collectionToWire(collectionBySlug(c.get('ctx'), c.req.param('slug')), products(c)) });
  });
  app.get(`${base}/:id`, (c) => {
    principal(c);
    return ok(c, { collection: collectionToWire(getCollection(c.get('ctx'), c.req.param('id')), products(c)) });
  });
}
