import { createPkce, randomString } from './pkce';
import { sameOriginUrl } from './safe-url';
import type { OAuthData } from './types';

/**
 * A new sign-in's secrets: a PKCE pair and a random state. `originalUri` (where to go afterwards) defaults to
 * the current page and must share its origin (or, on a server, the redirect URI's); another one is replaced.
 */
export async function generateOAuthData(redirectUri: string, originalUri?: string): Promise<OAuthData> {
  const reference = typeof location === 'undefined' ? redirectUri : location.href;
  const { codeVerifier, codeChallenge } = await createPkce();
  return {
    state: randomString(32),
    codeVerifier,
    codeChallenge,
    redirectUri,
    originalUri: sameOriginUrl(originalUri, reference),
  };
}
