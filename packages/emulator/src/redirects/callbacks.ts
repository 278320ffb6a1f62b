import type { EmulatorContext } from '../context';
import { ValidationError, type FieldViolation } from '../errors';
import { isLoopbackOrigin, redirectRefusal } from '../tokens';
import type { Principal } from '../principal';
import type { Callbacks, RedirectSessionRequest } from './schemas';

/** The callbacks a hosted page sends the browser to. */
const DESTINATIONS = ['postFlowUrl', 'thankYouPageUrl'] as const;

/** The client a redirect session answers to: the auth request's, the logout's, else the caller token's. */
export function sessionClient(p: Principal, body: RedirectSessionRequest): string | undefined {
  if (body.auth) return body.auth.authRequest.clientId;
  if (body.logout?.clientId) return body.logout.clientId;
  return p.kind === 'apiKey' ? undefined : p.clientId;
}

/**
 * Why the browser may not be sent to `url` (an absolute http(s) URL) for `clientId`, or undefined when it may: the
 * rule of redirect URIs (the app's origins; loopback for a client id with no app), and loopback without a client id.
 */
export function destinationRefusal(
  ctx: EmulatorContext,
  clientId: string | undefined,
  url: string,
): string | undefined {
  const origin = new URL(url).origin;
  if (clientId !== undefined) return redirectRefusal(ctx, clientId, origin);
  return isLoopbackOrigin(origin)
    ? undefined
    : `has the origin ${origin}; without a client id only loopback origins are allowed`;
}

/** Refuses a post-flow or thank-you URL outside the app's origins (an open redirect through the hosted pages). */
export function checkCallbackOrigins(ctx: EmulatorContext, clientId: string | undefined, callbacks: Callbacks): void {
  const violations: FieldViolation[] = [];
  for (const name of DESTINATIONS) {
    const url = callbacks[name];
    const refused = typeof url === 'string' ? destinationRefusal(ctx, clientId, url) : undefined;
    if (refused) violations.push({ field: `callbacks.${name}`, description: refused, violatedRule: 'VALIDATION' });
  }
  if (violations.length > 0) throw new ValidationError(violations);
}

/**
 * Refuses a password-reset link that would point outside the app's origins (reset poisoning), or that is no
 * absolute http(s) URL (a `javascript:` link in the mail).
 */
export function checkResetLink(ctx: EmulatorContext, redirect: { url?: string | null; clientId?: string | null }) {
  const { url, clientId } = redirect;
  if (url == null) return;
  const protocol = URL.canParse(url) ? new URL(url).protocol : undefined;
  if (protocol !== 'http:' && protocol !== 'https:')
    throw new ValidationError([
      { field: 'redirect.url', description: 'must be an absolute http(s) URL', violatedRule: 'FORMAT' },
    ]);
  const refused = destinationRefusal(ctx, clientId ?? undefined, url);
  if (refused) throw new ValidationError([{ field: 'redirect.url', description: refused, violatedRule: 'VALIDATION' }]);
}
