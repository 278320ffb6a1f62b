// The README's "On a server" recipe for a plain Request → Response server (React Router, Express, Hono, …).
import { createClient, isApplicationError } from '@vitrine/http';
import { ensureVisitor, oauth, serverCookieStorage } from '../../src';
import { getCurrentCart, type Cart } from '../../../cart/src/index';
import type { Platform } from './platform';

const noCartYet = (error: unknown): undefined => {
  if (isApplicationError(error) && error.code === 'OWNED_CART_NOT_FOUND') return undefined;
  throw error;
};

export function cartRoute({ host, clientId, fetch }: Platform) {
  return async (request: Request): Promise<Response> => {
    // One storage, strategy and client per request: nothing of a visitor is shared with the next one.
    const storage = serverCookieStorage(request);
    const client = createClient({ host, fetch, auth: oauth({ clientId, storage }) });
    // A new browser gets its visitor here, once; an expired access token is renewed here.
    await ensureVisitor(client);
    const cart: Cart | undefined = await getCurrentCart(client).catch(noCartYet);
    const lines = cart?.lineItems.map((line) => line.productName?.original) ?? [];
    return Response.json({ lines }, { headers: storage.applyTo(new Headers()) });
  };
}
