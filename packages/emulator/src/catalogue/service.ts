import type { EmulatorContext } from '../context';
import { isoNow, newId } from '../context';
import { ApplicationError, NotFoundError, ValidationError, type FieldViolation } from '../errors';
import { readDecimal } from '../money';
import { s, violationsOf, type Schema } from '../validate';
import type { CollectionRecord } from './collections';
import { buildVariants, imageMedia, uuidFrom, type MediaItem, type ProductOption, type ProductRecord } from './model';

export const productInputSchema: Schema = s.obj({
  id: s.str(),
  name: s.str({ maxLength: 80 }),
  slug: s.str({ maxLength: 100 }),
  visible: s.bool(),
  productType: s.enum(['unspecified_product_type', 'physical', 'digital']),
  description: s.str({ maxLength: 16000 }),
  sku: s.str({ maxLength: 40 }),
  weight: s.num({ min: 0, numericString: true }),
  price: s.any(),
  priceData: s.obj({ price: s.num({ min: 0, numericString: true }), currency: s.str() }),
  costAndProfitData: s.obj({ itemCost: s.num({ min: 0, numericString: true }) }),
  discount: s.obj({ type: s.enum(['UNDEFINED', 'NONE', 'AMOUNT', 'PERCENT']), value: s.num({ min: 0, numericString: true }) }),
  pricePerUnitData: s.obj({ totalQuantity: s.num({ min: 0 }), totalMeasurementUnit: s.str(), baseQuantity: s.num({ min: 0 }), baseMeasurementUnit: s.str() }),
  stock: s.obj({ trackInventory: s.bool(), quantity: s.int({ min: 0 }), inStock: s.bool(), inventoryStatus: s.any() }),
  ribbon: s.str(),
  brand: s.str(),
  manageVariants: s.bool(),
  productOptions: s.arr(
    s.obj({
      optionType: s.enum(['unspecified_option_type', 'drop_down', 'color']),
      name: s.req(s.str({ minLength: 1 })),
      choices: s.arr(s.obj({ value: s.req(s.str({ minLength: 1 })), description: s.str(), visible: s.bool(), inStock: s.bool(), media: s.any() })),
    }),
    { maxItems: 6 },
  ),
  additionalInfoSections: s.arr(s.obj({ title: s.str(), description: s.str() })),
  customTextFields: s.arr(s.any()),
  seoData: s.any(),
  media: s.any(),
  collectionIds: s.arr(s.str()),
});

type ProductInput = Record<string, unknown> & {
  id?: string;
  name?: string;
  slug?: string;
  visible?: boolean;
  productType?: 'unspecified_product_type' | 'physical' | 'digital';
  description?: string;
  sku?: string;
  weight?: number | string;
  price?: unknown;
  priceData?: { price?: number | string };
  costAndProfitData?: { itemCost?: number | string };
  discount?: { type?: ProductRecord['discount']['type']; value?: number | string };
  pricePerUnitData?: ProductRecord['pricePerUnit'];
  stock?: { trackInventory?: boolean; quantity?: number; inStock?: boolean };
  ribbon?: string;
  brand?: string;
  manageVariants?: boolean;
  productOptions?: { optionType?: 'unspecified_option_type' | 'drop_down' | 'color'; name: string; choices?: { value: string; description?: string; visible?: boolean }[] }[];
  additionalInfoSections?: { title: string; description: string }[];
  customTextFields?: unknown[];
  seoData?: unknown;
  collectionIds?: string[];
};

export function slugify(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'product'
  );
}

function readPrice(input: ProductInput): number | undefined {
  if (input.priceData?.price !== undefined) return readDecimal(input.priceData.price);
  if (input.price === undefined) return undefined;
  if (typeof input.price === 'object' && input.price !== null && 'price' in input.price) return readDecimal((input.price as { price: unknown }).price);
  return readDecimal(input.price);
}

function checkPrice(input: ProductInput): void {
  const v: FieldViolation[] = [];
  if (input.price !== undefined) {
    const p = readPrice(input);
    if (p === undefined || !Number.isFinite(p) || p < 0) v.push({ field: 'product.price', description: 'must be a non-negative number', violatedRule: 'VALIDATION' });
  }
  if (v.length) throw new ValidationError(v);
}

function options(input: ProductInput['productOptions']): ProductOption[] {
  return (input ?? []).map((o) => ({
    optionType: o.optionType === 'color' ? 'color' : 'drop_down',
    name: o.name,
    choices: (o.choices ?? []).map((c) => ({ value: c.value, description: c.description || c.value, visible: c.visible ?? true })),
  }));
}

export function validateProductInput(product: unknown, path: string, creating: boolean): ProductInput {
  const violations = violationsOf(creating ? { ...productInputSchema, required: true } : productInputSchema, product, path);
  if (creating && product && typeof product === 'object' && !(product as ProductInput).name)
    violations.push({ field: `${path}.name`, description: 'is required', violatedRule: 'REQUIRED_FIELD' });
  if (violations.length) throw new ValidationError(violations);
  checkPrice(product as ProductInput);
  return product as ProductInput;
}

