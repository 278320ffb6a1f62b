import { isNetworkError, isTimeoutError, type Client } from '@vitrine/http';
import { AuthError } from './errors';
import { parseFromUrl, type ReturnedParams } from './parse-from-url';
import { takePendingSignIn } from './pending-sign-in';
import { strategyOf } from './oauth-client';
import { requestTokens } from './token-endpoint';
import type { OAuthData, Tokens } from './types';

const missing = (): AuthError => new AuthError('Missing code or _state', { code: 'MISSING_CODE_OR_STATE' });
const invalidState = (): AuthError => new AuthError('Invalid _state', { code: 'INVALID_STATE' });

/**
 * Exchanges the returned code for member tokens and keeps them. The secrets come from the caller's `oauthData`
 * when given (the platform's documented flow: the app keeps it, so a reload or a server callback works), else
 * from the pending sign-in in the strategy's storage. The state is checked before anything else, and each
 * return gets at most one exchange: its state is remembered on the strategy once used.
 */
async function finishSignIn(
  client: Client,
  returned: ReturnedParams,
  oauthData?: OAuthData,
): Promise<{ tokens: Tokens; originalUri: string }> {
  const strategy = strategyOf(client);
  const { code, state, error, errorDescription } = returned;
  if (typeof state !== 'string' || !state || (!error && (typeof code !== 'string' || !code))) throw missing();
  if (oauthData !== undefined && oauthData?.state !== state) throw invalidState();
  let originalUri = '';
  // Inside signIn: every other token change waits, so a second run of the same return sees the first one's mark.
  const tokens = await strategy.signIn(async () => {
    const pending = await takePendingSignIn(strategy, oauthData && state);
    const secrets = oauthData ?? pending;
    if (!secrets || secrets.state !== state || !strategy.spendState(state)) throw invalidState();
    if (error) {
      throw new AuthError(`The sign-in was refused: ${error}`, {
        code: 'AUTHORIZATION_ERROR',
        error,
        errorDescription,
      });
    }
    originalUri = secrets.originalUri;
    const body = {
      clientId: strategy.clientId,
      grantType: 'authorization_code',
      redirectUri: secrets.redirectUri,
      code: code!,
      codeVerifier: secrets.codeVerifier,
    };
    try {
      return await requestTokens(strategy.tokenClient(client), body, 'member', false);
    } catch (cause) {
      // The code is spent whether or not the platform answered: only a new sign-in can help.
      if (isNetworkError(cause) || isTimeoutError(cause)) {
        throw new AuthError('The sign-in failed because its answer was lost; please sign in again', {
          code: 'SIGN_IN_LOST',
          cause,
        });
      }
      throw cause;
    }
  });
  return { tokens, originalUri };
}

/**
 * The member's tokens for a code and state from the redirect return (see `parseFromUrl`), with the `oauthData`
 * the app kept since `getAuthUrl`: it works after a reload and on a server, whatever the strategy's storage holds.
 */
export async function getMemberTokens(
  client: Client,
  code: string | undefined,
  state: string | undefined,
  oauthData: OAuthData,
): Promise<Tokens> {
  return (await finishSignIn(client, { code, state }, oauthData)).tokens;
}

export interface CompleteSignInOptions {
  /** Default: the address bar (whose code and state are then removed from it). */
  url?: string;
  responseMode?: 'fragment' | 'query';
  /** The sign-in's secrets the app kept since `getAuthUrl`; default the pending sign-in in the strategy's storage. */
  oauthData?: OAuthData;
}

/**
 * The whole return page in one call: reads the answer from the address bar (or `url`), checks it, exchanges the
 * code and resolves to the tokens and the page to go back to. An `error` answer rejects with it, after the state check.
 */
export async function completeSignIn(
  client: Client,
  options: CompleteSignInOptions = {},
): Promise<{ tokens: Tokens; originalUri: string }> {
  return finishSignIn(client, parseFromUrl(options.url, options.responseMode), options.oauthData);
}
