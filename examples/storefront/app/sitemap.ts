import { createClient, oauth, queryCollections, queryProducts } from '@vitrine/sdk';
import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { platformFromEnv } from '../src/server/platform';

const PAGE = 100;

/** Every visible product and collection of the catalogue, read page by page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const platform = platformFromEnv();
  // A visitor of its own: the sitemap is the same for everyone and carries no cookie.
  const client = createClient({
    host: platform.host,
    readOnlyHost: platform.readOnlyHost,
    auth: oauth({ clientId: platform.clientId }),
  });
  const origin = `http://${(await headers()).get('host')}`;
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
