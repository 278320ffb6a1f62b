import { type EmulatorContext, isoNow, newId } from '../context';
import { ApplicationError, NotFoundError, ValidationError } from '../errors';
import { allProducts, getProduct, setCollection, slugify } from '../products';
import { runQuery } from '../query/run';
import type { QueryInput } from '../query/schemas';
import { collectionMedia } from './media';
import type { CollectionRecord } from './records';
import type { CollectionInput } from './schemas';
import type { Principal } from '../principal';
import { collectionToWire } from './wire';
import { absoluteUrls } from '../absolute-urls';
import { catalogVersionOf } from '../catalog-version';
import { categoryV3 } from './v3/wire';
import {
  catalogV3Change,
  changedFields,
  collectionChanged,
  collectionCreated,
  collectionDeleted,
  recordChange,
  type Actor,
} from '../events';

/** Only the API key writes the catalogue. */
const MERCHANT: Actor = { kind: 'apiKey' };
const wireOf = (ctx: EmulatorContext, c: CollectionRecord) => absoluteUrls(ctx.url, { ...toWire(ctx, c) });

/** The products in a collection (a category's `itemCounter`). */
export const itemCount = (ctx: EmulatorContext, id: string) =>
  allProducts(ctx).filter((p) => p.collectionIds.includes(id)).length;
const categoryOf = (ctx: EmulatorContext, c: CollectionRecord) =>
  absoluteUrls(ctx.url, { ...categoryV3(c, itemCount(ctx, c.id)) });
const onV3 = (ctx: EmulatorContext) => catalogVersionOf(ctx) === 'V3_CATALOG';

/**
 * A collection's change as its store's catalogue sends it: V1's collection event on a V1 store, the category's
 * domain event on a V3 store (`before` absent: created).
 */
function recordCollection(
  ctx: EmulatorContext,
  c: CollectionRecord,
  before: CollectionRecord | undefined,
  time: string,
) {
  if (onV3(ctx)) {
    const fields = before
      ? changedFields(categoryOf(ctx, before), categoryOf(ctx, c), ['updatedDate', 'revision'])
      : [];
    const slug = before ? 'updated' : 'created';
    recordChange(
      ctx,
      MERCHANT,
      catalogV3Change('category', slug, c.id, time, () => categoryOf(ctx, c), fields),
    );
    return;
  }
  const change = before
    ? collectionChanged(c.id, time, changedFields(wireOf(ctx, before), wireOf(ctx, c), ['updatedDate']))
    : collectionCreated(c.id, time, () => wireOf(ctx, c));
  recordChange(ctx, MERCHANT, change);
}

export function find(ctx: EmulatorContext, id: string): CollectionRecord {
  const c = ctx.store.table('collections').get(id);
  if (!c) throw new NotFoundError('COLLECTION_NOT_FOUND', `Collection ${id} not found`);
  return c;
}

const toWire = (ctx: EmulatorContext, c: CollectionRecord) => collectionToWire(c, allProducts(ctx));

/** A hidden collection is the API key's only: anyone else reads it as unknown, by id, by slug or in a query. */
const seenBy = (p: Principal | null) => (c: CollectionRecord) => c.visible || p?.kind === 'apiKey';

export function getCollection(ctx: EmulatorContext, p: Principal | null, id: string) {
  const c = ctx.store.table('collections').get(id);
  if (!c || !seenBy(p)(c)) throw new NotFoundError('COLLECTION_NOT_FOUND', `Collection ${id} not found`);
  return toWire(ctx, c);
}

export function collectionBySlug(ctx: EmulatorContext, p: Principal | null, slug: string) {
  const c = ctx.store.table('collections').byKey(slug).find(seenBy(p));
  if (!c) throw new NotFoundError('COLLECTION_NOT_FOUND', `Collection with slug ${slug} not found`);
  return toWire(ctx, c);
}

export function queryCollections(ctx: EmulatorContext, p: Principal | null, query: QueryInput | null | undefined) {
  const docs = ctx.store
    .table('collections')
    .all()
    .filter(seenBy(p))
    .map((c) => toWire(ctx, c));
  const r = runQuery(docs, query);
  const metadata = { count: r.items.length, offset: r.offset, total: r.total, tooManyToCount: false };
  return { collections: r.items, metadata };
}

/** Creates a collection, or changes the one of `existingId`. */
export function saveCollection(ctx: EmulatorContext, input: CollectionInput, existingId?: string) {
  const saved = ctx.store.write(() => {
    const existing = existingId === undefined ? undefined : find(ctx, existingId);
    const now = isoNow(ctx);
    const id = existing?.id ?? input.id ?? newId();
    if (!existing && ctx.store.table('collections').get(id))
      throw new ApplicationError(409, 'COLLECTION_ALREADY_EXISTS', `Collection ${id} already exists`);
    const name = input.name ?? existing?.name;
    if (!name)
      throw new ValidationError([
        { field: 'collection.name', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
      ]);
    const slug = input.slug ?? existing?.slug ?? slugify(name);
    const clash = ctx.store
      .table('collections')
      .byKey(slug)
      .some((c) => c.id !== id);
    if (clash) throw new ApplicationError(409, 'SLUG_ALREADY_EXISTS', `A collection with slug ${slug} already exists`);
    const description = input.description ?? existing?.description;
    const c: CollectionRecord = {
      id,
      name,
      slug,
      visible: input.visible ?? existing?.visible ?? true,
      media: collectionMedia(input.media, name, newId) ?? existing?.media ?? [],
      createdDate: existing?.createdDate ?? now,
      updatedDate: now,
      ...(description != null ? { description } : {}),
      revision: existing ? (existing.revision ?? 1) + 1 : 1,
    };
    ctx.store.table('collections').put(id, c, slug);
    recordCollection(ctx, c, existing, now);
    return c;
  });
  return toWire(ctx, saved);
}

/** Deletes a collection and takes its products out of it. */
export function deleteCollection(ctx: EmulatorContext, id: string): void {
  ctx.store.write(() => {
    const col = find(ctx, id);
    const entity = onV3(ctx) ? categoryOf(ctx, col) : undefined;
    ctx.store.table('collections').delete(col.id);
    for (const p of allProducts(ctx)) if (p.collectionIds.includes(col.id)) setCollection(ctx, p, col.id, false);
    const time = isoNow(ctx);
    recordChange(
      ctx,
      MERCHANT,
      entity ? catalogV3Change('category', 'deleted', col.id, time, () => entity) : collectionDeleted(col.id, time),
    );
  });
}

/** Adds products to a collection (or removes them): each a `ProductChanged`, then the collection's change. */
export function setMembers(ctx: EmulatorContext, id: string, productIds: readonly string[], member: boolean): void {
  ctx.store.write(() => {
    const col = find(ctx, id);
    const before = onV3(ctx) ? categoryOf(ctx, col) : wireOf(ctx, col);
    for (const productId of productIds) setCollection(ctx, getProduct(ctx, productId), col.id, member);
    const time = isoNow(ctx);
    if (onV3(ctx)) {
      const fields = changedFields(before, categoryOf(ctx, col), ['updatedDate', 'revision']);
      recordChange(
        ctx,
        MERCHANT,
        catalogV3Change('category', 'updated', col.id, time, () => categoryOf(ctx, col), fields),
      );
      return;
    }
    const fields = changedFields(before, wireOf(ctx, col), ['updatedDate']);
    recordChange(ctx, MERCHANT, collectionChanged(col.id, time, fields));
  });
}
