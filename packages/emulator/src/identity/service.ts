import { randomInt } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { getSettings, isoNow, newId, newToken } from '../context';
import { ApplicationError, ValidationError } from '../errors';
import { hashPassword, verifyPassword } from './password';
import { sendMail } from './mail';
import type { IdentityRecord, RecoveryTokenRecord, SessionRecord, StateTokenRecord } from './records';

export const CAPTCHA_OK = 'vitrine-captcha-ok';
export const SESSION_LIFETIME_MS = 60 * 60 * 1000;
const STATE_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const RECOVERY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CODES = Object.freeze({
  emailAlreadyExists: '-19995',
  invalidPassword: '-19976',
  resetPassword: '-19973',
  missingCaptchaToken: '-19971',
  invalidCaptchaToken: '-19970',
  identityNotFound: '-19999',
} as const);

export type AuthState = 'SUCCESS' | 'REQUIRE_OWNER_APPROVAL' | 'REQUIRE_EMAIL_VERIFICATION' | 'STATUS_CHECK';

export interface AuthAnswer {
  state: AuthState;
  sessionToken?: string;
  stateToken?: string;
  identity?: ReturnType<typeof identityToWire>;
  additionalData?: Record<string, unknown>;
}

/** The wire identity; an unverified e-mail is a pending reason only while the site requires verification. */
export function identityToWire(ctx: EmulatorContext, i: IdentityRecord) {
  const verificationRequired = getSettings(ctx).requireEmailVerification;
  return {
    id: i.id,
    revision: String(i.revision),
    createdDate: i.createdDate,
    updatedDate: i.updatedDate,
    identityProfile: {
      ...(i.profile.firstName !== undefined ? { firstName: i.profile.firstName } : {}),
      ...(i.profile.lastName !== undefined ? { lastName: i.profile.lastName } : {}),
      ...(i.profile.nickname !== undefined ? { nickname: i.profile.nickname } : {}),
      emails: [{ email: i.email, tag: 'MAIN' }],
      phones: i.profile.phones ?? [],
      addresses: i.profile.addresses ?? [],
      customFields: i.profile.customFields ?? [],
      privacyStatus: i.profile.privacyStatus ?? 'PRIVATE',
    },
    status: {
      name: i.status,
      reasons:
        i.status === 'PENDING'
          ? [...(!i.approved ? ['PENDING_ADMIN_APPROVAL_REQUIRED'] : []), ...(!i.emailVerified && verificationRequired ? ['PENDING_EMAIL_VERIFICATION_REQUIRED'] : [])]
          : [],
    },
    email: { address: i.email, isVerified: i.emailVerified },
  };
}

export function checkEmail(email: unknown, field: string): string {
  if (typeof email !== 'string' || !EMAIL.test(email.trim()))
    throw new ValidationError([{ field, description: 'must be a valid e-mail address', violatedRule: 'FORMAT', data: { type: 'EMAIL' } }]);
  return email.trim().toLowerCase();
}

export function checkCaptcha(ctx: EmulatorContext, tokens: unknown): void {
  if (!getSettings(ctx).requireCaptcha) return;
  const values = Array.isArray(tokens)
    ? tokens.flatMap((t) => (t && typeof t === 'object' ? Object.values(t as Record<string, unknown>) : [t])).filter((v) => typeof v === 'string' && v !== '')
    : [];
  if (values.length === 0) throw new ApplicationError(400, CODES.missingCaptchaToken, 'A captcha token is required');
  if (!values.includes(CAPTCHA_OK)) throw new ApplicationError(400, CODES.invalidCaptchaToken, 'The captcha token is invalid');
}

export function findByEmail(ctx: EmulatorContext, email: string): IdentityRecord | undefined {
  return ctx.store.table('identities').byKey(email.toLowerCase())[0];
}

export function saveIdentity(ctx: EmulatorContext, i: IdentityRecord): IdentityRecord {
  i.updatedDate = isoNow(ctx);
  i.revision += 1;
  ctx.store.table('identities').put(i.id, i, i.email);
  return i;
}

export function createSession(ctx: EmulatorContext, memberId: string): string {
  const s: SessionRecord = { token: newToken('st'), memberId, expiresAt: ctx.now() + SESSION_LIFETIME_MS };
  ctx.store.table('sessions').put(s.token, s, memberId);
  return s.token;
}

export function sessionMember(ctx: EmulatorContext, token: string | undefined): string | undefined {
  if (!token) return undefined;
  const s = ctx.store.table('sessions').get(token);
  if (!s || s.expiresAt <= ctx.now()) return undefined;
  return ctx.store.table('identities').get(s.memberId) ? s.memberId : undefined;
}

