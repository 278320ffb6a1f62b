import type { Context } from 'hono';
import { ApplicationError } from './errors';

/**
 * What a request for an endpoint the emulator does not serve gets. Under the platform's API hosts every path is a
 * method of some service, and a method a service does not have is gRPC's `UNIMPLEMENTED`, which the platform answers
 * as 501 ("the endpoint hasn't been implemented yet", its REST errors table) in its error shape: a shop's error
 * handling sees what it would see on the platform, not a route-not-found of a web framework. The emulator's own
 * pages (`/__vitrine/…`) and the media host (`/media/…`) are sites, where a path that names nothing is a 404.
 */
export function unknownRoute(c: Context): Response {
  const { method, path } = c.req;
  if (path.startsWith('/__vitrine/') || path.startsWith('/media/')) {
    const e = new ApplicationError(404, 'NOT_FOUND', `Nothing at ${method} ${path}`);
    return c.json(e.body, 404);
  }
  const e = new ApplicationError(501, 'UNIMPLEMENTED', `Method not implemented: ${method} ${path}`);
  return c.json(e.body, 501);
}
