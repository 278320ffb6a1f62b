// The platform client of one request, on the visitor's tokens from the session cookie.
import { currentCart } from '@wix/ecom';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { products } from '@wix/stores';
import { cookies } from 'next/headers';
import { clientId, readTokens, SESSION_COOKIE } from './session';

/** The platform's Wix Stores app: the catalogue a cart line points into. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

export async function wix() {
  const tokens = readTokens((await cookies()).get(SESSION_COOKIE)?.value);
  return createClient({ modules: { products, currentCart }, auth: OAuthStrategy({ clientId: clientId(), tokens }) });
}
