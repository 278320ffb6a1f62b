import { useDeferredValue, useState } from 'react';
import { useCollections, useProducts } from '@vitrine/react';
import { ErrorNote } from '../components/error-note';
import { ProductCard } from '../components/product-card';

const PAGE_SIZE = 12;
const SORTS = {
  featured: { label: 'Featured', field: 'name', order: 'asc' },
  'price-asc': { label: 'Price: low to high', field: 'priceData.price', order: 'asc' },
  'price-desc': { label: 'Price: high to low', field: 'priceData.price', order: 'desc' },
  newest: { label: 'Newest', field: '_createdDate', order: 'desc' },
} as const;
type SortKey = keyof typeof SORTS;

export function CataloguePage() {
  const [collectionId, setCollectionId] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortKey>('featured');
  const [page, setPage] = useState(0);
  const term = useDeferredValue(search.trim());
  const collections = useCollections();

  const products = useProducts(
    (query) => {
      let refined = query.limit(PAGE_SIZE);
      if (collectionId) refined = refined.hasSome('collectionIds', [collectionId]);
      if (term) refined = refined.contains('name', term);
      const { field, order } = SORTS[sort];
      return order === 'asc' ? refined.ascending(field) : refined.descending(field);
    },
    { page },
  );

  const choose = (id: string | undefined) => {
    setCollectionId(id);
    setPage(0);
  };
  const result = products.data;

  return (
    <>
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
      <div className="shop">
        <aside className="filters">
          <h3>Collections</h3>
          <div className="chips">
            <button className={`chip ${collectionId ? '' : 'active'}`} onClick={() => choose(undefined)}>
              Everything
            </button>
            {collections.data?.items.map((collection) => (
              <button
                key={collection._id}
                className={`chip ${collectionId === collection._id ? 'active' : ''}`}
                onClick={() => choose(collection._id)}
              >
                {collection.name}
              </button>
            ))}
          </div>
          <ErrorNote error={collections.error} />
        </aside>
        <section>
          <div className="toolbar">
            <input
              className="search"
              type="search"
              placeholder="Search the shop"
              aria-label="Search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(0);
              }}
            />
            <select
              className="select"
              aria-label="Sort"
              value={sort}
              onChange={(event) => setSort(event.target.value as SortKey)}
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
              {result.totalCount ?? result.items.length} products
            </div>
          )}
          <div className="grid" data-testid="product-grid">
            {result
              ? result.items.map((product) => <ProductCard key={product._id} product={product} />)
              : Array.from({ length: 6 }, (_, i) => <div key={i} className="skeleton" />)}
          </div>
          {result && (result.hasPrev || result.hasNext) && (
            <div className="pager">
              <button className="btn ghost small" disabled={!result.hasPrev} onClick={() => setPage((p) => p - 1)}>
                ← Previous
              </button>
              <span>
                Page {result.currentPage + 1}
                {result.totalPages ? ` of ${result.totalPages}` : ''}
              </span>
              <button className="btn ghost small" disabled={!result.hasNext} onClick={() => setPage((p) => p + 1)}>
                Next →
              </button>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
