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
