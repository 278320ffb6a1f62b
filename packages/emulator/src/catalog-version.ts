import type { MiddlewareHandler } from 'hono';
import type { CatalogVersion, EmulatorContext } from './context';
import { ApplicationError } from './errors';
import type { AppEnv } from './http';

/**
 * A store's catalog version: one for the store's life, as on the platform (a V3 store is never moved back). New stores
 * are V3, as the platform makes them since 2025; a V1 store is asked for (`catalogVersion`, `--catalog-version`).
 */
export type { CatalogVersion };

export const CATALOG_VERSIONS: readonly CatalogVersion[] = ['V1_CATALOG', 'V3_CATALOG'];

/** `V1_CATALOG`, `V3_CATALOG`, or their short names `v1`/`v3` (any case); anything else is undefined. */
export function parseCatalogVersion(value: string): CatalogVersion | undefined {
  const v = value.trim().toUpperCase();
  if (v === 'V1' || v === 'V1_CATALOG') return 'V1_CATALOG';
  if (v === 'V3' || v === 'V3_CATALOG') return 'V3_CATALOG';
  return undefined;
}

export function catalogVersionOf(ctx: EmulatorContext): CatalogVersion {
  return ctx.catalogVersion ?? 'V3_CATALOG';
}

/** What a caller of the other version's API should call instead, by API family. */
const INSTEAD: Record<CatalogVersion, Record<string, string>> = {
  V3_CATALOG: {
    products: 'Products V3 (/stores/v3/products)',
    variants: 'Read-Only Variants V3 (/stores/v3/products/query-variants)',
    collections: 'Categories (/categories/v1/categories, treeReference.appNamespace "@wix/stores")',
    inventory: 'Inventory Items V3 (/stores/v3/inventory-items/query)',
  },
  V1_CATALOG: {
    products: 'Catalog V1 Products (/stores/v1/products, /stores-reader/v1/products/query)',
    variants: 'Catalog V1 Products (/stores-reader/v1/products/{id}/variants/query)',
    collections: 'Catalog V1 Collections (/stores-reader/v2/collections/query)',
    inventory: "Catalog V1 Products (/stores-reader/v1/products/query: each variant's stock)",
  },
};

/**
 * The answer to a call of the other catalog version: 428 `CATALOG_VERSION_MISMATCH` (the emulator's choice of code;
 * the message is the platform's "Endpoint belongs to CATALOG_V1, but your site is using CATALOG_V3", with the API to
 * call instead).
 */
export function catalogVersionMismatch(
  store: CatalogVersion,
  endpoint: CatalogVersion,
  family: keyof (typeof INSTEAD)['V1_CATALOG'],
): ApplicationError {
  const name = (v: CatalogVersion) => (v === 'V1_CATALOG' ? 'CATALOG_V1' : 'CATALOG_V3');
  const says =
    `Endpoint belongs to ${name(endpoint)}, but your site is using ${name(store)}: call ${INSTEAD[store][family]} ` +
    "instead (GET /stores/v3/provision/version tells a site's catalog version)";
  return new ApplicationError(428, 'CATALOG_VERSION_MISMATCH', says, {
    catalogVersion: store,
    endpointCatalogVersion: endpoint,
  });
}

/** Middleware: the routes under it answer only on a store of `version`; the others are refused as above. */
export function onlyOn(
  version: CatalogVersion,
  family: keyof (typeof INSTEAD)['V1_CATALOG'],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const store = catalogVersionOf(c.get('ctx'));
    if (store !== version && c.req.method !== 'OPTIONS') throw catalogVersionMismatch(store, version, family);
    await next();
  };
}
