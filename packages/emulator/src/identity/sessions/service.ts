import type { EmulatorContext } from '../../context';
import { newToken } from '../../context';
import { revokeMemberTokens } from '../../tokens';
import type { SessionRecord } from '../records';
import { SESSION_LIFETIME_MS } from '../rules';

/**
 * A signed-in member's session on the hosted pages (the cookie's token), with the time the member last typed the
 * password (`authTime`): every silent sign-in of the session inherits it.
 */
export function createSession(ctx: EmulatorContext, memberId: string, authTime: number): string {
  const s: SessionRecord = { token: newToken('st'), memberId, expiresAt: ctx.now() + SESSION_LIFETIME_MS, authTime };
  ctx.store.table('sessions').put(s.token, s, memberId);
  return s.token;
}

/** The member of a live session token and the last password authentication behind it. */
export function liveSession(
  ctx: EmulatorContext,
  token: string | undefined,
): { memberId: string; authTime?: number } | undefined {
  if (!token) return undefined;
  const s = ctx.store.table('sessions').get(token);
  if (!s || s.expiresAt <= ctx.now()) return undefined;
  if (!ctx.store.table('identities').get(s.memberId)) return undefined;
  return { memberId: s.memberId, ...(s.authTime !== undefined ? { authTime: s.authTime } : {}) };
}

/** The member of a live session token. */
export function sessionMember(ctx: EmulatorContext, token: string | undefined): string | undefined {
  return liveSession(ctx, token)?.memberId;
}

/**
 * Signs a member out of every session, and revokes the tokens those sessions signed in, but the token family
 * `keep` (the caller's own sign-in, when a password change ends the other sessions).
 */
export function endSessions(ctx: EmulatorContext, memberId: string, keep?: string): void {
  ctx.store.write(() => {
    const table = ctx.store.table('sessions');
    for (const s of table.byKey(memberId)) table.delete(s.token);
    revokeMemberTokens(ctx, memberId, keep);
  });
}
