import { shopCategories, shopProducts } from '@vitrine/sdk';
import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { shopClient } from '../src/server/shop-client';
import { shopOrigin } from '../src/server/shop-origin';

const PAGE = 100;

/** Every visible product and category of the catalogue, read page by page (the model's cursor, either version). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Read at request time, not frozen into the build: the catalogue changes.
  await connection();
  // The shop's own visitor: the sitemap is the same for everyone and carries no cookie.
  const client = shopClient();
  const origin = shopOrigin();
  const entries: MetadataRoute.Sitemap = [{ url: `${origin}/`, changeFrequency: 'daily' }];
  let cursor: string | undefined;
  do {
    const list = await shopProducts(client, { sort: 'name', pageSize: PAGE, ...(cursor ? { cursor } : {}) });
    for (const product of list.products) entries.push({ url: `${origin}/product/${encodeURIComponent(product.id)}` });
    cursor = list.nextCursor;
  } while (cursor);
  for (const category of await shopCategories(client))
    entries.push({ url: `${origin}/collections/${encodeURIComponent(category.slug)}` });
  return entries;
}
