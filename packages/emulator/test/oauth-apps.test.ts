import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from '../src/db/migrations';
import { boot, LAYOUTS, type Client, type LayoutName } from './helpers';
import { DEMO_OAUTH_APPS, OAuthAppError, startEmulator, type RunningEmulator } from '../src/index';

// `shop` has two origins; `locked` is changed at run time; any other client id has no app.
const SHOP = 'https://shop.example';
const SHOP_PREVIEW = 'http://preview.shop.example:8080';
const APPS = [
  { clientId: 'shop', allowedRedirectOrigins: [SHOP, `${SHOP_PREVIEW}/`] },
  { clientId: 'locked', allowedRedirectOrigins: [SHOP] },
];

let emu: RunningEmulator;
let client: Client;
const dir = mkdtempSync(join(tmpdir(), 'vitrine-oauth-apps-'));

beforeAll(async () => {
  ({ emu, client } = await boot({ oauthApps: APPS }));
});
afterAll(async () => {
  await emu.close();
  rmSync(dir, { recursive: true, force: true });
});

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

interface AuthOptions {
  clientId?: string;
  redirectUri?: string;
  mode?: 'fragment' | 'query' | 'web_message';
  prompt?: string;
  sessionToken?: string;
  state?: string;
  layout?: LayoutName;
  challenge?: string;
}

/** The authorization request as the platform SDK sends it: `redirectUri` left out when there is none. */
async function authSession(token: string, o: AuthOptions) {
  return client.call('POST', LAYOUTS[o.layout ?? 'api'].redirects, {
    token,
    body: {
      auth: {
        authRequest: {
          ...(o.redirectUri !== undefined ? { redirectUri: o.redirectUri } : {}),
          clientId: o.clientId ?? 'shop',
          codeChallenge: o.challenge ?? pkce().challenge,
          codeChallengeMethod: 'S256',
          responseMode: o.mode ?? 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          state: o.state ?? 'st',
          ...(o.sessionToken ? { sessionToken: o.sessionToken } : {}),
        },
        prompt: o.prompt ?? 'login',
      },
    },
  });
}

function refused(description: string) {
  return {
    message: `INVALID_ARGUMENT: "auth.authRequest.redirectUri" ${description}`,
    details: {
      validationError: {
        fieldViolations: [{ field: 'auth.authRequest.redirectUri', description, violatedRule: 'VALIDATION' }],
      },
    },
  };
}

async function sessionToken(): Promise<string> {
  const r = await client.call('POST', '/_api/iam/authentication/v2/login', {
    body: { loginId: { email: 'ada@vitrine.dev' }, password: 'vitrine-demo' },
  });
  expect(r.body.state).toBe('SUCCESS');
  return r.body.sessionToken as string;
}

/** The web_message page's script: its data, its first target and every target it posts to. */
function script(html: string): { data: Record<string, string>; target: string; targets: string[]; posts: string[] } {
  const m = /var data=(\{.*?\});var target=("[^"]*");var targets=(\[.*?\]);/.exec(html);
  if (!m) throw new Error(`no web_message script in:\n${html}`);
  return {
    data: JSON.parse(m[1]!) as Record<string, string>,
    target: JSON.parse(m[2]!) as string,
    targets: JSON.parse(m[3]!) as string[],
    posts: [...html.matchAll(/postMessage\(([^)]*)\)/g)].map((p) => p[1]!),
  };
}

