import type { EmulatorContext } from '../../context';
import { ApplicationError, NotFoundError, ValidationError } from '../../errors';
import type { Principal } from '../../principal';
import { cursorPage, resolveCursor, type CursorQueryInput } from '../../query/cursor-query';
import { uuidFrom, variantInStock, type ProductRecord, type VariantRecord } from '../model';
import { allProducts, categoriesOf, editProduct } from '../service';
import type { Listed } from './reads';
import type { SearchInput } from './schemas';
import { bulk, listed } from './service';

/**
 * Catalog V3's inventory items (`inventoryItemsV3`) over the catalogue's records: one item per variant, its stock the
 * variant's own (the stock Catalog V1 answers on the product and Cart V2 and checkout take from). One stock, two APIs:
 * a change made here is what V1, the cart and the products V3 `inventory` see, and the reverse.
 */

/** The store's one location (the platform's default location; the emulator has no other). */
export const DEFAULT_LOCATION_ID = uuidFrom('location|default');

/** An inventory item's id: stable for a product's variant. */
export const inventoryItemId = (productId: string, variantId: string) =>
  uuidFrom(`inventory-item|${productId}|${variantId}`);

const variantName = (v: VariantRecord) => Object.values(v.choices).join(' / ');

/** An inventory item as the platform answers it: a tracked `quantity`, or `inStock` when not tracked. */
export function inventoryItemV3(p: ProductRecord, v: VariantRecord, categoryIds: readonly string[]) {
  const inStock = variantInStock(v);
  return {
    id: inventoryItemId(p.id, v.id),
    revision: String(v.inventoryRevision ?? 1),
    createdDate: p.createdDate,
    updatedDate: p.lastUpdated,
    variantId: v.id,
    locationId: DEFAULT_LOCATION_ID,
    productId: p.id,
    trackQuantity: v.trackQuantity,
    ...(v.trackQuantity ? { quantity: v.quantity ?? 0 } : { inStock: v.inStock }),
    availabilityStatus: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
    preorderInfo: { enabled: false },
    product: {
      name: p.name,
      directCategoryIds: [...categoryIds],
      ...(Object.keys(v.choices).length > 0 ? { variantName: variantName(v) } : {}),
      ...((v.sku ?? p.sku) ? { variantSku: v.sku ?? p.sku } : {}),
      variantVisible: v.visible,
    },
  };
}

function itemDocs(seen: Listed[]) {
  return seen.flatMap((l) => l.product.variants.map((v) => inventoryItemV3(l.product, v, l.categoryIds)));
}

/** The items a caller may read: those of the products it sees (a visitor's, visible ones only). */
export function queryInventoryItems(
  ctx: EmulatorContext,
  p: Principal | null,
  query: CursorQueryInput | null | undefined,
) {
  const r = cursorPage(itemDocs(listed(ctx, p)), resolveCursor(query, 'inventory-items-query', 'query'));
  return { inventoryItems: r.items, pagingMetadata: r.pagingMetadata };
}

/** Search: the query's filter and sort, and free text in the product's name, the variant's name and SKU. */
export function searchInventoryItems(
  ctx: EmulatorContext,
  p: Principal | null,
  search: SearchInput | null | undefined,
) {
  const extra = search?.search?.expression ? { expression: search.search.expression } : {};
  const state = resolveCursor(search, 'inventory-items-search', 'search', extra);
  const expression = (state.extra as { expression?: string } | undefined)?.expression?.toLowerCase();
  const docs = itemDocs(listed(ctx, p)).filter(
    (d) =>
      !expression ||
      [d.product.name, d.product.variantName, d.product.variantSku].some((t) => t?.toLowerCase().includes(expression)),
  );
  const r = cursorPage(docs, state);
  return { inventoryItems: r.items, pagingMetadata: r.pagingMetadata };
}

