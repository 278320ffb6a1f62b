import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { documentTable, ownedTable } from './schema';

/** Who a document belongs to (kept in typed columns, `owner_kind` and `owner_id`): a cart, a checkout, an order. */
export interface Owner {
  kind: 'visitor' | 'member';
  id: string;
}

/** A slice's table of JSON documents of type `T`, by name; the store opens it. */
export interface DocumentTableDef<T> {
  readonly name: string;
  readonly owned: false;
  /** Never set: it carries the documents' type. */
  readonly documents?: T;
}

/** A slice's table of documents that belong to an owner, found by the typed owner columns. */
export interface OwnedTableDef<T extends { owner: Owner }> {
  readonly name: string;
  readonly owned: true;
  readonly documents?: T;
}

export type TableDef = DocumentTableDef<unknown> | OwnedTableDef<{ owner: Owner }>;

/** Declares a table of documents of type `T` (its SQL is in a migration). */
export function documents<T>(name: string): DocumentTableDef<T> {
  return { name, owned: false };
}

/** Declares a table of documents of type `T` that belong to an owner. */
export function ownedDocuments<T extends { owner: Owner }>(name: string): OwnedTableDef<T> {
  return { name, owned: true };
}

/** One table of JSON documents keyed by id, typed by what it holds. */
export function createTable<T>(db: BetterSQLite3Database, name: string, nextSeq: () => number) {
  const t = documentTable<T>(name);
  const byId = db
    .select({ data: t.data })
    .from(t)
    .where(eq(t.id, sql.placeholder('id')))
    .prepare();
  const byKey = db
    .select({ data: t.data })
    .from(t)
    .where(eq(t.key, sql.placeholder('key')))
    .orderBy(asc(t.seq))
    .prepare();
  const all = db.select({ data: t.data }).from(t).orderBy(asc(t.seq)).prepare();
  const size = db.select({ n: count() }).from(t).prepare();
  return {
    name,
    get(id: string): T | undefined {
      return byId.get({ id })?.data;
    },
    put(id: string, doc: T, key: string | null = null): T {
      db.insert(t)
        .values({ id, key, seq: nextSeq(), data: doc })
        .onConflictDoUpdate({ target: t.id, set: { key, data: doc } })
        .run();
      return doc;
    },
    delete(id: string): boolean {
      return db.delete(t).where(eq(t.id, id)).run().changes > 0;
    },
    byKey(key: string): T[] {
      return byKey.all({ key }).map((r) => r.data);
    },
    all(): T[] {
      return all.all().map((r) => r.data);
    },
    count(): number {
      return size.get()?.n ?? 0;
    },
    maxSeq(): number {
      return (
        db
          .select({ m: max(t.seq) })
          .from(t)
          .get()?.m ?? 0
      );
    },
  };
}

export type Table<T> = ReturnType<typeof createTable<T>>;

/** A document table whose rows belong to an owner, found by the typed owner columns. */
export function createOwnedTable<T extends { owner: Owner }>(
  db: BetterSQLite3Database,
  name: string,
  nextSeq: () => number,
) {
  const t = ownedTable<T>(name);
  const plain = createTable<T>(db, name, nextSeq);
  const byOwner = db
    .select({ data: t.data })
    .from(t)
    .where(and(eq(t.ownerKind, sql.placeholder('kind')), eq(t.ownerId, sql.placeholder('id'))))
    .orderBy(asc(t.seq))
    .prepare();
  return {
    ...plain,
    put(id: string, doc: T, key: string | null = null): T {
      const owner = { ownerKind: doc.owner.kind, ownerId: doc.owner.id };
      db.insert(t)
        .values({ id, key, seq: nextSeq(), data: doc, ...owner })
        .onConflictDoUpdate({ target: t.id, set: { key, data: doc, ...owner } })
        .run();
      return doc;
    },
    byOwner(owner: Owner): T[] {
      return byOwner.all({ kind: owner.kind, id: owner.id }).map((r) => r.data);
    },
  };
}

export type OwnedTable<T extends { owner: Owner }> = ReturnType<typeof createOwnedTable<T>>;

/** The open table of a definition: `byOwner` for an owned one. */
export type OpenTable<D> =
  D extends OwnedTableDef<infer T> ? OwnedTable<T> : D extends DocumentTableDef<infer T> ? Table<T> : never;
