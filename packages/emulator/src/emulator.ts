import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { mergeVisitorCartIntoMember } from './cart';
import { Store } from './store';
import type { EmulatorContext, PasswordHasher } from './context';
import { SCRYPT_HASHER } from './identity/password';
import { createApp } from './app';
import { DEV_API_KEY } from './seed/demo';
import { seedDatabase } from './seed/service';
import { normaliseOAuthApp, type OAuthApp } from './tokens/origins';
import { saveOAuthApps } from './tokens/service';
import { LOGIN_THROTTLE, type LoginThrottle } from './throttle/policy';
import { DELIVERY_POLICY, type DeliveryPolicy } from './events/records';
import { parseSubscriber, type Subscriber } from './events/subscribers';
import { resumePending } from './events/deliveries';
import { eventKeys } from './events/site';
import { subscribe } from './events/subscriptions';
import { startDeliveryWorker } from './events/worker';
import { resizeGate } from './media/gate';
import { parseCatalogVersion, type CatalogVersion } from './catalog-version';

export interface EmulatorOptions {
  /** Main port (writes, tokens, the current cart, pages). 0 picks a free port. */
  port?: number;
  /** Read-only port (GET/HEAD/OPTIONS only). 0 picks a free port. */
  readOnlyPort?: number;
  /** SQLite file, or ':memory:'. */
  db?: string;
  /** What a fresh database is filled with. */
  seed?: 'demo' | 'empty';
  hostname?: string;
  accessTokenLifetimeSeconds?: number;
  /** A refresh token unused for this long has expired (default 30 days; each use rotates it). */
  refreshTokenIdleSeconds?: number;
  /**
   * A sign-in's refresh tokens end this long after the sign-in, however often they were renewed (default 90 days):
   * the member signs in again (RFC 9700 §4.14.2).
   */
  refreshTokenLifetimeSeconds?: number;
  /** How recent a member's sign-in must be for a password change (default 300 s). */
  recentSignInSeconds?: number;
  /**
   * How failed sign-ins slow the next ones (answered 429 with Retry-After), each field optional: default
   * `{ pairFailures: 5, memberFailures: 10, memberDelaySeconds: 60, addressFailures: 100, windowSeconds: 900,
   * lockSeconds: 900 }` (see the README's "Guessing").
   */
  loginThrottle?: Partial<LoginThrottle>;
  /** Clock in milliseconds (tests move it forward). */
  now?: () => number;
  /** Where unexpected errors are reported (default: console.error). */
  log?: (line: string) => void;
  /**
   * OAuth apps to add or replace (kept in the database): their exact `redirectUris`, or `allowedRedirectOrigins`. A
   * client id with no app gets no sign-in answer; the demo seed registers `vitrine-storefront` for the example
   * storefront on port 3000.
   */
  oauthApps?: readonly OAuthApp[];
  /**
   * The admin token the dev endpoints' writes and secret reads need (header `x-vitrine-admin-token`): at least 16
   * of `A-Z a-z 0-9 . _ ~ -`. Default: a new random token per start.
   */
  adminToken?: string;
  /**
   * Events for apps: `subscribers` are URLs (or `{ url, appId }`, the app id being the signed event's audience)
   * added to the subscriptions kept in the database; `delivery` tunes retries, time limits and bounds (default
   * `{ attempts: 24, baseDelayMs: 5000, maxDelayMs: 14400000, timeoutMs: 5000, tokenLifetimeSeconds: 300,
   * concurrency: 8, concurrencyPerSubscriber: 4, maxPendingPerSubscriber: 10000, maxBodyBytes: 1048576 }`).
   */
  events?: { subscribers?: readonly Subscriber[]; delivery?: Partial<DeliveryPolicy> };
  /**
   * Picture resizes: how many run at once (default 2) and how many may wait (default 16); more are answered 503 with
   * `Retry-After: 1`.
   */
  media?: { concurrentResizes?: number; queuedResizes?: number };
  /** Members' password hashing (default scrypt); tests wrap it to count how many hashes a sign-in runs. */
  passwordHasher?: PasswordHasher;
  /**
   * `'removed'` simulates the platform's removal of the v1 current cart (2027-02-01): its calls answer 501, as an
   * unknown method, naming the Cart V2 call to use; Cart V2 and the v1 cart by id still answer. Default `'available'`.
   */
  cartV1?: 'available' | 'removed';
  /**
   * The store's catalog version (`'v1'`/`'v3'` are read too): `'V3_CATALOG'` by default, as the platform makes new
   * stores; `'V1_CATALOG'` for a store still on Catalog V1. Each answers only its own catalogue API (the other's calls
   * are refused with 428 `CATALOG_VERSION_MISMATCH`). Kept in the database: a store's version never changes, so a
   * database made with one refuses to start with the other.
   */
  catalogVersion?: CatalogVersion | 'v1' | 'v3';
}