function slugTaken(ctx: EmulatorContext, slug: string, exceptId?: string): boolean {
  return ctx.store.table('products').byKey(slug).some((p) => p.id !== exceptId);
}

function applyInput(base: ProductRecord, input: ProductInput): ProductRecord {
  const p: ProductRecord = { ...base };
  if (input.name !== undefined) p.name = input.name;
  if (input.slug !== undefined) p.slug = input.slug;
  if (input.visible !== undefined) p.visible = input.visible;
  if (input.productType !== undefined) p.productType = input.productType === 'digital' ? 'digital' : 'physical';
  if (input.description !== undefined) p.description = input.description;
  if (input.sku !== undefined) p.sku = input.sku;
  if (input.weight !== undefined) p.weight = readDecimal(input.weight) ?? p.weight;
  const price = readPrice(input);
  if (price !== undefined) p.price = price;
  if (input.costAndProfitData?.itemCost !== undefined) p.cost = readDecimal(input.costAndProfitData.itemCost);
  if (input.discount) p.discount = { type: input.discount.type ?? p.discount.type, value: readDecimal(input.discount.value) ?? p.discount.value };
  if (input.pricePerUnitData) p.pricePerUnit = input.pricePerUnitData;
  if (input.stock) {
    if (input.stock.trackInventory !== undefined) p.trackInventory = input.stock.trackInventory;
    if (input.stock.quantity !== undefined) p.quantity = input.stock.quantity;
    if (input.stock.inStock !== undefined) p.inStock = input.stock.inStock;
  }
  if (input.ribbon !== undefined) p.ribbon = input.ribbon;
  if (input.brand !== undefined) p.brand = input.brand;
  if (input.manageVariants !== undefined) p.manageVariants = input.manageVariants;
  if (input.additionalInfoSections !== undefined) p.additionalInfoSections = input.additionalInfoSections;
  if (input.customTextFields !== undefined) p.customTextFields = input.customTextFields;
  if (input.seoData !== undefined) p.seoData = input.seoData;
  const optionsChanged = input.productOptions !== undefined;
  if (optionsChanged) p.productOptions = options(input.productOptions);
  const stockChanged = input.stock !== undefined;
  if (optionsChanged || stockChanged) {
    // New options or new inventory settings rebuild the variants; per-variant overrides of unchanged combinations stay.
    const rebuilt = buildVariants(p, optionsChanged ? p.variants : []);
    p.variants = stockChanged
      ? rebuilt.map((v) => ({ ...v, trackQuantity: p.trackInventory, ...(p.trackInventory ? { quantity: p.quantity ?? 0 } : {}), inStock: p.trackInventory ? (p.quantity ?? 0) > 0 : p.inStock }))
      : rebuilt;
  }
  return p;
}

export function getProduct(ctx: EmulatorContext, id: string): ProductRecord {
  const p = ctx.store.table('products').get(id);
  if (!p) throw new NotFoundError('PRODUCT_NOT_FOUND', `Product ${id} not found`);
  return p;
}

export function saveProduct(ctx: EmulatorContext, p: ProductRecord, eventType: 'product.created' | 'product.changed'): ProductRecord {
  p.lastUpdated = isoNow(ctx);
  ctx.store.table('products').put(p.id, p, p.slug);
  ctx.store.event(eventType, p.id, p.lastUpdated, { productId: p.id });
  return p;
}

export function createProduct(ctx: EmulatorContext, input: ProductInput): ProductRecord {
  return ctx.store.write(() => {
    const id = input.id ?? newId();
    if (ctx.store.table('products').get(id)) throw new ApplicationError(409, 'PRODUCT_ALREADY_EXISTS', `Product ${id} already exists`);
    let slug = input.slug ?? slugify(input.name ?? 'product');
    if (input.slug !== undefined && slugTaken(ctx, slug)) throw new ApplicationError(409, 'SLUG_ALREADY_EXISTS', `A product with slug ${slug} already exists`);
    for (let n = 2; slugTaken(ctx, slug); n++) slug = `${slugify(input.name ?? 'product')}-${n}`;
    const now = isoNow(ctx);
    const count = ctx.store.table('products').count();
    const blank: ProductRecord = {
      id,
      name: '',
      slug,
      visible: true,
      productType: 'physical',
      description: '',
      sku: '',
      weight: 0,
      price: 0,
      discount: { type: 'NONE', value: 0 },
      trackInventory: false,
      inStock: true,
      collectionIds: [],
      numericId: String(1000 + count + 1),
      inventoryItemId: uuidFrom(`inventory|${id}`),
      createdDate: now,
      lastUpdated: now,
      manageVariants: false,
      productOptions: [],
      variants: [],
      media: [],
      additionalInfoSections: [],
      customTextFields: [],
    };
    const p = applyInput(blank, { ...input, slug });
    if (p.variants.length === 0) p.variants = buildVariants(p);
    if (Array.isArray(input.collectionIds)) p.collectionIds = input.collectionIds.filter((c) => ctx.store.table('collections').get(c));
    return saveProduct(ctx, p, 'product.created');
  });
}

