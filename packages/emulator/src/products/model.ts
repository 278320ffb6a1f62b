import type { ProductInput } from './schemas';
import { createHash } from 'node:crypto';
import { decimal, formatEur, fromCents, toCents } from '../money';
import type { MediaItem } from '../media-item';

export type DiscountType = 'UNDEFINED' | 'NONE' | 'AMOUNT' | 'PERCENT';

/** A choice: `description` is its name (variants key on it); `value` is the hex code for colors, else the name. */
export interface Choice {
  value: string;
  description: string;
  visible: boolean;
  mediaIds?: string[];
}

export interface ProductOption {
  optionType: 'drop_down' | 'color';
  name: string;
  choices: Choice[];
}

export interface VariantRecord {
  id: string;
  choices: Record<string, string>;
  price?: number;
  cost?: number;
  weight?: number;
  sku?: string;
  visible: boolean;
  trackQuantity: boolean;
  quantity?: number;
  inStock: boolean;
  /** Catalog V3's inventory item `revision`: 1 until its stock is first changed, one more at each change. */
  inventoryRevision?: number;
}

/** How a product is stored: the inputs; everything derived is computed on the way out. */
export interface ProductRecord {
  id: string;
  name: string;
  slug: string;
  visible: boolean;
  productType: 'physical' | 'digital';
  description: string;
  sku: string;
  weight: number;
  price: number;
  cost?: number;
  discount: { type: DiscountType; value: number };
  pricePerUnit?: NonNullable<ProductInput['pricePerUnitData']>;
  trackInventory: boolean;
  quantity?: number;
  inStock: boolean;
  ribbon?: string;
  brand?: string;
  collectionIds: string[];
  numericId: string;
  inventoryItemId: string;
  createdDate: string;
  lastUpdated: string;
  manageVariants: boolean;
  productOptions: ProductOption[];
  variants: VariantRecord[];
  media: MediaItem[];
  additionalInfoSections: NonNullable<ProductInput['additionalInfoSections']>;
  customTextFields: unknown[];
  seoData?: unknown;
  /** Catalog V3's `revision`: 1 when made, one more at each save (an update must name the current one). */
  revision?: number;
}

export const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000';

export function uuidFrom(seed: string): string {
  const h = createHash('sha1').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function variantId(productId: string, choices: Record<string, string>): string {
  const keys = Object.keys(choices).sort();
  if (keys.length === 0) return DEFAULT_VARIANT_ID;
  return uuidFrom(`${productId}|${keys.map((k) => `${k}=${choices[k]}`).join('|')}`);
}

/** Builds the variant list: the cartesian product of option choices, keeping existing overrides. */
export function buildVariants(
  p: Pick<ProductRecord, 'id' | 'productOptions' | 'trackInventory' | 'quantity' | 'inStock'>,
  existing: VariantRecord[] = [],
): VariantRecord[] {
  let combos: Record<string, string>[] = [{}];
  for (const opt of p.productOptions) {
    const next: Record<string, string>[] = [];
    for (const c of combos) for (const ch of opt.choices) next.push({ ...c, [opt.name]: ch.description });
    combos = next;
  }
  const byId = new Map(existing.map((v) => [v.id, v]));
  return combos.map((choices) => {
    const id = variantId(p.id, choices);
    const old = byId.get(id);
    if (old) return { ...old, choices };
    return {
      id,
      choices,
      visible: true,
      trackQuantity: p.trackInventory,
      ...(p.trackInventory ? { quantity: p.quantity ?? 0 } : {}),
      inStock: p.trackInventory ? (p.quantity ?? 0) > 0 : p.inStock,
    };
  });
}

export function discounted(price: number, discount: ProductRecord['discount']): number {
  if (discount.type === 'PERCENT')
    return fromCents(toCents(price) - Math.round((toCents(price) * discount.value) / 100));
  if (discount.type === 'AMOUNT') return fromCents(Math.max(0, toCents(price) - toCents(discount.value)));
  return price;
}

export function priceData(price: number, discount: ProductRecord['discount'], pricePerUnit?: number) {
  const d = discounted(price, discount);
  return {
    currency: 'EUR',
    price: decimal(price),
    discountedPrice: decimal(d),
    formatted: {
      price: formatEur(price),
      discountedPrice: formatEur(d),
      ...(pricePerUnit !== undefined ? { pricePerUnit: formatEur(pricePerUnit) } : {}),
    },
    ...(pricePerUnit !== undefined ? { pricePerUnit: decimal(pricePerUnit) } : {}),
  };
}

export function costAndProfit(price: number, cost: number) {
  const profit = fromCents(toCents(price) - toCents(cost));
  return {
    itemCost: decimal(cost),
    formattedItemCost: formatEur(cost),
    profit: decimal(profit),
    formattedProfit: formatEur(profit),
    profitMargin: decimal(price === 0 ? 0 : Math.round((profit / price) * 10000) / 10000),
  };
}

export function variantPrice(p: ProductRecord, v: VariantRecord): number {
  return v.price ?? p.price;
}

export function variantInStock(v: VariantRecord): boolean {
  return v.trackQuantity ? (v.quantity ?? 0) > 0 : v.inStock;
}

export function inventoryStatus(p: ProductRecord): 'IN_STOCK' | 'OUT_OF_STOCK' | 'PARTIALLY_OUT_OF_STOCK' {
  const states = p.variants.map(variantInStock);
  if (states.every(Boolean)) return 'IN_STOCK';
  if (!states.some(Boolean)) return 'OUT_OF_STOCK';
  return 'PARTIALLY_OUT_OF_STOCK';
}

export function findVariantByChoices(p: ProductRecord, choices: Record<string, string>): VariantRecord | undefined {
  return p.variants.find((v) => {
    const keys = Object.keys(v.choices);
    return keys.length === Object.keys(choices).length && keys.every((k) => v.choices[k] === choices[k]);
  });
}

/**
 * A picture: the emulator's original for `id` at the platform's media path (`/media/<id>`, a raster for a raster id,
 * see `media/service.ts`), or an external picture at `external`.
 */
export function imageMedia(id: string, title: string, width = 800, height = 1000, external?: string): MediaItem {
  const url = external ?? `/media/${encodeURIComponent(id)}`;
  return {
    id,
    mediaType: 'image',
    title,
    image: { url, width, height, altText: title },
    thumbnail: { url, width: 50, height: 50 },
  };
}

export type { MediaItem };