export function endSessions(ctx: EmulatorContext, memberId: string): void {
  const table = ctx.store.table('sessions');
  for (const s of table.byKey(memberId)) table.delete(s.token);
}

function stateToken(ctx: EmulatorContext, identity: IdentityRecord, kind: StateTokenRecord['kind']): StateTokenRecord {
  const table = ctx.store.table('state_tokens');
  for (const old of table.byKey(identity.id)) table.delete(old.token);
  const record: StateTokenRecord = { token: newToken('state'), identityId: identity.id, kind, expiresAt: ctx.now() + STATE_TOKEN_LIFETIME_MS };
  if (kind === 'EMAIL_VERIFICATION') {
    record.code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    sendMail(ctx, {
      to: identity.email,
      subject: `Your verification code: ${record.code}`,
      text: `Enter this code to verify your e-mail address: ${record.code}`,
      kind: 'verification-code',
      code: record.code,
    });
  }
  table.put(record.token, record, identity.id);
  return record;
}

/** The next state of an identity that has proved its password (or its e-mail). */
export function nextState(ctx: EmulatorContext, identity: IdentityRecord): AuthAnswer {
  const settings = getSettings(ctx);
  if (settings.requireEmailVerification && !identity.emailVerified) {
    return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: stateToken(ctx, identity, 'EMAIL_VERIFICATION').token, identity: identityToWire(ctx, identity) };
  }
  if (!identity.approved) {
    return { state: 'REQUIRE_OWNER_APPROVAL', stateToken: stateToken(ctx, identity, 'OWNER_APPROVAL').token, identity: identityToWire(ctx, identity) };
  }
  if (identity.status !== 'ACTIVE') {
    identity.status = 'ACTIVE';
    saveIdentity(ctx, identity);
  }
  return { state: 'SUCCESS', sessionToken: createSession(ctx, identity.id), identity: identityToWire(ctx, identity), additionalData: {} };
}

export interface RegisterInput {
  email: unknown;
  password: unknown;
  profile?: IdentityRecord['profile'];
  captchaTokens?: unknown;
  emailField: string;
  passwordField: string;
  skipCaptcha?: boolean;
}

export function register(ctx: EmulatorContext, input: RegisterInput): AuthAnswer {
  if (!input.skipCaptcha) checkCaptcha(ctx, input.captchaTokens);
  const email = checkEmail(input.email, input.emailField);
  if (typeof input.password !== 'string' || input.password.length < 4)
    throw new ValidationError([{ field: input.passwordField, description: 'must be at least 4 characters long', violatedRule: 'MIN_LENGTH' }]);
  const password = input.password;
  const passwordHash = hashPassword(password);
  return ctx.store.write(() => {
    if (findByEmail(ctx, email)) throw new ApplicationError(409, CODES.emailAlreadyExists, `A member with the e-mail ${email} already exists`);
    const settings = getSettings(ctx);
    const now = isoNow(ctx);
    const identity: IdentityRecord = {
      id: newId(),
      revision: 0,
      createdDate: now,
      updatedDate: now,
      email,
      emailVerified: false,
      approved: !settings.requireOwnerApproval,
      resetRequired: false,
      passwordHash,
      status: settings.requireOwnerApproval || settings.requireEmailVerification ? 'PENDING' : 'ACTIVE',
      profile: input.profile ?? {},
    };
    saveIdentity(ctx, identity);
    return nextState(ctx, identity);
  });
}

export function login(ctx: EmulatorContext, input: { email: unknown; password: unknown; captchaTokens?: unknown; emailField: string; skipCaptcha?: boolean }): AuthAnswer {
  if (!input.skipCaptcha) checkCaptcha(ctx, input.captchaTokens);
  const email = checkEmail(input.email, input.emailField);
  const identity = findByEmail(ctx, email);
  if (!identity) throw new ApplicationError(404, CODES.identityNotFound, `No member with the e-mail ${email}`);
  if (identity.resetRequired) throw new ApplicationError(400, CODES.resetPassword, 'The password must be reset before logging in');
  if (typeof input.password !== 'string' || !verifyPassword(input.password, identity.passwordHash))
    throw new ApplicationError(400, CODES.invalidPassword, 'Wrong e-mail or password');
  return ctx.store.write(() => nextState(ctx, identity));
}

