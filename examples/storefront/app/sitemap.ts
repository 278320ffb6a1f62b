import { queryCollections, queryProducts } from '@vitrine/sdk';
import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { shopClient } from '../src/server/shop-client';
import { shopOrigin } from '../src/server/shop-origin';

const PAGE = 100;

/** Every visible product and collection of the catalogue, read page by page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Read at request time, not frozen into the build: the catalogue changes.
  await connection();
  // The shop's own visitor: the sitemap is the same for everyone and carries no cookie.
  const client = shopClient();
  const origin = shopOrigin();
  const entries: MetadataRoute.Sitemap = [{ url: `${origin}/`, changeFrequency: 'daily' }];
  let page = await queryProducts(client).ascending('name').limit(PAGE).find();
  for (;;) {
    for (const product of page.items)
      entries.push({ url: `${origin}/product/${encodeURIComponent(product._id)}`, lastModified: product.lastUpdated });
    if (!page.hasNext) break;
    page = await page.next();
  }
  const collections = await queryCollections(client).limit(PAGE).find();
  for (const collection of collections.items)
    if (collection.slug) entries.push({ url: `${origin}/collections/${encodeURIComponent(collection.slug)}` });
  return entries;
}
