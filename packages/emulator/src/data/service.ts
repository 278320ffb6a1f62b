import { type EmulatorContext, isoNow, newId } from '../context';
import { ApplicationError } from '../errors';
import { runQuery } from '../query/run';
import { collectionMissing, itemExists, itemMissing, quotaExceeded } from './errors';
import { checkItemData, ownFields } from './item-data';
import { readCursor, writeCursor, type CursorState } from './cursor';
import type { DataCollectionRecord, DataItemRecord } from './records';
import type { CollectionInput, QueryItemsInput } from './schemas';
import { collectionToWire, dataItemToWire, itemData, type WireOptions } from './wire';

/** The emulator's limits: a local database that anyone can fill without bound is a way to take it down. */
export const DATA_LIMITS = Object.freeze({ collections: 100, itemsPerCollection: 10_000 });

const DEFAULT_LIMIT = 50;

/** An item's row id: its collection and its id, unambiguously. */
export const rowId = (collectionId: string, id: string) => JSON.stringify([collectionId, id]);

function findCollection(ctx: EmulatorContext, id: string): DataCollectionRecord {
  const col = ctx.store.table('data_collections').get(id);
  if (!col) throw collectionMissing(id);
  return col;
}

const itemsOf = (ctx: EmulatorContext, collectionId: string): DataItemRecord[] =>
  ctx.store.table('data_items').byKey(collectionId);

function lookup(ctx: EmulatorContext) {
  return (collectionId: string, id: string) => ctx.store.table('data_items').get(rowId(collectionId, id))?.data;
}

function includesOf(input: QueryItemsInput): Map<string, number | undefined> {
  const includes = new Map<string, number | undefined>();
  for (const field of input.includeReferencedItems ?? []) includes.set(field, undefined);
  for (const r of input.includeReferences ?? []) includes.set(r.field, r.limit ?? undefined);
  return includes;
}

/** `QueryDataItems`: filter, sort and offset or cursor paging over one collection's items. */
export function queryItems(ctx: EmulatorContext, input: QueryItemsInput) {
  const col = findCollection(ctx, input.dataCollectionId);
  const q = input.query ?? {};
  const cursorText = q.cursorPaging?.cursor ?? undefined;
  const byCursor = q.cursorPaging != null;
  const from: CursorState = cursorText
    ? { ...readCursor(cursorText, col.id), ...(q.cursorPaging?.limit != null ? { limit: q.cursorPaging.limit } : {}) }
    : {
        collectionId: col.id,
        filter: q.filter,
        sort: q.sort,
        offset: q.paging?.offset ?? 0,
        limit: q.paging?.limit ?? q.cursorPaging?.limit ?? DEFAULT_LIMIT,
      };
  const docs = itemsOf(ctx, col.id).map((i) => i.data);
  const r = runQuery(docs, {
    filter: from.filter,
    sort: from.sort,
    paging: { limit: from.limit, offset: from.offset },
  });
  const hasNext = r.offset + r.items.length < r.total;
  const options: WireOptions = { includes: includesOf(input), fields: q.fields ?? [], lookup: lookup(ctx) };
  const dataItems = r.items.map((d) => dataItemToWire(col.id, itemData(col, d, options)));
  const count = dataItems.length;
  if (byCursor) {
    const next = hasNext ? writeCursor({ ...from, offset: from.offset + count }) : undefined;
    const prev = from.offset > 0 ? writeCursor({ ...from, offset: Math.max(0, from.offset - from.limit) }) : undefined;
    const cursors = { ...(next ? { next } : {}), ...(prev ? { prev } : {}) };
    return { dataItems, pagingMetadata: { count, tooManyToCount: false, cursors, hasNext } };
  }
  const total = input.returnTotalCount ? { total: r.total } : {};
  return { dataItems, pagingMetadata: { count, offset: r.offset, ...total, tooManyToCount: false, hasNext } };
}

/** `GetDataItem`: one item by id (`WDE0073` when there is none). */
export function getItem(ctx: EmulatorContext, collectionId: string, id: string, fields: readonly string[] = []) {
  const col = findCollection(ctx, collectionId);
  const item = ctx.store.table('data_items').get(rowId(col.id, id));
  if (!item) throw itemMissing(col.id, id);
  const options: WireOptions = { includes: new Map(), fields, lookup: lookup(ctx) };
  return { dataItem: dataItemToWire(col.id, itemData(col, item.data, options)) };
}

/** The id an item is written under: the one given, else its `_id`, else a new one. */
function idOf(data: Record<string, unknown>, given: string | null | undefined): string {
  if (given) return given;
  const own = data._id;
  if (typeof own === 'string' && own.length > 0 && own.length <= 256) return own;
  return newId();
}

