import Link from 'next/link';
import { catalogueHref, type CatalogueParams } from '../catalogue-query';
import type { ProductPage } from '../server/catalogue';

/** Previous and next as links (each page is a URL of its own), plain text where there is no such page. */
export function Pager({ path, params, page }: { path: string; params: CatalogueParams; page: ProductPage }) {
  if (!page.hasPrev && !page.hasNext) return null;
  const to = (index: number) => catalogueHref(path, { ...params, page: index });
  return (
    <nav className="pager" aria-label="Pages">
      {page.hasPrev ? (
        <Link className="btn ghost small" href={to(params.page - 1)} rel="prev" prefetch={false}>
          ← Previous
        </Link>
      ) : (
        <span className="btn ghost small" aria-disabled="true">
          ← Previous
        </span>
      )}
      <span>
        Page {page.currentPage + 1}
        {page.totalPages ? ` of ${page.totalPages}` : ''}
      </span>
      {page.hasNext ? (
        <Link className="btn ghost small" href={to(params.page + 1)} rel="next" prefetch={false}>
          Next →
        </Link>
      ) : (
        <span className="btn ghost small" aria-disabled="true">
          Next →
        </span>
      )}
    </nav>
  );
}
