import type { EmulatorContext } from '../../context';
import { ApplicationError, NotFoundError, PlatformError, ValidationError } from '../../errors';
import type { Principal } from '../../principal';
import { isRecord } from '../../schema/kit';
import { readDecimal } from '../../money';
import { addMedia } from '../edits';
import { newId } from '../../context';
import { findVariantByChoices, type ProductRecord } from '../model';
import {
  allProducts,
  categoriesOf,
  createProduct,
  deleteProduct,
  editProduct,
  getProduct,
  productInputOf,
  slugTaken,
} from '../service';
import type { Listed } from './reads';
import { productV3, type Fields } from './wire';

/**
 * Catalog V3's products over the catalogue's records: reads see what V1 sees (the same ids, slugs, options, variants
 * and stock), writes go through the products' service, so the events of the store's version are sent.
 */

/** The products a caller sees: a visitor or member only visible ones, the API key every one. */
export function listed(ctx: EmulatorContext, p: Principal | null): Listed[] {
  return allProducts(ctx)
    .filter((prod) => prod.visible || p?.kind === 'apiKey')
    .map((product) => ({ product, categoryIds: categoriesOf(ctx, product) }));
}

function seen(p: Principal | null, product: ProductRecord | undefined, says: string): ProductRecord {
  if (!product || (!product.visible && p?.kind !== 'apiKey')) throw new NotFoundError('PRODUCT_NOT_FOUND', says);
  return product;
}

export function single(ctx: EmulatorContext, product: ProductRecord, fields: Fields, merchant: boolean) {
  return productV3(product, categoriesOf(ctx, product), { fields, single: true, merchant });
}

export function productById(ctx: EmulatorContext, p: Principal | null, id: string): ProductRecord {
  return seen(p, ctx.store.table('products').get(id), `Product ${id} not found`);
}

export function productBySlug(ctx: EmulatorContext, p: Principal | null, slug: string): ProductRecord {
  const product = ctx.store
    .table('products')
    .byKey(slug)
    .find((x) => x.visible || p?.kind === 'apiKey');
  return seen(p, product, `Product with slug ${slug} not found`);
}

export type Wire = Record<string, unknown>;
const rec = (x: unknown): Wire => (isRecord(x) ? x : {});
const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const text = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);

/** A V3 variant's choices by option name (`optionChoiceNames`). */
function choicesOf(variant: Wire): Record<string, string> {
  const out: Record<string, string> = {};
  for (const ch of list(variant.choices)) {
    const names = rec(rec(ch).optionChoiceNames);
    const option = text(names.optionName);
    const choice = text(names.choiceName);
    if (option && choice) out[option] = choice;
  }
  return out;
}

export const priceOf = (variant: Wire, key: 'actualPrice' | 'compareAtPrice') =>
  readDecimal(rec(rec(variant.price)[key]).amount);

/**
 * A V3 product's input as the catalogue's (V1's) product input: options, and the price of its variants (one
 * compare-at price above the actual price is the product's discount, as V1 keeps it).
 */
export function asV1Input(product: Wire, creating: boolean) {
  const variants = list(rec(product.variantsInfo).variants).map(rec);
  const first = variants[0];
  const actual = first ? priceOf(first, 'actualPrice') : undefined;
  const compareAt = first ? priceOf(first, 'compareAtPrice') : undefined;
  const base = compareAt !== undefined && actual !== undefined && compareAt > actual ? compareAt : actual;
  const options = list(product.options).map(rec);
  const input: Wire = {
    ...(text(product.id) ? { id: product.id } : {}),
    ...(product.name != null ? { name: product.name } : {}),
    ...(product.slug != null ? { slug: product.slug } : {}),
    ...(product.visible != null ? { visible: product.visible } : {}),
    ...(product.plainDescription != null ? { description: product.plainDescription } : {}),
    ...(product.productType != null ? { productType: String(product.productType).toLowerCase() } : {}),
    ...(isRecord(product.brand) && product.brand.name != null ? { brand: product.brand.name } : {}),
    ...(isRecord(product.ribbon) && product.ribbon.name != null ? { ribbon: product.ribbon.name } : {}),
    ...(base !== undefined ? { priceData: { price: base } } : {}),
    ...(base !== undefined && actual !== undefined && base > actual
      ? { discount: { type: 'AMOUNT', value: Math.round((base - actual) * 100) / 100 } }
      : base !== undefined
        ? { discount: { type: 'NONE', value: 0 } }
        : {}),
    ...(creating || options.length
      ? {
          productOptions: options.map((o) => ({
            name: o.name,
            optionType: o.optionRenderType === 'SWATCH_CHOICES' ? 'color' : 'drop_down',
            choices: list(rec(o.choicesSettings).choices)
              .map(rec)
              .map((ch) => ({
                value: text(ch.colorCode) ?? ch.name,
                description: ch.name,
                visible: ch.visible ?? true,
              })),
          })),
        }
      : {}),
  };
  return productInputOf({ product: input }, creating);
}

