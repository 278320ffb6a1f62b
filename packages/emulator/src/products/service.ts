import type { EmulatorContext } from '../context';
import { isoNow, newId } from '../context';
import { ApplicationError, NotFoundError, PlatformError, ValidationError } from '../errors';
import { isRecord } from '../schema/kit';
import { attempt } from '../schema/violations';
import { buildVariants, type ProductRecord } from './model';
import type { Principal } from '../principal';
import { collectionExists } from '../collections';
import { applyInput, blankProduct, checkPrice, slugify } from './edits';
import { productBody, type ProductInput } from './schemas';
import { productToWire, variantToWire } from './wire';
import { absoluteUrls } from '../absolute-urls';
import { catalogVersionOf } from '../catalog-version';
import { productV3 } from './v3/wire';
import {
  catalogV3Change,
  changedFields,
  productChanged,
  productCreated,
  productDeleted,
  recordChange,
  variantsChanged,
  type Actor,
} from '../events';

/** Only the API key writes the catalogue. */
const MERCHANT: Actor = { kind: 'apiKey' };
/** Bookkeeping fields a change is not named by. */
const NOT_CHANGES = ['lastUpdated'];

const wireOf = (ctx: EmulatorContext, p: ProductRecord) =>
  absoluteUrls(ctx.url, { ...productToWire(p, { merchant: true }) });
/** A product's categories on a V3 store: its collections that exist. */
export const categoriesOf = (ctx: EmulatorContext, p: ProductRecord) =>
  p.collectionIds.filter((id) => collectionExists(ctx, id));
/** The V3 product an event carries: the product as a single read answers it, with no requested fields. */
const v3Of = (ctx: EmulatorContext, p: ProductRecord) =>
  absoluteUrls(ctx.url, { ...productV3(p, categoriesOf(ctx, p), { fields: new Set(), single: true, merchant: true }) });
const onV3 = (ctx: EmulatorContext) => catalogVersionOf(ctx) === 'V3_CATALOG';
const variantsOf = (p: ProductRecord) => p.variants.map((v) => ({ ...variantToWire(p, v, true) }));

