import { ApplicationError, ValidationError } from '../errors';
import { fromCents, readDecimal, toCents } from '../money';
import { buildVariants, imageMedia, uuidFrom, type ProductOption, type ProductRecord } from './model';
import { isRecord } from '../schema/kit';
import {
  LIMITS,
  type BulkAdjust,
  type BulkSet,
  type ChoiceMedia,
  type MediaAdd,
  type ProductInput,
  type VariantPatch,
} from './schemas';

/** Pure changes to a product record: the service loads, applies one of these and saves in one transaction. */

export function slugify(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'product';
}

/** `priceData.price`, or `price` as a number, a decimal string or `{price}`. */
export function readPrice(input: ProductInput): number | undefined {
  if (input.priceData?.price != null) return readDecimal(input.priceData.price);
  if (input.price === undefined) return undefined;
  if (isRecord(input.price) && 'price' in input.price) return readDecimal(input.price.price);
  return readDecimal(input.price);
}

export function checkPrice(input: ProductInput): void {
  if (input.price === undefined) return;
  const p = readPrice(input);
  if (p === undefined || Number.isNaN(p) || p < 0)
    throw new ValidationError([
      { field: 'product.price', description: 'must be a non-negative number', violatedRule: 'VALIDATION' },
    ]);
  // Infinity too: a price beyond the platform's bound is refused, never stored (as JSON `null`).
  if (p > LIMITS.amount)
    throw new ValidationError([
      { field: 'product.price', description: `must be at most ${LIMITS.amount}`, violatedRule: 'MAX' },
    ]);
}

function options(input: ProductInput['productOptions']): ProductOption[] {
  return (input ?? []).map((o) => ({
    optionType: o.optionType === 'color' ? 'color' : 'drop_down',
    name: o.name,
    choices: o.choices.map((c) => ({
      value: c.value,
      description: c.description || c.value,
      visible: c.visible ?? true,
    })),
  }));
}

