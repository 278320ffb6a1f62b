import type { RequestDescriptor, Service } from './types';

// Each service is its own export (docs/wire.md#hosts-and-paths): [api layout prefix, site layout prefix], so a
// bundle carries only the prefixes of the calls it makes.
export const CART: Service = ['/ecom', '/_api/ecom-cart'];
export const STORES_READER: Service = ['/stores-reader', '/_api/catalog-reader-server'];
export const STORES: Service = ['/stores', '/_api/catalog-server'];
export const REDIRECTS: Service = ['/_api/redirects-api', '/headless'];
export const IAM: Service = ['/_api/iam', '/_api/iam'];
export const OAUTH: Service = ['', ''];

/** Fills `{name}` placeholders, encoding each value so that an id with `/` or `?` stays one segment. */
export function fillPath({ path, pathParams = {} }: RequestDescriptor): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(pathParams[name] ?? '')));
}
