import { createDocumentTable, type Migration } from './db/migrations';

/** The document tables of migration 1 (each slice declares its own, listed in `tables.ts`). */
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
  // Added by migration 7.
  'member_login_failures',
  'address_login_failures',
] as const;

/** The emulator's migrations, in order: append, never edit one that shipped. */
export const MIGRATIONS: readonly Migration[] = [
  (db) => {
    for (const t of DOCUMENT_TABLES) createDocumentTable(db, t);
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
  (db) => createDocumentTable(db, 'oauth_apps'),
  // Owners become typed columns (and a typed field of the document) instead of `member:<id>` strings.
  (db) => {
    for (const t of ['carts', 'checkouts', 'orders']) {
      db.exec(`ALTER TABLE ${t} ADD COLUMN owner_kind TEXT`);
      db.exec(`ALTER TABLE ${t} ADD COLUMN owner_id TEXT`);
      const key = `json_extract(data, '$.ownerKey')`;
      db.exec(
        `UPDATE ${t} SET owner_kind = substr(${key}, 1, instr(${key}, ':') - 1), ` +
          `owner_id = substr(${key}, instr(${key}, ':') + 1) WHERE ${key} LIKE '%:%'`,
      );
      db.exec(
        `UPDATE ${t} SET data = json_set(json_remove(data, '$.ownerKey'), '$.owner', ` +
          `json_object('kind', owner_kind, 'id', owner_id)) WHERE owner_kind IS NOT NULL`,
      );
      db.exec(`CREATE INDEX IF NOT EXISTS ${t}_owner ON ${t}(owner_kind, owner_id)`);
    }
    db.exec(`UPDATE carts SET key = NULL`);
  },
  // Token families (refresh tokens rotate): a token issued before is a family of its own, named by its value, and
  // its access tokens were keyed by that value.
  (db) => {
    const missing = `json_extract(data, '$.familyId') IS NULL`;
    db.exec(`UPDATE refresh_tokens SET data = json_set(data, '$.familyId', id) WHERE ${missing}`);
    db.exec(`UPDATE access_tokens SET data = json_set(data, '$.familyId', key) WHERE ${missing} AND key IS NOT NULL`);
  },
  // The failed sign-ins that throttle password guessing, per member and per address.
  (db) => {
    createDocumentTable(db, 'member_login_failures');
    createDocumentTable(db, 'address_login_failures');
  },
  // Events sent to subscribed apps: the subscriptions, the outbox, the deliveries and their attempts.
  (db) => {
    db.exec(
      `CREATE TABLE IF NOT EXISTS event_subscriptions (id TEXT PRIMARY KEY, url TEXT NOT NULL UNIQUE, app_id TEXT, ` +
        `created TEXT NOT NULL)`,
    );
    db.exec(
      `CREATE TABLE IF NOT EXISTS event_outbox (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, ` +
        `event_type TEXT NOT NULL, entity_key TEXT NOT NULL, claim TEXT NOT NULL, created TEXT NOT NULL)`,
    );
    db.exec(
      `CREATE TABLE IF NOT EXISTS event_deliveries (id INTEGER PRIMARY KEY AUTOINCREMENT, ` +
        `event_seq INTEGER NOT NULL, subscription_id TEXT NOT NULL, url TEXT NOT NULL, app_id TEXT, ` +
        `entity_key TEXT NOT NULL, status TEXT NOT NULL, attempts INTEGER NOT NULL, next_at INTEGER NOT NULL, ` +
        `finished_at TEXT)`,
    );
    db.exec(`CREATE INDEX IF NOT EXISTS event_deliveries_due ON event_deliveries(status, next_at)`);
    db.exec(
      `CREATE INDEX IF NOT EXISTS event_deliveries_entity ON event_deliveries(status, subscription_id, entity_key, id)`,
    );
    db.exec(
      `CREATE TABLE IF NOT EXISTS event_attempts (id INTEGER PRIMARY KEY AUTOINCREMENT, ` +
        `delivery_id INTEGER NOT NULL, at TEXT NOT NULL, duration_ms INTEGER NOT NULL, status INTEGER, error TEXT)`,
    );
    db.exec(`CREATE INDEX IF NOT EXISTS event_attempts_delivery ON event_attempts(delivery_id)`);
  },
  // Wix Data: the merchant's data collections and their items.
  (db) => {
    createDocumentTable(db, 'data_collections');
    createDocumentTable(db, 'data_items');
  },
  // Dead-lettered deliveries say why; an event's deliveries are found by the event, to prune the outbox.
  (db) => {
    db.exec(`ALTER TABLE event_deliveries ADD COLUMN reason TEXT`);
    db.exec(`UPDATE event_deliveries SET reason = 'attempts-exhausted' WHERE status = 'failed'`);
    db.exec(`CREATE INDEX IF NOT EXISTS event_deliveries_event ON event_deliveries(event_seq)`);
  },
];
