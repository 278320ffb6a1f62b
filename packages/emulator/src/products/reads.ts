import { NotFoundError } from '../errors';
import { runQuery } from '../query/run';
import { findVariantByChoices, variantInStock, type ProductRecord } from './model';
import { mediaFor, productToWire, storeVariantToWire, variantToWire } from './wire';
import type { ProductQuery, VariantsQuery } from './schemas';

/** Read views over a list of products (pure: the service hands them the products the caller may see). */

export function queryProducts(products: ProductRecord[], body: ProductQuery, merchant: boolean) {
  const docs = products.map((p) => ({
    ...productToWire(p, { merchant, includeVariants: true }),
    collections: p.collectionIds.map((id) => ({ id })),
  }));
  const r = runQuery(docs, body.query);
  const items = r.items.map(({ collections: _collections, ...rest }) => {
    if (body.includeVariants !== false) return rest;
    const { variants: _variants, ...bare } = rest;
    return bare;
  });
  return { products: items, metadata: { count: items.length, offset: r.offset, total: r.total } };
}

/** The choices asked for, by option name (a `null` choice is sent as absent). */
type Chosen = Record<string, string | null | undefined>;

/** Names chosen by value or by description, as descriptions. */
function chosenNames(p: ProductRecord, chosen: Chosen): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [k, v] of Object.entries(chosen)) {
    const option = p.productOptions.find((o) => o.name === k);
    names[k] = option?.choices.find((ch) => ch.description === v || ch.value === v)?.description ?? String(v);
  }
  return names;
}

export function optionsAvailability(p: ProductRecord, chosen: Chosen) {
  const wire = productToWire(p);
  const complete = p.productOptions.every((o) => chosen[o.name] !== undefined);
  const names = chosenNames(p, chosen);
  const variant = complete ? findVariantByChoices(p, names) : undefined;
  const choiceMedia = p.productOptions.flatMap((o) =>
    o.choices.filter((ch) => names[o.name] === ch.description).flatMap((ch) => ch.mediaIds ?? []),
  );
  const selected = variant && { variant, wire: variantToWire(p, variant, false) };
  return {
    selectedVariant: selected
      ? {
          id: selected.wire.id,
          price: selected.wire.variant.priceData,
          convertedPriceData: selected.wire.variant.convertedPriceData,
          weight: selected.wire.variant.weight,
          sku: selected.wire.variant.sku,
          inStock: variantInStock(selected.variant),
          visible: selected.variant.visible,
        }
      : null,
    availableForPurchase: !!variant && variantInStock(variant) && variant.visible && p.visible,
    productOptions: wire.productOptions,
    media: choiceMedia.length ? mediaFor(p, choiceMedia) : wire.media,
  };
}

export function queryVariants(p: ProductRecord, body: VariantsQuery, merchant: boolean) {
  const { variantIds, choices } = body;
  let vs = p.variants;
  if (variantIds?.length) vs = vs.filter((v) => variantIds.includes(v.id));
  if (choices) vs = vs.filter((v) => Object.entries(choices).every(([k, val]) => v.choices[k] === val));
  const offset = body.paging?.offset ?? 0;
  const limit = body.paging?.limit ?? 100;
  const page = vs.slice(offset, offset + limit).map((v) => variantToWire(p, v, merchant));
  return { variants: page, metadata: { items: page.length, offset }, totalResults: vs.length };
}

export function queryStoreVariants(products: ProductRecord[], body: { query?: ProductQuery['query'] }) {
  const docs = products.flatMap((p) => p.variants.map((v) => storeVariantToWire(p, v)));
  const r = runQuery(docs, body.query);
  return { variants: r.items, metadata: { count: r.items.length, offset: r.offset, total: r.total } };
}

export function storeVariant(products: ProductRecord[], id: string) {
  for (const p of products) {
    const v = p.variants.find((x) => `${p.id}-${x.id}` === id);
    if (v) return { variant: storeVariantToWire(p, v) };
  }
  throw new NotFoundError('VARIANT_NOT_FOUND', `Variant ${id} not found`);
}
