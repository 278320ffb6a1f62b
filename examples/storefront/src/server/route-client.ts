import { type Client, createClient, nextCookieStorage, oauth } from '@vitrine/sdk';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { platformFromEnv } from './platform';

/** A route handler's client: it reads and sets the visitor's cookies (route handlers may set them). */
export async function routeClient(request: NextRequest): Promise<Client> {
  const platform = platformFromEnv();
  const storage = nextCookieStorage(await cookies(), { secure: request.nextUrl.protocol === 'https:' });
  return createClient({
    host: platform.host,
    readOnlyHost: platform.readOnlyHost,
    auth: oauth({ clientId: platform.clientId, storage }),
  });
}

/**
 * The shop's origin as the browser addressed it (the Host header): Next's `nextUrl` may name the bound address
 * differently (localhost for 127.0.0.1), and the platform only accepts the OAuth app's own origins.
 */
export function shopOrigin(request: NextRequest): string {
  return `${request.nextUrl.protocol}//${request.headers.get('host') ?? request.nextUrl.host}`;
}

/** A path of this shop to go back to, from a parameter anyone can write: never another site. */
export function localPath(value: string | null | undefined, origin: string): string {
  if (!value) return '/';
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? url.pathname + url.search : '/';
  } catch {
    return '/';
  }
}
