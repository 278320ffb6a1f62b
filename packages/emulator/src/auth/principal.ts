import type { EmulatorContext } from '../context';
import { ForbiddenError, UnauthenticatedError } from '../errors';
import type { AccessTokenDoc } from './tokens';

export type Principal =
  | { kind: 'apiKey'; key: string }
  | { kind: 'visitor'; visitorId: string; clientId: string }
  | { kind: 'member'; memberId: string; visitorId: string; clientId: string };

export interface ApiKeyDoc {
  key: string;
  name: string;
}

/** `undefined` header → null; an unknown or expired value → 'invalid'. */
export function resolvePrincipal(ctx: EmulatorContext, header: string | undefined): Principal | null | 'invalid' {
  if (header === undefined || header === '') return null;
  const value = header.startsWith('Bearer ') ? header.slice(7) : header;
  const apiKey = ctx.store.table('api_keys').get(value);
  if (apiKey) return { kind: 'apiKey', key: value };
  const token = ctx.store.table('access_tokens').get(value);
  if (!token || token.expiresAt <= ctx.now()) return 'invalid';
  if (token.role === 'member' && token.memberId)
    return { kind: 'member', memberId: token.memberId, visitorId: token.visitorId, clientId: token.clientId };
  return { kind: 'visitor', visitorId: token.visitorId, clientId: token.clientId };
}

export function requireVisitorOrMember(p: Principal | null): Extract<Principal, { kind: 'visitor' | 'member' }> {
  if (!p) throw new UnauthenticatedError('This call needs an access token');
  if (p.kind === 'apiKey') throw new ForbiddenError('An API key has no current visitor; use a visitor or member token');
  return p;
}

/** `refusal` says what the token cannot do; the default is the catalogue's. */
export function requireApiKey(p: Principal | null, refusal = 'Catalogue writes need an API key; a visitor or member token cannot write the catalogue'): void {
  if (!p) throw new UnauthenticatedError('This call needs an API key');
  if (p.kind !== 'apiKey') throw new ForbiddenError(refusal);
}

export function requireMember(p: Principal | null): Extract<Principal, { kind: 'member' }> {
  if (!p) throw new UnauthenticatedError('This call needs a member token');
  if (p.kind !== 'member') throw new ForbiddenError('This call needs a signed-in member');
  return p;
}

export function cartOwnerKey(p: Extract<Principal, { kind: 'visitor' | 'member' }>): string {
  return p.kind === 'member' ? `member:${p.memberId}` : `visitor:${p.visitorId}`;
}
