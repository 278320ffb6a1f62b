#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { startEmulator } from './emulator';
import { parseCatalogVersion } from './catalog-version';
import { parseOAuthAppFlags } from './tokens/flag';
import { OAuthAppError } from './tokens/origins';
import { EventSubscriptionError, parseEventsUrlFlag } from './events/subscribers';

const HELP = `vitrine-emulator: the local Vitrine platform

Usage: vitrine-emulator [options]

  --port <n>             main port (default 4455; 0 picks a free port)
  --read-only-port <n>   read-only port (default port + 1; 0 picks a free port)
  --db <file>            SQLite file (default .vitrine/emulator.db; ':memory:' keeps nothing)
  --seed demo|empty      what a fresh database is filled with (default demo)
  --host <host>          interface to listen on (default 127.0.0.1, this machine only; --hostname
                         is the same flag). Another interface serves the network: see the README's
                         "Running it as a shared server"
  --oauth-app <clientId>=<redirect URI or origin>[,…]
                         an OAuth app: its exact redirect URIs (a value with a path), or origins
                         any path of which it may use (repeatable; kept in the database). A
                         client id with no app gets no sign-in answer
  --events-url [<appId>=]<url>
                         post the platform's events (cart, catalogue) to this http(s) URL,
                         signed with the database's key (repeatable; kept in the database);
                         the app id, when given, is the signed token's audience
  --refresh-token-idle-seconds <n>
                         a refresh token unused for this long has expired (default 2592000,
                         30 days; each renewal rotates it)
  --refresh-token-lifetime-seconds <n>
                         a sign-in's refresh tokens end this long after the sign-in, however
                         often renewed (default 7776000, 90 days)
  --recent-sign-in-seconds <n>
                         how recent a member's sign-in must be to change the password
                         (default 300)
  --cart-v1 available|removed
                         removed: the v1 current-cart calls answer 501 as after the platform's
                         removal on 2027-02-01 (default available); Cart V2 answers either way
  --catalog-version V3_CATALOG|V1_CATALOG
                         the store's catalog version (v3/v1 too; default V3_CATALOG, as the
                         platform makes new stores); kept in the database for the store's life
  --reset                delete the database file first
  --help                 show this text
`;

