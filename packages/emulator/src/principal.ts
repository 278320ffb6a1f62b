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
      /**
       * The member's last password authentication behind this token (OpenID Connect's `auth_time`; a silent sign-in
       * inherits it). Undefined: a token from before it was kept.
       */
      authTime?: number;
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
 * A member who typed the password recently enough for a sensitive change (a new password): a token whose last
 * password authentication is older, however it was renewed, stolen or silently signed in again (`prompt=none`
 * inherits the session's time), is refused 403 `RECENT_SIGN_IN_REQUIRED`, and the member signs in again.
 */
export function requireRecentSignIn(
  ctx: EmulatorContext,
  member: Extract<Principal, { kind: 'member' }>,
): Extract<Principal, { kind: 'member' }> {
  const limit = ctx.recentSignInSeconds;
  if (member.authTime !== undefined && ctx.now() - member.authTime <= limit * 1000) return member;
  const minutes = limit % 60 === 0 ? `${limit / 60} minute${limit === 60 ? '' : 's'}` : `${limit} seconds`;
  throw new ApplicationError(
    403,
    'RECENT_SIGN_IN_REQUIRED',
    `Sign in again to change the password: this sign-in is more than ${minutes} old`,
  );
}
