import type { CallOptions, Client } from '@vitrine/http';
import { CATALOG_VERSIONING } from './service';
import type { GetCatalogVersionResponse } from './types/versioning';

/**
 * The site's catalog version: `V1_CATALOG`, `V3_CATALOG` or `STORES_NOT_INSTALLED`. It never changes for a site,
 * so ask once per client and keep it (the platform's guidance: at the start of each flow).
 */
export function getCatalogVersion(client: Client, options: CallOptions = {}): Promise<GetCatalogVersionResponse> {
  return client.request<GetCatalogVersionResponse>(
    { method: 'GET', service: CATALOG_VERSIONING, path: '/v3/provision/version' },
    { signal: options.signal, headers: options.headers },
  );
}
