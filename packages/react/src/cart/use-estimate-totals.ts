'use client';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  estimateCurrentCartTotals,
  type EstimateCurrentCartTotalsOptions,
  type EstimateTotalsResponse,
} from '@vitrine/cart';
import { useVitrineContext } from '../context';
import type { VitrineError } from '../errors';
import { estimateTotalsQueryOptions } from './options';

/**
 * The current cart's totals with shipping, tax, discounts and memberships; estimated again after every cart change,
 * and the previous totals stay while new choices are estimated (`isPlaceholderData`).
 */
export function useEstimateTotals(
  input: EstimateCurrentCartTotalsOptions = {},
  options: { enabled?: boolean } = {},
): UseQueryResult<EstimateTotalsResponse, VitrineError> {
  const { client, queryClient, cartQueue } = useVitrineContext();
  return useQuery(
    {
      ...estimateTotalsQueryOptions(client, input),
      queryFn: ({ signal }) => cartQueue(() => estimateCurrentCartTotals(client, input, { signal })),
      enabled: options.enabled,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
}
