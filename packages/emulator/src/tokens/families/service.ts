import type { EmulatorContext } from '../../context';
import { newId, newToken } from '../../context';
import type { AccessTokenDoc, RefreshTokenDoc, TokenAnswer } from '../records';

/**
 * How long after a renewal its spent refresh token may come again while the successor is unused. From the address
 * the renewal came from (the same client: a retry whose answer was lost, a server and its pages' route racing), it
 * gets the same successor again; from any other address, nothing, and nothing is revoked (RFC 9700 §4.14.2).
 */
export const RETRY_GRACE_MS = 60_000;

const REUSED = 'The refresh token was already exchanged for a new one; every token of its sign-in is now revoked';
const JUST_RENEWED =
  'The refresh token was just exchanged for a new one; use that one (nothing is revoked and nothing new is given)';
const TOO_OLD = 'The sign-in of this refresh token is older than its lifetime; sign in again';

/** A refresh token's row key is its owner's id, so that a member's (or visitor's) families are found together. */
const ownerOf = (t: RefreshTokenDoc): string => t.memberId ?? t.visitorId;

const idleExpired = (ctx: EmulatorContext, t: RefreshTokenDoc): boolean =>
  t.createdAt + ctx.refreshTokenIdleSeconds * 1000 <= ctx.now();

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

export type FamilyOwner = Pick<RefreshTokenDoc, 'role' | 'visitorId' | 'memberId' | 'clientId'>;

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

/** The unused successor of a token spent less than RETRY_GRACE_MS ago: a race or a retry, not (yet) a theft. */
function unusedSuccessor(ctx: EmulatorContext, spent: RefreshTokenDoc): RefreshTokenDoc | undefined {
  if (spent.rotatedAt === undefined || ctx.now() - spent.rotatedAt >= RETRY_GRACE_MS) return undefined;
  const next = spent.rotatedTo === undefined ? undefined : ctx.store.table('refresh_tokens').get(spent.rotatedTo);
  return next?.rotatedAt === undefined ? next : undefined;
}

/**
 * Renews with a refresh token (in the caller's write): its successor, or why not, after revoking what a replay or
 * an expiry ends. Each renewal rotates the token (RFC 9700 §4.14.2); a spent token sent again is a replay, which
 * revokes the family, unless it comes within RETRY_GRACE_MS while the successor is unused (the same successor
 * for the same address, else refused with nothing revoked). A family older than its absolute lifetime ends.
 */
export function rotate(
  ctx: EmulatorContext,
  clientId: string,
  token: string,
  address: string,
): { refused: string } | { answer: TokenAnswer } {
  const refresh = ctx.store.table('refresh_tokens').get(token);
  if (!refresh) return { refused: 'Unknown or revoked refresh token' };
  if (refresh.clientId !== clientId) return { refused: 'The refresh token was issued to another client' };
  const family = (f: string) => f === refresh.familyId;
  if (refresh.rotatedAt !== undefined) {
    const successor = unusedSuccessor(ctx, refresh);
    if (successor && refresh.rotatedFrom === address) return { answer: issue(ctx, successor) };
    if (successor) return { refused: JUST_RENEWED };
    revokeFamilies(ctx, ownerOf(refresh), family);
    return { refused: REUSED };
  }
  if (signInTooOld(ctx, refresh)) {
    revokeFamilies(ctx, ownerOf(refresh), family);
    return { refused: TOO_OLD };
  }
  if (idleExpired(ctx, refresh)) {
    revokeFamilies(ctx, ownerOf(refresh), family);
    return { refused: 'The refresh token has expired' };
  }
  prune(ctx, refresh);
  const next: RefreshTokenDoc = {
    ...refresh,
    token: newToken('rt'),
    createdAt: ctx.now(),
    signedInAt: refresh.signedInAt ?? refresh.createdAt,
  };
  saveRefresh(ctx, { ...refresh, rotatedAt: ctx.now(), rotatedTo: next.token, rotatedFrom: address });
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