describe.each(['api', 'site'] as LayoutName[])('redirect URIs against the OAuth app, %s layout', (layout) => {
  test('a redirect URI on any allowed origin gets the code there; another origin is the validation error', async () => {
    const v = await client.visitor('shop');
    const token = await sessionToken();
    for (const redirectUri of [`${SHOP}/callback`, `${SHOP_PREVIEW}/cb?x=1`]) {
      const ok = await authSession(v.access_token, { layout, redirectUri, sessionToken: token, mode: 'query' });
      expect(ok.status).toBe(200);
      const res = await fetch(ok.body.redirectSession.fullUrl, { redirect: 'manual' });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!);
      expect(location.origin).toBe(new URL(redirectUri).origin);
      expect([...location.searchParams.keys()].sort()).toEqual(
        ['code', 'state', ...(redirectUri.includes('x=1') ? ['x'] : [])].sort(),
      );
    }
    for (const [redirectUri, origin] of [
      ['https://evil.example/callback', 'https://evil.example'],
      ['http://shop.example/callback', 'http://shop.example'],
      ['https://shop.example:8443/callback', 'https://shop.example:8443'],
      ['https://shop.example.evil.example/', 'https://shop.example.evil.example'],
      ['http://localhost:5173/callback', 'http://localhost:5173'],
    ]) {
      const r = await authSession(v.access_token, { layout, redirectUri });
      expect([r.status, r.body]).toEqual([
        400,
        refused(`has the origin ${origin}, which the OAuth app shop does not allow`),
      ]);
    }
  });

  test('a client id with no app may redirect to loopback origins only', async () => {
    const v = await client.visitor('no-app');
    for (const redirectUri of [
      'http://localhost:5173/callback',
      'http://127.0.0.1:1/cb',
      'http://[::1]:3000/',
      'https://localhost/cb',
    ]) {
      const r = await authSession(v.access_token, { layout, clientId: 'no-app', redirectUri });
      expect(r.status).toBe(200);
    }
    const r = await authSession(v.access_token, {
      layout,
      clientId: 'no-app',
      redirectUri: 'http://shop.example:3000/callback',
    });
    expect([r.status, r.body]).toEqual([
      400,
      refused(
        'has the origin http://shop.example:3000; client no-app has no OAuth app, so only loopback origins are allowed',
      ),
    ]);
  });

  test('only the web_message answer may leave the redirect URI out', async () => {
    const v = await client.visitor('shop');
    for (const mode of ['fragment', 'query'] as const) {
      const r = await authSession(v.access_token, { layout, mode });
      expect([r.status, r.body]).toEqual([
        400,
        {
          message: 'INVALID_ARGUMENT: "auth.authRequest.redirectUri" is required unless responseMode is web_message',
          details: {
            validationError: {
              fieldViolations: [
                {
                  field: 'auth.authRequest.redirectUri',
                  description: 'is required unless responseMode is web_message',
                  violatedRule: 'REQUIRED_FIELD',
                },
              ],
            },
          },
        },
      ]);
    }
  });
});