/** A flag of positive whole seconds, or undefined when it is not given. */
function seconds(values: Record<string, unknown>, flag: string): number | undefined {
  const given = values[flag];
  if (given === undefined) return undefined;
  const value = Number(given);
  if (!(Number.isInteger(value) && value > 0))
    throw new UsageError(`--${flag} must be a positive whole number of seconds, got "${String(given)}"`);
  return value;
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

class UsageError extends Error {
  override name = 'UsageError';
}

function port(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new UsageError(`${name} must be a port number between 0 and 65535, got "${value}"`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'read-only-port': { type: 'string' },
      db: { type: 'string' },
      seed: { type: 'string' },
      host: { type: 'string' },
      hostname: { type: 'string' },
      'oauth-app': { type: 'string', multiple: true },
      'events-url': { type: 'string', multiple: true },
      'refresh-token-idle-seconds': { type: 'string' },
      'refresh-token-lifetime-seconds': { type: 'string' },
      'recent-sign-in-seconds': { type: 'string' },
      'cart-v1': { type: 'string' },
      'catalog-version': { type: 'string' },
      reset: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  const mainPort = port(values.port, '--port', 4455);
  const readOnlyPort = port(values['read-only-port'], '--read-only-port', mainPort === 0 ? 0 : mainPort + 1);
  const seed = values.seed ?? 'demo';
  if (seed !== 'demo' && seed !== 'empty') throw new UsageError(`--seed must be demo or empty, got "${seed}"`);
  const cartV1 = values['cart-v1'] ?? 'available';
  if (cartV1 !== 'available' && cartV1 !== 'removed')
    throw new UsageError(`--cart-v1 must be available or removed, got "${cartV1}"`);
  const givenVersion = values['catalog-version'];
  const catalogVersion = givenVersion === undefined ? undefined : parseCatalogVersion(givenVersion);
  if (givenVersion !== undefined && catalogVersion === undefined)
    throw new UsageError(`--catalog-version must be V3_CATALOG or V1_CATALOG (or v3, v1), got "${givenVersion}"`);
  const oauthApps = parseOAuthAppFlags(values['oauth-app'] ?? []);
  const subscribers = (values['events-url'] ?? []).map(parseEventsUrlFlag);
  const refreshTokenIdleSeconds = seconds(values, 'refresh-token-idle-seconds');
  const refreshTokenLifetimeSeconds = seconds(values, 'refresh-token-lifetime-seconds');
  const recentSignInSeconds = seconds(values, 'recent-sign-in-seconds');
  const db = values.db === ':memory:' ? ':memory:' : resolve(values.db ?? '.vitrine/emulator.db');
  if (values.reset && db !== ':memory:')
    for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });

  if (values.host !== undefined && values.hostname !== undefined && values.host !== values.hostname)
    throw new UsageError(
      `--host and --hostname name the same interface; got "${values.host}" and "${values.hostname}"`,
    );
  const hostname = values.host ?? values.hostname ?? '127.0.0.1';

  const started = Date.now();
  const emulator = await startEmulator({
    port: mainPort,
    readOnlyPort,
    db,
    seed,
    hostname,
    oauthApps,
    events: { subscribers },
    cartV1,
    ...(catalogVersion !== undefined ? { catalogVersion } : {}),
    ...(refreshTokenIdleSeconds !== undefined ? { refreshTokenIdleSeconds } : {}),
    ...(refreshTokenLifetimeSeconds !== undefined ? { refreshTokenLifetimeSeconds } : {}),
    ...(recentSignInSeconds !== undefined ? { recentSignInSeconds } : {}),
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: shutting down\n`);
    emulator.close().then(
      () => process.exit(0),
      (e: unknown) => {
        process.stderr.write(`Shutdown failed: ${String(e)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // A dev server keeps serving: an unexpected error is reported, not fatal.
  process.on('uncaughtException', (e) =>
    process.stderr.write(`[vitrine-emulator] uncaught: ${e.stack ?? e.message}\n`),
  );
  process.on('unhandledRejection', (e) =>
    process.stderr.write(`[vitrine-emulator] unhandled rejection: ${String(e)}\n`),
  );
  const publicKey = await emulator.eventsPublicKey();
  // Each app's events are signed with its own key.
  const appIds = [...new Set(subscribers.flatMap((s) => (s.appId ? [s.appId] : [])))];
  const appKeys = await Promise.all(
    appIds.map(async (id) => [
      `Events public key of app ${id} (also at ${emulator.url}/__vitrine/events/public-key?appId=${id}):`,
      (await emulator.eventsPublicKey(id)).trim(),
    ]),
  );
  // Printed last: whoever waits for this line can signal the process at once.
  process.stdout.write(
    [
      `Vitrine emulator listening on ${emulator.url}`,
      `Read-only host: ${emulator.readOnlyUrl}`,
      `Database: ${emulator.db}`,
      `Dev API key: ${emulator.apiKey}`,
      `Catalog version: ${emulator.catalogVersion}`,
      `Refresh tokens expire unused after: ${emulator.refreshTokenIdleSeconds} s`,
      `Sign-ins end after: ${emulator.refreshTokenLifetimeSeconds} s; a password change needs one of the last ${emulator.recentSignInSeconds} s`,
      `Admin token: ${emulator.adminToken}  (header x-vitrine-admin-token, for the dev endpoints)`,
      `Dev inbox: ${emulator.url}/__vitrine/inbox?adminToken=${emulator.adminToken}`,
      `Events public key (also at ${emulator.url}/__vitrine/events/public-key):`,
      publicKey.trim(),
      ...appKeys.flat(),
      ...(cartV1 === 'removed' ? ['Cart v1 current cart: removed (--cart-v1 removed); Cart V2 answers'] : []),
      ...subscribers.map((s) => `Events sent to: ${s.url}${s.appId ? ` (app ${s.appId})` : ''}`),
      ...(isLoopbackHost(hostname)
        ? []
        : [`Listening on ${hostname}: see "Running it as a shared server" in the README`]),
      `Ready in ${Date.now() - started} ms`,
      '',
    ].join('\n'),
  );
}

main().catch((e: unknown) => {
  const message = e instanceof Error ? e.message : String(e);
  const parseError = e instanceof Error && 'code' in e && String(e.code).startsWith('ERR_PARSE_ARGS');
  const usage =
    e instanceof UsageError || e instanceof OAuthAppError || e instanceof EventSubscriptionError || parseError;
  process.stderr.write(`vitrine-emulator: ${message}\n${usage ? `\n${HELP}` : ''}`);
  process.exit(1);
});
