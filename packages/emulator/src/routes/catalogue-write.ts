import type { Hono } from 'hono';
import type { AppContext, AppEnv } from '../http';
import { readJson } from '../http';
import { ok, principal } from '../respond';
import { requireApiKey } from '../tokens/principal';
import { s, type Schema } from '../validate';
import { ApplicationError, ValidationError } from '../errors';
import { readDecimal, toCents, fromCents } from '../money';
import { buildVariants, imageMedia, productToWire, variantToWire, type ProductRecord } from '../catalogue/model';
import { collectionToWire, type CollectionRecord } from '../catalogue/collections';
import {
  collectionInputSchema,
  createProduct,
  deleteProduct,
  getCollection,
  getProduct,
  mutateProduct,
  saveCollection,
  updateProduct,
  validateProductInput,
} from '../catalogue/service';
import { isoNow, newId } from '../context';

function admin(c: AppContext) {
  requireApiKey(principal(c));
  return c.get('ctx');
}

const numberish: Schema = s.num({ numericString: true });

export function registerCatalogueWrites(app: Hono<AppEnv>, prefix: string): void {
  const v1 = `${prefix}/v1`;
  const productBases = [`${v1}/products`, `${v1}/products-platformized`, `${prefix}/v2/products-platformized`];
  for (const base of productBases) {
    app.post(base, async (c) => {
      const ctx = admin(c);
      const body = await readJson<{ product: unknown }>(c, { product: s.req(s.any()) });
      const input = validateProductInput(body.product, 'product', true);
      return ok(c, { product: productToWire(createProduct(ctx, input), { merchant: true }) });
    });
    app.patch(`${base}/:id`, async (c) => {
      const ctx = admin(c);
      const body = await readJson<{ product: unknown }>(c, { product: s.req(s.any()) });
      const input = validateProductInput(body.product, 'product', false);
      return ok(c, { product: productToWire(updateProduct(ctx, c.req.param('id'), input), { merchant: true }) });
    });
    app.delete(`${base}/:id`, (c) => {
      const ctx = admin(c);
      deleteProduct(ctx, c.req.param('id'));
      return ok(c, {});
    });
  }

  app.patch(`${v1}/products/:id/variants`, async (c) => {
    const ctx = admin(c);
    const body = await readJson<{ variants: { choices?: Record<string, string>; variantIds?: string[]; price?: unknown; cost?: unknown; weight?: unknown; sku?: string; visible?: boolean }[] }>(c, {
      // The platform SDK sends the path's id again in the body; the path's is the one used.
      id: s.str(),
      variants: s.req(
        s.arr(
          s.obj({ choices: s.map(s.str()), variantIds: s.arr(s.str()), price: s.num({ min: 0, numericString: true }), cost: s.num({ min: 0, numericString: true }), weight: s.num({ min: 0, numericString: true }), sku: s.str({ maxLength: 40 }), visible: s.bool() }, { strict: true }),
        ),
      ),
    });
    const p = mutateProduct(
      ctx,
      c.req.param('id'),
      (prod) => {
        prod.manageVariants = true;
        body.variants.forEach((u, i) => {
          const targets = prod.variants.filter(
            (v) => (u.variantIds ? u.variantIds.includes(v.id) : true) && (u.choices ? Object.entries(u.choices).every(([k, val]) => v.choices[k] === val) : true),
          );
          if (!u.variantIds && !u.choices)
            throw new ValidationError([{ field: `variants[${i}]`, description: 'needs variantIds or choices', violatedRule: 'REQUIRED_FIELD' }]);
          if (targets.length === 0) throw new ApplicationError(404, 'VARIANT_NOT_FOUND', `variants[${i}] matches no variant of product ${prod.id}`);
          for (const v of targets) {
            if (u.price !== undefined) v.price = readDecimal(u.price);
            if (u.cost !== undefined) v.cost = readDecimal(u.cost);
            if (u.weight !== undefined) v.weight = readDecimal(u.weight);
            if (u.sku !== undefined) v.sku = u.sku;
            if (u.visible !== undefined) v.visible = u.visible;
          }
        });
      },
      'variants.changed',
    );
    return ok(c, { variants: p.variants.map((v) => variantToWire(p, v, true)) });
  });

  app.post(`${v1}/products/:id/variants/resetToDefault`, async (c) => {
    const ctx = admin(c);
    await readJson(c, { id: s.str() });
    mutateProduct(ctx, c.req.param('id'), (p) => {
      p.variants = buildVariants(p);
    }, 'variants.changed');
    return ok(c, {});
  });

  app.post(`${v1}/products/:id/media`, async (c) => {
    const ctx = admin(c);
    const body = await readJson<{ media: { mediaId?: string; url?: string; choice?: { option: string; choice: string } }[] }>(c, {
      id: s.str(),
      media: s.req(s.arr(s.obj({ mediaId: s.str(), url: s.str(), choice: s.obj({ option: s.req(s.str()), choice: s.req(s.str()) }) }, { strict: true }))),
    });
    body.media.forEach((m, i) => {
      if (!m.mediaId && !m.url) throw new ValidationError([{ field: `media[${i}]`, description: 'needs mediaId or url', violatedRule: 'REQUIRED_FIELD' }]);
    });
    mutateProduct(ctx, c.req.param('id'), (p) => {
      body.media.forEach((m, i) => {
        const id = m.mediaId ?? newId();
        const item = imageMedia(id, p.name);
        if (m.url) {
          item.image!.url = m.url;
          item.thumbnail!.url = m.url;
        }
        if (!p.media.some((x) => x.id === id)) p.media.push(item);
        if (m.choice) {
          const choice = p.productOptions.find((o) => o.name === m.choice!.option)?.choices.find((ch) => ch.description === m.choice!.choice || ch.value === m.choice!.choice);
          if (!choice) throw new ApplicationError(404, 'CHOICE_NOT_FOUND', `media[${i}].choice names no choice of product ${p.id}`);
          choice.mediaIds = [...new Set([...(choice.mediaIds ?? []), id])];
        }
      });
    });
    return ok(c, {});
  });

  app.post(`${v1}/products/:id/media/delete`, async (c) => {
    const ctx = admin(c);
    const body = await readJson<{ mediaIds: string[] }>(c, { id: s.str(), mediaIds: s.req(s.arr(s.str())) });
    mutateProduct(ctx, c.req.param('id'), (p) => {
      const ids = new Set(body.mediaIds);
      p.media = p.media.filter((m) => !ids.has(m.id));
      for (const o of p.productOptions) for (const ch of o.choices) if (ch.mediaIds) ch.mediaIds = ch.mediaIds.filter((m) => !ids.has(m));
    });
    return ok(c, {});
  });

  const choiceMedia = s.arr(s.obj({ option: s.req(s.str()), choice: s.req(s.str()), mediaIds: s.arr(s.str()) }, { strict: true }));
  app.patch(`${v1}/products/:id/choices/media`, async (c) => {
    const ctx = admin(c);
    const body = await readJson<{ media: { option: string; choice: string; mediaIds?: string[] }[] }>(c, { id: s.str(), media: s.req(choiceMedia) });
    mutateProduct(ctx, c.req.param('id'), (p) => {
      body.media.forEach((m, i) => {
        const choice = p.productOptions.find((o) => o.name === m.option)?.choices.find((ch) => ch.description === m.choice || ch.value === m.choice);
        if (!choice) throw new ApplicationError(404, 'CHOICE_NOT_FOUND', `media[${i}] names no choice of product ${p.id}`);
        for (const id of m.mediaIds ?? []) if (!p.media.some((x) => x.id === id)) p.media.push(imageMedia(id, p.name));
        choice.mediaIds = m.mediaIds ?? [];
      });
    });
    return ok(c, {});
  });
  app.post(`${v1}/products/:id/choices/media/delete`, async (c) => {
    const ctx = admin(c);
    const body = await readJson<{ media: { option: string; choice: string }[] }>(c, { id: s.str(), media: s.req(choiceMedia) });
    mutateProduct(ctx, c.req.param('id'), (p) => {
      for (const m of body.media) {
        const choice = p.productOptions.find((o) => o.name === m.option)?.choices.find((ch) => ch.description === m.choice || ch.value === m.choice);
        if (choice) delete choice.mediaIds;
      }
    });
    return ok(c, {});
  });

  app.delete(`${v1}/products/:id/options`, (c) => {
    const ctx = admin(c);
    mutateProduct(ctx, c.req.param('id'), (p) => {
      p.productOptions = [];
      p.manageVariants = false;
      p.variants = buildVariants(p);
    }, 'variants.changed');
    return ok(c, {});
  });

  for (const [path, field] of [['remove-brand', 'brand'], ['remove-ribbon', 'ribbon']] as const) {
    app.post(`${v1}/products/:id/${path}`, async (c) => {
      const ctx = admin(c);
      await readJson(c, { id: s.str() });
      mutateProduct(ctx, c.req.param('id'), (p) => {
        delete p[field];
      });
      return ok(c, {});
    });
  }

  const bulk = (c: AppContext, ids: string[], fn: (p: ProductRecord) => void) => {
    const ctx = c.get('ctx');
    const results = ids.map((id, originalIndex) => {
      try {
        mutateProduct(ctx, id, fn);
        return { itemMetadata: { id, originalIndex, success: true } };
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        return { itemMetadata: { id, originalIndex, success: false, error: { code: 'PRODUCT_NOT_FOUND', description: message } } };
      }
    });
    const totalSuccesses = results.filter((r) => r.itemMetadata.success).length;
    return ok(c, { bulkActionMetadata: { totalSuccesses, totalFailures: results.length - totalSuccesses }, results });
  };

  app.post(`${v1}/bulk/products/update`, async (c) => {
    admin(c);
    const body = await readJson<{ ids: string[]; set: { price?: unknown; cost?: unknown; weight?: unknown } }>(c, {
      ids: s.req(s.arr(s.str(), { maxItems: 100 })),
      set: s.req(s.obj({ price: numberish, cost: numberish, weight: numberish }, { strict: true })),
    });
    return bulk(c, body.ids, (p) => {
      if (body.set.price !== undefined) p.price = readDecimal(body.set.price)!;
      if (body.set.cost !== undefined) p.cost = readDecimal(body.set.cost)!;
      if (body.set.weight !== undefined) p.weight = readDecimal(body.set.weight)!;
    });
  });

  const adjustment = s.obj({ amount: numberish, percentage: numberish }, { strict: true });
  app.post(`${v1}/bulk/products/adjust-properties`, async (c) => {
    admin(c);
    type Adj = { amount?: unknown; percentage?: unknown } | undefined;
    const body = await readJson<{ ids: string[]; adjust: { price?: Adj; cost?: Adj; weight?: Adj } }>(c, {
      ids: s.req(s.arr(s.str(), { maxItems: 100 })),
      adjust: s.req(s.obj({ price: adjustment, cost: adjustment, weight: adjustment }, { strict: true })),
    });
    const apply = (value: number, adj: Adj): number => {
      if (!adj) return value;
      let cents = toCents(value);
      if (adj.amount !== undefined) cents += toCents(readDecimal(adj.amount)!);
      if (adj.percentage !== undefined) cents = Math.round(cents * (1 + readDecimal(adj.percentage)! / 100));
      return fromCents(Math.max(0, cents));
    };
    return bulk(c, body.ids, (p) => {
      p.price = apply(p.price, body.adjust.price);
      if (p.cost !== undefined || body.adjust.cost) p.cost = apply(p.cost ?? 0, body.adjust.cost);
      p.weight = apply(p.weight, body.adjust.weight);
    });
  });

  const collections = `${v1}/collections`;
  const allProducts = (c: AppContext) => c.get('ctx').store.table('products').all();
  app.post(collections, async (c) => {
    const ctx = admin(c);
    const body = await readJson<{ collection: Partial<CollectionRecord> }>(c, { collection: s.req({ ...collectionInputSchema, required: true }) });
    if (!body.collection.name) throw new ValidationError([{ field: 'collection.name', description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
    return ok(c, { collection: collectionToWire(saveCollection(ctx, body.collection), allProducts(c)) });
  });
  app.patch(`${collections}/:id`, async (c) => {
    const ctx = admin(c);
    const body = await readJson<{ collection: Partial<CollectionRecord> }>(c, { collection: s.req(collectionInputSchema) });
    const existing = getCollection(ctx, c.req.param('id'));
    return ok(c, { collection: collectionToWire(saveCollection(ctx, body.collection, existing), allProducts(c)) });
  });
  app.delete(`${collections}/:id`, (c) => {
    const ctx = admin(c);
    ctx.store.write(() => {
      const col = getCollection(ctx, c.req.param('id'));
      ctx.store.table('collections').delete(col.id);
      for (const p of ctx.store.table('products').all()) {
        if (p.collectionIds.includes(col.id)) {
          p.collectionIds = p.collectionIds.filter((x) => x !== col.id);
          p.lastUpdated = isoNow(ctx);
          ctx.store.table('products').put(p.id, p, p.slug);
        }
      }
      ctx.store.event('collection.deleted', col.id, isoNow(ctx), { collectionId: col.id });
    });
    return ok(c, {});
  });
  for (const [suffix, add] of [['productIds', true], ['productIds/delete', false]] as const) {
    app.post(`${collections}/:id/${suffix}`, async (c) => {
      const ctx = admin(c);
      const body = await readJson<{ productIds: string[] }>(c, { id: s.str(), productIds: s.req(s.arr(s.str(), { maxItems: 1000 })) });
      ctx.store.write(() => {
        const col = getCollection(ctx, c.req.param('id'));
        for (const id of body.productIds) {
          const p = getProduct(ctx, id);
          const has = p.collectionIds.includes(col.id);
          if (add && !has) p.collectionIds.push(col.id);
          if (!add && has) p.collectionIds = p.collectionIds.filter((x) => x !== col.id);
          p.lastUpdated = isoNow(ctx);
          ctx.store.table('products').put(p.id, p, p.slug);
          ctx.store.event('product.changed', p.id, p.lastUpdated, { productId: p.id });
        }
        ctx.store.event('collection.changed', col.id, isoNow(ctx), { collectionId: col.id });
      });
      return ok(c, {});
    });
  }
}
