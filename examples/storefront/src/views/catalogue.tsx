'use client';
import { useCollections, useProducts } from '@vitrine/react';
import { useSearchParams } from 'next/navigation';
import { catalogueHref, catalogueQuery, parseCatalogueParams, SORTS, type SortKey } from '../catalogue-query';
import { ErrorNote } from '../components/error-note';
import { ProductCard } from '../components/product-card';
import { SearchBox } from '../components/search-box';
import { Link, useRouter } from '../router';

export function productCount(count: number): string {
  return count === 0 ? 'No products' : count === 1 ? '1 product' : `${count} products`;
}

/**
 * The grid of one catalogue view (`path`: `/`, `/search` or a collection's page). Its state is the URL's, so Back,
 * bookmarks and the server's render all agree; the server prefetched exactly this query.
 */
export function CataloguePage({ path, collectionId }: { path: string; collectionId?: string }) {
  const params = parseCatalogueParams(useSearchParams());
  const { navigate } = useRouter();
  const collections = useCollections();
  const products = useProducts(catalogueQuery(collectionId, params), { page: params.page });
  const result = products.data;
  const go = (change: Partial<typeof params>) => navigate(catalogueHref(path, { ...params, ...change }));

  return (
    <>
      {path === '/' && (
        <section className="hero">
          <div>
            <h1>Objects for slow mornings</h1>
            <p>
              Linen, ceramics and small things made well. Every page here runs on the Vitrine SDK against the local
              platform.
            </p>
          </div>
          <div className="hero-art" aria-hidden />
        </section>
      )}
      <div className="shop">
        <nav className="filters" aria-label="Collections">
          <h2>Collections</h2>
          <div className="chips">
            <Link to="/" className={`chip ${collectionId || path !== '/' ? '' : 'active'}`}>
              Everything
            </Link>
            {collections.data?.items.map((collection) => (
              <Link
                key={collection._id}
                to={`/collections/${encodeURIComponent(collection.slug ?? collection._id!)}`}
                className={`chip ${collectionId === collection._id ? 'active' : ''}`}
              >
                {collection.name}
              </Link>
            ))}
          </div>
          <ErrorNote error={collections.error} />
        </nav>
        <section aria-label="Products">
          {path !== '/' && (
            <h1 className="view-title">{viewTitle(path, params.term, collections.data?.items, collectionId)}</h1>
          )}
          <div className="toolbar">
            <SearchBox initial={params.term} />
            <select
              className="select"
              aria-label="Sort"
              value={params.sort}
              onChange={(event) => go({ sort: event.target.value as SortKey, page: 0 })}
            >
              {Object.entries(SORTS).map(([key, { label }]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <ErrorNote error={products.error} />
          {result && (
            <div className="count" data-testid="result-count">
              {productCount(result.totalCount ?? result.items.length)}
            </div>
          )}
          <div className="grid" data-testid="product-grid">
            {result
              ? result.items.map((product) => <ProductCard key={product._id} product={product} />)
              : Array.from({ length: 6 }, (_, i) => <div key={i} className="skeleton" />)}
          </div>
          {result && (result.hasPrev || result.hasNext) && (
            <div className="pager">
              <button
                className="btn ghost small"
                disabled={!result.hasPrev}
                onClick={() => go({ page: params.page - 1 })}
              >
                ← Previous
              </button>
              <span>
                Page {result.currentPage + 1}
                {result.totalPages ? ` of ${result.totalPages}` : ''}
              </span>
              <button
                className="btn ghost small"
                disabled={!result.hasNext}
                onClick={() => go({ page: params.page + 1 })}
              >
                Next →
              </button>
            </div>
          )}
        </section>
      </div>
    </>
  );
}

function viewTitle(
  path: string,
  term: string,
  collections: { _id?: string; name?: string }[] | undefined,
  collectionId: string | undefined,
): string {
  if (path === '/search') return term ? `Search: ${term}` : 'Search';
  return collections?.find((collection) => collection._id === collectionId)?.name ?? 'Collection';
}
