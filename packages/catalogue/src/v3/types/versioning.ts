/** A site's catalog version, for good: `STORES_NOT_INSTALLED` when it has no store. */
export type CatalogVersion = 'V1_CATALOG' | 'V3_CATALOG' | 'STORES_NOT_INSTALLED';

/** The answer of `getCatalogVersion`, as the platform SDK's `catalogVersioning.getCatalogVersion`. */
export interface GetCatalogVersionResponse {
  catalogVersion: CatalogVersion;
}
