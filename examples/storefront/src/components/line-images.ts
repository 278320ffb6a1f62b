'use client';
import { useQuery } from '@tanstack/react-query';
import { lineImages, type Cart } from '@vitrine/cart/v2';
import { productsQueryOptions, useVitrineClient } from '@vitrine/react';
import type { ImageSource } from '@vitrine/sdk';

/**
 * The pictures of a cart's lines by line `_id`. Cart V2 lines of the stores catalogue carry none: they are joined
 * from the catalogue by `source.catalogReference.catalogItemId`, one query for all the lines' products (shared by
 * every component that shows the same lines, fresh for a minute), none for an empty cart.
 */
export function useLineImages(cart: Cart | null | undefined): Map<string, ImageSource> {
  const client = useVitrineClient();
  const ids = [
    ...new Set((cart?.lineItems ?? []).flatMap((line) => line.source?.catalogReference?.catalogItemId ?? [])),
  ].sort();
  const products = useQuery({
    ...productsQueryOptions(client, (query) => query.in('_id', ids).limit(Math.max(ids.length, 1))),
    enabled: ids.length > 0,
  });
  return lineImages(cart ?? {}, products.data?.items ?? []);
}
