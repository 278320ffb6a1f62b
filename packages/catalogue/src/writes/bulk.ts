import { decimal, STORES, type CallOptions, type Client } from '@vitrine/http';
import { decimalAmounts } from '../shapes';

/** An adjustment: add `amount`, then scale by `percentage` (e.g. `-10` for ten percent off). */
export interface Adjustment {
  amount?: number;
  percentage?: number;
}

export interface BulkResult {
  bulkActionMetadata: { totalSuccesses: number; totalFailures: number };
  results: {
    itemMetadata: {
      _id: string;
      originalIndex: number;
      success: boolean;
      error?: { code: string; description: string };
    };
  }[];
}

/** Sets price, cost or weight of every product in `ids`. */
export function bulkUpdateProductsProperty(
  client: Client,
  ids: string[],
  set: { price?: number; cost?: number; weight?: number },
  call?: CallOptions,
): Promise<BulkResult> {
  return client.request<BulkResult>(
    {
      method: 'POST',
      service: STORES,
      path: '/v1/bulk/products/update',
      body: { ids, set },
      request: { set: decimalAmounts },
    },
    call,
  );
}

const adjustment = { amount: decimal, percentage: decimal };

/** Adjusts price, cost or weight of every product in `ids` by an amount or a percentage. */
export function bulkAdjustProductProperty(
  client: Client,
  ids: string[],
  adjust: { price?: Adjustment; cost?: Adjustment; weight?: Adjustment },
  call?: CallOptions,
): Promise<BulkResult> {
  return client.request<BulkResult>(
    {
      method: 'POST',
      service: STORES,
      path: '/v1/bulk/products/adjust-properties',
      body: { adjust, ids },
      request: { adjust: { price: adjustment, cost: adjustment, weight: adjustment } },
    },
    call,
  );
}