/** A product body's input, checked; creating also needs a name. */
export function productInputOf(body: unknown, creating: boolean): ProductInput {
  const parsed = attempt(productBody, body);
  const violations = parsed.ok ? [] : parsed.violations;
  const product = isRecord(body) ? body.product : undefined;
  if (creating && isRecord(product) && !product.name)
    violations.push({ field: 'product.name', description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  if (!parsed.ok || violations.length) throw new ValidationError(violations);
  checkPrice(parsed.value.product);
  return parsed.value.product;
}

/** The products a caller may see: hidden ones only for the API key, and only when asked. */
export function listProducts(ctx: EmulatorContext, p: Principal | null, includeHidden = false): ProductRecord[] {
  const hiddenToo = includeHidden && p?.kind === 'apiKey';
  return ctx.store
    .table('products')
    .all()
    .filter((prod) => prod.visible || hiddenToo);
}

/** Every product, hidden ones too (for the catalogue's own bookkeeping, never answered to a caller as such). */
export function allProducts(ctx: EmulatorContext): ProductRecord[] {
  return ctx.store.table('products').all();
}

/** A product by id, hidden or not, or `undefined` (the cart prices its lines with it). */
export function findProduct(ctx: EmulatorContext, id: string): ProductRecord | undefined {
  return ctx.store.table('products').get(id);
}

/** How many products the catalogue holds (the dev health check). */
export function productCount(ctx: EmulatorContext): number {
  return ctx.store.table('products').count();
}

export function getProduct(ctx: EmulatorContext, id: string): ProductRecord {
  const p = ctx.store.table('products').get(id);
  if (!p) throw new NotFoundError('PRODUCT_NOT_FOUND', `Product ${id} not found`);
  return p;
}

/** A product the caller may see (a hidden one only with the API key). */
export function visibleProduct(ctx: EmulatorContext, p: Principal | null, id: string): ProductRecord {
  const product = getProduct(ctx, id);
  if (!product.visible && p?.kind !== 'apiKey')
    throw new NotFoundError('PRODUCT_NOT_FOUND', `Product ${product.id} not found`);
  return product;
}

export function saveProduct(ctx: EmulatorContext, p: ProductRecord): ProductRecord {
  p.lastUpdated = isoNow(ctx);
  // A seeded product (no revision yet) is at 1; a new one is handed in at 0.
  p.revision = (p.revision ?? 1) + 1;
  ctx.store.table('products').put(p.id, p, p.slug);
  return p;
}

/** Saves a changed product and records `ProductChanged` with the wire fields that differ from `before`. */
function saveChanged(ctx: EmulatorContext, before: ProductRecord, p: ProductRecord): ProductRecord {
  saveProduct(ctx, p);
  // Each store sends its own catalogue's events: V1's on a V1 store, V3's on a V3 store.
  if (onV3(ctx)) {
    const fields = changedFields(v3Of(ctx, before), v3Of(ctx, p), ['updatedDate', 'revision']);
    recordChange(
      ctx,
      MERCHANT,
      catalogV3Change('product', 'updated', p.id, p.lastUpdated, () => v3Of(ctx, p), fields),
    );
    return p;
  }
  const fields = changedFields(wireOf(ctx, before), wireOf(ctx, p), NOT_CHANGES);
  recordChange(ctx, MERCHANT, productChanged(p.id, p.lastUpdated, fields));
  return p;
}

export function slugTaken(ctx: EmulatorContext, slug: string, exceptId?: string): boolean {
  return ctx.store
    .table('products')
    .byKey(slug)
    .some((p) => p.id !== exceptId);
}

function slugClash(slug: string): ApplicationError {
  return new ApplicationError(409, 'SLUG_ALREADY_EXISTS', `A product with slug ${slug} already exists`);
}

/** Creates a product from its input; `finish` sets what the input cannot say (Catalog V3's variants) before it is saved. */
export function createProduct(
  ctx: EmulatorContext,
  input: ProductInput,
  finish?: (p: ProductRecord) => void,
): ProductRecord {
  return ctx.store.write(() => {
    const products = ctx.store.table('products');
    const id = input.id ?? newId();
    if (products.get(id)) throw new ApplicationError(409, 'PRODUCT_ALREADY_EXISTS', `Product ${id} already exists`);
    const base = slugify(input.name ?? 'product');
    let slug = input.slug ?? base;
    if (input.slug != null && slugTaken(ctx, slug)) throw slugClash(slug);
    for (let n = 2; slugTaken(ctx, slug); n++) slug = `${base}-${n}`;
    const blank = blankProduct(id, slug, String(1000 + products.count() + 1), isoNow(ctx));
    const p = applyInput(blank, { ...input, slug });
    if (p.variants.length === 0) p.variants = buildVariants(p);
    if (input.collectionIds) p.collectionIds = input.collectionIds.filter((c) => collectionExists(ctx, c));
    finish?.(p);
    p.revision = 0;
    saveProduct(ctx, p);
    const created = onV3(ctx)
      ? catalogV3Change('product', 'created', p.id, p.lastUpdated, () => v3Of(ctx, p))
      : productCreated(p.id, p.lastUpdated, () => wireOf(ctx, p));
    recordChange(ctx, MERCHANT, created);
    return p;
  });
}

export function updateProduct(ctx: EmulatorContext, id: string, input: ProductInput): ProductRecord {
  return ctx.store.write(() => {
    const current = getProduct(ctx, id);
    if (input.id != null && input.id !== id)
      throw new ValidationError([
        { field: 'product.id', description: 'must match the id in the path', violatedRule: 'VALIDATION' },
      ]);
    if (input.slug != null && slugTaken(ctx, input.slug, id)) throw slugClash(input.slug);
    const before = structuredClone(current);
    return saveChanged(ctx, before, applyInput(current, input));
  });
}

export function deleteProduct(ctx: EmulatorContext, id: string): void {
  ctx.store.write(() => {
    const gone = getProduct(ctx, id);
    const entity = onV3(ctx) ? v3Of(ctx, gone) : undefined;
    ctx.store.table('products').delete(id);
    const time = isoNow(ctx);
    recordChange(
      ctx,
      MERCHANT,
      entity ? catalogV3Change('product', 'deleted', id, time, () => entity) : productDeleted(id, time),
    );
  });
}

/** Applies `edit` to a product in one transaction and records `ProductChanged` (and `VariantsChanged`). */
export function editProduct(
  ctx: EmulatorContext,
  id: string,
  edit: (p: ProductRecord) => void,
  extraEvent?: 'variants.changed',
): ProductRecord {
  return ctx.store.write(() => {
    const p = getProduct(ctx, id);
    const before = structuredClone(p);
    edit(p);
    saveChanged(ctx, before, p);
    if (extraEvent && !onV3(ctx))
      recordChange(ctx, MERCHANT, variantsChanged(id, p.lastUpdated, variantsOf(before), variantsOf(p)));
    return p;
  });
}

/** The platform's code of a failed item: the error's own code, `INVALID_ARGUMENT` for a validation error. */
function failureCode(e: PlatformError): string {
  if (e instanceof ApplicationError) return e.code;
  return e instanceof ValidationError ? 'INVALID_ARGUMENT' : 'UNKNOWN';
}

/** Applies `edit` to each product on its own: one item's failure leaves the others done. */
export function bulkEdit(ctx: EmulatorContext, ids: readonly string[], edit: (p: ProductRecord) => void) {
  const results = ids.map((id, originalIndex) => {
    try {
      editProduct(ctx, id, edit);
      return { itemMetadata: { id, originalIndex, success: true } };
    } catch (e) {
      if (!(e instanceof PlatformError)) throw e;
      const error = { code: failureCode(e), description: e.message };
      return { itemMetadata: { id, originalIndex, success: false, error } };
    }
  });
  const totalSuccesses = results.filter((r) => r.itemMetadata.success).length;
  return { bulkActionMetadata: { totalSuccesses, totalFailures: results.length - totalSuccesses }, results };
}

/** Takes a product out of (or into) a collection when the collection changes, and records its `ProductChanged`. */
export function setCollection(ctx: EmulatorContext, p: ProductRecord, collectionId: string, member: boolean): void {
  const before = structuredClone(p);
  const has = p.collectionIds.includes(collectionId);
  if (member && !has) p.collectionIds.push(collectionId);
  if (!member && has) p.collectionIds = p.collectionIds.filter((x) => x !== collectionId);
  saveChanged(ctx, before, p);
}

/** One line an order sells: the product, its variant and how many. */
export interface SoldItem {
  productId: string;
  variantId: string;
  quantity: number;
}

/**
 * An order takes what it sold out of the stock, inside the order's transaction (the caller's `store.write`; this
 * one nests in it). Only tracked quantities move; a product without options keeps its own quantity in step with its
 * one variant, so a later stock edit starts from what is left. Fewer in stock than sold refuses the whole order.
 */
export function takeStock(ctx: EmulatorContext, items: readonly SoldItem[]): void {
  ctx.store.write(() => {
    for (const id of new Set(items.map((i) => i.productId))) {
      const sold = items.filter((i) => i.productId === id);
      const p = getProduct(ctx, id);
      const before = structuredClone(p);
      let moved = false;
      for (const item of sold) {
        const v = p.variants.find((x) => x.id === item.variantId);
        if (!v?.trackQuantity) continue;
        const left = (v.quantity ?? 0) - item.quantity;
        if (left < 0)
          throw new ApplicationError(409, 'INSUFFICIENT_INVENTORY', `Only ${v.quantity ?? 0} of ${p.name} in stock`);
        v.quantity = left;
        v.inventoryRevision = (v.inventoryRevision ?? 1) + 1;
        moved = true;
      }
      if (!moved) continue;
      if (p.productOptions.length === 0 && p.variants.length === 1) p.quantity = p.variants[0]!.quantity;
      saveChanged(ctx, before, p);
    }
  });
}