export interface RunningEmulator {
  url: string;
  readOnlyUrl: string;
  db: string;
  apiKey: string;
  /** A refresh token unused for this long has expired. */
  refreshTokenIdleSeconds: number;
  /** A sign-in's refresh tokens end this long after the sign-in. */
  refreshTokenLifetimeSeconds: number;
  /** A password change needs a sign-in at most this old. */
  recentSignInSeconds: number;
  /** The store's catalog version. */
  catalogVersion: CatalogVersion;
  /** This run's admin token (send it as `x-vitrine-admin-token` to the dev endpoints). */
  adminToken: string;
  /**
   * The public key (PEM, SPKI) that verifies the events of one app (`appId`, as subscribed), or of the
   * subscriptions without an app id; one key per app and database, made on first use, then kept.
   */
  eventsPublicKey(appId?: string): Promise<string>;
  close(): Promise<void>;
}

const ADMIN_TOKEN_FORM = /^[A-Za-z0-9._~-]{16,}$/;

function listen(
  fetch: (req: Request) => Response | Promise<Response>,
  port: number,
  hostname: string,
): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, (info: AddressInfo) => resolve({ server, port: info.port }));
    server.once('error', reject);
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}

function hostForUrl(hostname: string): string {
  if (hostname === '0.0.0.0' || hostname === '::') return '127.0.0.1';
  return hostname.includes(':') ? `[${hostname}]` : hostname;
}

export const REFRESH_TOKEN_IDLE_SECONDS = 30 * 24 * 3600;
export const REFRESH_TOKEN_LIFETIME_SECONDS = 90 * 24 * 3600;
export const RECENT_SIGN_IN_SECONDS = 300;

