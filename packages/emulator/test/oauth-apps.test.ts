import { afterAll, describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from '../src/migrations';
import { DEMO_OAUTH_APPS, OAuthAppError, startEmulator } from '../src/index';
import { pkce } from './support/pkce';
import { bootForFile } from './support/boot';
import { APPS, redirectSessions, refused, SHOP } from './support/oauth-app-sessions';

const { client } = await bootForFile({ oauthApps: APPS });
const { authSession, sessionToken } = redirectSessions(client);

const dir = mkdtempSync(join(tmpdir(), 'vitrine-oauth-apps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('apps changed at run time, persisted and checked', () => {
  test('an origin removed after the session was made: the page refuses and sends no code', async () => {
    const v = await client.visitor('locked');
    const created = await authSession(v.access_token, {
      clientId: 'locked',
      redirectUri: `${SHOP}/cb`,
      sessionToken: await sessionToken(),
    });
    expect(created.status).toBe(200);
    const put = await client.call('PUT', '/__vitrine/oauth-apps/locked', {
      body: { allowedRedirectOrigins: ['https://other.example'] },
    });
    expect([put.status, put.body]).toEqual([
      200,
      { oauthApp: { clientId: 'locked', allowedRedirectOrigins: ['https://other.example'] } },
    ]);
    const res = await fetch(created.body.redirectSession.fullUrl, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain(
      'The redirect URI https://shop.example/cb is not a redirect URI of the OAuth app locked.',
    );
  });

  test('the admin routes list and replace apps; a bad origin is a validation error; the read-only host refuses writes', async () => {
    const list = await client.call('GET', '/__vitrine/oauth-apps');
    expect(list.body.oauthApps.map((a: { clientId: string }) => a.clientId)).toEqual([
      'vitrine-storefront',
      'shop',
      'locked',
    ]);
    const bad = await client.call('PUT', '/__vitrine/oauth-apps/x', {
      body: { allowedRedirectOrigins: ['https://a.example/path'] },
    });
    expect([bad.status, bad.body]).toEqual([
      400,
      {
        message:
          'INVALID_ARGUMENT: "allowedRedirectOrigins" "https://a.example/path" is not an origin (http(s)://host[:port])',
        details: {
          validationError: {
            fieldViolations: [
              {
                field: 'allowedRedirectOrigins',
                description: '"https://a.example/path" is not an origin (http(s)://host[:port])',
                violatedRule: 'VALIDATION',
              },
            ],
          },
        },
      },
    ]);
    const empty = await client.call('PUT', '/__vitrine/oauth-apps/x', { body: { allowedRedirectOrigins: [] } });
    expect(empty.body.details.validationError.fieldViolations[0].description).toBe(
      'OAuth app x needs at least one redirect URI or allowed redirect origin',
    );
    expect(
      (
        await client.call('PUT', '/__vitrine/oauth-apps/x', {
          readOnly: true,
          body: { allowedRedirectOrigins: [SHOP] },
        })
      ).status,
    ).toBe(405);
  });

  test('startEmulator refuses a malformed app before it opens anything; apps survive a restart', async () => {
    for (const [apps, message] of [
      [[{ clientId: ' ', allowedRedirectOrigins: [SHOP] }], 'An OAuth app needs a non-empty clientId'],
      [
        [{ clientId: 'a', allowedRedirectOrigins: [] }],
        'OAuth app a needs at least one redirect URI or allowed redirect origin',
      ],
      [
        [{ clientId: 'a', allowedRedirectOrigins: ['shop.example'] }],
        '"shop.example" is not an origin (http(s)://host[:port])',
      ],
      [
        [{ clientId: 'a', allowedRedirectOrigins: ['ftp://shop.example'] }],
        '"ftp://shop.example" is not an origin (http(s)://host[:port])',
      ],
      [
        [{ clientId: 'a', allowedRedirectOrigins: ['https://shop.example?x'] }],
        '"https://shop.example?x" is not an origin (http(s)://host[:port])',
      ],
    ] as const) {
      const error = await startEmulator({ port: 0, readOnlyPort: 0, oauthApps: apps as never }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(OAuthAppError);
      expect((error as Error).message).toBe(message);
    }
    const db = join(dir, 'apps.db');
    const first = await startEmulator({
      port: 0,
      readOnlyPort: 0,
      db,
      log: () => undefined,
      oauthApps: [{ clientId: 'kept', allowedRedirectOrigins: ['HTTPS://Kept.Example:443/'] }],
    });
    await first.close();
    const second = await startEmulator({ port: 0, readOnlyPort: 0, db, log: () => undefined });
    try {
      const apps = (await (await fetch(`${second.url}/__vitrine/oauth-apps`)).json()) as { oauthApps: unknown[] };
      expect(apps.oauthApps).toEqual([
        ...DEMO_OAUTH_APPS,
        { clientId: 'kept', allowedRedirectOrigins: ['https://kept.example'] },
      ]);
    } finally {
      await second.close();
    }
  });

  test('a database from before OAuth apps gets their table by migration, and keeps its data', async () => {
    const file = join(dir, 'old.db');
    const old = new Database(file);
    for (const m of MIGRATIONS.slice(0, 3)) m(old);
    // The first migration now lists the table too; a database made before it did not have it.
    old.exec('DROP TABLE oauth_apps');
    old.exec(`INSERT INTO meta (name, value) VALUES ('seeded', 'demo')`);
    old.pragma('user_version = 3');
    old.close();
    const upgraded = await startEmulator({
      port: 0,
      readOnlyPort: 0,
      db: file,
      log: () => undefined,
      oauthApps: [{ clientId: 'late', allowedRedirectOrigins: [SHOP] }],
    });
    try {
      expect(await (await fetch(`${upgraded.url}/__vitrine/oauth-apps`)).json()).toEqual({
        oauthApps: [{ clientId: 'late', allowedRedirectOrigins: [SHOP] }],
      });
    } finally {
      await upgraded.close();
    }
    const check = new Database(file, { readonly: true });
    expect(check.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    check.close();
  });

  test('the anonymous grant works for a registered client id and for one with no app', async () => {
    for (const clientId of ['shop', 'vitrine-storefront', 'no-app']) {
      const r = await client.call('POST', '/oauth2/token', { body: { clientId, grantType: 'anonymous' } });
      expect([r.status, r.body.token_type]).toEqual([200, 'Bearer']);
    }
  });
});

describe('the demo seed', () => {
  test('registers the example storefront’s exact callbacks on port 3000 (pnpm start) and nothing else for vitrine-storefront; the empty seed has no apps', async () => {
    expect(DEMO_OAUTH_APPS).toEqual([
      {
        clientId: 'vitrine-storefront',
        redirectUris: ['http://localhost:3000/auth/callback', 'http://127.0.0.1:3000/auth/callback'],
      },
    ]);
    const demo = await startEmulator({ port: 0, readOnlyPort: 0, log: () => undefined });
    const empty = await startEmulator({ port: 0, readOnlyPort: 0, seed: 'empty', log: () => undefined });
    try {
      const visitor = (await (
        await fetch(`${demo.url}/oauth2/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ clientId: 'vitrine-storefront', grantType: 'anonymous' }),
        })
      ).json()) as { access_token: string };
      const session = (redirectUri: string) =>
        fetch(`${demo.url}/_api/redirects-api/v1/redirect-session`, {
          method: 'POST',
          headers: { authorization: visitor.access_token, 'content-type': 'application/json' },
          body: JSON.stringify({
            auth: {
              authRequest: {
                redirectUri,
                clientId: 'vitrine-storefront',
                codeChallenge: pkce().challenge,
                codeChallengeMethod: 'S256',
                responseMode: 'fragment',
                responseType: 'code',
                scope: 'offline_access',
                state: 's',
              },
              prompt: 'login',
            },
          }),
        });
      expect((await session('http://localhost:3000/auth/callback')).status).toBe(200);
      expect((await session('http://127.0.0.1:3000/auth/callback')).status).toBe(200);
      for (const uri of ['http://localhost:3000/callback', 'http://localhost:5173/auth/callback']) {
        const other = await session(uri);
        expect([other.status, await other.json()]).toEqual([
          400,
          refused(`${uri} is not a redirect URI of the OAuth app vitrine-storefront`),
        ]);
      }
      expect(await (await fetch(`${empty.url}/__vitrine/oauth-apps`)).json()).toEqual({ oauthApps: [] });
    } finally {
      await Promise.all([demo.close(), empty.close()]);
    }
  });
});
