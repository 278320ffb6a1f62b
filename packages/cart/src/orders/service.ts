import type { Service } from '@vitrine/http';

/**
 * eCommerce Orders: `/ecom/v1/orders…` on the API host, `/_api/ecom-orders/v1/orders…` on a site's own domain (the
 * platform SDK's `orders` maps its paths so).
 */
export const ORDERS: Service = ['/ecom', '/_api/ecom-orders'];
