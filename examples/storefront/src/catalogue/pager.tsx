import type { ProductList } from '@vitrine/sdk';
import Link from 'next/link';
import { catalogueHref, type CatalogueParams } from '../catalogue-query';

/**
 * Previous and next as links (each page is a URL of its own: the model's cursor, the same idea on either catalog
 * version), plain text where there is no such page.
 */
export function Pager({ path, params, list }: { path: string; params: CatalogueParams; list: ProductList }) {
  if (!list.prevCursor && !list.nextCursor) return null;
  const to = (cursor: string) => catalogueHref(path, { ...params, cursor });
  const pages = list.total === undefined ? undefined : Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <nav className="pager" aria-label="Pages">
      {list.prevCursor ? (
        // The first page is the URL without a cursor: one address for it, whichever way a shopper came back.
        <Link className="btn ghost small" href={to(list.page === 2 ? '' : list.prevCursor)} rel="prev" prefetch={false}>
          ← Previous
        </Link>
      ) : (
        <span className="btn ghost small" aria-disabled="true">
          ← Previous
        </span>
      )}
      <span>
        Page {list.page}
        {pages ? ` of ${pages}` : ''}
      </span>
      {list.nextCursor ? (
        <Link className="btn ghost small" href={to(list.nextCursor)} rel="next" prefetch={false}>
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
