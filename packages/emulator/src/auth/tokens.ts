import { createHash, timingSafeEqual } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { newId, newToken } from '../context';
import { OAuthError } from '../errors';
import { mergeVisitorCartIntoMember } from '../cart/service';

export type Role = 'visitor' | 'member';

export interface AccessTokenDoc {
  token: string;
  role: Role;
  visitorId: string;
  memberId?: string;
  clientId: string;
  expiresAt: number;
}

export interface RefreshTokenDoc {
  token: string;
  role: Role;
  visitorId: string;
  memberId?: string;
  clientId: string;
  createdAt: number;
}

export interface AuthCodeDoc {
  code: string;
  clientId: string;
  redirectUri?: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  memberId: string;
  /** The visitor whose token created the login redirect session (its cart merges on exchange). */
  visitorId?: string;
  expiresAt: number;
  used: boolean;
}

export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
  scope: 'offline_access';
}

export const AUTH_CODE_LIFETIME_MS = 10 * 60 * 1000;

function issue(ctx: EmulatorContext, refresh: RefreshTokenDoc): TokenAnswer {
  const access: AccessTokenDoc = {
    token: newToken('at'),
    role: refresh.role,
    visitorId: refresh.visitorId,
    ...(refresh.memberId ? { memberId: refresh.memberId } : {}),
    clientId: refresh.clientId,
    expiresAt: ctx.now() + ctx.accessTokenLifetimeSeconds * 1000,
  };
  ctx.store.table('access_tokens').put(access.token, access, refresh.token);
  return {
    access_token: access.token,
    refresh_token: refresh.token,
    expires_in: ctx.accessTokenLifetimeSeconds,
    token_type: 'Bearer',
    scope: 'offline_access',
  };
}

export function anonymousGrant(ctx: EmulatorContext, clientId: string): TokenAnswer {
  return ctx.store.write(() => {
    const refresh: RefreshTokenDoc = { token: newToken('rt'), role: 'visitor', visitorId: newId(), clientId, createdAt: ctx.now() };
    ctx.store.table('refresh_tokens').put(refresh.token, refresh, refresh.visitorId);
    return issue(ctx, refresh);
  });
}

export function refreshGrant(ctx: EmulatorContext, clientId: string, refreshToken: string | undefined): TokenAnswer {
  if (!refreshToken) throw new OAuthError('invalid_request', 'refreshToken is required for the refresh_token grant');
  return ctx.store.write(() => {
    const refresh = ctx.store.table('refresh_tokens').get(refreshToken);
    if (!refresh) throw new OAuthError('invalid_grant', 'Unknown or revoked refresh token');
    if (refresh.clientId !== clientId) throw new OAuthError('invalid_grant', 'The refresh token was issued to another client');
    return issue(ctx, refresh);
  });
}

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function codeGrant(
  ctx: EmulatorContext,
  body: { clientId: string; code?: string; codeVerifier?: string; redirectUri?: string },
): TokenAnswer {
  if (!body.code) throw new OAuthError('invalid_request', 'code is required for the authorization_code grant');
  if (!body.codeVerifier) throw new OAuthError('invalid_request', 'codeVerifier is required for the authorization_code grant');
  const codes = ctx.store.table('auth_codes');
  // A code works once, whatever the outcome of this attempt: mark it used in its own transaction first.
  const doc = ctx.store.write(() => {
    const found = codes.get(body.code!);
    if (!found) throw new OAuthError('invalid_grant', 'Unknown authorization code');
    if (found.used) throw new OAuthError('invalid_grant', 'The authorization code was already used');
    codes.put(found.code, { ...found, used: true }, found.memberId);
    return found;
  });
  if (doc.expiresAt <= ctx.now()) throw new OAuthError('invalid_grant', 'The authorization code has expired');
  if (doc.clientId !== body.clientId) throw new OAuthError('invalid_grant', 'The authorization code was issued to another client');
  if (doc.redirectUri !== undefined && body.redirectUri !== undefined && doc.redirectUri !== body.redirectUri)
    throw new OAuthError('invalid_grant', 'redirectUri does not match the authorization request');
  if (!sameString(s256(body.codeVerifier), doc.codeChallenge))
    throw new OAuthError('invalid_grant', 'The code verifier does not match the code challenge');
  return ctx.store.write(() => {
    const refresh: RefreshTokenDoc = {
      token: newToken('rt'),
      role: 'member',
      visitorId: doc.visitorId ?? newId(),
      memberId: doc.memberId,
      clientId: doc.clientId,
      createdAt: ctx.now(),
    };
    ctx.store.table('refresh_tokens').put(refresh.token, refresh, refresh.memberId);
    if (doc.visitorId) mergeVisitorCartIntoMember(ctx, doc.visitorId, doc.memberId);
    return issue(ctx, refresh);
  });
}