function useStateToken(ctx: EmulatorContext, token: string): { record: StateTokenRecord; identity: IdentityRecord } {
  const record = ctx.store.table('state_tokens').get(token);
  if (!record || record.expiresAt <= ctx.now()) throw new ApplicationError(400, 'INVALID_STATE_TOKEN', 'The state token is unknown or has expired');
  const identity = ctx.store.table('identities').get(record.identityId);
  if (!identity) throw new ApplicationError(400, 'INVALID_STATE_TOKEN', 'The state token belongs to no member');
  return { record, identity };
}

export function verifyCode(ctx: EmulatorContext, code: string, token: string): AuthAnswer {
  return ctx.store.write(() => {
    const { record, identity } = useStateToken(ctx, token);
    if (record.kind !== 'EMAIL_VERIFICATION') throw new ApplicationError(400, 'INVALID_STATE_TOKEN', 'The state token is not waiting for an e-mail verification');
    if (record.code !== code) throw new ApplicationError(400, 'INVALID_VERIFICATION_CODE', 'The verification code is wrong');
    ctx.store.table('state_tokens').delete(record.token);
    identity.emailVerified = true;
    saveIdentity(ctx, identity);
    return nextState(ctx, identity);
  });
}

export function resendCode(ctx: EmulatorContext, token: string): void {
  ctx.store.write(() => {
    const { record, identity } = useStateToken(ctx, token);
    if (record.kind !== 'EMAIL_VERIFICATION') throw new ApplicationError(400, 'INVALID_STATE_TOKEN', 'The state token is not waiting for an e-mail verification');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    ctx.store.table('state_tokens').put(record.token, { ...record, code }, identity.id);
    sendMail(ctx, { to: identity.email, subject: `Your verification code: ${code}`, text: `Enter this code to verify your e-mail address: ${code}`, kind: 'verification-code', code });
  });
}

export function proceed(ctx: EmulatorContext, token: string): AuthAnswer {
  return ctx.store.write(() => {
    const { record, identity } = useStateToken(ctx, token);
    if (record.kind === 'EMAIL_VERIFICATION' && !identity.emailVerified)
      return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: record.token, identity: identityToWire(ctx, identity) };
    if (record.kind === 'OWNER_APPROVAL' && !identity.approved) return { state: 'REQUIRE_OWNER_APPROVAL', stateToken: record.token, identity: identityToWire(ctx, identity) };
    ctx.store.table('state_tokens').delete(record.token);
    return nextState(ctx, identity);
  });
}

export function sendRecovery(ctx: EmulatorContext, email: string, redirectUrl: string | undefined): void {
  ctx.store.write(() => {
    const identity = findByEmail(ctx, email);
    if (!identity) return;
    const record: RecoveryTokenRecord = { token: newToken('recovery'), identityId: identity.id, expiresAt: ctx.now() + RECOVERY_LIFETIME_MS };
    ctx.store.table('recovery_tokens').put(record.token, record, identity.id);
    const target = redirectUrl ?? `${ctx.url}/__vitrine/pages/recover`;
    const link = `${target}${target.includes('?') ? '&' : '?'}recoveryToken=${encodeURIComponent(record.token)}`;
    sendMail(ctx, { to: identity.email, subject: 'Reset your password', text: `Choose a new password: ${link}`, kind: 'password-recovery', link });
  });
}

export function recover(ctx: EmulatorContext, token: string, password: string): IdentityRecord {
  const hash = hashPassword(password);
  return ctx.store.write(() => {
    const record = ctx.store.table('recovery_tokens').get(token);
    if (!record || record.expiresAt <= ctx.now()) throw new ApplicationError(400, 'INVALID_RECOVERY_TOKEN', 'The recovery token is unknown, used or expired');
    const identity = ctx.store.table('identities').get(record.identityId);
    if (!identity) throw new ApplicationError(400, 'INVALID_RECOVERY_TOKEN', 'The recovery token belongs to no member');
    ctx.store.table('recovery_tokens').delete(token);
    identity.passwordHash = hash;
    identity.resetRequired = false;
    identity.emailVerified = true;
    return saveIdentity(ctx, identity);
  });
}

export function changePassword(ctx: EmulatorContext, memberId: string, password: string): void {
  const hash = hashPassword(password);
  ctx.store.write(() => {
    const identity = ctx.store.table('identities').get(memberId);
    if (!identity) throw new ApplicationError(404, CODES.identityNotFound, 'The member no longer exists');
    identity.passwordHash = hash;
    identity.resetRequired = false;
    saveIdentity(ctx, identity);
  });
}
