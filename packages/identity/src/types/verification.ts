import type { VerificationTarget } from '../enums';

export interface StartVerificationRequest {
  identityId: string;
  target?: VerificationTarget;
}

/** The e-mailed code, during a sign-in that answered `REQUIRE_EMAIL_VERIFICATION`. */
export interface VerifyDuringAuthenticationRequest {
  code: string;
  stateToken: string;
}

export interface ResendDuringAuthenticationRequest {
  stateToken: string;
}
