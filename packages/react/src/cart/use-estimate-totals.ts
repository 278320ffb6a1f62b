'use client';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { estimateCurrentCart, type CartWithSummary, type EstimateCurrentCartOptions } from '@vitrine/cart/v2';
import { useVitrineContext } from '../context';
import type { VitrineError } from '../errors';
import { estimateTotalsQueryOptions } from './options';

/**
 * The current cart's estimate (`{ cart, summary }`: `summary.priceSummary` has the subtotal, discount, delivery, tax
 * and total) for the parts switched on; estimated again after every cart change, and the previous one stays while
 * new choices are estimated (`isPlaceholderData`).
 */
export function useEstimateTotals(
  input: EstimateCurrentCartOptions = {},
  options: { enabled?: boolean } = {},
): UseQueryResult<CartWithSummary, VitrineError> {
  const { client, queryClient, cartQueue } = useVitrineContext();
  return useQuery(
    {
      ...estimateTotalsQueryOptions(client, input),
      queryFn: ({ signal }) => cartQueue(() => estimateCurrentCart(client, input, { signal })),
      enabled: options.enabled,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
}