function findItem(ctx: EmulatorContext, id: string): { product: ProductRecord; variant: VariantRecord } {
  for (const product of allProducts(ctx))
    for (const variant of product.variants)
      if (inventoryItemId(product.id, variant.id) === id) return { product, variant };
  throw new NotFoundError('INVENTORY_ITEM_NOT_FOUND', `Inventory item ${id} not found`);
}

/** What an update may change: the stock (tracked quantity, or in stock when not tracked). */
export interface InventoryChange {
  id?: string | null;
  revision?: unknown;
  trackQuantity?: boolean | null;
  quantity?: number | null;
  inStock?: boolean | null;
}

/**
 * Updates an item's stock: its `revision` must be the current one (a stale one is refused, nothing changed). A
 * product without options keeps its own quantity in step with its one variant, as an order's `takeStock` does.
 */
export function updateInventoryItem(
  ctx: EmulatorContext,
  id: string,
  change: InventoryChange,
  field = 'inventoryItem',
) {
  const { product, variant } = findItem(ctx, id);
  return itemOf(ctx, updateStock(ctx, product, variant, change, field), variant.id);
}

function updateStock(
  ctx: EmulatorContext,
  product: ProductRecord,
  variant: VariantRecord,
  change: InventoryChange,
  field: string,
): ProductRecord {
  const id = inventoryItemId(product.id, variant.id);
  if (change.revision == null)
    throw new ValidationError([
      { field: `${field}.revision`, description: 'is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
  const current = variant.inventoryRevision ?? 1;
  if (String(change.revision) !== String(current))
    throw new ApplicationError(
      409,
      'REVISION_MISMATCH',
      `Inventory item ${id} is at revision ${current}, not ${String(change.revision)}`,
    );
  if (change.quantity != null && (!Number.isInteger(change.quantity) || change.quantity < 0))
    throw new ValidationError([
      { field: `${field}.quantity`, description: 'must be a whole number, 0 or more', violatedRule: 'MIN' },
    ]);
  return editProduct(ctx, product.id, (p) => {
    const v = p.variants.find((x) => x.id === variant.id)!;
    if (change.trackQuantity != null) v.trackQuantity = change.trackQuantity;
    if (change.quantity != null) {
      v.trackQuantity = change.trackQuantity ?? true;
      v.quantity = change.quantity;
    }
    if (change.inStock != null) v.inStock = change.inStock;
    if (v.trackQuantity) v.quantity ??= 0;
    v.inventoryRevision = current + 1;
    if (p.productOptions.length === 0 && p.variants.length === 1) {
      p.trackInventory = v.trackQuantity;
      p.quantity = v.quantity;
      p.inStock = variantInStock(v);
    }
  });
}

/** The item of `variantId` in `product`, as answered to the merchant. */
export function itemOf(ctx: EmulatorContext, product: ProductRecord, variantId: string) {
  return inventoryItemV3(
    product,
    product.variants.find((v) => v.id === variantId)!,
    categoriesOf(ctx, product),
  );
}

/** Updates several items, each on its own: one item's failure leaves the others done. */
export function bulkUpdateInventoryItems(
  ctx: EmulatorContext,
  items: readonly { inventoryItem: InventoryChange }[],
  returnEntity: boolean,
) {
  const done = new Map<number, ReturnType<typeof itemOf>>();
  const r = bulk(
    items,
    (m) => m.inventoryItem.id ?? undefined,
    (m) => {
      const id = m.inventoryItem.id;
      if (!id)
        throw new ValidationError([
          { field: 'inventoryItem.id', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
        ]);
      done.set(items.indexOf(m), updateInventoryItem(ctx, id, m.inventoryItem));
    },
  );
  return {
    results: r.results.map(({ itemMetadata }) => ({
      itemMetadata,
      ...(returnEntity && done.has(itemMetadata.originalIndex) ? { item: done.get(itemMetadata.originalIndex) } : {}),
    })),
    bulkActionMetadata: r.bulkActionMetadata,
  };
}
