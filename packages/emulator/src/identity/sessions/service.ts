import type { EmulatorContext } from '../../context';
import { newToken } from '../../context';
import { revokeMemberTokens } from '../../tokens';
import type { SessionRecord } from '../records';
import { SESSION_LIFETIME_MS } from '../rules';

/** A signed-in member's session on the hosted pages (the cookie's token). */
export function createSession(ctx: EmulatorContext, memberId: string): string {
  const s: SessionRecord = { token: newToken('st'), memberId, expiresAt: ctx.now() + SESSION_LIFETIME_MS };
  ctx.store.table('sessions').put(s.token, s, memberId);
  return s.token;
}

/** The member of a live session token. */
export function sessionMember(ctx: EmulatorContext, token: string | undefined): string | undefined {
  if (!token) return undefined;
  const s = ctx.store.table('sessions').get(token);
  if (!s || s.expiresAt <= ctx.now()) return undefined;
  return ctx.store.table('identities').get(s.memberId) ? s.memberId : undefined;
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
