import { complexQuery, type CallOptions, type Client } from '@vitrine/http';
import { createCursorQueryBuilder, type CursorQueryBuilder } from '@vitrine/query';
import type { InventoryItemQueryFieldsV3 } from './query-fields';
import { INVENTORY_V3 } from './service';
import { bulkInventoryItemsEnvelope, inventoryItemEnvelope, inventoryItemsEnvelope } from './shapes';
import type { CursorPagingMetadata } from './types/common';
import type {
  BulkUpdateInventoryItemsOptions,
  BulkUpdateInventoryItemsResponse,
  InventoryItem,
  InventoryItemSearch,
  MaskedInventoryItem,
  SearchInventoryItemsResponse,
  UpdateInventoryItemOptions,
} from './types/inventory';

// The platform SDK's `inventoryItemsV3`: Catalog V3 keeps each variant's stock (its quantity) in an inventory item,
// not on the product. Reads are GETs with the request packed as `.r=` (POST past 4000 characters), as products'.

const call = ({ signal, headers }: CallOptions = {}): CallOptions => ({ signal, headers });

export type InventoryItemsQueryBuilderV3 = CursorQueryBuilder<InventoryItem, InventoryItemQueryFieldsV3>;

/** A query over the store's inventory items, paged by cursor: e.g. `.eq('productId', id)`, `.in('variantId', ids)`. */
export function queryInventoryItems(client: Client, options: CallOptions = {}): InventoryItemsQueryBuilderV3 {
  return createCursorQueryBuilder<InventoryItem, InventoryItemQueryFieldsV3>(async (query) => {
    const answer = await client.request<{ inventoryItems?: InventoryItem[]; pagingMetadata?: CursorPagingMetadata }>(
      {
        method: 'GET',
        service: INVENTORY_V3,
        path: '/v3/inventory-items/query',
        params: { query },
        encode: complexQuery,
        fallback: true,
        response: inventoryItemsEnvelope,
      },
      call(options),
    );
    return { items: answer.inventoryItems ?? [], ...answer.pagingMetadata };
  });
}

/** Searches inventory items: filter (`productId`, `variantId`, `quantity`, …), sort, free text, cursor. */
export function searchInventoryItems(
  client: Client,
  search: InventoryItemSearch,
  options: CallOptions = {},
): Promise<SearchInventoryItemsResponse> {
  return client.request<SearchInventoryItemsResponse>(
    {
      method: 'GET',
      service: INVENTORY_V3,
      path: '/v3/inventory-items/search',
      params: { search },
      encode: complexQuery,
      fallback: true,
      response: inventoryItemsEnvelope,
    },
    call(options),
  );
}

/**
 * Updates an inventory item (merchant callers): e.g. `{ revision, quantity: 5 }`. `revision` is required (the
 * platform refuses a stale one). Answers the item.
 */
export async function updateInventoryItem(
  client: Client,
  _id: string,
  inventoryItem: InventoryItem & { revision: string },
  options: UpdateInventoryItemOptions = {},
): Promise<InventoryItem> {
  const answer = await client.request<{ inventoryItem: InventoryItem }>(
    {
      method: 'PATCH',
      service: INVENTORY_V3,
      path: '/v3/inventory-items/{inventoryItemId}',
      pathParams: { inventoryItemId: _id },
      body: { inventoryItem: { ...inventoryItem, _id }, reason: options.reason },
      response: inventoryItemEnvelope,
      entity: 'inventoryItem',
    },
    call(options),
  );
  return answer.inventoryItem;
}

/** Updates up to 100 inventory items, each with its `_id` and `revision`; one item's failure leaves the others. */
export function bulkUpdateInventoryItems(
  client: Client,
  inventoryItems: MaskedInventoryItem[],
  options: BulkUpdateInventoryItemsOptions = {},
): Promise<BulkUpdateInventoryItemsResponse> {
  const { returnEntity, reason } = options;
  return client.request<BulkUpdateInventoryItemsResponse>(
    {
      method: 'POST',
      service: INVENTORY_V3,
      path: '/v3/bulk/inventory-items/update',
      body: { inventoryItems, returnEntity, reason },
      response: bulkInventoryItemsEnvelope,
    },
    call(options),
  );
}
