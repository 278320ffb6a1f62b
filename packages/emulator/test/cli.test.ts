import { afterAll, describe, expect, test } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const CLI = resolve(__dirname, '../dist/cli.js');
const dir = mkdtempSync(join(tmpdir(), 'vitrine-emulator-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the CLI, runs `fn` against its URL, then stops it with SIGINT. */
async function withCli(args: string[], fn: (url: string) => Promise<void>): Promise<{ output: string }> {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((res, rej) => {
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (m) res(m[1]!);
    });
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => rej(new Error(`exited with ${code}: ${output}`)));
  });
  try {
    await fn(url);
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await exited;
  }
  expect(child.exitCode).toBe(0);
  return { output };
}

describe('the vitrine-emulator CLI', () => {
  test('--help prints the flags; a bad flag value fails with a clear message', () => {
    const help = spawnSync(process.execPath, [CLI, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    for (const flag of ['--port', '--read-only-port', '--db', '--seed', '--reset']) expect(help.stdout).toContain(flag);
    const bad = spawnSync(process.execPath, [CLI, '--seed', 'full'], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('--seed must be demo or empty, got "full"');
    const port = spawnSync(process.execPath, [CLI, '--port', 'x'], { encoding: 'utf8' });
    expect(port.status).toBe(1);
    expect(port.stderr).toContain('--port must be a port number between 0 and 65535, got "x"');
  });

  test('--oauth-app adds apps (repeatable); a bad value fails with its message and the usage', async () => {
    const help = spawnSync(process.execPath, [CLI, '--help'], { encoding: 'utf8' });
    expect(help.stdout).toContain('--oauth-app <clientId>=<redirect URI or origin>[,…]');
    const bad = spawnSync(
      process.execPath,
      [CLI, '--port', '0', '--db', ':memory:', '--oauth-app', 'shop=http://shop.example/callback#x'],
      { encoding: 'utf8' },
    );
    expect(bad.status).toBe(1);
    expect(
      bad.stderr.startsWith(
        'vitrine-emulator: --oauth-app shop: "http://shop.example/callback#x" has a fragment, which a redirect URI may not have\n\nvitrine-emulator: the local Vitrine platform',
      ),
    ).toBe(true);
    const noOrigin = spawnSync(process.execPath, [CLI, '--port', '0', '--db', ':memory:', '--oauth-app', 'shop'], {
      encoding: 'utf8',
    });
    expect(noOrigin.status).toBe(1);
    expect(noOrigin.stderr).toContain(
      'vitrine-emulator: --oauth-app must be <clientId>=<redirect URI or origin>[,…], got "shop"',
    );
    const args = [
      '--port',
      '0',
      '--db',
      ':memory:',
      '--oauth-app',
      'shop=https://shop.example,http://localhost:4173',
      '--oauth-app',
      'admin=https://admin.example',
    ];
    await withCli(args, async (url) => {
      const apps = (await (await fetch(`${url}/__vitrine/oauth-apps`)).json()) as { oauthApps: unknown[] };
      expect(apps.oauthApps).toEqual([
        {
          clientId: 'vitrine-storefront',
          redirectUris: ['http://localhost:3000/auth/callback', 'http://127.0.0.1:3000/auth/callback'],
        },
        { clientId: 'shop', allowedRedirectOrigins: ['https://shop.example', 'http://localhost:4173'] },
        { clientId: 'admin', allowedRedirectOrigins: ['https://admin.example'] },
      ]);
    });
  });

  test('starts seeded and says when it is ready, prints the dev API key, keeps data across restarts, --reset starts over', async () => {
    const db = join(dir, 'data', 'emulator.db');
    const first = await withCli(['--db', db, '--port', '0', '--catalog-version', 'V1_CATALOG'], async (url) => {
      const r = await fetch(`${url}/stores/v1/products`, {
        method: 'POST',
        headers: { authorization: 'vitrine-dev-api-key', 'content-type': 'application/json' },
        body: JSON.stringify({ product: { id: 'prod-kept', name: 'Kept' } }),
      });
      expect(r.status).toBe(200);
      expect((await fetch(`${url}/stores-reader/v1/products/prod-granola`)).status).toBe(200);
    });
    // How long seeding and listening take is `pnpm bench`'s to measure (bench/startup.mjs); a test only sees it said.
    expect(first.output).toMatch(/Ready in \d+ ms/);
    expect(first.output).toContain('Dev API key: vitrine-dev-api-key');
    expect(first.output).toContain(`Database: ${db}`);
    // The database keeps its store's catalog version: V1 again without the flag.
    const again = await withCli(['--db', db, '--port', '0'], async (url) => {
      expect((await fetch(`${url}/stores-reader/v1/products/prod-kept`)).status).toBe(200);
    });
    expect(again.output).toContain('Catalog version: V1_CATALOG');
    await withCli(['--db', db, '--port', '0', '--reset', '--seed', 'empty', '--catalog-version', 'v1'], async (url) => {
      expect((await fetch(`${url}/stores-reader/v1/products/prod-kept`)).status).toBe(404);
      const health = (await (await fetch(`${url}/__vitrine/health`)).json()) as { products: number };
      expect(health.products).toBe(0);
    });
  });

  test('--catalog-version: V3 by default, v1/V1_CATALOG a V1 store kept in its database; a bad value fails', async () => {
    const help = spawnSync(process.execPath, [CLI, '--help'], { encoding: 'utf8' });
    expect(help.stdout).toContain('--catalog-version V3_CATALOG|V1_CATALOG');
    const bad = spawnSync(process.execPath, [CLI, '--db', ':memory:', '--catalog-version', 'v2'], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain(
      'vitrine-emulator: --catalog-version must be V3_CATALOG or V1_CATALOG (or v3, v1), got "v2"',
    );
    const byDefault = await withCli(['--db', ':memory:', '--port', '0'], async (url) => {
      const version = await fetch(`${url}/stores/v3/provision/version`);
      expect(await version.json()).toEqual({ catalogVersion: 'V3_CATALOG' });
    });
    expect(byDefault.output).toContain('Catalog version: V3_CATALOG');
    const db = join(dir, 'versioned', 'emulator.db');
    await withCli(['--db', db, '--port', '0', '--catalog-version', 'v1'], async () => undefined);
    const other = spawnSync(process.execPath, [CLI, '--db', db, '--port', '0', '--catalog-version', 'V3_CATALOG'], {
      encoding: 'utf8',
    });
    expect(other.status).toBe(1);
    expect(other.stderr).toContain(
      "vitrine-emulator: This database's store is V1_CATALOG; a store's catalog version never changes (asked for V3_CATALOG: use another database, or --reset)",
    );
  });

  test('--refresh-token-idle-seconds sets the idle time of refresh tokens (default 30 days); a bad value fails', async () => {
    const help = spawnSync(process.execPath, [CLI, '--help'], { encoding: 'utf8' });
    expect(help.stdout).toContain('--refresh-token-idle-seconds <n>');
    for (const bad of ['0', '1.5', 'soon']) {
      const run = spawnSync(process.execPath, [CLI, '--db', ':memory:', '--refresh-token-idle-seconds', bad], {
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        `vitrine-emulator: --refresh-token-idle-seconds must be a positive whole number of seconds, got "${bad}"`,
      );
    }
    const byDefault = await withCli(['--db', ':memory:', '--port', '0'], async () => undefined);
    expect(byDefault.output).toContain('Refresh tokens expire unused after: 2592000 s');
    const set = await withCli(['--db', ':memory:', '--port', '0', '--refresh-token-idle-seconds', '3600'], async () => {
      return undefined;
    });
    expect(set.output).toContain('Refresh tokens expire unused after: 3600 s');
  });

  test('--refresh-token-lifetime-seconds and --recent-sign-in-seconds (defaults 90 days, 5 minutes); a bad value fails', async () => {
    const help = spawnSync(process.execPath, [CLI, '--help'], { encoding: 'utf8' });
    for (const flag of ['--refresh-token-lifetime-seconds <n>', '--recent-sign-in-seconds <n>'])
      expect(help.stdout).toContain(flag);
    for (const flag of ['--refresh-token-lifetime-seconds', '--recent-sign-in-seconds']) {
      const run = spawnSync(process.execPath, [CLI, '--db', ':memory:', flag, '1.5'], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`vitrine-emulator: ${flag} must be a positive whole number of seconds, got "1.5"`);
    }
    const byDefault = await withCli(['--db', ':memory:', '--port', '0'], async () => undefined);
    expect(byDefault.output).toContain('Sign-ins end after: 7776000 s; a password change needs one of the last 300 s');
    const set = await withCli(
      [
        '--db',
        ':memory:',
        '--port',
        '0',
        '--refresh-token-lifetime-seconds',
        '86400',
        '--recent-sign-in-seconds',
        '60',
      ],
      async () => undefined,
    );
    expect(set.output).toContain('Sign-ins end after: 86400 s; a password change needs one of the last 60 s');
  });

  test('the default database lives in .vitrine/ of the working directory', async () => {
    const { output } = await withCli(['--port', '0'], async () => undefined);
    expect(output).toContain(`Database: ${join(dir, '.vitrine', 'emulator.db')}`);
  });

  test('prints a new admin token each run and the inbox link that carries it; listens on 127.0.0.1 unless --host', async () => {
    const help = spawnSync(process.execPath, [CLI, '--help'], { encoding: 'utf8' });
    expect(help.stdout).toContain('--host <host>');
    const runs: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { output } = await withCli(['--db', ':memory:', '--port', '0'], async (url) => {
        expect(new URL(url).hostname).toBe('127.0.0.1');
      });
      const token = /Admin token: ([A-Za-z0-9_-]{32}) {2}\(header x-vitrine-admin-token, for the dev endpoints\)/.exec(
        output,
      )?.[1];
      expect(output).toMatch(
        new RegExp(`Dev inbox: http://127\\.0\\.0\\.1:\\d+/__vitrine/inbox\\?adminToken=${token}\n`),
      );
      expect(output).not.toContain('shared server');
      runs.push(token ?? '');
    }
    expect(runs[0]).not.toBe(runs[1]);
    const { output } = await withCli(['--db', ':memory:', '--port', '0', '--host', '0.0.0.0'], async (url) => {
      expect((await fetch(`${url}/__vitrine/identities`)).status).toBe(403);
    });
    expect(output).toContain('Listening on 0.0.0.0: see "Running it as a shared server" in the README');
  });
  test('--cart-v1 removed: the v1 current cart answers 501, Cart V2 answers; a bad value fails', async () => {
    const help = spawnSync(process.execPath, [CLI, '--help'], { encoding: 'utf8' });
    expect(help.stdout).toContain('--cart-v1 available|removed');
    const bad = spawnSync(process.execPath, [CLI, '--db', ':memory:', '--cart-v1', 'gone'], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('vitrine-emulator: --cart-v1 must be available or removed, got "gone"');
    const run = await withCli(['--db', ':memory:', '--port', '0', '--cart-v1', 'removed'], async (url) => {
      const token = await fetch(`${url}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: 'cli', grantType: 'anonymous' }),
      }).then((r) => r.json() as Promise<{ access_token: string }>);
      const headers = { authorization: token.access_token };
      expect((await fetch(`${url}/ecom/v1/carts/current`, { headers })).status).toBe(501);
      const v2 = await fetch(`${url}/ecom/v2/carts/current`, { headers });
      expect(
        ((await v2.json()) as { details: { applicationError: { code: string } } }).details.applicationError.code,
      ).toBe('OWNED_CART_NOT_FOUND');
    });
    expect(run.output).toContain('Cart v1 current cart: removed (--cart-v1 removed); Cart V2 answers');
  });
});
