import type { EmulatorContext } from '../../context';
import { ApplicationError, NotFoundError, ValidationError } from '../../errors';
import { isRecord } from '../../schema/kit';
import type { Principal } from '../../principal';
import { allProducts, findProduct } from '../../products';
import { cursorPage, resolveCursor, type CursorQueryInput } from '../../query/cursor-query';
import type { CollectionRecord } from '../records';
import { deleteCollection, find, itemCount, saveCollection, setMembers } from '../service';
import type { CategoryInput } from './schemas';
import { categoryV3, STORES_TREE } from './wire';

/**
 * The Categories API over the collections' records (a V3 store's categories are its collections, one tree: the
 * stores tree). Writes go through the collections' service, so the transaction and the events hold whichever API
 * made the change.
 */

/** The platform's app id of Wix Stores: a category's items are its products. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/** The one tree the emulator has; any other is refused by name. */
export function checkTree(tree: { appNamespace?: string | null } | null | undefined, field = 'treeReference'): void {
  if (tree?.appNamespace === STORES_TREE.appNamespace) return;
  throw new ValidationError([
    {
      field: `${field}.appNamespace`,
      description: `must be "${STORES_TREE.appNamespace}" (the stores tree, the emulator's one tree of categories)`,
      violatedRule: tree?.appNamespace ? 'VALIDATION' : 'REQUIRED_FIELD',
    },
  ]);
}

const seenBy = (p: Principal | null, hiddenToo: boolean) => (c: CollectionRecord) =>
  c.visible || (hiddenToo && p?.kind === 'apiKey');

const wire = (ctx: EmulatorContext, c: CollectionRecord) => categoryV3(c, itemCount(ctx, c.id));

/** A category the merchant writes, by id. */
function findCategory(ctx: EmulatorContext, id: string): CollectionRecord {
  const c = ctx.store.table('collections').get(id);
  if (!c) throw new NotFoundError('CATEGORY_NOT_FOUND', `Category ${id} not found`);
  return c;
}

export function getCategory(ctx: EmulatorContext, p: Principal | null, id: string) {
  const c = ctx.store.table('collections').get(id);
  if (!c || !seenBy(p, true)(c)) throw new NotFoundError('CATEGORY_NOT_FOUND', `Category ${id} not found`);
  return wire(ctx, c);
}

export function categoryBySlug(ctx: EmulatorContext, p: Principal | null, slug: string) {
  const c = ctx.store.table('collections').byKey(slug).find(seenBy(p, true));
  if (!c) throw new NotFoundError('CATEGORY_NOT_FOUND', `Category with slug ${slug} not found`);
  return wire(ctx, c);
}

/** A filter with nothing in it: absent, `{}`, or `{}` as JSON text. */
function emptyFilter(filter: unknown): boolean {
  if (filter === undefined || filter === null) return true;
  if (typeof filter === 'string') return filter.trim() === '' || filter.trim() === '{}';
  return isRecord(filter) && Object.keys(filter).length === 0;
}

function docs(ctx: EmulatorContext, p: Principal | null, hiddenToo: boolean) {
  return ctx.store
    .table('collections')
    .all()
    .filter(seenBy(p, hiddenToo))
    .map((c) => wire(ctx, c));
}

/**
 * Query Categories. The trap closed as the platform closes it: a query with an empty filter is refused (filter by
 * something, e.g. `{ visible: true }` or `parentCategory.id`); a next page is asked by its cursor alone.
 */
export function queryCategories(
  ctx: EmulatorContext,
  p: Principal | null,
  query: CursorQueryInput | null | undefined,
  hiddenToo: boolean,
) {
  if (!query?.cursorPaging?.cursor && emptyFilter(query?.filter))
    throw new ValidationError([
      {
        field: 'query.filter',
        description:
          'must not be empty: Query Categories needs a filter (e.g. { visible: true } or { "parentCategory.id": id })',
        violatedRule: 'REQUIRED_FIELD',
      },
    ]);
  const state = resolveCursor(query, 'categories-query', 'query');
  const r = cursorPage(docs(ctx, p, hiddenToo), state);
  return { categories: r.items, pagingMetadata: r.pagingMetadata };
}