/** An item as stored: its own fields and the system fields. */
export function itemRecord(
  collectionId: string,
  id: string,
  data: Record<string, unknown>,
  created: string,
  now: string,
) {
  const fields = Object.fromEntries(ownFields(data));
  const record: DataItemRecord = {
    collectionId,
    id,
    data: { ...fields, _id: id, _createdDate: { $date: created }, _updatedDate: { $date: now } },
  };
  return record;
}

/** Inserts items into a collection, all or none (`WDE0074` for an id it has). */
export function insertItems(
  ctx: EmulatorContext,
  collectionId: string,
  items: readonly { id?: string | null; data: Record<string, unknown> }[],
  path: (i: number) => string,
) {
  items.forEach((item, i) => checkItemData(item.data, path(i)));
  return ctx.store.write(() => {
    const col = findCollection(ctx, collectionId);
    const table = ctx.store.table('data_items');
    if (itemsOf(ctx, col.id).length + items.length > DATA_LIMITS.itemsPerCollection)
      throw quotaExceeded(`A collection holds at most ${DATA_LIMITS.itemsPerCollection} items in the emulator`);
    const now = isoNow(ctx);
    return items.map((item) => {
      const id = idOf(item.data, item.id);
      if (table.get(rowId(col.id, id))) throw itemExists(col.id, id);
      const record = itemRecord(col.id, id, item.data, now, now);
      table.put(rowId(col.id, id), record, col.id);
      return dataItemToWire(col.id, record.data);
    });
  });
}

/** `UpdateDataItem`: replaces an item's fields (its created date stays). */
export function updateItem(
  ctx: EmulatorContext,
  collectionId: string,
  given: string | null | undefined,
  data: Record<string, unknown>,
) {
  checkItemData(data, 'dataItem.data');
  const id = given || (typeof data._id === 'string' ? data._id : '');
  if (!id)
    throw new ApplicationError(
      400,
      'WDE0007',
      'WDE0007: Invalid update. Updated object must have a string _id property.',
    );
  return ctx.store.write(() => {
    const col = findCollection(ctx, collectionId);
    const table = ctx.store.table('data_items');
    const existing = table.get(rowId(col.id, id));
    if (!existing) throw itemMissing(col.id, id);
    const created = (existing.data._createdDate as { $date: string }).$date;
    const record = itemRecord(col.id, id, data, created, isoNow(ctx));
    table.put(rowId(col.id, id), record, col.id);
    return { dataItem: dataItemToWire(col.id, record.data) };
  });
}

/** `RemoveDataItem`: answers the item removed. */
export function removeItem(ctx: EmulatorContext, collectionId: string, id: string) {
  return ctx.store.write(() => {
    const col = findCollection(ctx, collectionId);
    const table = ctx.store.table('data_items');
    const existing = table.get(rowId(col.id, id));
    if (!existing) throw itemMissing(col.id, id);
    table.delete(rowId(col.id, id));
    return { dataItem: dataItemToWire(col.id, existing.data) };
  });
}

/** A collection's record from the admin API's input. */
export function collectionRecord(input: CollectionInput, now: string): DataCollectionRecord {
  return {
    id: input.id,
    displayName: input.displayName ?? input.id,
    fields: (input.fields ?? []).map((f) => {
      const ref = f.type === 'REFERENCE' ? f.typeMetadata?.reference : f.typeMetadata?.multiReference;
      return {
        key: f.key,
        displayName: f.displayName ?? f.key,
        type: f.type,
        ...(ref ? { referencedCollectionId: ref.referencedCollectionId } : {}),
      };
    }),
    createdDate: now,
    updatedDate: now,
  };
}

export function createCollection(ctx: EmulatorContext, input: CollectionInput) {
  return ctx.store.write(() => {
    const table = ctx.store.table('data_collections');
    if (table.get(input.id))
      throw new ApplicationError(409, 'WDE0074', `WDE0074: The ${input.id} collection already exists.`);
    if (table.count() >= DATA_LIMITS.collections)
      throw quotaExceeded(`The emulator keeps at most ${DATA_LIMITS.collections} data collections`);
    const record = collectionRecord(input, isoNow(ctx));
    table.put(record.id, record);
    return collectionToWire(record, 0);
  });
}

export function listCollections(ctx: EmulatorContext) {
  return ctx.store
    .table('data_collections')
    .all()
    .map((c) => collectionToWire(c, itemsOf(ctx, c.id).length));
}

/** Deletes a collection and its items. */
export function deleteCollection(ctx: EmulatorContext, id: string): void {
  ctx.store.write(() => {
    const col = findCollection(ctx, id);
    for (const item of itemsOf(ctx, col.id)) ctx.store.table('data_items').delete(rowId(col.id, item.id));
    ctx.store.table('data_collections').delete(col.id);
  });
}

/** The collection's items as stored (the admin API's read). */
export function listItems(ctx: EmulatorContext, id: string) {
  const col = findCollection(ctx, id);
  return itemsOf(ctx, col.id).map((i) => dataItemToWire(col.id, i.data));
}
