import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { MIGRATIONS } from '../src/migrations';
import { startEmulator } from '../src/index';

const dir = mkdtempSync(join(tmpdir(), 'vitrine-owner-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('owners as typed columns', () => {
  test('a database whose carts and checkouts name their owner as "visitor:<id>" is migrated: the visitor keeps the cart', async () => {
    const file = join(dir, 'owners.db');
    const old = new Database(file);
    for (const m of MIGRATIONS.slice(0, 4)) m(old);
    old.pragma('user_version = 4');
    old.exec(`INSERT INTO meta (name, value) VALUES ('seeded', 'empty')`);
    const put = old.prepare('INSERT INTO carts (id, key, seq, data) VALUES (?, ?, ?, ?)');
    const now = '2026-01-01T00:00:00.000Z';
    const cart = {
      id: 'cart-1',
      ownerKey: 'visitor:v-1',
      buyerInfo: { visitorId: 'v-1' },
      createdDate: now,
      updatedDate: now,
      lineItems: [],
      customLineItems: [],
      merchantDiscounts: [],
    };
    put.run('cart-1', 'visitor:v-1', 1, JSON.stringify(cart));
    const checkout = {
      id: 'co-1',
      cartId: 'cart-1',
      ownerKey: 'visitor:v-1',
      createdDate: now,
      channelType: 'WEB',
      completed: false,
    };
    old
      .prepare('INSERT INTO checkouts (id, key, seq, data) VALUES (?, ?, ?, ?)')
      .run('co-1', 'cart-1', 2, JSON.stringify(checkout));
    const token = {
      token: 'at.v1',
      role: 'visitor',
      visitorId: 'v-1',
      clientId: 'shop',
      expiresAt: Date.now() + 3_600_000,
    };
    old
      .prepare('INSERT INTO access_tokens (id, key, seq, data) VALUES (?, ?, ?, ?)')
      .run('at.v1', 'rt.v1', 3, JSON.stringify(token));
    old.close();

    const emu = await startEmulator({ port: 0, readOnlyPort: 0, db: file, seed: 'empty', log: () => undefined });
    try {
      const res = await fetch(`${emu.url}/ecom/v1/carts/current`, { headers: { authorization: 'Bearer at.v1' } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { cart: { id: string; buyerInfo: unknown } }).cart).toMatchObject({
        id: 'cart-1',
        buyerInfo: { visitorId: 'v-1' },
      });
      const other = await fetch(`${emu.url}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: 'shop', grantType: 'anonymous' }),
      });
      const stranger = ((await other.json()) as { access_token: string }).access_token;
      const session = await fetch(`${emu.url}/_api/redirects-api/v1/redirect-session`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stranger}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ecomCheckout: { checkoutId: 'co-1' } }),
      });
      expect(session.status).toBe(403);
    } finally {
      await emu.close();
    }
    const check = new Database(file, { readonly: true });
    const rows = check
      .prepare(
        'SELECT owner_kind, owner_id, data FROM carts UNION ALL SELECT owner_kind, owner_id, data FROM checkouts',
      )
      .all() as { owner_kind: string; owner_id: string; data: string }[];
    expect(rows.map((r) => [r.owner_kind, r.owner_id, JSON.parse(r.data).owner, JSON.parse(r.data).ownerKey])).toEqual([
      ['visitor', 'v-1', { kind: 'visitor', id: 'v-1' }, undefined],
      ['visitor', 'v-1', { kind: 'visitor', id: 'v-1' }, undefined],
    ]);
    check.close();
  });
});
