import { randomInt } from 'node:crypto';
import { newId } from '../context';
import { ApplicationError, ValidationError } from '../errors';
import type { IdentityRecord } from './records';
import type { WireIdentity } from './wire';

export const CAPTCHA_OK = 'vitrine-captcha-ok';
export const SESSION_LIFETIME_MS = 60 * 60 * 1000;
export const STATE_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const RECOVERY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Wrong codes a state token takes before it is burned (a 6-digit code must not be guessable in its lifetime). */
export const VERIFICATION_ATTEMPTS = 5;
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
  /** The client's address, for the per-address throttle of failed sign-ins. */
  address?: string;
}

/** A 6-digit e-mail verification code. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The answer to the `attempts`-th wrong code of a state token; the last one burns it. */
export function wrongCode(attempts: number): ApplicationError {
  const last = attempts >= VERIFICATION_ATTEMPTS;
  const description = last
    ? `The verification code is wrong; that was the last of ${VERIFICATION_ATTEMPTS} attempts: sign in again for a new code`
    : 'The verification code is wrong';
  return new ApplicationError(400, 'INVALID_VERIFICATION_CODE', description);
}

export const burnedStateToken = (): ApplicationError =>
  new ApplicationError(
    400,
    'INVALID_STATE_TOKEN',
    `The state token is burned after ${VERIFICATION_ATTEMPTS} wrong verification codes; sign in again for a new code`,
  );

type NewIdentity = Pick<IdentityRecord, 'email' | 'emailVerified' | 'approved' | 'status' | 'profile' | 'passwordHash'>;

/** A new member's record, at revision 0 (its first save makes it 1). */
export function newIdentity(now: string, fields: NewIdentity): IdentityRecord {
  return { id: newId(), revision: 0, createdDate: now, updatedDate: now, resetRequired: false, ...fields };
}
