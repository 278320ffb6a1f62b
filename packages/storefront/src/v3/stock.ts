import { searchInventoryItems, type InventoryItem } from '@vitrine/catalogue/v3';
import { isApiError, type CallOptions, type Client } from '@vitrine/http';
import type { ShopProduct } from '../types/product';

// Catalog V3 keeps a variant's stock quantity in its inventory items (`inventoryItemsV3`), not on the product: the
// model reads a product's items in one request (100 variants a page, more pages only past that) and puts each
// variant's quantity where V1 has it, so "Only 2 left" reads the same on both versions.

/**
 * A product's items: one Search Inventory Items by its id (a search, not the query builder: a product page's bundle
 * carries no builder); `undefined` when the caller may not read the inventory.
 */
export async function inventoryOf(
  client: Client,
  productId: string,
  call: CallOptions,
): Promise<InventoryItem[] | undefined> {
  try {
    let page = await searchInventoryItems(client, { filter: { productId }, cursorPaging: { limit: 100 } }, call);
    const items = [...(page.inventoryItems ?? [])];
    // Past 100 items, the next pages by the cursor alone (it carries the filter).
    for (let cursor = page.pagingMetadata?.cursors?.next; page.pagingMetadata?.hasNext && cursor;) {
      page = await searchInventoryItems(client, { cursorPaging: { limit: 100, cursor } }, call);
      items.push(...(page.inventoryItems ?? []));
      cursor = page.pagingMetadata?.cursors?.next;
    }
    return items;
  } catch (error) {
    // A token without the inventory's permission still gets its product page, without quantities.
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return undefined;
    throw error;
  }
}

/**
 * The product with its tracked quantities: each variant's (its items' added up, one item per location), and the
 * product's when every variant is tracked (their sum, as V1 answers it). Untracked stock keeps no quantity.
 */
export function withQuantities(product: ShopProduct, items: InventoryItem[] | undefined): ShopProduct {
  if (!items?.length || !product.variants) return product;
  const tracked = new Map<string, number>();
  const untracked = new Set<string>();
  for (const item of items) {
    if (item.productId !== product.id || !item.variantId) continue;
    if (item.trackQuantity && typeof item.quantity === 'number')
      tracked.set(item.variantId, (tracked.get(item.variantId) ?? 0) + item.quantity);
    else untracked.add(item.variantId);
  }
  const variants = product.variants.map((variant) => {
    const quantity = untracked.has(variant.id) ? undefined : tracked.get(variant.id);
    return quantity === undefined ? variant : { ...variant, stock: { ...variant.stock, quantity } };
  });
  const counted = variants.every((variant) => variant.stock.quantity !== undefined);
  const total = variants.reduce((sum, variant) => sum + (variant.stock.quantity ?? 0), 0);
  return {
    ...product,
    variants,
    ...(counted && variants.length > 0 ? { stock: { ...product.stock, quantity: total } } : {}),
  };
}
