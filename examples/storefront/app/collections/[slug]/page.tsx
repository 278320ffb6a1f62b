import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CatalogueView, type SearchParams } from '../../../src/catalogue/catalogue-view';
import { cachedCategoryBySlug } from '../../../src/server/catalogue';
import { decodedParam } from '../../../src/server/route-param';

type Params = Promise<{ slug: string }>;

// A category of the storefront model: a V1 collection or a V3 category (the same ids and slugs when a store moves),
// under the shop's `/collections/` URLs, which stay as they were.
async function categoryOf(params: Params) {
  const slug = decodedParam((await params).slug);
  const category = slug === undefined ? undefined : await cachedCategoryBySlug(slug);
  return category ?? notFound();
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const category = await categoryOf(params);
  return { title: category.name, alternates: { canonical: `/collections/${category.slug}` } };
}

export default async function CollectionPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const category = await categoryOf(params);
  return (
    <CatalogueView
      path={`/collections/${encodeURIComponent(category.slug)}`}
      searchParams={searchParams}
      category={category}
    />
  );
}
