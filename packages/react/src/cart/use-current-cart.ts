'use client';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Cart } from '@vitrine/cart/v2';
import { useVitrineContext } from '../context';
import type { VitrineError } from '../errors';
import { cartQueryOptions, currentCartOrNull } from './options';

/** The current visitor's cart: `data` is the cart, or `null` when there is none yet. */
export function useCurrentCart(): UseQueryResult<Cart | null, VitrineError> {
  const { client, queryClient, cartQueue } = useVitrineContext();
  // Queued behind pending cart changes, so a read never lands after (and overwrites) a later change.
  return useQuery(
    { ...cartQueryOptions(client), queryFn: ({ signal }) => cartQueue(() => currentCartOrNull(client, signal)) },
    queryClient,
  );
}
