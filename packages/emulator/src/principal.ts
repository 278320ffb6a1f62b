import type { EmulatorContext } from './context';
import { ApplicationError, ForbiddenError, UnauthenticatedError } from './errors';

export type Principal =
  | { kind: 'apiKey'; key: string }
  | { kind: 'visitor'; visitorId: string; clientId: string; familyId: string }
  | {
      kind: 'member';
      memberId: string;
      visitorId: string;
      clientId: string;
      familyId: string;
      /** When the member signed in for this token (undefined: a token from before this was kept). */
      signedInAt?: number;
    };

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

/**
 * A member whose sign-in is recent enough for a sensitive change (a new password): a token kept from an older
 * sign-in, however it was renewed or stolen, is refused 403 `RECENT_SIGN_IN_REQUIRED`, and the member signs in again.
 */
export function requireRecentSignIn(
  ctx: EmulatorContext,
  member: Extract<Principal, { kind: 'member' }>,
): Extract<Principal, { kind: 'member' }> {
  const limit = ctx.recentSignInSeconds;
  if (member.signedInAt !== undefined && ctx.now() - member.signedInAt <= limit * 1000) return member;
  const minutes = limit % 60 === 0 ? `${limit / 60} minute${limit === 60 ? '' : 's'}` : `${limit} seconds`;
  throw new ApplicationError(
    403,
    'RECENT_SIGN_IN_REQUIRED',
    `Sign in again to change the password: this sign-in is more than ${minutes} old`,
  );
}
