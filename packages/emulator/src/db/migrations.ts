import type Database from 'better-sqlite3';

/** The document tables of migration 1 (their types are in `schema.ts`). */
export const DOCUMENT_TABLES = [
  'products',
  'collections',
  'carts',
  'checkouts',
  'orders',
  'access_tokens',
  'refresh_tokens',
  'auth_codes',
  'redirect_sessions',
  'identities',
  'sessions',
  'state_tokens',
  'recovery_tokens',
  'mails',
  'coupons',
  'shipping_rates',
  'memberships',
  'api_keys',
  'settings',
  // Added by migration 4 (a database from before it gets the table there).
  'oauth_apps',
] as const;

/** Ordered migrations; `PRAGMA user_version` records how many have run. */
export const MIGRATIONS: ReadonlyArray<(db: Database.Database) => void> = [
  (db) => {
    for (const t of DOCUMENT_TABLES) {
      db.exec(
        `CREATE TABLE IF NOT EXISTS ${t} (id TEXT PRIMARY KEY, key TEXT, seq INTEGER NOT NULL, data TEXT NOT NULL)`,
      );
      db.exec(`CREATE INDEX IF NOT EXISTS ${t}_key ON ${t}(key)`);
    }
  },
  (db) => {
    db.exec(
      `CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY AUTOINCREMENT, type TEXT NOT NULL, ` +
        `entity_id TEXT NOT NULL, created TEXT NOT NULL, data TEXT NOT NULL)`,
    );
  },
  (db) => {
    db.exec(`CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)`);
  },
  (db) => {
    db.exec(
      `CREATE TABLE IF NOT EXISTS oauth_apps (id TEXT PRIMARY KEY, key TEXT, seq INTEGER NOT NULL, data TEXT NOT NULL)`,
    );
    db.exec(`CREATE INDEX IF NOT EXISTS oauth_apps_key ON oauth_apps(key)`);
  },
];

export function migrate(db: Database.Database): number {
  const current = Number(db.pragma('user_version', { simple: true }));
  MIGRATIONS.forEach((step, i) => {
    if (i < current) return;
    db.transaction(() => {
      step(db);
      db.pragma(`user_version = ${i + 1}`);
    })();
  });
  return MIGRATIONS.length;
}
