import type { BulkActionMetadata, CursorPagingMetadata, CursorSearch, ItemMetadata } from './common';
import type { CallOptions } from '@vitrine/http';

/** Whether an inventory item can be bought: in stock, out of it, or on preorder. */
export type InventoryItemAvailabilityStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'PREORDER';

/** Why a stock changed, as the merchant's update names it. */
export type InventoryReasonType = 'ORDER' | 'MANUAL' | 'REVERT_INVENTORY_CHANGE';

export interface InventoryPreorderInfo {
  enabled?: boolean | null;
  message?: string | null;
  limit?: number | null;
  counter?: number | null;
  quantity?: number | null;
}

/** The product an inventory item belongs to, as much of it as the item carries. */
export interface InventoryItemProduct {
  name?: string | null;
  directCategoryIds?: string[];
  variantName?: string | null;
  variantSku?: string | null;
  variantVisible?: boolean | null;
}

/**
 * A variant's stock at one location (`inventoryItemsV3`): a tracked `quantity`, or only `inStock` when the quantity
 * is not tracked (`trackQuantity: false`). Catalog V3 keeps stock here, not on the product.
 */
export interface InventoryItem {
  _id?: string | null;
  revision?: string | null;
  _createdDate?: Date | null;
  _updatedDate?: Date | null;
  variantId?: string;
  locationId?: string | null;
  productId?: string;
  trackQuantity?: boolean;
  /** Set when `trackQuantity` is true. */
  quantity?: number;
  /** Set when `trackQuantity` is false. */
  inStock?: boolean;
  availabilityStatus?: InventoryItemAvailabilityStatus;
  preorderInfo?: InventoryPreorderInfo;
  product?: InventoryItemProduct;
  extendedFields?: { namespaces?: Record<string, Record<string, unknown>> };
}

/** An inventory items search filter (`searchInventoryItems`). */
export type InventoryItemSearchFilter = Record<string, unknown>;

/** What an inventory items search sorts on. */
export type InventoryItemSortField =
  | '_createdDate'
  | '_updatedDate'
  | 'availabilityStatus'
  | 'inStock'
  | 'quantity'
  | 'trackQuantity'
  | 'productId'
  | 'product.name'
  | 'product.variantName'
  | 'product.variantSku';

/** An inventory items search: filter (`productId`, `variantId`, …), sort, free text, cursor paging. */
export type InventoryItemSearch = CursorSearch<
  InventoryItemSearchFilter,
  InventoryItemSortField,
  'product.name' | 'product.variantBarcode' | 'product.variantName' | 'product.variantSku'
>;

export interface SearchInventoryItemsResponse {
  inventoryItems?: InventoryItem[];
  pagingMetadata?: CursorPagingMetadata;
}

export interface UpdateInventoryItemOptions extends CallOptions {
  reason?: InventoryReasonType;
}

/** One item of a bulk update: its `_id` and `revision` are required. */
export interface MaskedInventoryItem {
  inventoryItem?: InventoryItem;
}

export interface BulkUpdateInventoryItemsOptions extends CallOptions {
  /** Answers each item updated in `results[].item`. */
  returnEntity?: boolean;
  reason?: InventoryReasonType;
}

export interface BulkUpdateInventoryItemsResponse {
  results?: { itemMetadata?: ItemMetadata; item?: InventoryItem }[];
  bulkActionMetadata?: BulkActionMetadata;
}
