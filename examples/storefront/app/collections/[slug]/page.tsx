import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CatalogueView, type SearchParams } from '../../../src/catalogue/catalogue-view';
import { cachedCollectionBySlug } from '../../../src/server/catalogue';
import { decodedParam } from '../../../src/server/route-param';

type Params = Promise<{ slug: string }>;

async function collectionOf(params: Params) {
  const slug = decodedParam((await params).slug);
  const collection = slug === undefined ? undefined : await cachedCollectionBySlug(slug);
  return collection ?? notFound();
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const collection = await collectionOf(params);
  return { title: collection.name, alternates: { canonical: `/collections/${collection.slug}` } };
}

export default async function CollectionPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const collection = await collectionOf(params);
  return (
    <CatalogueView
      path={`/collections/${encodeURIComponent(collection.slug ?? collection._id!)}`}
      searchParams={searchParams}
      collection={collection}
    />
  );
}
