// The platform client of one request, on the visitor's tokens from the session cookie.
import { items } from '@wix/data';
import { cartV2, currentCartV2, recommendations } from '@wix/ecom';
import { redirects } from '@wix/redirects';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { products } from '@wix/stores';
import { cookies } from 'next/headers';
import { clientId, readTokens, SESSION_COOKIE } from './session';

/** The platform's Wix Stores app: the catalogue a cart line points into. */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

export async function wix() {
  const tokens = readTokens((await cookies()).get(SESSION_COOKIE)?.value);
  return createClient({
    modules: { products, currentCartV2, cartV2, redirects, items, recommendations },
    auth: OAuthStrategy({ clientId: clientId(), tokens }),
  });
}

export type Wix = Awaited<ReturnType<typeof wix>>;

/** The platform's application error code of a failed call, if it has one. */
export function errorCode(error: unknown): string | undefined {
  return (error as { details?: { applicationError?: { code?: string } } })?.details?.applicationError?.code;
}
