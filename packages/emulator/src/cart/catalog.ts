import { ApplicationError, ValidationError } from '../errors';
import { discounted, findVariantByChoices, variantPrice, type ProductRecord, type VariantRecord } from '../products';
import type { CartRecord, CatalogReference, StoredLine } from './records';

/** Finds a product by id (memoised per request by the service: a cart reads one product many times). */
export type ProductLookup = (id: string) => ProductRecord | undefined;

/** The platform's stores catalog app id: the emulator's catalogue answers to it. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
/** The emulator's earlier name for its catalogue, still accepted (shops built on it send it). */
export const STORES_APP_ID_ALIAS = 'vitrine-stores';
const STORES_APP_IDS: ReadonlySet<string> = new Set([STORES_APP_ID, STORES_APP_ID_ALIAS]);

export interface ResolvedLine {
  product?: ProductRecord;
  variant?: VariantRecord;
}

export function resolveReference(lookup: ProductLookup, ref: CatalogReference): ResolvedLine {
  const product = lookup(ref.catalogItemId);
  if (!product) return {};
  const opts = ref.options;
  if (opts?.variantId) return { product, variant: product.variants.find((v) => v.id === opts.variantId) };
  if (opts?.options && Object.keys(opts.options).length) {
    // Accept the choice name or, for colors, the hex value.
    const choices: Record<string, string> = {};
    for (const [name, value] of Object.entries(opts.options)) {
      const option = product.productOptions.find((o) => o.name === name);
      const choice = option?.choices.find((c) => c.description === value || c.value === value);
      choices[name] = choice?.description ?? String(value);
    }
    return { product, variant: findVariantByChoices(product, choices) };
  }
  return { product, variant: product.variants.length === 1 ? product.variants[0] : undefined };
}

/** Checks a reference when it is added: the product must exist and identify one variant. */
export function checkReference(lookup: ProductLookup, ref: CatalogReference, field: string): ResolvedLine {
  if (!STORES_APP_IDS.has(ref.appId)) {
    const says = `Unknown catalog app ${ref.appId}; the emulator serves ${STORES_APP_ID} (alias ${STORES_APP_ID_ALIAS})`;
    throw new ApplicationError(400, 'UNKNOWN_CATALOG', says, { field });
  }
  const r = resolveReference(lookup, ref);
  if (!r.product)
    throw new ApplicationError(400, 'PRODUCT_NOT_FOUND', `Product ${ref.catalogItemId} not found`, { field });
  if (!r.variant) {
    const says = `No variant of product ${ref.catalogItemId} matches the given options`;
    throw new ApplicationError(400, 'VARIANT_NOT_FOUND', says, { field });
  }
  return r;
}

function lineKey(lookup: ProductLookup, ref: CatalogReference): string {
  const r = resolveReference(lookup, ref);
  const rest = { ...(ref.options ?? {}) };
  delete rest.variantId;
  delete rest.options;
  // Both names of the catalogue are one catalogue: its lines merge whichever name they were added with.
  const app = STORES_APP_IDS.has(ref.appId) ? STORES_APP_ID : ref.appId;
  return JSON.stringify([app, ref.catalogItemId, r.variant?.id ?? JSON.stringify(ref.options ?? {}), rest]);
}

export type LineInput = Pick<StoredLine, 'quantity' | 'catalogReference'> & {
  serviceProperties?: StoredLine['serviceProperties'] | null;
};

/** `@max 100000` of a line's quantity. */
export const MAX_QUANTITY = 100000;

/**
 * Adds lines, merging quantities of lines with the same catalog reference. Each line's key is worked out once, so
 * an add costs the same whatever the cart holds. A merged quantity above the maximum is refused when `refuse` names
 * the request's field, else (a visitor's cart joining a member's) it stops at the maximum.
 */
export function addLines(
  lookup: ProductLookup,
  cart: CartRecord,
  lines: readonly LineInput[],
  newId: () => string,
  refuse?: string,
): void {
  const byKey = new Map<string, StoredLine>();
  for (const l of cart.lineItems) {
    const key = lineKey(lookup, l.catalogReference);
    if (!byKey.has(key)) byKey.set(key, l);
  }
  lines.forEach((line, i) => {
    const key = lineKey(lookup, line.catalogReference);
    const existing = byKey.get(key);
    if (existing) {
      const quantity = existing.quantity + line.quantity;
      if (quantity > MAX_QUANTITY && refuse !== undefined)
        throw new ValidationError([
          {
            field: `${refuse}[${i}].quantity`,
            description: `would make the line's quantity ${quantity}; a line holds at most ${MAX_QUANTITY}`,
            violatedRule: 'MAX',
          },
        ]);
      existing.quantity = Math.min(quantity, MAX_QUANTITY);
      return;
    }
    const { catalogItemId, appId, options } = line.catalogReference;
    const { product, variant } = resolveReference(lookup, line.catalogReference);
    const added: StoredLine = {
      id: newId(),
      quantity: line.quantity,
      catalogReference: { catalogItemId, appId, ...(options ? { options } : {}) },
      snapshot: {
        name: product?.name ?? catalogItemId,
        price: product && variant ? discounted(variantPrice(product, variant), product.discount) : 0,
      },
      ...(line.serviceProperties ? { serviceProperties: line.serviceProperties } : {}),
    };
    cart.lineItems.push(added);
    byKey.set(key, added);
  });
}
