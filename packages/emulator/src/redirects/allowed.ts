import type { EmulatorContext } from '../context';
import { ValidationError } from '../errors';
import { redirectRefusal } from '../tokens/service';
import type { AuthRequest } from './records';

const FIELD = 'auth.authRequest.redirectUri';

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
  const refused = redirectRefusal(ctx, req.clientId, origin);
  if (refused) throw new ValidationError([{ field: FIELD, description: refused, violatedRule: 'VALIDATION' }]);
}
