import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DOCUMENT_TABLES, migrate, type DocumentTable } from './migrations';

export interface EventRecord {
  seq: number;
  type: string;
  entityId: string;
  createdDate: string;
  data: unknown;
}

/** One table of JSON documents keyed by id. */
export class Table<T> {
  private readonly getStmt: Database.Statement;
  private readonly putStmt: Database.Statement;
  private readonly delStmt: Database.Statement;
  private readonly byKeyStmt: Database.Statement;
  private readonly allStmt: Database.Statement;
  private readonly countStmt: Database.Statement;

  constructor(
    db: Database.Database,
    readonly name: DocumentTable,
    private readonly nextSeq: () => number,
  ) {
    this.getStmt = db.prepare(`SELECT data FROM ${name} WHERE id = ?`);
    this.putStmt = db.prepare(
      `INSERT INTO ${name} (id, key, seq, data) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET key = excluded.key, data = excluded.data`,
    );
    this.delStmt = db.prepare(`DELETE FROM ${name} WHERE id = ?`);
    this.byKeyStmt = db.prepare(`SELECT data FROM ${name} WHERE key = ? ORDER BY seq`);
    this.allStmt = db.prepare(`SELECT data FROM ${name} ORDER BY seq`);
    this.countStmt = db.prepare(`SELECT COUNT(*) AS n FROM ${name}`);
  }

  get(id: string): T | undefined {
    const row = this.getStmt.get(id) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as T) : undefined;
  }

  put(id: string, doc: T, key: string | null = null): T {
    this.putStmt.run(id, key, this.nextSeq(), JSON.stringify(doc));
    return doc;
  }

  delete(id: string): boolean {
    return this.delStmt.run(id).changes > 0;
  }

  byKey(key: string): T[] {
    return (this.byKeyStmt.all(key) as { data: string }[]).map((r) => JSON.parse(r.data) as T);
  }

  all(): T[] {
    return (this.allStmt.all() as { data: string }[]).map((r) => JSON.parse(r.data) as T);
  }

  count(): number {
    return (this.countStmt.get() as { n: number }).n;
  }
}

/** The emulator's SQLite database: WAL, migrations on open, one transaction per write. */
export class Store {
  readonly db: Database.Database;
  private readonly tables = new Map<DocumentTable, Table<unknown>>();
  private seq: number;
  private readonly insertEvent: Database.Statement;
  private readonly selectEvents: Database.Statement;

  constructor(readonly path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    if (path !== ':memory:') this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    migrate(this.db);
    let max = 0;
    for (const t of DOCUMENT_TABLES) {
      const row = this.db.prepare(`SELECT MAX(seq) AS m FROM ${t}`).get() as { m: number | null };
      max = Math.max(max, row.m ?? 0);
    }
    this.seq = max;
    this.insertEvent = this.db.prepare(`INSERT INTO events (type, entity_id, created, data) VALUES (?, ?, ?, ?)`);
    this.selectEvents = this.db.prepare(`SELECT seq, type, entity_id, created, data FROM events WHERE seq > ? ORDER BY seq LIMIT ?`);
  }

  table<T>(name: DocumentTable): Table<T> {
    let t = this.tables.get(name);
    if (!t) {
      t = new Table<unknown>(this.db, name, () => ++this.seq);
      this.tables.set(name, t);
    }
    return t as Table<T>;
  }

  /** Runs `fn` in one immediate transaction: all of it is written, or none of it. */
  write<R>(fn: () => R): R {
    return this.db.transaction(fn).immediate();
  }

  event(type: string, entityId: string, createdDate: string, data: unknown): void {
    this.insertEvent.run(type, entityId, createdDate, JSON.stringify(data));
  }

  events(after = 0, limit = 1000): EventRecord[] {
    const rows = this.selectEvents.all(after, limit) as { seq: number; type: string; entity_id: string; created: string; data: string }[];
    return rows.map((r) => ({ seq: r.seq, type: r.type, entityId: r.entity_id, createdDate: r.created, data: JSON.parse(r.data) }));
  }

  meta(name: string): string | undefined {
    const row = this.db.prepare(`SELECT value FROM meta WHERE name = ?`).get(name) as { value: string } | undefined;
    return row?.value;
  }

  setMeta(name: string, value: string): void {
    this.db.prepare(`INSERT INTO meta (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value`).run(name, value);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
