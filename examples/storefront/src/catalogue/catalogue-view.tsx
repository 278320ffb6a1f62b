import type { ShopCategory, ShopProduct } from '@vitrine/sdk';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { catalogueHref, parseCatalogueParams, pastTheList, SORTS, type CatalogueParams } from '../catalogue-query';
import { ProductCard } from '../components/product-card';
import { cachedCategories, cachedProducts } from '../server/catalogue';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export function productCount(count: number): string {
  return count === 0 ? 'No products' : count === 1 ? '1 product' : `${count} products`;
}

/** The products a search that found nothing suggests: the first of the home page's list (cached), in stock. */
async function popularProducts() {
  const home = await cachedProducts(undefined, { term: '', sort: 'featured', cursor: '' });
  return home.products.filter((product) => product.stock.inStock).slice(0, 4);
}

/**
 * A catalogue view (`path`: `/`, `/search` or a category's page), rendered on the server from the shared
 * catalogue cache: its markup ships as HTML, not as JavaScript. Its state is the URL's (`?q=&sort=&cursor=`), and
 * every way to change it is a link or a GET form, so it all works before (and without) JavaScript; the search box
 * and the sort select are small islands that navigate without a page load when it runs.
 */
export async function CatalogueView({
  path,
  searchParams,
  category,
}: {
  path: string;
  searchParams: SearchParams;
  category?: ShopCategory;
}) {
  const params = parseCatalogueParams(await searchParams);
  const [categories, result] = await Promise.all([cachedCategories(), cachedProducts(category?.id, params)]);
  const nothing = result.products.length === 0 && !params.cursor;
  const popular = nothing ? await popularProducts() : [];
  // A cursor past the list's last page names nothing (`proxy.ts` answers its 404 before the render).
  if (pastTheList(params.cursor, result)) notFound();
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
            <Link href="/" prefetch={false} className={`chip ${category || path !== '/' ? '' : 'active'}`}>
              Everything
            </Link>
            {categories.map((each) => (
              <Link
                key={each.id}
                href={`/collections/${encodeURIComponent(each.slug)}`}
                prefetch={false}
                className={`chip ${category?.id === each.id ? 'active' : ''}`}
              >
                {each.name}
              </Link>
            ))}
          </div>
        </nav>
        <section aria-label="Products">
          {path !== '/' && <h1 className="view-title">{viewTitle(path, params.term, category)}</h1>}
          <div className="toolbar">
            <SearchBox initial={params.term} path={path} sort={params.sort} />
            <SortForm path={path} params={params} />
          </div>
          <div className="count" data-testid="result-count">
            {nothing && params.term
              ? `No products match “${params.term}”${category ? ` in ${category.name}` : ''}`
              : productCount(result.total ?? result.products.length)}
          </div>
          {nothing && (
            <NothingFound path={path} params={params} category={category} categories={categories} popular={popular} />
          )}
          <div className="grid" data-testid="product-grid">
            {result.products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
          <Pager path={path} params={params} list={result} />
        </section>
      </div>
    </>
  );
}

/**
 * What a view that found nothing offers, as the best shops do: what was searched and a way to clear it, the whole
 * shop when the search was in a category, and somewhere to go on (the categories, products people buy).
 */
function NothingFound({
  path,
  params,
  category,
  categories,
  popular,
}: {
  path: string;
  params: CatalogueParams;
  category: ShopCategory | undefined;
  categories: ShopCategory[];
  popular: ShopProduct[];
}) {
  const cleared = catalogueHref(path === '/search' ? '/' : path, { ...params, term: '', cursor: '' });
  return (
    <div className="nothing-found" data-testid="nothing-found">
      <p className="nothing-title">
        {params.term ? 'Check the spelling, or try fewer or other words.' : 'Nothing here yet.'}
      </p>
      <div className="nothing-actions">
        {params.term && (
          <Link href={cleared} prefetch={false} className="btn ghost small">
            Clear the search
          </Link>
        )}
        {params.term && category && (
          <Link href={catalogueHref('/search', { ...params, cursor: '' })} prefetch={false} className="btn ghost small">
            Search the whole shop for “{params.term}”
          </Link>
        )}
      </div>
      {popular.length > 0 && (
        <>
          <h2>Popular right now</h2>
          <SuggestionList
            links={popular.map((product) => ({
              href: `/product/${encodeURIComponent(product.id)}`,
              label: product.name,
            }))}
          />
        </>
      )}
      <h2>Browse the collections</h2>
      <SuggestionList
        links={categories.map((each) => ({ href: `/collections/${encodeURIComponent(each.slug)}`, label: each.name }))}
      />
    </div>
  );
}

/** A GET form: without JavaScript its button sends it; with it, the select navigates as soon as it changes. */
function SortForm({ path, params }: { path: string; params: CatalogueParams }) {
  return (
    <form className="sort" method="get" action={path}>
      {params.term && <input type="hidden" name="q" value={params.term} />}
      <SortSelect
        value={params.sort}
        options={Object.entries(SORTS).map(([key, { label }]) => ({
          key,
          label,
          href: catalogueHref(path, { ...params, sort: key as keyof typeof SORTS, cursor: '' }),
        }))}
      />
      <noscript>
        <button className="btn ghost small" type="submit">
          Sort
        </button>
      </noscript>
    </form>
  );
}

function viewTitle(path: string, term: string, category: ShopCategory | undefined): string {
  if (path === '/search') return term ? `Search: ${term}` : 'Search';
  return category?.name ?? 'Collection';
}

/** The empty state's suggestions, as chips: links (keyed by their address). */
function SuggestionList({ links }: { links: { href: string; label: string }[] }) {
  return (
    <ul className="chips nothing-list">
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} prefetch={false} className="chip">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
