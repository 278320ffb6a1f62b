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
import {
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

function find(ctx: EmulatorContext, id: string): CollectionRecord {
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
    };
    ctx.store.table('collections').put(id, c, slug);
    const change = existing
      ? collectionChanged(id, now, changedFields(wireOf(ctx, existing), wireOf(ctx, c), ['updatedDate']))
      : collectionCreated(id, now, () => wireOf(ctx, c));
    recordChange(ctx, MERCHANT, change);
    return c;
  });
  return toWire(ctx, saved);
}

/** Deletes a collection and takes its products out of it. */
export function deleteCollection(ctx: EmulatorContext, id: string): void {
  ctx.store.write(() => {
    const col = find(ctx, id);
    ctx.store.table('collections').delete(col.id);
    for (const p of allProducts(ctx)) if (p.collectionIds.includes(col.id)) setCollection(ctx, p, col.id, false);
    recordChange(ctx, MERCHANT, collectionDeleted(col.id, isoNow(ctx)));
  });
}

/** Adds products to a collection (or removes them): each a `ProductChanged`, then the collection's change. */
export function setMembers(ctx: EmulatorContext, id: string, productIds: readonly string[], member: boolean): void {
  ctx.store.write(() => {
    const col = find(ctx, id);
    const before = wireOf(ctx, col);
    for (const productId of productIds) setCollection(ctx, getProduct(ctx, productId), col.id, member);
    const fields = changedFields(before, wireOf(ctx, col), ['updatedDate']);
    recordChange(ctx, MERCHANT, collectionChanged(col.id, isoNow(ctx), fields));
  });
}
