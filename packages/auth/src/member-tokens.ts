import { isNetworkError, isTimeoutError, type Client } from '@vitrine/http';
import { AuthError } from './errors';
import { parseFromUrl, type ReturnedParams } from './parse-from-url';
import { takePendingSignIn } from './pending-sign-in';
import { strategyOf } from './strategy-of';
import { requestTokens } from './token-endpoint';
import type { OAuthData, Tokens } from './types';

const missing = (): AuthError => new AuthError('Missing code or _state', { code: 'MISSING_CODE_OR_STATE' });

/**
 * Exchanges the returned code for member tokens and keeps them. The state must be the pending sign-in's (and
 * `oauthData`'s, when given): it is checked before anything else, and the pending sign-in is used up either way.
 */
async function finishSignIn(client: Client, returned: ReturnedParams, oauthData?: OAuthData): Promise<{ tokens: Tokens; originalUri: string }> {
  const strategy = strategyOf(client);
  const { code, state, error, errorDescription } = returned;
  if (typeof state !== 'string' || !state || (!error && (typeof code !== 'string' || !code))) throw missing();
  let originalUri = '';
  // Inside signIn: every other token change waits, and a second run of the same return finds nothing pending.
  const tokens = await strategy.signIn(async () => {
    const pending = await takePendingSignIn(strategy);
    if (!pending || pending.state !== state || (oauthData !== undefined && oauthData.state !== state)) {
      throw new AuthError('Invalid _state', { code: 'INVALID_STATE' });
    }
    if (error) {
      throw new AuthError(`The sign-in was refused: ${error}`, { code: 'AUTHORIZATION_ERROR', error, errorDescription });
    }
    originalUri = pending.originalUri;
    const body = { clientId: strategy.clientId, grantType: 'authorization_code', redirectUri: pending.redirectUri, code: code!, codeVerifier: pending.codeVerifier };
    try {
      return await requestTokens(client, body, 'member', false);
    } catch (cause) {
      // The code is spent whether or not the platform answered: only a new sign-in can help.
      if (isNetworkError(cause) || isTimeoutError(cause)) {
        throw new AuthError('The sign-in failed because its answer was lost; please sign in again', { code: 'SIGN_IN_LOST', cause });
      }
      throw cause;
    }
  });
  return { tokens, originalUri };
}

/** The member's tokens for a code and state from the redirect return (see `parseFromUrl`). */
export async function getMemberTokens(client: Client, code: string | undefined, state: string | undefined, oauthData: OAuthData): Promise<Tokens> {
  return (await finishSignIn(client, { code, state }, oauthData)).tokens;
}

/**
 * The whole return page in one call: reads the answer from the address bar (or `url`), checks it, exchanges the
 * code and resolves to the tokens and the page to go back to. An `error` answer rejects with it, after the state check.
 */
export async function completeSignIn(
  client: Client,
  options: { url?: string; responseMode?: 'fragment' | 'query' } = {},
): Promise<{ tokens: Tokens; originalUri: string }> {
  return finishSignIn(client, parseFromUrl(options.url, options.responseMode));
}
