import type { Client } from '@vitrine/http';
import { savePendingSignIn } from './pending-sign-in';
import { authSessionBody, redirectUrl } from './redirect-session';
import { strategyOf } from './oauth-client';
import type { OAuthData, Prompt } from './types';

export interface AuthUrlOptions {
  /** Default `login`. */
  prompt?: Prompt;
  /** Where the code comes back: the URL's fragment (default) or its query string. */
  responseMode?: 'fragment' | 'query';
}

/**
 * The hosted login page's URL for this sign-in. The sign-in is remembered as pending (in the strategy's storage)
 * before the URL exists, so that only the return it started is accepted.
 */
export async function getAuthUrl(
  client: Client,
  oauthData: OAuthData,
  options: AuthUrlOptions = {},
): Promise<{ authUrl: string }> {
  const strategy = strategyOf(client);
  const { state, codeVerifier, codeChallenge, redirectUri, originalUri } = oauthData;
  await savePendingSignIn(strategy, { state, codeVerifier, redirectUri, originalUri });
  const body = authSessionBody(strategy, {
    redirectUri,
    codeChallenge,
    state,
    responseMode: options.responseMode ?? 'fragment',
    prompt: options.prompt ?? 'login',
  });
  return { authUrl: await redirectUrl(client, body) };
}
