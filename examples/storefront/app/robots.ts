import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { shopOrigin } from '../src/server/shop-origin';

/**
 * Crawlers may read the catalogue; a visitor's own pages (checkout, account, the thank-you page) and the sign-in
 * and events routes are nothing to index. The sitemap is on the shop's configured origin, never the request's Host.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // At request time: the origin is run-time configuration, not baked in by the build.
  await connection();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/checkout', '/account', '/order-complete', '/auth/', '/api/'] },
    sitemap: `${shopOrigin()}/sitemap.xml`,
  };
}
