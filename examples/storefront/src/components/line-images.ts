'use client';
import { useQueries } from '@tanstack/react-query';
import { lineImages, type Cart } from '@vitrine/cart/v2';
import { shopProductQueryOptions, useVitrineClient } from '@vitrine/react';
import type { ImageSource } from '@vitrine/sdk';

/**
 * The pictures of a cart's lines by line `_id`. Cart V2 lines of the stores catalogue carry none: they are joined
 * from the storefront model by `source.catalogReference.catalogItemId` (the product's main picture, on either
 * catalog version): one read per product, shared with its product page and every component that shows the same
 * lines, fresh for a minute; none for an empty cart.
 */
export function useLineImages(cart: Cart | null | undefined): Map<string, ImageSource> {
  const client = useVitrineClient();
  const ids = [
    ...new Set((cart?.lineItems ?? []).flatMap((line) => line.source?.catalogReference?.catalogItemId ?? [])),
  ].sort();
  const products = useQueries({ queries: ids.map((id) => shopProductQueryOptions(client, { id })) });
  const pictures = new Map(ids.map((id, index) => [id, products[index]?.data?.media.main?.uri]));
  return lineImages(cart ?? {}, (id) => pictures.get(id));
}
