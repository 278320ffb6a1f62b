import { getCatalogVersion } from '@vitrine/catalogue/v3';
import { ConfigError, type CallOptions, type Client } from '@vitrine/http';
import { StoresNotInstalledError } from './errors';

/** The catalog a store runs: Catalog V1 or Catalog V3. A site's version never changes once it has a store. */
export type ShopCatalogVersion = 'V1_CATALOG' | 'V3_CATALOG';

// The key the version is kept under on each client (`Client.keep`): `Symbol.for`, so the ESM and CJS copies of this
// package find the same value.
const VERSION = /* @__PURE__ */ Symbol.for('@vitrine/storefront:catalogVersion');

/**
 * The store's catalog version, asked once per client (Get Catalog Version) and kept on it: every other call of the
 * model awaits this one. Rejects with `StoresNotInstalledError` when the site has no store; a failed lookup is not
 * kept, so the next call asks again.
 */
export function catalogVersion(client: Client, options?: CallOptions): Promise<ShopCatalogVersion> {
  return client.keep(VERSION, () => askVersion(client, options));
}

/**
 * Tells a client the version without asking: for a server that already knows it (from its configuration, or from
 * a cached render), so the client's first read sends no Get Catalog Version. The first value a client keeps (told
 * or asked) stays.
 */
export function rememberCatalogVersion(client: Client, version: ShopCatalogVersion): void {
  if (version !== 'V1_CATALOG' && version !== 'V3_CATALOG')
    throw new ConfigError(`rememberCatalogVersion needs 'V1_CATALOG' or 'V3_CATALOG'; got ${JSON.stringify(version)}.`);
  client.keep(VERSION, () => Promise.resolve(version));
}

async function askVersion(client: Client, options?: CallOptions): Promise<ShopCatalogVersion> {
  // Without the caller's signal: the answer is shared by every call on the client, which one caller's abort must
  // not fail.
  const { catalogVersion: version } = await getCatalogVersion(client, { headers: options?.headers });
  if (version === 'V1_CATALOG' || version === 'V3_CATALOG') return version;
  // `STORES_NOT_INSTALLED`, or an answer without a version: no catalogue to read either way.
  throw new StoresNotInstalledError();
}
