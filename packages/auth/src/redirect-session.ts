import type { CallOptions, Client } from '@vitrine/http';
import { createRedirectSession, type RedirectSessionRequest } from '@vitrine/redirects';
import { AuthError } from './errors';
import type { OAuthStrategy } from './oauth';
import type { Prompt, ResponseMode } from './types';

/** Creates a redirect session (the redirects package's one call) and returns the hosted page's URL. */
export async function redirectUrl(client: Client, body: RedirectSessionRequest, call?: CallOptions): Promise<string> {
  const answer = await createRedirectSession(client, body, call);
  const fullUrl: unknown = answer?.redirectSession?.fullUrl;
  if (typeof fullUrl !== 'string' || !/^https?:\/\//.test(fullUrl)) {
    throw new AuthError('The redirect session answer has no usable fullUrl', { code: 'INVALID_ANSWER' });
  }
  return fullUrl;
}
export interface AuthRequest {
  redirectUri: string;
  codeChallenge: string;
  state: string;
  responseMode: ResponseMode;
  prompt: Prompt;
  sessionToken?: string;
}

/** The login redirect session's body, in the platform's key order. */
export const authSessionBody = (strategy: OAuthStrategy, request: AuthRequest): RedirectSessionRequest => ({
  auth: {
    authRequest: {
      redirectUri: request.redirectUri,
      clientId: strategy.clientId,
      codeChallenge: request.codeChallenge,
      codeChallengeMethod: 'S256',
      responseMode: request.responseMode,
      responseType: 'code',
      scope: 'offline_access',
      state: request.state,
      sessionToken: request.sessionToken,
    },
    prompt: request.prompt,
  },
});
