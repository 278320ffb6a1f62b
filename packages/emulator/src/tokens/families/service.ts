import type { EmulatorContext } from '../../context';
import { newId, newToken } from '../../context';
import type { AccessTokenDoc, RefreshTokenDoc, TokenAnswer } from '../records';

const REUSED = 'The refresh token was already exchanged for a new one; every token of its sign-in is now revoked';
const TOO_OLD = 'The sign-in of this refresh token is older than its lifetime; sign in again';

/** A refresh token's row key is its owner's id, so that a member's (or visitor's) families are found together. */
const ownerOf = (t: RefreshTokenDoc): string => t.memberId ?? t.visitorId;

/** Idle since it (or, for a successor, its spent predecessor) last renewed the sign-in. */
const idleExpired = (ctx: EmulatorContext, t: RefreshTokenDoc): boolean =>
  (t.activeAt ?? t.createdAt) + ctx.refreshTokenIdleSeconds * 1000 <= ctx.now();

/** The sign-in's absolute lifetime is over, however recently its tokens were renewed. */
const signInTooOld = (ctx: EmulatorContext, t: RefreshTokenDoc): boolean =>
  (t.signedInAt ?? t.createdAt) + ctx.refreshTokenLifetimeSeconds * 1000 <= ctx.now();

function saveRefresh(ctx: EmulatorContext, t: RefreshTokenDoc): void {
  ctx.store.table('refresh_tokens').put(t.token, t, ownerOf(t));
}

/** A new access token for a refresh token, and the platform's token answer. */
function issue(ctx: EmulatorContext, refresh: RefreshTokenDoc): TokenAnswer {
  const access: AccessTokenDoc = {
    token: newToken('at'),
    role: refresh.role,
    visitorId: refresh.visitorId,
    ...(refresh.memberId ? { memberId: refresh.memberId } : {}),
    clientId: refresh.clientId,
    familyId: refresh.familyId,
    expiresAt: ctx.now() + ctx.accessTokenLifetimeSeconds * 1000,
    ...(refresh.signedInAt !== undefined ? { signedInAt: refresh.signedInAt } : {}),
    ...(refresh.authTime !== undefined ? { authTime: refresh.authTime } : {}),
  };
  ctx.store.table('access_tokens').put(access.token, access, access.familyId);
  return {
    access_token: access.token,
    refresh_token: refresh.token,
    expires_in: ctx.accessTokenLifetimeSeconds,
    token_type: 'Bearer',
    scope: 'offline_access',
  };
}

export type FamilyOwner = Pick<RefreshTokenDoc, 'role' | 'visitorId' | 'memberId' | 'clientId' | 'authTime'>;

/** The first tokens of a sign-in (an anonymous grant or a code exchange): a new family. Runs in the caller's write. */
export function startFamily(ctx: EmulatorContext, who: FamilyOwner): TokenAnswer {
  const now = ctx.now();
  const refresh: RefreshTokenDoc = {
    token: newToken('rt'),
    ...who,
    familyId: newId(),
    createdAt: now,
    signedInAt: now,
  };
  saveRefresh(ctx, refresh);
  return issue(ctx, refresh);
}

/** Deletes the refresh and access tokens of an owner's families that `revoked` names. */
function revokeFamilies(ctx: EmulatorContext, owner: string, revoked: (familyId: string) => boolean): void {
  const refresh = ctx.store.table('refresh_tokens');
  const access = ctx.store.table('access_tokens');
  const families = new Set<string>();
  for (const t of refresh.byKey(owner)) {
    if (!revoked(t.familyId)) continue;
    refresh.delete(t.token);
    families.add(t.familyId);
  }
  for (const family of families) for (const a of access.byKey(family)) access.delete(a.token);
}

/** Drops what can never be used again: the family's expired access tokens and spent tokens past their idle time. */
function prune(ctx: EmulatorContext, family: RefreshTokenDoc): void {
  const refresh = ctx.store.table('refresh_tokens');
  const access = ctx.store.table('access_tokens');
  for (const t of refresh.byKey(ownerOf(family)))
    if (t.familyId === family.familyId && t.rotatedAt !== undefined && idleExpired(ctx, t)) refresh.delete(t.token);
  for (const a of access.byKey(family.familyId)) if (a.expiresAt <= ctx.now()) access.delete(a.token);
}

