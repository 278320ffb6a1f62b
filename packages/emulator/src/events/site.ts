import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import type { EmulatorContext } from '../context';
import { newId } from '../context';
import { meta } from '../db/schema';
import type { SiteFacts } from './records';

const SITE_META = 'events.site';
const KEYS_META = 'events.keys';

export interface KeyPair {
  publicKey: string;
  privateKey: string;
}

/** Keeps `value` under `name` unless a value is kept there already (two first callers at once: the first wins). */
function keepFirst<T>(ctx: EmulatorContext, name: string, value: T): T {
  ctx.store.orm
    .insert(meta)
    .values({ name, value: JSON.stringify(value) })
    .onConflictDoNothing()
    .run();
  return JSON.parse(ctx.store.meta(name) ?? '') as T;
}

/** The database's instance, site, account and owner ids: made on first use, then kept. */
export function siteFacts(ctx: EmulatorContext): SiteFacts {
  const kept = ctx.store.meta(SITE_META);
  if (kept) return JSON.parse(kept) as SiteFacts;
  return keepFirst<SiteFacts>(ctx, SITE_META, {
    instanceId: newId(),
    siteId: newId(),
    accountId: newId(),
    ownerId: newId(),
  });
}

/**
 * The RSA key pair an app's events are signed with (one per app, so no app can pass its deliveries off as another
 * app's; subscriptions without an app id share the database's own pair): made once (off the event loop), then
 * kept in SQLite, so a restart on the same database keeps the public key an app was given.
 */
export async function eventKeys(ctx: EmulatorContext, appId?: string | null): Promise<KeyPair> {
  const name = appId ? `${KEYS_META}.app.${appId}` : KEYS_META;
  const kept = ctx.store.meta(name);
  if (kept) return JSON.parse(kept) as KeyPair;
  const made = await promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return keepFirst<KeyPair>(ctx, name, { publicKey: made.publicKey, privateKey: made.privateKey });
}
