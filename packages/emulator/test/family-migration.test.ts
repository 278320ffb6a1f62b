import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { MIGRATIONS } from '../src/migrations';
import { hashPassword } from '../src/identity/password';
import { startEmulator } from '../src/index';

const dir = mkdtempSync(join(tmpdir(), 'vitrine-families-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const token = (url: string, body: Record<string, string>) =>
  fetch(`${url}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (r) => [r.status, await r.json()] as [number, Record<string, string>]);

describe('token families and sign-in throttle (migrations 6 and 7)', () => {
  test('a member token from before rotation is a family of its own: too old for a password change, it rotates, a replay revokes it', async () => {
    const file = join(dir, 'families.db');
    const old = new Database(file);
    for (const m of MIGRATIONS.slice(0, 5)) m(old);
    old.pragma('user_version = 5');
    old.exec(`INSERT INTO meta (name, value) VALUES ('seeded', 'empty')`);
    const now = Date.now();
    const date = new Date(now).toISOString();
    const member = { role: 'member', visitorId: 'v-1', memberId: 'm-1', clientId: 'shop' };
    const refresh = { token: 'rt.old', ...member, createdAt: now };
    const access = { token: 'at.old', ...member, expiresAt: now + 3600_000 };
    const identity = {
      ...{ id: 'm-1', revision: 1, createdDate: date, updatedDate: date, email: 'old@vitrine.dev' },
      ...{ emailVerified: true, approved: true, status: 'ACTIVE', resetRequired: false, profile: {} },
      passwordHash: hashPassword('secret-1'),
    };
    const put = (table: string) => old.prepare(`INSERT INTO ${table} (id, key, seq, data) VALUES (?, ?, ?, ?)`);
    put('refresh_tokens').run('rt.old', 'm-1', 1, JSON.stringify(refresh));
    put('access_tokens').run('at.old', 'rt.old', 2, JSON.stringify(access));
    put('identities').run('m-1', 'old@vitrine.dev', 3, JSON.stringify(identity));
    old.close();

    const emu = await startEmulator({ port: 0, readOnlyPort: 0, db: file, seed: 'empty', log: () => undefined });
    try {
      const changed = await fetch(`${emu.url}/_api/iam/authentication/v2/change-password`, {
        method: 'POST',
        headers: { authorization: 'at.old', 'content-type': 'application/json' },
        body: JSON.stringify({ newPassword: 'secret-2' }),
      });
      // Its sign-in time was never kept: it counts as an old sign-in, which may not change the password.
      expect([
        changed.status,
        ((await changed.json()) as { details: { applicationError: { code: string } } }).details.applicationError.code,
      ]).toEqual([403, 'RECENT_SIGN_IN_REQUIRED']);
      // Migration 7's tables count the failed sign-ins.
      const wrong = await fetch(`${emu.url}/_api/iam/authentication/v2/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: { email: 'old@vitrine.dev' }, password: 'not-it' }),
      });
      expect(wrong.status).toBe(400);
      const renewed = await token(emu.url, { clientId: 'shop', refreshToken: 'rt.old', grantType: 'refresh_token' });
      expect(renewed[0]).toBe(200);
      expect(renewed[1].refresh_token).not.toBe('rt.old');
      const next = await token(emu.url, {
        clientId: 'shop',
        refreshToken: renewed[1].refresh_token!,
        grantType: 'refresh_token',
      });
      expect(next[0]).toBe(200);
      const replay = await token(emu.url, { clientId: 'shop', refreshToken: 'rt.old', grantType: 'refresh_token' });
      expect(replay[1].error).toBe('invalid_grant');
      for (const value of ['at.old', renewed[1].access_token, next[1].access_token]) {
        const call = await fetch(`${emu.url}/_api/redirects-api/v1/redirect-session`, {
          method: 'POST',
          headers: { authorization: value!, 'content-type': 'application/json' },
          body: JSON.stringify({ login: {} }),
        });
        expect(call.status).toBe(401);
      }
    } finally {
      await emu.close();
    }
    const check = new Database(file, { readonly: true });
    expect(check.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    check.close();
  });
});
