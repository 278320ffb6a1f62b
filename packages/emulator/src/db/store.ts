import type Database from 'better-sqlite3';
import { asc, eq, gt } from 'drizzle-orm';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { mkdirSync } from 'node:fs';
import type { Owner } from '../cart/records';
import { dirname } from 'node:path';
import { migrate } from './migrations';
import { openSqlite } from './open-sqlite';
import { events, meta, type DocumentTable, type Documents, type OwnedTable } from './schema';
import { createOwnedTable, createTable, type Table } from './table';

export interface EventRecord {
  seq: number;
  type: string;
  entityId: string;
  createdDate: string;
  data: unknown;
}

type Owned<T extends { owner: Owner }> = ReturnType<typeof createOwnedTable<T>>;
type Tables = { [K in Exclude<DocumentTable, OwnedTable>]: Table<Documents[K]> } & {
  [K in OwnedTable]: Owned<Documents[K]>;
};

function createTables(db: BetterSQLite3Database, nextSeq: () => number): Tables {
  const t = <K extends DocumentTable>(name: K) => createTable<Documents[K]>(db, name, nextSeq);
  const owned = <K extends OwnedTable>(name: K) => createOwnedTable<Documents[K]>(db, name, nextSeq);
  return {
    products: t('products'),
    collections: t('collections'),
    carts: owned('carts'),
    checkouts: owned('checkouts'),
    orders: owned('orders'),
    access_tokens: t('access_tokens'),
    refresh_tokens: t('refresh_tokens'),
    auth_codes: t('auth_codes'),
    redirect_sessions: t('redirect_sessions'),
    identities: t('identities'),
    sessions: t('sessions'),
    state_tokens: t('state_tokens'),
    recovery_tokens: t('recovery_tokens'),
    mails: t('mails'),
    coupons: t('coupons'),
    shipping_rates: t('shipping_rates'),
    memberships: t('memberships'),
    api_keys: t('api_keys'),
    settings: t('settings'),
    oauth_apps: t('oauth_apps'),
    member_login_failures: t('member_login_failures'),
    address_login_failures: t('address_login_failures'),
  };
}

/** The emulator's SQLite database: WAL, migrations on open, one transaction per write. */
export class Store {
  private readonly sqlite: Database.Database;
  /** Typed queries for the services that need more than a document table (events). */
  readonly orm: BetterSQLite3Database;
  private readonly tables: Tables;
  private seq = 0;
  private readonly totalChanges: Database.Statement<[], number>;
  /** Run once the outermost write commits (dropped when it rolls back). */
  private committed: Array<() => void> = [];

  constructor(readonly path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.sqlite = openSqlite(path);
    if (path !== ':memory:') this.sqlite.pragma('journal_mode = WAL');
    this.sqlite.pragma('synchronous = NORMAL');
    this.sqlite.pragma('foreign_keys = ON');
    migrate(this.sqlite);
    this.orm = drizzle(this.sqlite);
    this.totalChanges = this.sqlite.prepare<[], number>('SELECT total_changes()').pluck();
    this.tables = createTables(this.orm, () => ++this.seq);
    this.seq = Math.max(0, ...Object.values(this.tables).map((t) => t.maxSeq()));
  }

  table<K extends DocumentTable>(name: K): Tables[K] {
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
