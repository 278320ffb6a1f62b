import { REDIRECTS, type CallOptions, type Client } from '@vitrine/http';
import { AuthError } from './errors';
import type { OAuthStrategy } from './oauth';
import type { Prompt, ResponseMode } from './types';

/** Creates a redirect session and returns the hosted page's URL (wire.md, "Redirect sessions used by sign-in"). */
export async function redirectUrl(client: Client, body: Record<string, unknown>, call?: CallOptions): Promise<string> {
  const answer = await client.request<{ redirectSession?: { fullUrl?: unknown } }>(
    { method: 'POST', service: REDIRECTS, path: '/v1/redirect-session', body },
    call,
  );
  const fullUrl = answer.redirectSession?.fullUrl;
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
export const authSessionBody = (strategy: OAuthStrategy, request: AuthRequest): Record<string, unknown> => ({
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
