import { CatalogueView, type SearchParams } from '../src/catalogue/catalogue-view';

export default function HomePage({ searchParams }: { searchParams: SearchParams }) {
  return <CatalogueView path="/" searchParams={searchParams} />;
}
