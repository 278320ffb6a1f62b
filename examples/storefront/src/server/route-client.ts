import { nextCookieStorage, type Client } from '@vitrine/sdk';
import { cookies } from 'next/headers';
import { clientFor } from '../client-for';
import { platformFromEnv } from './platform';
import { servedSecurely } from './shop-origin';

/** A route handler's client: it reads and sets the visitor's cookies (route handlers may set them). */
export async function routeClient(): Promise<Client> {
  // The refresh token in its own HttpOnly cookie: no script of the page can read it (see the README).
  const storage = nextCookieStorage(await cookies(), { secure: servedSecurely(), refreshToken: 'httpOnly' });
  return clientFor(storage, platformFromEnv());
}
