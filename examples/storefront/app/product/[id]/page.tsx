import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { shareImageUrl } from '../../../src/format';
import { ProductBuyer } from '../../../src/product/product-buyer';
import { cachedProduct } from '../../../src/server/catalogue';
import { platformFromEnv } from '../../../src/server/platform';
import { decodedParam } from '../../../src/server/route-param';
import { ProductJsonLd, plainText } from '../../../src/server/product-json-ld';

type Params = Promise<{ id: string }>;

/** The product of the URL, from the shared catalogue cache (one read for every visitor until it changes). */
async function productOf(params: Params) {
  const id = decodedParam((await params).id);
  const product = id === undefined ? undefined : await cachedProduct(id);
  return product ?? notFound();
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const product = await productOf(params);
  const image = shareImageUrl(product.media.main?.uri, platformFromEnv().mediaHost);
  const description = plainText(product.descriptionHtml).slice(0, 160) || undefined;
  return {
    title: product.name,
    description,
    alternates: { canonical: `/product/${encodeURIComponent(product.id)}` },
    openGraph: { title: product.name, description, type: 'website', images: image ? [{ url: image }] : undefined },
  };
}

export default async function ProductRoute({ params }: { params: Params }) {
  const product = await productOf(params);
  return (
    <>
      <ProductJsonLd product={product} />
      <ProductBuyer
        product={product}
        intro={
          <>
            <Link href="/" prefetch={false}>
              ← Back to the shop
            </Link>
            {product.brand && (
              <div className="card-brand" style={{ marginTop: 18 }}>
                {product.brand}
              </div>
            )}
            <h1>{product.name}</h1>
          </>
        }
        description={<p className="description">{plainText(product.descriptionHtml)}</p>}
      />
    </>
  );
}