export function updateProduct(ctx: EmulatorContext, id: string, input: ProductInput): ProductRecord {
  return ctx.store.write(() => {
    const current = getProduct(ctx, id);
    if (input.id !== undefined && input.id !== id)
      throw new ValidationError([{ field: 'product.id', description: 'must match the id in the path', violatedRule: 'VALIDATION' }]);
    if (input.slug !== undefined && slugTaken(ctx, input.slug, id))
      throw new ApplicationError(409, 'SLUG_ALREADY_EXISTS', `A product with slug ${input.slug} already exists`);
    const p = applyInput(current, input);
    return saveProduct(ctx, p, 'product.changed');
  });
}

export function deleteProduct(ctx: EmulatorContext, id: string): void {
  ctx.store.write(() => {
    getProduct(ctx, id);
    ctx.store.table('products').delete(id);
    ctx.store.event('product.deleted', id, isoNow(ctx), { productId: id });
  });
}

/** Applies `fn` to a product in one transaction and records `product.changed` (and extra events). */
export function mutateProduct(ctx: EmulatorContext, id: string, fn: (p: ProductRecord) => void, extraEvent?: string): ProductRecord {
  return ctx.store.write(() => {
    const p = getProduct(ctx, id);
    fn(p);
    saveProduct(ctx, p, 'product.changed');
    if (extraEvent) ctx.store.event(extraEvent, id, p.lastUpdated, { productId: id });
    return p;
  });
}

export function getCollection(ctx: EmulatorContext, id: string): CollectionRecord {
  const c = ctx.store.table('collections').get(id);
  if (!c) throw new NotFoundError('COLLECTION_NOT_FOUND', `Collection ${id} not found`);
  return c;
}

export function collectionBySlug(ctx: EmulatorContext, slug: string): CollectionRecord {
  const c = ctx.store.table('collections').byKey(slug)[0];
  if (!c) throw new NotFoundError('COLLECTION_NOT_FOUND', `Collection with slug ${slug} not found`);
  return c;
}

export const collectionInputSchema: Schema = s.obj({
  id: s.str(),
  name: s.str({ minLength: 1, maxLength: 50 }),
  slug: s.str({ maxLength: 100 }),
  description: s.str({ maxLength: 600 }),
  visible: s.bool(),
  media: s.any(),
});

export function saveCollection(ctx: EmulatorContext, input: Partial<CollectionRecord> & { media?: unknown }, existing?: CollectionRecord): CollectionRecord {
  return ctx.store.write(() => {
    const now = isoNow(ctx);
    const id = existing?.id ?? input.id ?? newId();
    if (!existing && ctx.store.table('collections').get(id)) throw new ApplicationError(409, 'COLLECTION_ALREADY_EXISTS', `Collection ${id} already exists`);
    const name = input.name ?? existing?.name;
    if (!name) throw new ValidationError([{ field: 'collection.name', description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
    const slug = input.slug ?? existing?.slug ?? slugify(name);
    const clash = ctx.store.table('collections').byKey(slug).some((c) => c.id !== id);
    if (clash) throw new ApplicationError(409, 'SLUG_ALREADY_EXISTS', `A collection with slug ${slug} already exists`);
    let media = existing?.media ?? [];
    if (input.media && typeof input.media === 'object') {
      // A media item names its picture by the item's id or by its image's id (the SDK's media URI); a picture with
      // only a URL (an external one) keeps that URL under a new id.
      type ItemInput = { id?: unknown; image?: { id?: unknown; url?: unknown; width?: unknown; height?: unknown } };
      const m = input.media as { mainMedia?: ItemInput; items?: ItemInput[] };
      const inputs = [m.mainMedia, ...(Array.isArray(m.items) ? m.items : [])].filter((x): x is ItemInput => !!x && typeof x === 'object');
      const byId = new Map<string, MediaItem>();
      for (const item of inputs) {
        const image = item.image && typeof item.image === 'object' ? item.image : undefined;
        const external = typeof image?.url === 'string' && /^https?:\/\//.test(image.url) ? image.url : undefined;
        const mid = typeof item.id === 'string' ? item.id : typeof image?.id === 'string' ? image.id : external ? newId() : undefined;
        if (mid === undefined || byId.has(mid)) continue;
        const media = imageMedia(mid, name);
        if (external) {
          media.image!.url = external;
          media.thumbnail!.url = external;
        }
        if (typeof image?.width === 'number' && typeof image.height === 'number') {
          media.image!.width = image.width;
          media.image!.height = image.height;
        }
        byId.set(mid, media);
      }
      media = [...byId.values()];
    }
    const c: CollectionRecord = {
      id,
      name,
      slug,
      visible: input.visible ?? existing?.visible ?? true,
      media,
      createdDate: existing?.createdDate ?? now,
      updatedDate: now,
      ...((input.description ?? existing?.description) !== undefined ? { description: input.description ?? existing?.description } : {}),
    };
    ctx.store.table('collections').put(id, c, slug);
    ctx.store.event(existing ? 'collection.changed' : 'collection.created', id, now, { collectionId: id });
    return c;
  });
}
