import type { Product } from '@vitrine/sdk';
import { shareImageUrl } from '../format';
import { platformFromEnv } from './platform';

/** A product description's text, without its HTML. */
export function plainText(html: string | undefined): string {
  return (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** schema.org `Product` data for search engines: name, picture, and the offer as the shop shows it. */
export function productJsonLd(product: Product) {
  const price = product.priceData;
  const image = shareImageUrl(product.media?.mainMedia, platformFromEnv().mediaHost);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: plainText(product.description) || undefined,
    sku: product.sku || undefined,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    image: image ? [image] : undefined,
    offers: {
      '@type': 'Offer',
      price: price?.discountedPrice ?? price?.price,
      priceCurrency: price?.currency ?? 'EUR',
      availability: product.stock?.inStock === false ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
  };
}

export function ProductJsonLd({ product }: { product: Product }) {
  // `<` escaped, so a product text can never close the script element.
  const json = JSON.stringify(productJsonLd(product)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
