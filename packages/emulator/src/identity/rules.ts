import { ApplicationError, ValidationError } from '../errors';
import type { WireIdentity } from './wire';

export const CAPTCHA_OK = 'vitrine-captcha-ok';
export const SESSION_LIFETIME_MS = 60 * 60 * 1000;
export const STATE_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const RECOVERY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The shortest password a member may choose (API, hosted sign-up and password pages alike). */
export const MIN_PASSWORD_LENGTH = 4;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CODES = Object.freeze({
  emailAlreadyExists: '-19995',
  invalidPassword: '-19976',
  resetPassword: '-19973',
  missingCaptchaToken: '-19971',
  invalidCaptchaToken: '-19970',
  identityNotFound: '-19999',
});

export type AuthState = 'SUCCESS' | 'REQUIRE_OWNER_APPROVAL' | 'REQUIRE_EMAIL_VERIFICATION' | 'STATUS_CHECK';

export interface AuthAnswer {
  state: AuthState;
  sessionToken?: string;
  stateToken?: string;
  identity?: WireIdentity;
  additionalData?: Record<string, unknown>;
}

export function checkEmail(email: unknown, field: string): string {
  if (typeof email !== 'string' || !EMAIL.test(email.trim()))
    throw new ValidationError([
      { field, description: 'must be a valid e-mail address', violatedRule: 'FORMAT', data: { type: 'EMAIL' } },
    ]);
  return email.trim().toLowerCase();
}

/** The captcha rule of a site that requires one: a token, and a valid one. */
export function checkCaptcha(tokens: readonly Record<string, unknown>[] | null | undefined): void {
  const values = (tokens ?? []).flatMap((t) => Object.values(t)).filter((v) => typeof v === 'string' && v !== '');
  if (values.length === 0) throw new ApplicationError(400, CODES.missingCaptchaToken, 'A captcha token is required');
  if (!values.includes(CAPTCHA_OK))
    throw new ApplicationError(400, CODES.invalidCaptchaToken, 'The captcha token is invalid');
}

export interface Credentials {
  email: unknown;
  password: unknown;
  captchaTokens?: readonly Record<string, unknown>[] | null;
  /** Where the e-mail was in the request (for the validation error). */
  emailField: string;
  /** The hosted page has no captcha. */
  skipCaptcha?: boolean;
}
