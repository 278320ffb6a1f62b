import { parseCatalogueParams, pastTheList } from '../../../src/catalogue-query';
import { cachedCategoryBySlug, cachedProduct, cachedProducts } from '../../../src/server/catalogue';

/**
 * Whether the store has what a page's URL names, 204 or 404: a product (`?product=<id>`), a collection
 * (`?collection=<slug>`), or a catalogue view's page (`?view=/|/search|<collection slug>` with the view's own `q`,
 * `sort` and `cursor`), from the pages' own cached reads (the same functions and arguments: the same cache entries,
 * so no platform request once a page was viewed). `proxy.ts` asks it before a page renders (cached functions do
 * not run in the proxy itself), so such a page answers 404, not the 200 its cached shell would have started.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  return new Response(null, { status: (await named(query)) ? 204 : 404 });
}

async function named(query: URLSearchParams): Promise<boolean> {
  const product = query.get('product');
  if (product !== null) return (await cachedProduct(product)) !== undefined;
  const collection = query.get('collection');
  const category = collection === null ? undefined : await cachedCategoryBySlug(collection);
  if (collection !== null && category === undefined) return false;
  if (query.get('view') === null) return true;
  const params = parseCatalogueParams(query);
  return !params.cursor || !pastTheList(params.cursor, await cachedProducts(category?.id, params));
}
