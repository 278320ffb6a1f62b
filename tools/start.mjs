// `pnpm start`: starts the emulator with the demo seed and the example storefront, and prints the URL to open.
// The emulator runs on its sources (tsx); the shop (Next.js dev server) on the SDK packages' `dist`, which turbo
// builds first (from its cache after the first time). Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const EMULATOR_PORT = process.env.VITRINE_PORT ?? '4455';
const STOREFRONT_PORT = process.env.STOREFRONT_PORT ?? '3000';
// The emulator's default file (.vitrine/emulator.db), unless a run wants its own.
const DB = process.env.VITRINE_DB;
// The platform answers a sign-in only at a redirect URI its OAuth app registered, exactly: the shop's callback.
const CLIENT_ID = process.env.VITRINE_CLIENT_ID ?? 'vitrine-storefront';
const SHOP_CALLBACKS = `http://127.0.0.1:${STOREFRONT_PORT}/auth/callback,http://localhost:${STOREFRONT_PORT}/auth/callback`;
// The shop speaks Cart V2 only, so the platform starts as it will be after 2027-02-01: Cart V1's current cart
// removed. VITRINE_CART_V1=available brings it back (for scripts of your own still on v1).
const CART_V1 = process.env.VITRINE_CART_V1 ?? 'removed';
// New stores are Catalog V3, as on the platform; VITRINE_CATALOG_VERSION=V1_CATALOG (or v1) starts a V1 store. A
// database keeps its store's version: switching needs another VITRINE_DB (or deleting .vitrine/emulator.db).
const CATALOG_VERSION = process.env.VITRINE_CATALOG_VERSION ?? 'V3_CATALOG';

const children = [];
const stopAll = (code) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** Starts a process and resolves once a line of its output matches `ready`. */
function start(name, command, args, ready, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = ready.exec(output.replace(/\x1b\[[0-9;]*m/g, ''));
      if (match) resolve(match);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      reject(new Error(`${name} stopped (exit ${code}) before it was ready:\n${output}`));
      stopAll(1);
    });
  });
}

const built = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=@vitrine/example-storefront^...', '--output-logs=errors-only'],
  { cwd: root, stdio: 'inherit' },
);
if (built.status !== 0) process.exit(built.status ?? 1);

try {
  const [, emulatorUrl, readOnlyUrl, adminToken, inboxUrl] = await start(
    'The emulator',
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/emulator/src/cli.ts',
      '--port',
      EMULATOR_PORT,
      '--seed',
      'demo',
      '--oauth-app',
      `${CLIENT_ID}=${SHOP_CALLBACKS}`,
      // The shop keeps its catalogue cache fresh from the platform's events (its app/api/events route).
      '--events-url',
      `${CLIENT_ID}=http://127.0.0.1:${STOREFRONT_PORT}/api/events`,
      ...(DB ? ['--db', DB] : []),
      '--cart-v1',
      CART_V1,
      '--catalog-version',
      CATALOG_VERSION,
    ],
    // The whole start-up block: the admin token and the inbox link that carries it are printed after the hosts.
    /listening on (\S+)\s+Read-only host: (\S+)[\s\S]*Admin token: (\S+)[\s\S]*Dev inbox: (\S+)/,
  );
  // The key the shop verifies those events with: its app's (one per app and database).
  const { publicKeyBase64 } = await (
    await fetch(`${emulatorUrl}/__vitrine/events/public-key?appId=${encodeURIComponent(CLIENT_ID)}`)
  ).json();
  await start(
    'The storefront',
    'pnpm',
    ['--filter', '@vitrine/example-storefront', 'exec', 'next', 'dev', '--port', STOREFRONT_PORT, '-H', '127.0.0.1'],
    /Ready in/,
    {
      NEXT_TELEMETRY_DISABLED: '1',
      VITRINE_HOST: emulatorUrl,
      VITRINE_READ_ONLY_HOST: readOnlyUrl,
      VITRINE_CLIENT_ID: CLIENT_ID,
      VITRINE_SHOP_URL: `http://127.0.0.1:${STOREFRONT_PORT}`,
      VITRINE_EVENTS_PUBLIC_KEY: publicKeyBase64,
    },
  );
  console.log(`
  Maison Vitrine, the example storefront, is running on the local platform.

    Open the shop:   http://127.0.0.1:${STOREFRONT_PORT}/
    Platform:        ${emulatorUrl}  (read-only host ${readOnlyUrl})
    Dev inbox:       ${inboxUrl}
    Admin token:     ${adminToken}  (header x-vitrine-admin-token, for the dev endpoints)

  Ctrl+C stops both.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
