import { ForbiddenError, UnauthenticatedError } from '../errors';

export type Principal =
  | { kind: 'apiKey'; key: string }
  | { kind: 'visitor'; visitorId: string; clientId: string; familyId: string }
  | { kind: 'member'; memberId: string; visitorId: string; clientId: string; familyId: string };

export function requireVisitorOrMember(p: Principal | null): Extract<Principal, { kind: 'visitor' | 'member' }> {
  if (!p) throw new UnauthenticatedError('This call needs an access token');
  if (p.kind === 'apiKey') throw new ForbiddenError('An API key has no current visitor; use a visitor or member token');
  return p;
}

/** `refusal` says what the token cannot do; the default is the catalogue's. */
export function requireApiKey(
  p: Principal | null,
  refusal = 'Catalogue writes need an API key; a visitor or member token cannot write the catalogue',
): void {
  if (!p) throw new UnauthenticatedError('This call needs an API key');
  if (p.kind !== 'apiKey') throw new ForbiddenError(refusal);
}

export function requireMember(p: Principal | null): Extract<Principal, { kind: 'member' }> {
  if (!p) throw new UnauthenticatedError('This call needs a member token');
  if (p.kind !== 'member') throw new ForbiddenError('This call needs a signed-in member');
  return p;
}