describe('the silent sign-in without a redirect URI (the platform SDK’s getMemberTokensForDirectLogin)', () => {
  test('the page posts {code, state} to each allowed origin of the app and nowhere else; the code exchange has no redirectUri', async () => {
    const v = await client.visitor('shop');
    const { verifier, challenge } = pkce();
    const created = await authSession(v.access_token, {
      mode: 'web_message',
      prompt: 'none',
      sessionToken: await sessionToken(),
      state: 'silent-1',
      challenge,
    });
    expect(created.status).toBe(200);
    const res = await fetch(created.body.redirectSession.fullUrl, { headers: { referer: 'https://evil.example/' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const s = script(html);
    expect(s.targets).toEqual([SHOP, SHOP_PREVIEW]);
    expect(s.target).toBe(SHOP);
    expect(s.posts).toEqual(['data,target']);
    expect(html).toContain(
      'for(var i=0;i<targets.length;i++){target=targets[i];window.parent.postMessage(data,target);}',
    );
    expect(html).not.toContain("'*'");
    expect(html).not.toContain('"*"');
    expect(html).not.toContain('evil.example');
    expect(Object.keys(s.data)).toEqual(['code', 'state']);
    expect(s.data.state).toBe('silent-1');

    const tokens = await client.call('POST', '/oauth2/token', {
      body: { clientId: 'shop', grantType: 'authorization_code', code: s.data.code, codeVerifier: verifier },
    });
    expect(tokens.status).toBe(200);
    const cart = await client.call('POST', '/ecom/v1/carts/current/add-to-cart', {
      token: tokens.body.access_token,
      body: {
        lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'prod-granola', appId: 'vitrine-stores' } }],
      },
    });
    expect(cart.body.cart.buyerInfo).toEqual({ memberId: 'member-ada' });
  });

  test('without a member session the error goes to the same origins', async () => {
    const v = await client.visitor('shop');
    const created = await authSession(v.access_token, { mode: 'web_message', prompt: 'none', state: 'silent-2' });
    const s = script(await (await fetch(created.body.redirectSession.fullUrl)).text());
    expect(s.targets).toEqual([SHOP, SHOP_PREVIEW]);
    expect(s.data).toEqual({
      error: 'login_required',
      error_description: 'No signed-in member session; sign in with prompt "login"',
      state: 'silent-2',
    });
  });

  test('a client id with no app posts only to the loopback page that embeds it (Referer), and otherwise issues no code', async () => {
    const v = await client.visitor('no-app');
    const token = await sessionToken();
    const { verifier, challenge } = pkce();
    const created = await authSession(v.access_token, {
      clientId: 'no-app',
      mode: 'web_message',
      prompt: 'none',
      sessionToken: token,
      challenge,
    });
    const res = await fetch(created.body.redirectSession.fullUrl, {
      headers: { referer: 'http://localhost:4173/account?x=1' },
    });
    const s = script(await res.text());
    expect(s.targets).toEqual(['http://localhost:4173']);
    const tokens = await client.call('POST', '/oauth2/token', {
      body: { clientId: 'no-app', grantType: 'authorization_code', code: s.data.code, codeVerifier: verifier },
    });
    expect(tokens.status).toBe(200);

    for (const headers of [
      { referer: 'https://shop.example/' },
      {},
      { referer: `${emu.url}/__vitrine/pages/auth` },
    ] as Record<string, string>[]) {
      const again = await authSession(v.access_token, {
        clientId: 'no-app',
        mode: 'web_message',
        prompt: 'none',
        sessionToken: token,
      });
      const page = await fetch(again.body.redirectSession.fullUrl, { headers });
      expect(page.status).toBe(400);
      const html = await page.text();
      expect(html).toContain('<h1>Nowhere to report</h1>');
      expect(html).toContain(
        'Client no-app has no OAuth app and this page is not embedded by a loopback origin, so the sign-in result is not sent anywhere. Register the app (--oauth-app no-app=&lt;origin&gt;).',
      );
      expect(html).not.toContain('postMessage');
      expect(html).not.toContain('code.');
    }
  });
});

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
      'The redirect URI has the origin https://shop.example, which the OAuth app locked does not allow.',
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
      'OAuth app x needs at least one allowed redirect origin',
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
      [[{ clientId: 'a', allowedRedirectOrigins: [] }], 'OAuth app a needs at least one allowed redirect origin'],
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
  test('allows the example storefront on port 5173 (pnpm start) and nothing else for vitrine-storefront; the empty seed has no apps', async () => {
    expect(DEMO_OAUTH_APPS).toEqual([
      { clientId: 'vitrine-storefront', allowedRedirectOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'] },
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
      expect((await session('http://localhost:5173/callback')).status).toBe(200);
      expect((await session('http://127.0.0.1:5173/callback')).status).toBe(200);
      const other = await session('http://localhost:4173/callback');
      expect([other.status, await other.json()]).toEqual([
        400,
        refused('has the origin http://localhost:4173, which the OAuth app vitrine-storefront does not allow'),
      ]);
      expect(await (await fetch(`${empty.url}/__vitrine/oauth-apps`)).json()).toEqual({ oauthApps: [] });
    } finally {
      await Promise.all([demo.close(), empty.close()]);
    }
  });
});
