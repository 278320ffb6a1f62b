import type { DataCollectionRecord } from './records';

/** The platform's default permissions of site content: anyone reads, the site's owner writes. */
export const DEFAULT_PERMISSIONS = Object.freeze({ read: 'ANYONE', insert: 'ADMIN', update: 'ADMIN', remove: 'ADMIN' });

/** How many referenced items an included field carries at most (the platform's limit, and its default). */
const INCLUDE_LIMIT = 50;

/** The referenced items' ids of a field's value: an id, or a list of ids or of items (`{_id}`). */
function referencedIds(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((v) => {
    if (typeof v === 'string') return [v];
    if (typeof v === 'object' && v !== null && typeof (v as { _id?: unknown })._id === 'string')
      return [(v as { _id: string })._id];
    return [];
  });
}

export interface WireOptions {
  /** Reference fields to include, with the most items each carries. */
  includes: ReadonlyMap<string, number | undefined>;
  /** Top-level fields to answer (all when empty); `_id` always. */
  fields: readonly string[];
  /** An item's data by collection and id (what the reference fields point at). */
  lookup(collectionId: string, id: string): Record<string, unknown> | undefined;
}

/**
 * An item's data on the wire: a multi-reference field is left out unless it is included, when it carries the
 * referenced items (those that exist, up to the limit); an included single reference carries its item instead of its
 * id. A projection keeps `_id` and the fields it names.
 */
export function itemData(col: DataCollectionRecord, data: Record<string, unknown>, o: WireOptions) {
  const out = new Map(Object.entries(data));
  for (const field of col.fields) {
    if (field.type !== 'REFERENCE' && field.type !== 'MULTI_REFERENCE') continue;
    const included = o.includes.has(field.key);
    if (!included) {
      if (field.type === 'MULTI_REFERENCE') out.delete(field.key);
      continue;
    }
    const target = field.referencedCollectionId;
    const value = out.get(field.key);
    if (target === undefined || value === undefined) continue;
    const limit = Math.min(o.includes.get(field.key) ?? INCLUDE_LIMIT, INCLUDE_LIMIT);
    const found = referencedIds(value).flatMap((id) => o.lookup(target, id) ?? []);
    if (field.type === 'MULTI_REFERENCE') out.set(field.key, found.slice(0, limit));
    else if (found[0]) out.set(field.key, found[0]);
  }
  if (o.fields.length > 0) {
    const keep = new Set(['_id', ...o.fields.map((f) => f.split('.')[0])]);
    for (const key of [...out.keys()]) if (!keep.has(key)) out.delete(key);
  }
  return Object.fromEntries(out);
}

export function dataItemToWire(collectionId: string, data: Record<string, unknown>) {
  return { id: String(data._id), dataCollectionId: collectionId, data };
}

export function collectionToWire(col: DataCollectionRecord, itemCount: number) {
  return {
    id: col.id,
    displayName: col.displayName,
    fields: col.fields.map((f) => ({
      key: f.key,
      displayName: f.displayName,
      type: f.type,
      ...(f.referencedCollectionId !== undefined
        ? {
            typeMetadata: {
              [f.type === 'REFERENCE' ? 'reference' : 'multiReference']: {
                referencedCollectionId: f.referencedCollectionId,
              },
            },
          }
        : {}),
    })),
    permissions: DEFAULT_PERMISSIONS,
    itemCount,
    createdDate: col.createdDate,
    updatedDate: col.updatedDate,
  };
}
