import { decimal, fromCents, money, toCents } from '../money';
import {
  costAndProfit,
  discounted,
  inventoryStatus,
  priceData,
  variantInStock,
  variantPrice,
  type MediaItem,
  type ProductRecord,
  type VariantRecord,
} from './model';

/** The catalogue on the wire (docs/wire-answers.md): products, their variants and the store's variants. */

function range(values: number[]) {
  return { minValue: decimal(Math.min(...values)), maxValue: decimal(Math.max(...values)) };
}

export function mediaFor(p: ProductRecord, ids: string[] | undefined) {
  const items = (ids ?? []).map((id) => p.media.find((m) => m.id === id)).filter((m): m is MediaItem => !!m);
  return { ...(items[0] ? { mainMedia: items[0] } : {}), items };
}

export function variantToWire(p: ProductRecord, v: VariantRecord, merchant: boolean) {
  const price = variantPrice(p, v);
  const cost = v.cost ?? p.cost;
  const pd = priceData(price, p.discount);
  return {
    id: v.id,
    choices: v.choices,
    variant: {
      priceData: pd,
      convertedPriceData: pd,
      ...(merchant && cost !== undefined ? { costAndProfitData: costAndProfit(price, cost) } : {}),
      weight: v.weight ?? p.weight,
      sku: v.sku ?? p.sku,
      visible: v.visible,
    },
    stock: {
      trackQuantity: v.trackQuantity,
      ...(v.trackQuantity ? { quantity: v.quantity ?? 0 } : {}),
      inStock: variantInStock(v),
    },
  };
}

/** The wire Product (docs/wire-answers.md). URLs stay relative; the app absolutizes them. */
export function productToWire(p: ProductRecord, opts: { merchant?: boolean; includeVariants?: boolean } = {}) {
  const merchant = opts.merchant ?? false;
  const pd = priceData(
    p.price,
    p.discount,
    p.pricePerUnit
      ? fromCents(
          Math.round((toCents(p.price) * Number(p.pricePerUnit.baseQuantity)) / Number(p.pricePerUnit.totalQuantity)),
        )
      : undefined,
  );
  const prices = p.variants.map((v) => discounted(variantPrice(p, v), p.discount));
  const weights = p.variants.map((v) => v.weight ?? p.weight);
  const costs = p.variants.map((v) => v.cost ?? p.cost).filter((c): c is number => c !== undefined);
  const inStock = p.variants.some(variantInStock);
  const totalQuantity = p.variants.reduce((n, v) => n + (v.quantity ?? 0), 0);
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    visible: p.visible,
    productType: p.productType,
    description: p.description,
    sku: p.sku,
    weight: p.weight,
    stock: {
      trackInventory: p.trackInventory,
      ...(p.trackInventory ? { quantity: totalQuantity } : {}),
      inStock,
      inventoryStatus: inventoryStatus(p),
    },
    price: pd,
    priceData: pd,
    convertedPriceData: pd,
    ...(merchant && p.cost !== undefined ? { costAndProfitData: costAndProfit(p.price, p.cost) } : {}),
    priceRange: range(prices),
    ...(merchant && costs.length ? { costRange: range(costs) } : {}),
    weightRange: range(weights),
    ...(p.pricePerUnit ? { pricePerUnitData: p.pricePerUnit } : {}),
    discount: { type: p.discount.type, value: decimal(p.discount.value) },
    additionalInfoSections: p.additionalInfoSections,
    ...(p.ribbon ? { ribbon: p.ribbon, ribbons: [{ text: p.ribbon }] } : {}),
    ...(p.brand ? { brand: p.brand } : {}),
    collectionIds: p.collectionIds,
    productPageUrl: { base: '/', path: `/product-page/${p.slug}` },
    numericId: p.numericId,
    inventoryItemId: p.inventoryItemId,
    lastUpdated: p.lastUpdated,
    createdDate: p.createdDate,
    manageVariants: p.manageVariants,
    productOptions: p.productOptions.map((o) => ({
      optionType: o.optionType,
      name: o.name,
      choices: o.choices.map((c) => {
        const vs = p.variants.filter((v) => v.choices[o.name] === c.description);
        return {
          value: c.value,
          description: c.description,
          inStock: vs.some(variantInStock),
          visible: c.visible,
          ...(c.mediaIds?.length ? { media: mediaFor(p, c.mediaIds) } : {}),
        };
      }),
    })),
    ...(opts.includeVariants !== false ? { variants: p.variants.map((v) => variantToWire(p, v, merchant)) } : {}),
    media: { ...(p.media[0] ? { mainMedia: p.media[0] } : {}), items: p.media },
    customTextFields: p.customTextFields,
    ...(p.seoData !== undefined ? { seoData: p.seoData } : {}),
  };
}

export function storeVariantToWire(p: ProductRecord, v: VariantRecord) {
  const price = variantPrice(p, v);
  const actual = discounted(price, p.discount);
  const mediaItem =
    p.productOptions
      .flatMap((o) => o.choices.filter((c) => v.choices[o.name] === c.description).flatMap((c) => c.mediaIds ?? []))
      .map((id) => p.media.find((m) => m.id === id))
      .find((m) => m?.image) ?? p.media[0];
  return {
    id: `${p.id}-${v.id}`,
    productId: p.id,
    variantId: v.id,
    variantName: Object.values(v.choices).join(' / ') || p.name,
    productName: p.name,
    choices: v.choices,
    price: {
      actualPrice: money(toCents(actual)),
      ...(actual !== price ? { compareAtPrice: money(toCents(price)) } : {}),
    },
    stock: {
      trackQuantity: v.trackQuantity,
      ...(v.trackQuantity ? { quantity: v.quantity ?? 0 } : {}),
      inStock: variantInStock(v),
    },
    ...(mediaItem?.image
      ? {
          media: {
            image: {
              id: mediaItem.id,
              url: mediaItem.image.url,
              width: mediaItem.image.width,
              height: mediaItem.image.height,
              altText: mediaItem.image.altText ?? mediaItem.title,
            },
          },
        }
      : {}),
    collectionIds: p.collectionIds,
    visible: v.visible && p.visible,
  };
}
