export type Role = 'visitor' | 'member';

export interface AccessTokenDoc {
  token: string;
  role: Role;
  visitorId: string;
  memberId?: string;
  clientId: string;
  /** The sign-in (token family) it was issued to; revoking the family deletes it. */
  familyId: string;
  expiresAt: number;
  /** When that sign-in happened (absent on tokens of databases from before it was kept). */
  signedInAt?: number;
  /**
   * A member's last password authentication (OpenID Connect's `auth_time`): a silent sign-in inherits it from the
   * hosted session, so only a password typed recently allows a password change.
   */
  authTime?: number;
}

/**
 * One refresh token. Each renewal rotates it: the token is marked `rotatedAt` and a successor of the same family
 * is issued. A rotated token sent again gets its successor again while nobody used that successor; once it was used,
 * the rotated token is a replay, which revokes the family.
 */
export interface RefreshTokenDoc {
  token: string;
  role: Role;
  visitorId: string;
  memberId?: string;
  clientId: string;
  /** The sign-in (an anonymous grant or a code exchange) every rotation descends from. */
  familyId: string;
  /** When it was issued: it expires after the idle time unless it is used (and so rotated) before. */
  createdAt: number;
  /** When its sign-in happened: the family ends after the absolute lifetime (absent: use `createdAt`). */
  signedInAt?: number;
  /** A member's last password authentication before the sign-in (see `AccessTokenDoc.authTime`). */
  authTime?: number;
  /** When it was exchanged for its successor, and which one that is. */
  rotatedAt?: number;
  rotatedTo?: string;
  /** Written by emulators before 0.x: the address of the renewal (no longer read). */
  rotatedFrom?: string;
  /** When it, or (for a successor) its spent predecessor sent again, last renewed the sign-in: idle time counts from it. */
  activeAt?: number;
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
  /** The token family its exchange started: a replay of the code revokes it (RFC 6749 §4.1.2). */
  familyId?: string;
  /** The member's last password authentication, from the hosted session that made the code. */
  authTime?: number;
}

export interface ApiKeyDoc {
  key: string;
  name: string;
}

export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
  scope: 'offline_access';
}