/** What V1's input cannot say: each variant's own price, SKU and visibility, and the product's pictures by URL. */
function finishWith(product: Wire) {
  return (p: ProductRecord) => {
    for (const v3 of list(rec(product.variantsInfo).variants).map(rec)) {
      const v = text(v3.id) ? p.variants.find((x) => x.id === v3.id) : findVariantByChoices(p, choicesOf(v3));
      if (!v) continue;
      const actual = priceOf(v3, 'actualPrice');
      const compareAt = priceOf(v3, 'compareAtPrice');
      const listPrice = compareAt !== undefined && actual !== undefined && compareAt > actual ? compareAt : actual;
      if (listPrice !== undefined && listPrice !== p.price) v.price = listPrice;
      if (text(v3.sku)) v.sku = text(v3.sku);
      if (typeof v3.visible === 'boolean') v.visible = v3.visible;
    }
    p.manageVariants = p.variants.some((v) => v.price !== undefined);
    const media = list(rec(rec(product.media).itemsInfo).items).map(rec);
    const adds = media.flatMap((m): { url?: string; mediaId?: string }[] => {
      const url = text(m.url) ?? text(rec(m.image).url) ?? (typeof m.image === 'string' ? m.image : undefined);
      const mediaId = text(m.id);
      return url ? [{ url }] : mediaId ? [{ mediaId }] : [];
    });
    if (adds.length) addMedia(p, adds, newId);
  };
}

export function createProductV3(ctx: EmulatorContext, product: Wire): ProductRecord {
  const variants = list(rec(product.variantsInfo).variants);
  if (variants.length === 0)
    throw new ValidationError([
      {
        field: 'product.variantsInfo.variants',
        description: 'must have at least 1 item: every V3 product has variants (one, without options)',
        violatedRule: 'MIN_SIZE',
      },
    ]);
  return createProduct(ctx, asV1Input(product, true), finishWith(product));
}

/** Updates a product; its `revision` must be the current one (a stale one is refused, nothing changed). */
export function updateProductV3(ctx: EmulatorContext, id: string, product: Wire): ProductRecord {
  const current = getProduct(ctx, id);
  if (product.revision == null)
    throw new ValidationError([
      { field: 'product.revision', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
  if (String(product.revision) !== String(current.revision ?? 1))
    throw new ApplicationError(
      409,
      'REVISION_MISMATCH',
      `Product ${id} is at revision ${current.revision ?? 1}, not ${String(product.revision)}`,
    );
  const input = asV1Input(product, false);
  if (input.slug != null && slugTaken(ctx, input.slug, id))
    throw new ApplicationError(409, 'SLUG_ALREADY_EXISTS', `A product with slug ${input.slug} already exists`);
  return editProduct(ctx, id, (p) => {
    if (input.name != null) p.name = input.name;
    if (input.slug != null) p.slug = input.slug;
    if (input.visible != null) p.visible = input.visible;
    if (input.description != null) p.description = input.description;
    if (input.brand != null) p.brand = input.brand;
    if (input.ribbon != null) p.ribbon = input.ribbon;
    const price = readDecimal(input.priceData?.price);
    if (price !== undefined) p.price = price;
    if (input.discount)
      p.discount = { type: input.discount.type ?? 'NONE', value: readDecimal(input.discount.value) ?? 0 };
    finishWith(product)(p);
  });
}

export function deleteProductV3(ctx: EmulatorContext, id: string): void {
  deleteProduct(ctx, id);
}

/** The platform's code of a failed item. */
function failure(e: PlatformError) {
  const code = e instanceof ApplicationError ? e.code : e instanceof ValidationError ? 'INVALID_ARGUMENT' : 'UNKNOWN';
  return { code, description: e.message };
}

/** Runs `each` on every item on its own: one item's failure leaves the others done. */
export function bulk<T>(
  items: readonly T[],
  idOf: (item: T) => string | undefined,
  each: (item: T) => ProductRecord | void,
) {
  const results = items.map((item, originalIndex) => {
    try {
      const done = each(item);
      const id = done ? done.id : idOf(item);
      return { itemMetadata: { ...(id ? { id } : {}), originalIndex, success: true }, done };
    } catch (e) {
      if (!(e instanceof PlatformError)) throw e;
      const id = idOf(item);
      return {
        itemMetadata: { ...(id ? { id } : {}), originalIndex, success: false, error: failure(e) },
        done: undefined,
      };
    }
  });
  const totalSuccesses = results.filter((r) => r.itemMetadata.success).length;
  return {
    results,
    bulkActionMetadata: { totalSuccesses, totalFailures: results.length - totalSuccesses, undetailedFailures: 0 },
  };
}
