import type { Service } from '@vitrine/http';

// Catalog V3's services, each as the platform SDK maps its paths: [API host prefix, a site's own domain prefix].

/** Products V3: `/stores/v3/products…` on the API host, `/_api/stores-catalog-orchestrator/v3/…` on a site. */
export const STORES_V3: Service = ['/stores', '/_api/stores-catalog-orchestrator'];

/** Read-only variants V3: `/stores/v3/products/query-variants` on the API host, `/_api/product-variants-reader/…`. */
export const VARIANTS_V3: Service = ['/stores', '/_api/product-variants-reader'];

/** Catalog versioning: `/stores/v3/provision/version` on the API host, `/_api/stores/v3/…` on a site. */
export const CATALOG_VERSIONING: Service = ['/stores', '/_api/stores'];

/** Categories (`@wix/categories`): `/categories/v1/…` on both. */
export const CATEGORIES: Service = ['/categories', '/categories'];

/** Inventory items V3: `/stores/v3/inventory-items…` (and `/stores/v3/bulk/inventory-items…`), `/_api/inventory/…`. */
export const INVENTORY_V3: Service = ['/stores', '/_api/inventory'];
