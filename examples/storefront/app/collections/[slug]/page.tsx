import { getCollectionBySlug, isApplicationError } from '@vitrine/sdk';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { requestClient } from '../../../src/server/client';
import { CatalogueView, type SearchParams } from '../../../src/server/catalogue-view';

type Params = Promise<{ slug: string }>;

// One read per request, shared by the metadata and the page.
const collectionOf = cache(async (slug: string) => {
  try {
    return await getCollectionBySlug(await requestClient(), slug);
  } catch (error) {
    if (isApplicationError(error) && error.status === 404) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const collection = await collectionOf(decodeURIComponent((await params).slug));
  return { title: collection.name, alternates: { canonical: `/collections/${collection.slug}` } };
}

export default async function CollectionPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const slug = decodeURIComponent((await params).slug);
  const collection = await collectionOf(slug);
  return (
    <CatalogueView
      path={`/collections/${encodeURIComponent(slug)}`}
      searchParams={searchParams}
      collectionId={collection._id}
    />
  );
}
