import type { Profile } from './schemas';

export interface IdentityRecord {
  id: string;
  revision: number;
  createdDate: string;
  updatedDate: string;
  email: string;
  emailVerified: boolean;
  approved: boolean;
  status: 'ACTIVE' | 'PENDING';
  /** Set by the site owner: the member must reset the password before logging in (-19973). */
  resetRequired: boolean;
  passwordHash?: string;
  profile: Profile;
}

export interface StateTokenRecord {
  token: string;
  identityId: string;
  kind: 'EMAIL_VERIFICATION' | 'OWNER_APPROVAL';
  code?: string;
  /** Wrong codes tried so far (a resend keeps them). */
  attempts?: number;
  expiresAt: number;
  /** When the member typed the password that led here (the session this token ends in inherits it). */
  authTime?: number;
}

export interface SessionRecord {
  token: string;
  memberId: string;
  expiresAt: number;
  /** The member's last password authentication (absent on sessions from before it was kept). */
  authTime?: number;
}

export interface RecoveryTokenRecord {
  token: string;
  identityId: string;
  expiresAt: number;
}
