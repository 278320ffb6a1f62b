import type { EmulatorContext } from '../context';
import { ValidationError } from '../errors';
import { findOAuthApp, redirectOriginAllowed } from '../auth/oauth-apps';
import type { AuthRequest } from './records';

const FIELD = 'auth.authRequest.redirectUri';

/** Why `origin` is refused for `clientId`, in the words of the validation error. */
export function refusal(ctx: EmulatorContext, clientId: string, origin: string): string {
  return findOAuthApp(ctx, clientId)
    ? `has the origin ${origin}, which the OAuth app ${clientId} does not allow`
    : `has the origin ${origin}; client ${clientId} has no OAuth app, so only loopback origins are allowed`;
}

/**
 * The platform refuses an authorization request whose redirect URI is not on one of the app's origins; only the
 * silent sign-in (`web_message`) may leave the redirect URI out. `redirectUri` is already an absolute http(s) URL.
 */
export function checkRedirectUri(ctx: EmulatorContext, req: Pick<AuthRequest, 'clientId' | 'redirectUri' | 'responseMode'>): void {
  if (req.redirectUri === undefined) {
    if ((req.responseMode ?? 'fragment') !== 'web_message')
      throw new ValidationError([{ field: FIELD, description: 'is required unless responseMode is web_message', violatedRule: 'REQUIRED_FIELD' }]);
    return;
  }
  const origin = new URL(req.redirectUri).origin;
  if (!redirectOriginAllowed(ctx, req.clientId, origin))
    throw new ValidationError([{ field: FIELD, description: refusal(ctx, req.clientId, origin), violatedRule: 'VALIDATION' }]);
}
