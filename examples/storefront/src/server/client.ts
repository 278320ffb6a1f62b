import { type Client, createClient, nextCookieStorage, oauth, type Tokens } from '@vitrine/sdk';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { platformFromEnv } from './platform';

interface RequestSession {
  client: Client;
  /** Tokens this render had to change (the platform refused the cookie's): the browser must take them over. */
  changedTokens(): Tokens | undefined;
}

/**
 * This request's client, on the visitor's cookies (the proxy minted or renewed them before the render). Made once
 * per request (React's `cache`), never at module level: it holds one shopper's tokens.
 */
const requestSession = cache(async (): Promise<RequestSession> => {
  const platform = platformFromEnv();
  // A server component may not set cookies: a change lasts for this render only, unless handed to the browser.
  const auth = oauth({ clientId: platform.clientId, storage: nextCookieStorage({ read: await cookies() }) });
  let changed: Tokens | undefined;
  auth.onTokensChange((tokens, reason) => {
    if (reason !== 'storage') changed = tokens;
  });
  const client = createClient({
    host: platform.host,
    readOnlyHost: platform.readOnlyHost,
    mediaHost: platform.mediaHost,
    auth,
  });
  return { client, changedTokens: () => changed };
});

export const requestClient = async (): Promise<Client> => (await requestSession()).client;
export const requestTokenChanges = async (): Promise<Tokens | undefined> => (await requestSession()).changedTokens();