function positive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a positive number, got ${value}`);
  return value;
}

/**
 * The store's catalog version: the one its database keeps, else the one asked for (default V3), then kept. Asking a
 * database for the other version is refused: the platform never changes a store's version.
 */
function keepCatalogVersion(store: Store, asked: CatalogVersion | undefined): CatalogVersion {
  const kept = store.meta('catalogVersion');
  const version = parseCatalogVersion(kept ?? asked ?? 'V3_CATALOG')!;
  if (asked !== undefined && kept !== undefined && asked !== version)
    throw new RangeError(
      `This database's store is ${version}; a store's catalog version never changes (asked for ${asked}: use another database, or --reset)`,
    );
  if (kept === undefined) store.setMeta('catalogVersion', version);
  return version;
}

/** Starts a seeded platform on two listeners and resolves once both accept connections. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const hostname = options.hostname ?? '127.0.0.1';
  const lifetime = positive('accessTokenLifetimeSeconds', options.accessTokenLifetimeSeconds ?? 14400);
  const idle = positive('refreshTokenIdleSeconds', options.refreshTokenIdleSeconds ?? REFRESH_TOKEN_IDLE_SECONDS);
  const familyLifetime = positive(
    'refreshTokenLifetimeSeconds',
    options.refreshTokenLifetimeSeconds ?? REFRESH_TOKEN_LIFETIME_SECONDS,
  );
  const recentSignIn = positive('recentSignInSeconds', options.recentSignInSeconds ?? RECENT_SIGN_IN_SECONDS);
  const loginThrottle = { ...LOGIN_THROTTLE, ...options.loginThrottle };
  for (const [name, value] of Object.entries(loginThrottle)) positive(`loginThrottle.${name}`, value);
  const adminToken = options.adminToken ?? randomBytes(24).toString('base64url');
  if (!ADMIN_TOKEN_FORM.test(adminToken))
    throw new RangeError('adminToken must be at least 16 of the characters A-Z a-z 0-9 . _ ~ -');
  // Checked before anything is opened, so that a bad app fails fast with nothing to clean up.
  const oauthApps = (options.oauthApps ?? []).map(normaliseOAuthApp);
  if (options.cartV1 !== undefined && options.cartV1 !== 'available' && options.cartV1 !== 'removed')
    throw new RangeError(`cartV1 must be 'available' or 'removed', got ${String(options.cartV1)}`);
  const askedVersion =
    options.catalogVersion === undefined ? undefined : parseCatalogVersion(String(options.catalogVersion));
  if (options.catalogVersion !== undefined && askedVersion === undefined)
    throw new RangeError(`catalogVersion must be 'V1_CATALOG' or 'V3_CATALOG', got ${String(options.catalogVersion)}`);
  const subscribers = (options.events?.subscribers ?? []).map(parseSubscriber);
  const policy = { ...DELIVERY_POLICY, ...options.events?.delivery };
  for (const [name, value] of Object.entries(policy)) positive(`events.delivery.${name}`, value);
  const resizes = { concurrentResizes: 2, queuedResizes: 16, ...options.media };
  if (!Number.isInteger(resizes.concurrentResizes) || resizes.concurrentResizes < 1)
    throw new RangeError(`media.concurrentResizes must be a whole number from 1, got ${resizes.concurrentResizes}`);
  if (!Number.isInteger(resizes.queuedResizes) || resizes.queuedResizes < 0)
    throw new RangeError(`media.queuedResizes must be a whole number from 0, got ${resizes.queuedResizes}`);
  const store = new Store(options.db ?? ':memory:');
  const ctx: EmulatorContext = {
    store,
    now: options.now ?? (() => Date.now()),
    url: '',
    readOnlyUrl: '',
    accessTokenLifetimeSeconds: lifetime,
    refreshTokenIdleSeconds: idle,
    refreshTokenLifetimeSeconds: familyLifetime,
    recentSignInSeconds: recentSignIn,
    loginThrottle,
    passwords: options.passwordHasher ?? SCRYPT_HASHER,
    adminToken,
    formKey: randomBytes(32),
    deliveries: { wake: () => undefined, close: () => Promise.resolve() },
    resizes: resizeGate(resizes.concurrentResizes, resizes.queuedResizes),
    // The visitor's cart joins the member's at sign-in.
    signedIn: mergeVisitorCartIntoMember,
    cartV1: options.cartV1 ?? 'available',
  };
  const log = options.log ?? ((line: string) => console.error(line));
  try {
    ctx.catalogVersion = keepCatalogVersion(store, askedVersion);
    seedDatabase(ctx, options.seed ?? 'demo');
    saveOAuthApps(ctx, oauthApps);
    for (const s of subscribers) subscribe(ctx, s);
  } catch (e) {
    store.close();
    throw e;
  }
  ctx.deliveries = startDeliveryWorker(ctx, policy, log);
  const main = createApp(ctx, { readOnly: false, log });
  const readOnly = createApp(ctx, { readOnly: true, log });
  const servers: ServerType[] = [];
  try {
    const a = await listen(main.fetch, options.port ?? 0, hostname);
    servers.push(a.server);
    const b = await listen(readOnly.fetch, options.readOnlyPort ?? 0, hostname);
    servers.push(b.server);
    ctx.url = `http://${hostForUrl(hostname)}:${a.port}`;
    ctx.readOnlyUrl = `http://${hostForUrl(hostname)}:${b.port}`;
  } catch (e) {
    await Promise.all(servers.map(closeServer));
    await ctx.deliveries.close();
    store.close();
    throw e;
  }
  // Deliveries a previous run left pending are resumed.
  resumePending(ctx, ctx.now());
  ctx.deliveries.wake();
  let closed: Promise<void> | undefined;
  return {
    url: ctx.url,
    readOnlyUrl: ctx.readOnlyUrl,
    db: store.path,
    apiKey: DEV_API_KEY,
    catalogVersion: ctx.catalogVersion,
    refreshTokenIdleSeconds: idle,
    refreshTokenLifetimeSeconds: familyLifetime,
    recentSignInSeconds: recentSignIn,
    adminToken,
    eventsPublicKey: (appId?: string) => eventKeys(ctx, appId).then((k) => k.publicKey),
    close() {
      closed ??= Promise.all([...servers.map(closeServer), ctx.deliveries.close()]).then(() => store.close());
      return closed;
    },
  };
}
