import type Database from 'better-sqlite3';
import { asc, eq, gt } from 'drizzle-orm';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate, type Migration } from './migrations';
import { openSqlite } from './open-sqlite';
import { events, meta } from './schema';
import { createOwnedTable, createTable, type OpenTable, type TableDef } from './table';

export interface EventRecord {
  seq: number;
  type: string;
  entityId: string;
  createdDate: string;
  data: unknown;
}

/** The tables a store opens, by the name its services ask for. */
export type TableDefs = Record<string, TableDef>;

type OpenTables<D extends TableDefs> = { [K in keyof D]: OpenTable<D[K]> };

function openTables<D extends TableDefs>(db: BetterSQLite3Database, defs: D, nextSeq: () => number): OpenTables<D> {
  const open = (def: TableDef) =>
    def.owned ? createOwnedTable(db, def.name, nextSeq) : createTable(db, def.name, nextSeq);
  return Object.fromEntries(Object.entries(defs).map(([k, def]) => [k, open(def)])) as OpenTables<D>;
}

/**
 * A SQLite database of document tables: WAL, migrations on open, one transaction per write. It knows no slice: the
 * tables and the migrations are given (the emulator's are in `src/tables.ts` and `src/migrations.ts`).
 */
export class DocumentStore<D extends TableDefs> {
  private readonly sqlite: Database.Database;
  /** Typed queries for the services that need more than a document table (events). */
  readonly orm: BetterSQLite3Database;
  private readonly tables: OpenTables<D>;
  private seq = 0;
  private readonly totalChanges: Database.Statement<[], number>;
  /** Run once the outermost write commits (dropped when it rolls back). */
  private committed: Array<() => void> = [];

  constructor(
    readonly path: string,
    defs: D,
    migrations: readonly Migration[],
  ) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.sqlite = openSqlite(path);
    if (path !== ':memory:') this.sqlite.pragma('journal_mode = WAL');
    this.sqlite.pragma('synchronous = NORMAL');
    this.sqlite.pragma('foreign_keys = ON');
    migrate(this.sqlite, migrations);
    this.orm = drizzle(this.sqlite);
    this.totalChanges = this.sqlite.prepare<[], number>('SELECT total_changes()').pluck();
    this.tables = openTables(this.orm, defs, () => ++this.seq);
    this.seq = Math.max(0, ...Object.values<{ maxSeq(): number }>(this.tables).map((t) => t.maxSeq()));
  }

  table<K extends keyof D>(name: K): OpenTables<D>[K] {
    return this.tables[name];
  }

  /** Runs `fn` in one immediate transaction: all of it is written, or none of it. */
  write<R>(fn: () => R): R {
    if (this.sqlite.inTransaction) return this.sqlite.transaction(fn).immediate();
    let result: R;
    try {
      result = this.sqlite.transaction(fn).immediate();
    } catch (e) {
      this.committed = [];
      throw e;
    }
    const hooks = this.committed;
    this.committed = [];
    // After the answer is on its way: a hook never slows or fails the write.
    if (hooks.length) setImmediate(() => hooks.forEach((h) => h()));
    return result;
  }

  /** Runs `hook` after the current write commits (at once, later, when there is no write under way). */
  afterCommit(hook: () => void): void {
    if (this.sqlite.inTransaction) this.committed.push(hook);
    else setImmediate(hook);
  }

  /**
   * The write sequence: rows inserted, updated or deleted through this connection since it opened. It only grows,
   * so it tells whether a request wrote and orders writes (`X-Wix-Consistent`).
   */
  writeSequence(): number {
    return this.totalChanges.get()!;
  }

  event(type: string, entityId: string, createdDate: string, data: unknown): void {
    this.orm.insert(events).values({ type, entityId, created: createdDate, data }).run();
  }

  events(after = 0, limit = 1000): EventRecord[] {
    const rows = this.orm
      .select()
      .from(events)
      .where(gt(events.seq, after))
      .orderBy(asc(events.seq))
      .limit(limit)
      .all();
    return rows.map((r) => ({ seq: r.seq, type: r.type, entityId: r.entityId, createdDate: r.created, data: r.data }));
  }

  meta(name: string): string | undefined {
    return this.orm.select().from(meta).where(eq(meta.name, name)).get()?.value;
  }

  setMeta(name: string, value: string): void {
    this.orm.insert(meta).values({ name, value }).onConflictDoUpdate({ target: meta.name, set: { value } }).run();
  }

  close(): void {
    if (this.sqlite.open) this.sqlite.close();
  }
}
