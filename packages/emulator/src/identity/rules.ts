import { randomInt } from 'node:crypto';
import { newId } from '../context';
import { ApplicationError, TooManyRequestsError, ValidationError } from '../errors';
import type { IdentityRecord } from './records';
import type { WireIdentity } from './wire';

export const CAPTCHA_OK = 'vitrine-captcha-ok';
export const SESSION_LIFETIME_MS = 60 * 60 * 1000;
export const STATE_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const RECOVERY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * Wrong verification codes a member may try within VERIFICATION_WINDOW_MS, whatever the state tokens (a new sign-in
 * gives a new token, not new tries): a 6-digit code is not guessable in them.
 */
export const VERIFICATION_ATTEMPTS = 5;
/** Verification mails a member gets within VERIFICATION_WINDOW_MS (sign-ins and resends together). */
export const VERIFICATION_MAILS = 5;
export const VERIFICATION_WINDOW_MS = 60 * 60 * 1000;
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
  /** The hosted pages' session cookie of this browser: a device signed in as the member is not throttled. */
  deviceSession?: string;
}

/** A 6-digit e-mail verification code. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The answer to the member's `attempts`-th wrong code within the window; the last one says how long to wait. */
export function wrongCode(attempts: number, retryAfterSeconds: number): ApplicationError {
  const last = attempts >= VERIFICATION_ATTEMPTS;
  const description = last
    ? `The verification code is wrong; that was the last of ${VERIFICATION_ATTEMPTS} attempts: try again in ${retryAfterSeconds} seconds`
    : 'The verification code is wrong';
  return new ApplicationError(400, 'INVALID_VERIFICATION_CODE', description);
}

/** A member out of verification attempts (any state token, the right code too) until the window ends. */
export const noMoreCodes = (seconds: number): TooManyRequestsError =>
  new TooManyRequestsError(
    `Too many wrong verification codes for this member; try again in ${seconds} seconds`,
    seconds,
  );

/** A member out of verification mails until the window ends. */
export const noMoreMails = (seconds: number): TooManyRequestsError =>
  new TooManyRequestsError(`Too many verification mails for this member; try again in ${seconds} seconds`, seconds);

type NewIdentity = Pick<IdentityRecord, 'email' | 'emailVerified' | 'approved' | 'status' | 'profile' | 'passwordHash'>;

/** A new member's record, at revision 0 (its first save makes it 1). */
export function newIdentity(now: string, fields: NewIdentity): IdentityRecord {
  return { id: newId(), revision: 0, createdDate: now, updatedDate: now, resetRequired: false, ...fields };
}