/** Search Categories: its text in the name or description, with an optional filter. */
export function searchCategories(
  ctx: EmulatorContext,
  p: Principal | null,
  search: (CursorQueryInput & { search?: { expression?: string | null } | null }) | null | undefined,
  hiddenToo: boolean,
) {
  const extra = search?.search?.expression ? { expression: search.search.expression } : {};
  const state = resolveCursor(search, 'categories-search', 'search', extra);
  const words = ((state.extra as { expression?: string } | undefined)?.expression ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  const kept = docs(ctx, p, hiddenToo).filter((c) => {
    const text = `${c.name} ${c.description ?? ''}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
  const r = cursorPage(kept, state);
  return { categories: r.items, pagingMetadata: r.pagingMetadata };
}

/** The products in a category (visible ones only, to a visitor), as item references, by cursor. */
export function listItems(
  ctx: EmulatorContext,
  p: Principal | null,
  categoryId: string,
  paging: { limit?: number | null; cursor?: string | null } | undefined,
) {
  getCategory(ctx, p, categoryId);
  const items = allProducts(ctx)
    .filter((prod) => prod.collectionIds.includes(categoryId) && (prod.visible || p?.kind === 'apiKey'))
    .map((prod) => ({ catalogItemId: prod.id, appId: STORES_APP_ID }));
  const state = resolveCursor({ cursorPaging: paging ?? null }, `category-items:${categoryId}`, 'cursorPaging');
  const r = cursorPage(items, state);
  return { items: r.items, pagingMetadata: { count: r.items.length, cursors: r.pagingMetadata.cursors } };
}

/** A category's input as a collection's (its picture: the image's id or URL). */
function asCollection(input: CategoryInput) {
  const image = isRecord(input.image)
    ? input.image
    : typeof input.image === 'string'
      ? { url: input.image }
      : undefined;
  return {
    ...(input.name != null ? { name: input.name } : {}),
    ...(input.slug != null ? { slug: input.slug } : {}),
    ...(input.description != null ? { description: input.description } : {}),
    ...(input.visible != null ? { visible: input.visible } : {}),
    ...(image ? { media: { items: [{ image }] } } : {}),
  };
}

export function createCategory(ctx: EmulatorContext, input: CategoryInput) {
  if (!input.name)
    throw new ValidationError([{ field: 'category.name', description: 'is required', violatedRule: 'REQUIRED_FIELD' }]);
  const saved = saveCollection(ctx, { ...asCollection(input), ...(input.id ? { id: input.id } : {}) });
  return wire(ctx, find(ctx, saved.id));
}

/** Updates a category; its `revision` must be the current one (a stale one is refused, nothing changed). */
export function updateCategory(ctx: EmulatorContext, id: string, input: CategoryInput) {
  const current = findCategory(ctx, id);
  if (input.revision == null)
    throw new ValidationError([
      { field: 'category.revision', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
    ]);
  if (input.revision !== String(current.revision ?? 1))
    throw new ApplicationError(
      409,
      'REVISION_MISMATCH',
      `Category ${id} is at revision ${current.revision ?? 1}, not ${input.revision}`,
    );
  saveCollection(ctx, asCollection(input), id);
  return wire(ctx, find(ctx, id));
}

export function deleteCategory(ctx: EmulatorContext, id: string): void {
  findCategory(ctx, id);
  deleteCollection(ctx, id);
}

/** Adds products to a category (or removes them), each item on its own: an unknown product fails alone. */
export function setItems(
  ctx: EmulatorContext,
  categoryId: string,
  items: readonly { catalogItemId: string; appId: string }[],
  member: boolean,
) {
  findCategory(ctx, categoryId);
  const results = items.map((item, originalIndex) => {
    const known = item.appId === STORES_APP_ID && findProduct(ctx, item.catalogItemId) !== undefined;
    const error = known
      ? undefined
      : { code: 'ITEM_NOT_FOUND', description: `Product ${item.catalogItemId} of app ${item.appId} not found` };
    return { itemMetadata: { item, originalIndex, success: known, ...(error ? { error } : {}) } };
  });
  const ids = results.filter((r) => r.itemMetadata.success).map((r) => r.itemMetadata.item.catalogItemId);
  if (ids.length) setMembers(ctx, categoryId, ids, member);
  const totalSuccesses = ids.length;
  return {
    results,
    bulkActionMetadata: { totalSuccesses, totalFailures: items.length - totalSuccesses, undetailedFailures: 0 },
  };
}
