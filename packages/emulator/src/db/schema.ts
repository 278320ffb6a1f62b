import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The columns every document table has (see migration 1). */
function documentColumns<T>() {
  return {
    id: text('id').primaryKey(),
    key: text('key'),
    seq: integer('seq').notNull(),
    data: text('data', { mode: 'json' }).$type<T>().notNull(),
  };
}

export function documentTable<T>(name: string) {
  return sqliteTable(name, documentColumns<T>(), (t) => [index(`${name}_key`).on(t.key)]);
}

/** A document table whose rows belong to a visitor or a member (migration 5). */
export function ownedTable<T>(name: string) {
  const owner = { ownerKind: text('owner_kind', { enum: ['visitor', 'member'] }), ownerId: text('owner_id') };
  return sqliteTable(name, { ...documentColumns<T>(), ...owner }, (t) => [
    index(`${name}_key`).on(t.key),
    index(`${name}_owner`).on(t.ownerKind, t.ownerId),
  ]);
}

/** The log every change writes (migration 2), read by the dev endpoints. */
export const events = sqliteTable('events', {
  seq: integer('seq').primaryKey({ autoIncrement: true }),
  type: text('type').notNull(),
  entityId: text('entity_id').notNull(),
  created: text('created').notNull(),
  data: text('data', { mode: 'json' }).$type<unknown>().notNull(),
});

export const meta = sqliteTable('meta', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
