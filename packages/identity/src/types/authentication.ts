import type { AuthenticationState } from '../enums';
import type { Identity, IdentityProfile } from './identity';

/** How a member signs in: an e-mail address. */
export interface LoginId {
  email: string;
}

/** Captcha answers; send the one the form showed (visible or invisible). */
export interface CaptchaToken {
  Recaptcha?: string;
  InvisibleRecaptcha?: string;
  NoCaptcha?: string;
}

/** A secret for a v1 authenticator, e.g. the password. */
export interface AuthenticatorInput {
  value: string;
}

/** The answer of every sign-in step (docs/specification.md#authentication-response). */
export interface AuthenticationResponse {
  state: AuthenticationState;
  /** With `SUCCESS`: exchange it for member tokens. */
  sessionToken?: string;
  /** With a `REQUIRE_…` state: continues the sign-in (verify, resend, proceed). */
  stateToken?: string;
  identity?: Identity;
  additionalData?: Record<string, unknown>;
}

/** The answer of sign-on and SSO sign-in: no state token. */
export type SignOnResponse = Pick<AuthenticationResponse, 'state' | 'sessionToken' | 'identity'>;

/** The answer of calls that only acknowledge. */
export type EmptyResponse = Record<string, never>;

export interface RegisterV1Request {
  identity?: { identityProfile?: IdentityProfile; email?: { address: string } };
  authenticatorId?: string;
  inputs?: AuthenticatorInput[];
  captchaTokens?: CaptchaToken[];
}

export interface LoginV1Request {
  identifier?: LoginId;
  authenticatorId?: string;
  inputs?: AuthenticatorInput[];
  captchaTokens?: CaptchaToken[];
  loginId?: LoginId;
}

export interface RegisterRequest {
  loginId: LoginId;
  password: string;
  profile?: IdentityProfile;
  captchaTokens?: CaptchaToken[];
  /** Free key-value data about the client, kept with the registration. */
  clientMetaData?: Record<string, string>;
}

export interface LoginRequest {
  loginId: LoginId;
  password: string;
  captchaTokens?: CaptchaToken[];
}

/** Changes the signed-in member's password. */
export interface ChangePasswordRequest {
  newPassword: string;
}

/** Signs a member on without a password (an API-key call for trusted servers). */
export interface SignOnRequest {
  loginId: LoginId;
  profile?: IdentityProfile;
  /** Require the member to verify the e-mail address. */
  verifyEmail?: boolean;
  /** Attach the new member to an existing contact with the same e-mail. */
  mergeExistingContact?: boolean;
}

/** Signs in with an identity provider's tokens. */
export interface LoginWithTokenParamsRequest {
  idpConnectionId: string;
  tokenParams: Record<string, string>;
}

export interface ProceedToNextStateRequest {
  stateToken: string;
}

/** Query parameters of the identity logout. */
export interface LogoutRequest {
  postLogoutRedirectUri?: string;
  clientId?: string;
}
