import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getProduct, isApplicationError } from '@vitrine/sdk';
import { createVitrineQueryClient, productQueryOptions } from '@vitrine/react/queries';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { shareImageUrl } from '../../../src/format';
import { ProductPage } from '../../../src/views/product';
import { requestClient } from '../../../src/server/client';
import { platformFromEnv } from '../../../src/server/platform';
import { ProductJsonLd, plainText } from '../../../src/server/product-json-ld';

type Params = Promise<{ id: string }>;

// One read per request, shared by the metadata, the JSON-LD and the prefetch.
const productOf = cache(async (id: string) => {
  try {
    return await getProduct(await requestClient(), id);
  } catch (error) {
    if (isApplicationError(error) && error.status === 404) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const id = decodeURIComponent((await params).id);
  const product = await productOf(id);
  const image = shareImageUrl(product.media?.mainMedia, platformFromEnv().mediaHost);
  const description = plainText(product.description).slice(0, 160) || undefined;
  return {
    title: product.name,
    description,
    alternates: { canonical: `/product/${encodeURIComponent(id)}` },
    openGraph: { title: product.name, description, type: 'website', images: image ? [{ url: image }] : undefined },
  };
}

export default async function ProductRoute({ params }: { params: Params }) {
  const id = decodeURIComponent((await params).id);
  const product = await productOf(id);
  const queryClient = createVitrineQueryClient();
  // The hook's own query, filled with the product read above: the browser does not read it again.
  queryClient.setQueryData(productQueryOptions(await requestClient(), id).queryKey, product);
  return (
    <>
      <ProductJsonLd product={product} />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <ProductPage id={id} />
      </HydrationBoundary>
    </>
  );
}
