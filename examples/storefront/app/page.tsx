import { CatalogueView, type SearchParams } from '../src/server/catalogue-view';

export default function HomePage({ searchParams }: { searchParams: SearchParams }) {
  return <CatalogueView path="/" searchParams={searchParams} />;
}