export function blankProduct(id: string, slug: string, numericId: string, now: string): ProductRecord {
  return {
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
    numericId,
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
}

function applyStock(p: ProductRecord, stock: NonNullable<ProductInput['stock']>): void {
  if (stock.trackInventory != null) p.trackInventory = stock.trackInventory;
  if (stock.quantity != null) p.quantity = stock.quantity;
  if (stock.inStock != null) p.inStock = stock.inStock;
}

/** The product with the input's fields set (absent fields keep their value). */
export function applyInput(base: ProductRecord, input: ProductInput): ProductRecord {
  const p: ProductRecord = { ...base };
  if (input.name != null) p.name = input.name;
  if (input.slug != null) p.slug = input.slug;
  if (input.visible != null) p.visible = input.visible;
  if (input.productType != null) p.productType = input.productType === 'digital' ? 'digital' : 'physical';
  if (input.description != null) p.description = input.description;
  if (input.sku != null) p.sku = input.sku;
  if (input.weight != null) p.weight = readDecimal(input.weight) ?? p.weight;
  p.price = readPrice(input) ?? p.price;
  if (input.costAndProfitData?.itemCost != null) p.cost = readDecimal(input.costAndProfitData.itemCost);
  if (input.discount) {
    const value = readDecimal(input.discount.value) ?? p.discount.value;
    p.discount = { type: input.discount.type ?? p.discount.type, value };
  }
  if (input.pricePerUnitData) p.pricePerUnit = input.pricePerUnitData;
  if (input.stock) applyStock(p, input.stock);
  if (input.ribbon != null) p.ribbon = input.ribbon;
  if (input.brand != null) p.brand = input.brand;
  if (input.manageVariants != null) p.manageVariants = input.manageVariants;
  if (input.additionalInfoSections != null) p.additionalInfoSections = input.additionalInfoSections;
  if (input.customTextFields != null) p.customTextFields = input.customTextFields;
  if (input.seoData !== undefined) p.seoData = input.seoData;
  const optionsChanged = input.productOptions != null;
  if (optionsChanged) p.productOptions = options(input.productOptions);
  if (optionsChanged || input.stock) {
    // New options or new inventory settings rebuild the variants; per-variant overrides of unchanged combinations stay.
    const rebuilt = buildVariants(p, optionsChanged ? p.variants : []);
    const quantity = p.quantity ?? 0;
    p.variants = input.stock
      ? rebuilt.map((v) => ({
          ...v,
          trackQuantity: p.trackInventory,
          ...(p.trackInventory ? { quantity } : {}),
          inStock: p.trackInventory ? quantity > 0 : p.inStock,
        }))
      : rebuilt;
  }
  return p;
}

export function patchVariants(p: ProductRecord, patches: readonly VariantPatch[]): void {
  p.manageVariants = true;
  patches.forEach((u, i) => {
    const { variantIds, choices } = u;
    if (!variantIds && !choices)
      throw new ValidationError([
        { field: `variants[${i}]`, description: 'needs variantIds or choices', violatedRule: 'REQUIRED_FIELD' },
      ]);
    const targets = p.variants.filter(
      (v) =>
        (variantIds ? variantIds.includes(v.id) : true) &&
        (choices ? Object.entries(choices).every(([k, val]) => v.choices[k] === val) : true),
    );
    if (targets.length === 0)
      throw new ApplicationError(404, 'VARIANT_NOT_FOUND', `variants[${i}] matches no variant of product ${p.id}`);
    for (const v of targets) {
      if (u.price != null) v.price = readDecimal(u.price);
      if (u.cost != null) v.cost = readDecimal(u.cost);
      if (u.weight != null) v.weight = readDecimal(u.weight);
      if (u.sku != null) v.sku = u.sku;
      if (u.visible != null) v.visible = u.visible;
    }
  });
}

function findChoice(p: ProductRecord, option: string, choice: string) {
  const named = p.productOptions.find((o) => o.name === option);
  return named?.choices.find((ch) => ch.description === choice || ch.value === choice);
}

export function addMedia(p: ProductRecord, media: readonly MediaAdd[], newId: () => string): void {
  media.forEach((m, i) => {
    const id = m.mediaId ?? newId();
    const item = imageMedia(id, p.name, 800, 1000, m.url || undefined);
    if (!p.media.some((x) => x.id === id)) p.media.push(item);
    if (!m.choice) return;
    const choice = findChoice(p, m.choice.option, m.choice.choice);
    if (!choice)
      throw new ApplicationError(404, 'CHOICE_NOT_FOUND', `media[${i}].choice names no choice of product ${p.id}`);
    choice.mediaIds = [...new Set([...(choice.mediaIds ?? []), id])];
  });
}

export function deleteMedia(p: ProductRecord, mediaIds: readonly string[]): void {
  const ids = new Set(mediaIds);
  p.media = p.media.filter((m) => !ids.has(m.id));
  for (const o of p.productOptions)
    for (const ch of o.choices) if (ch.mediaIds) ch.mediaIds = ch.mediaIds.filter((m) => !ids.has(m));
}

export function setChoiceMedia(p: ProductRecord, media: readonly ChoiceMedia[]): void {
  media.forEach((m, i) => {
    const choice = findChoice(p, m.option, m.choice);
    if (!choice) throw new ApplicationError(404, 'CHOICE_NOT_FOUND', `media[${i}] names no choice of product ${p.id}`);
    for (const id of m.mediaIds ?? []) if (!p.media.some((x) => x.id === id)) p.media.push(imageMedia(id, p.name));
    choice.mediaIds = m.mediaIds ?? [];
  });
}

export function clearChoiceMedia(p: ProductRecord, media: readonly ChoiceMedia[]): void {
  for (const m of media) {
    const choice = findChoice(p, m.option, m.choice);
    if (choice) delete choice.mediaIds;
  }
}

export function deleteOptions(p: ProductRecord): void {
  p.productOptions = [];
  p.manageVariants = false;
  p.variants = buildVariants(p);
}

/** A bulk value: a non-negative amount (the product writes' own rule), checked per product. */
function nonNegative(value: string | number, field: string): number {
  const n = readDecimal(value) ?? NaN;
  if (!(n >= 0)) throw new ValidationError([{ field, description: 'must be at least 0', violatedRule: 'MIN' }]);
  return n;
}

export function bulkSet(p: ProductRecord, set: BulkSet): void {
  if (set.price != null) p.price = nonNegative(set.price, 'set.price');
  if (set.cost != null) p.cost = nonNegative(set.cost, 'set.cost');
  if (set.weight != null) p.weight = nonNegative(set.weight, 'set.weight');
}

type Adjustment = BulkAdjust['price'];

function adjusted(value: number, adj: Adjustment, field: string): number {
  if (!adj) return value;
  let cents = toCents(value);
  if (adj.amount != null) cents += toCents(readDecimal(adj.amount) ?? 0);
  if (adj.percentage != null) cents = Math.round(cents * (1 + (readDecimal(adj.percentage) ?? 0) / 100));
  const result = fromCents(Math.max(0, cents));
  if (result > LIMITS.amount)
    throw new ValidationError([
      { field, description: `would be ${result}, above ${LIMITS.amount}`, violatedRule: 'MAX' },
    ]);
  return result;
}

export function bulkAdjust(p: ProductRecord, adjust: BulkAdjust): void {
  p.price = adjusted(p.price, adjust.price, 'adjust.price');
  if (p.cost !== undefined || adjust.cost) p.cost = adjusted(p.cost ?? 0, adjust.cost, 'adjust.cost');
  p.weight = adjusted(p.weight, adjust.weight, 'adjust.weight');
}
