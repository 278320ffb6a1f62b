import type { ShopProduct } from '@vitrine/sdk';
import { shareImageUrl } from '../format';
import { platformFromEnv } from './platform';

/** A product description's text, without its HTML. */
export function plainText(html: string | undefined): string {
  return (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** schema.org `Product` data for search engines: name, picture, and the offer as the shop shows it (its cheapest). */
export function productJsonLd(product: ShopProduct) {
  const image = shareImageUrl(product.media.main?.uri, platformFromEnv().mediaHost);
  const skus = [...new Set((product.variants ?? []).flatMap((variant) => variant.sku ?? []))];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: plainText(product.descriptionHtml) || undefined,
    sku: skus.length === 1 ? skus[0] : undefined,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    image: image ? [image] : undefined,
    offers: {
      '@type': 'Offer',
      price: Number(product.price.min.amount),
      priceCurrency: product.price.min.currency,
      availability: product.stock.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

export function ProductJsonLd({ product }: { product: ShopProduct }) {
  // `<` escaped, so a product text can never close the script element.
  const json = JSON.stringify(productJsonLd(product)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