/**
 * The successor of a spent token, while nobody has used it: the platform's own SDK (`renewToken`, and its automatic
 * renewal) keeps the refresh token it was first given and drops each answer's new one, so it sends that first token
 * again at every renewal. Undefined once the successor was used (or is gone): then the spent token is a replay.
 */
function unusedSuccessor(ctx: EmulatorContext, spent: RefreshTokenDoc): RefreshTokenDoc | undefined {
  const next = spent.rotatedTo === undefined ? undefined : ctx.store.table('refresh_tokens').get(spent.rotatedTo);
  return next?.rotatedAt === undefined ? next : undefined;
}

/** Why a family ends now (its absolute lifetime, or the idle time of `t`), after revoking it; undefined if not. */
function ended(ctx: EmulatorContext, t: RefreshTokenDoc): string | undefined {
  const why = signInTooOld(ctx, t) ? TOO_OLD : idleExpired(ctx, t) ? 'The refresh token has expired' : undefined;
  if (why) revokeFamilies(ctx, ownerOf(t), (f) => f === t.familyId);
  return why;
}

/**
 * Renews with a refresh token (in the caller's write): a new access token and the refresh token to use next, or why
 * not, after revoking what a replay or an expiry ends.
 * - An unspent token rotates (RFC 9700 §4.14.2): it is marked spent and a successor of the same family is issued.
 * - A spent token whose successor nobody has used yet is answered again, at any time and from any address, with
 *   that same successor (no new one): the platform's own SDK renews this way for the whole sign-in, and rotation
 *   stays meaningful because the family still has one live successor, whose first use retires every older token.
 * - A spent token whose successor was used is a replay (a thief and the owner both hold the sign-in): the family is
 *   revoked, the thief's tokens with it.
 * A family older than its absolute lifetime, or idle longer than the idle time, ends.
 */
export function rotate(
  ctx: EmulatorContext,
  clientId: string,
  token: string,
): { refused: string } | { answer: TokenAnswer } {
  const refresh = ctx.store.table('refresh_tokens').get(token);
  if (!refresh) return { refused: 'Unknown or revoked refresh token' };
  if (refresh.clientId !== clientId) return { refused: 'The refresh token was issued to another client' };
  if (refresh.rotatedAt !== undefined) {
    const successor = unusedSuccessor(ctx, refresh);
    if (!successor) {
      revokeFamilies(ctx, ownerOf(refresh), (f) => f === refresh.familyId);
      return { refused: REUSED };
    }
    const why = ended(ctx, successor);
    if (why) return { refused: why };
    // Both stay alive while the sign-in is used this way: the idle time counts from this renewal.
    saveRefresh(ctx, { ...refresh, activeAt: ctx.now() });
    saveRefresh(ctx, { ...successor, activeAt: ctx.now() });
    prune(ctx, successor);
    return { answer: issue(ctx, successor) };
  }
  const why = ended(ctx, refresh);
  if (why) return { refused: why };
  prune(ctx, refresh);
  const next: RefreshTokenDoc = {
    ...refresh,
    token: newToken('rt'),
    createdAt: ctx.now(),
    signedInAt: refresh.signedInAt ?? refresh.createdAt,
  };
  delete next.activeAt;
  saveRefresh(ctx, { ...refresh, rotatedAt: ctx.now(), rotatedTo: next.token, activeAt: ctx.now() });
  saveRefresh(ctx, next);
  return { answer: issue(ctx, next) };
}

/** Revokes one sign-in's tokens (in the caller's write): a replayed authorization code's first exchange. */
export function revokeFamily(ctx: EmulatorContext, owner: string, familyId: string): void {
  revokeFamilies(ctx, owner, (family) => family === familyId);
}

/**
 * Logout, a password change or a recovery: revokes every token family of the member except `keep` (the caller's
 * own sign-in), and the codes not exchanged yet.
 */
export function revokeMemberTokens(ctx: EmulatorContext, memberId: string, keep?: string): void {
  ctx.store.write(() => {
    revokeFamilies(ctx, memberId, (family) => family !== keep);
    const codes = ctx.store.table('auth_codes');
    for (const c of codes.byKey(memberId)) if (!c.used) codes.delete(c.code);
  });
}
