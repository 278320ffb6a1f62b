import type { EmulatorContext } from '../context';
import { ApplicationError } from '../errors';
import { allProducts, type ProductRecord } from '../products';
import { ALGORITHMS, STORES_APP_ID } from './algorithms';
import type { GetRecommendation } from './schemas';

/** The most items one recommendation holds (the stores app's algorithms answer up to 16). */
export const MAX_RECOMMENDED = 16;

type CatalogReference = { catalogItemId: string; appId: string };

/** The algorithms the site offers: the stores app's, for its own catalogue. */
export function availableAlgorithms() {
  return {
    availableAlgorithms: ALGORITHMS.map((a) => ({
      config: { name: a.name, description: a.description, algorithmType: a.algorithmType, algorithmId: a.id },
      appId: STORES_APP_ID,
      catalogAppIds: [STORES_APP_ID],
    })),
  };
}

/**
 * The visible products that are not among `asked`: those that share the most collections with the asked products
 * first, then the rest, each group in the catalogue's order.
 */
function related(products: readonly ProductRecord[], askedIds: ReadonlySet<string>): ProductRecord[] {
  const askedCollections = new Set(products.filter((p) => askedIds.has(p.id)).flatMap((p) => p.collectionIds));
  const shared = (p: ProductRecord) => p.collectionIds.filter((c) => askedCollections.has(c)).length;
  return products
    .filter((p) => p.visible && !askedIds.has(p.id))
    .map((p, order) => ({ p, order, shared: shared(p) }))
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .map((x) => x.p);
}

/** The visible products that are not among `asked`, in the catalogue's order (no sales to rank them by). */
function catalogue(products: readonly ProductRecord[], askedIds: ReadonlySet<string>): ProductRecord[] {
  return products.filter((p) => p.visible && !askedIds.has(p.id));
}

/**
 * A recommendation from the catalogue, never a 404: the first algorithm asked for (in the request's order) whose
 * items reach `minimumRecommendedItems`, else the first one with what it found. Unknown algorithms and items of
 * another catalogue are refused with the platform's codes.
 */
export function getRecommendation(ctx: EmulatorContext, body: GetRecommendation) {
  const unsupported = body.algorithms.filter(
    (a) => a.appId !== STORES_APP_ID || !ALGORITHMS.some((x) => x.id === a.id),
  );
  if (unsupported.length === body.algorithms.length)
    throw new ApplicationError(400, 'ALGORITHM_NOT_SUPPORTED', 'None of the algorithms is offered on this site', {
      unsupportedAlgorithms: unsupported.map((a) => ({ id: a.id, appId: a.appId })),
    });
  const items = body.items ?? [];
  const foreign = items.filter((i) => i.appId !== STORES_APP_ID && i.appId !== 'vitrine-stores');
  if (foreign.length)
    throw new ApplicationError(400, 'ITEM_APP_ID_NOT_SUPPORTED', "The algorithms do not support the items' catalog", {
      items: foreign.map((i) => ({ catalogItemId: i.catalogItemId, appId: i.appId })),
      algorithms: body.algorithms.map((a) => ({ id: a.id, appId: a.appId })),
    });
  const products = allProducts(ctx);
  const askedIds = new Set(items.map((i) => i.catalogItemId));
  const supported = body.algorithms.filter((a) => !unsupported.includes(a));
  const answers = supported.map((a) => {
    const info = ALGORITHMS.find((x) => x.id === a.id)!;
    const found = info.algorithmType === 'GLOBAL' ? catalogue(products, askedIds) : related(products, askedIds);
    const recommended: CatalogReference[] = found
      .slice(0, MAX_RECOMMENDED)
      .map((p) => ({ catalogItemId: p.id, appId: STORES_APP_ID }));
    return { items: recommended, algorithm: { id: a.id, appId: a.appId } };
  });
  const minimum = body.minimumRecommendedItems ?? 0;
  return { recommendation: answers.find((r) => r.items.length >= minimum) ?? answers[0]! };
}
