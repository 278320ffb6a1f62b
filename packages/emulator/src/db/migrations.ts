import type Database from 'better-sqlite3';

/** One step of a database's schema; `PRAGMA user_version` records how many have run. */
export type Migration = (db: Database.Database) => void;

/** A table of JSON documents by id, with an indexed lookup key. */
export function createDocumentTable(db: Database.Database, name: string): void {
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${name} (id TEXT PRIMARY KEY, key TEXT, seq INTEGER NOT NULL, data TEXT NOT NULL)`,
  );
  db.exec(`CREATE INDEX IF NOT EXISTS ${name}_key ON ${name}(key)`);
}

/** Runs the migrations the database has not run yet, each in its transaction. */
export function migrate(db: Database.Database, migrations: readonly Migration[]): number {
  const current = Number(db.pragma('user_version', { simple: true }));
  migrations.forEach((step, i) => {
    if (i < current) return;
    db.transaction(() => {
      step(db);
      db.pragma(`user_version = ${i + 1}`);
    })();
  });
  return migrations.length;
}
