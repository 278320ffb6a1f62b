import type { Identity } from './identity';

/** Where the e-mailed link leads: a storefront page, checked against the OAuth app's allowed URLs. */
export interface RecoveryRedirect {
  url: string;
  clientId: string;
}

export interface SendRecoveryEmailRequest {
  email: string;
  /** The mail's language, e.g. `en`. */
  language?: string;
  redirect?: RecoveryRedirect;
}

export interface SendActivationEmailRequest {
  identityId: string;
  emailOptions?: { language?: string; redirect?: RecoveryRedirect };
}

/** Sets a new password with the token from the recovery mail. */
export interface RecoverRequest {
  recoveryToken: string;
  password: string;
}

export interface RecoverResponse {
  identity: Identity;
}
