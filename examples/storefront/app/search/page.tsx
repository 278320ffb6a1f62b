import type { Metadata } from 'next';
import { CatalogueView, type SearchParams } from '../../src/catalogue/catalogue-view';

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const q = (await searchParams).q;
  return { title: typeof q === 'string' && q ? `Search: ${q}` : 'Search', robots: { index: false } };
}

export default function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  return <CatalogueView path="/search" searchParams={searchParams} />;
}
