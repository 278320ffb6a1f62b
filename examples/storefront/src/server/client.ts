import { type Client, createClient, nextCookieStorage, oauth } from '@vitrine/sdk';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { platformFromEnv } from './platform';

interface RequestSession {
  client: Client;
  /** Whether the platform refused the cookie's tokens during this render (e.g. after a reset). */
  refused(): boolean;
}

/**
 * This request's client, on the visitor's cookies (the proxy minted or renewed them before the render). Made once
 * per request (React's `cache`), never at module level: it holds one shopper's tokens.
 */
const requestSession = cache(async (): Promise<RequestSession> => {
  const platform = platformFromEnv();
  // A server component may not set cookies: tokens this render has to replace last for this render only.
  const auth = oauth({
    clientId: platform.clientId,
    storage: nextCookieStorage({ read: await cookies() }, { refreshToken: 'httpOnly' }),
  });
  let refused = false;
  auth.onTokensChange((_tokens, reason) => {
    if (reason === 'refused' || reason === 'visitor') refused = true;
  });
  const client = createClient({
    host: platform.host,
    readOnlyHost: platform.readOnlyHost,
    mediaHost: platform.mediaHost,
    auth,
  });
  return { client, refused: () => refused };
});

export const requestClient = async (): Promise<Client> => (await requestSession()).client;

/**
 * Whether the browser must start a new visitor: the platform refused the cookie's tokens. Only this flag goes into
 * the page, never the tokens the render made for itself: HTML and the RSC payload may be cached, logged or read by
 * any script, and the cookie is the one place tokens travel.
 */
export const requestSessionRefused = async (): Promise<boolean> => (await requestSession()).refused();
