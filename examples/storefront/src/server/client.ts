import { nextCookieStorage, strategyOf, type Client } from '@vitrine/sdk';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { clientFor } from '../client-for';
import { platformFromEnv } from './platform';
import { servedSecurely } from './shop-origin';

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
  // A server component may not set cookies: tokens this render has to replace last for this render only.
  // The scheme from configuration, as the proxy's: it decides the cookies' names (`__Host-` on https).
  const storage = nextCookieStorage({ read: await cookies() }, { secure: servedSecurely(), refreshToken: 'httpOnly' });
  const client = clientFor(storage, platformFromEnv());
  let refused = false;
  strategyOf(client).onTokensChange((_tokens, reason) => {
    if (reason === 'refused' || reason === 'visitor') refused = true;
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
