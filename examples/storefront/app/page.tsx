import type { Metadata } from 'next';
import { CatalogueView, type SearchParams } from '../src/catalogue/catalogue-view';

const TITLE = 'Maison Vitrine';
const DESCRIPTION = 'Linen, ceramics and small things made well: a demo shop on the Vitrine SDK.';

// The home page's own URL is canonical (a sorted, searched or paged copy of the list is the same page), and a link
// to it shared anywhere shows the shop's name and line (absolute on the layout's `metadataBase`).
export const metadata: Metadata = {
  alternates: { canonical: '/' },
  openGraph: { title: TITLE, description: DESCRIPTION, type: 'website', url: '/', siteName: TITLE },
};

export default function HomePage({ searchParams }: { searchParams: SearchParams }) {
  return <CatalogueView path="/" searchParams={searchParams} />;
}
