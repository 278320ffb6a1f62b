import type { EmulatorContext } from '../context';
import { isoNow, newToken } from '../context';
import { ApplicationError, NotFoundError, ValidationError } from '../errors';
import {
  CODES,
  RECOVERY_LIFETIME_MS,
  STATE_TOKEN_LIFETIME_MS,
  VERIFICATION_ATTEMPTS,
  burnedStateToken,
  checkCaptcha,
  checkEmail,
  newCode,
  newIdentity,
  wrongCode,
  type AuthAnswer,
  type Credentials,
} from './rules';
import { getSettings } from '../admin';
import { countFailure, forgetFailures, refuseIfLocked } from '../throttle';
import { sendMail } from '../inbox';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './password';
import type { IdentityRecord, RecoveryTokenRecord, StateTokenRecord } from './records';
import { createSession, endSessions } from './sessions/service';
import type { Profile, SignOn } from './schemas';
import { identitySummary, identityToWire, type WireIdentity } from './wire';

function toWire(ctx: EmulatorContext, i: IdentityRecord): WireIdentity {
  return identityToWire(i, getSettings(ctx).requireEmailVerification);
}

function findByEmail(ctx: EmulatorContext, email: string): IdentityRecord | undefined {
  return ctx.store.table('identities').byKey(email.toLowerCase())[0];
}

function saveIdentity(ctx: EmulatorContext, i: IdentityRecord): IdentityRecord {
  i.updatedDate = isoNow(ctx);
  i.revision += 1;
  ctx.store.table('identities').put(i.id, i, i.email);
  return i;
}

function mailCode(ctx: EmulatorContext, to: string, code: string): void {
  const text = `Enter this code to verify your e-mail address: ${code}`;
  sendMail(ctx, { to, subject: `Your verification code: ${code}`, text, kind: 'verification-code', code });
}

function stateToken(
  ctx: EmulatorContext,
  identity: IdentityRecord,
  kind: StateTokenRecord['kind'],
  authTime: number | undefined,
): string {
  const table = ctx.store.table('state_tokens');
  for (const old of table.byKey(identity.id)) table.delete(old.token);
  const expiresAt = ctx.now() + STATE_TOKEN_LIFETIME_MS;
  const record: StateTokenRecord = {
    token: newToken('state'),
    identityId: identity.id,
    kind,
    expiresAt,
    ...(authTime !== undefined ? { authTime } : {}),
  };
  if (kind === 'EMAIL_VERIFICATION') {
    record.code = newCode();
    mailCode(ctx, identity.email, record.code);
  }
  table.put(record.token, record, identity.id);
  return record.token;
}

/**
 * The next state of an identity that has proved its password (or its e-mail); `authTime` is when the password was
 * typed (kept by the state token and the session, for the recent-sign-in rule).
 */
function nextState(ctx: EmulatorContext, identity: IdentityRecord, authTime: number | undefined): AuthAnswer {
  if (getSettings(ctx).requireEmailVerification && !identity.emailVerified) {
    const token = stateToken(ctx, identity, 'EMAIL_VERIFICATION', authTime);
    return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: token, identity: toWire(ctx, identity) };
  }
  if (!identity.approved) {
    const token = stateToken(ctx, identity, 'OWNER_APPROVAL', authTime);
    return { state: 'REQUIRE_OWNER_APPROVAL', stateToken: token, identity: toWire(ctx, identity) };
  }
  if (identity.status !== 'ACTIVE') {
    identity.status = 'ACTIVE';
    saveIdentity(ctx, identity);
  }
  const sessionToken = createSession(ctx, identity.id, authTime ?? 0);
  return { state: 'SUCCESS', sessionToken, identity: toWire(ctx, identity), additionalData: {} };
}

export function register(
  ctx: EmulatorContext,
  input: Credentials & { profile?: Profile | null; passwordField: string },
): AuthAnswer {
  if (!input.skipCaptcha && getSettings(ctx).requireCaptcha) checkCaptcha(input.captchaTokens);
  const email = checkEmail(input.email, input.emailField);
  if (typeof input.password !== 'string' || input.password.length < MIN_PASSWORD_LENGTH)
    throw new ValidationError([
      {
        field: input.passwordField,
        description: `must be at least ${MIN_PASSWORD_LENGTH} characters long`,
        violatedRule: 'MIN_LENGTH',
      },
    ]);
  const passwordHash = hashPassword(input.password);
  return ctx.store.write(() => {
    if (findByEmail(ctx, email))
      throw new ApplicationError(409, CODES.emailAlreadyExists, `A member with the e-mail ${email} already exists`);
    const settings = getSettings(ctx);
    const pending = settings.requireOwnerApproval || settings.requireEmailVerification;
    const identity = newIdentity(isoNow(ctx), {
      ...{ email, emailVerified: false, approved: !settings.requireOwnerApproval, passwordHash },
      ...{ status: pending ? 'PENDING' : 'ACTIVE', profile: input.profile ?? {} },
    });
    saveIdentity(ctx, identity);
    return nextState(ctx, identity, ctx.now());
  });
}

/** Signs in with e-mail and password; failures lock the member and the address out for a while (429). */
export function login(ctx: EmulatorContext, input: Credentials): AuthAnswer {
  if (!input.skipCaptcha && getSettings(ctx).requireCaptcha) checkCaptcha(input.captchaTokens);
  const email = checkEmail(input.email, input.emailField);
  const { address } = input;
  refuseIfLocked(ctx, { address });
  const identity = findByEmail(ctx, email);
  if (!identity) {
    countFailure(ctx, { address });
    throw new ApplicationError(404, CODES.identityNotFound, `No member with the e-mail ${email}`);
  }
  refuseIfLocked(ctx, { member: identity.id });
  if (identity.resetRequired)
    throw new ApplicationError(400, CODES.resetPassword, 'The password must be reset before logging in');
  if (typeof input.password !== 'string' || !verifyPassword(input.password, identity.passwordHash)) {
    countFailure(ctx, { member: identity.id, address });
    throw new ApplicationError(400, CODES.invalidPassword, 'Wrong e-mail or password');
  }
  return ctx.store.write(() => {
    forgetFailures(ctx, identity.id);
    return nextState(ctx, identity, ctx.now());
  });
}

/** Signs a member on for the site owner (API key), creating the member the first time. */
export function signOn(ctx: EmulatorContext, body: SignOn): AuthAnswer {
  const email = checkEmail(body.loginId.email, 'loginId.email');
  return ctx.store.write(() => {
    let identity = findByEmail(ctx, email);
    if (!identity) {
      const fields = { email, emailVerified: body.verifyEmail !== true, approved: true, profile: body.profile ?? {} };
      identity = saveIdentity(ctx, newIdentity(isoNow(ctx), { ...fields, status: 'ACTIVE' }));
    }
    const { state, sessionToken, identity: wire } = nextState(ctx, identity, ctx.now());
    return { state, ...(sessionToken ? { sessionToken } : {}), ...(wire ? { identity: wire } : {}) };
  });
}

function useStateToken(ctx: EmulatorContext, token: string) {
  const record = ctx.store.table('state_tokens').get(token);
  if (!record || record.expiresAt <= ctx.now())
    throw new ApplicationError(400, 'INVALID_STATE_TOKEN', 'The state token is unknown or has expired');
  if ((record.attempts ?? 0) >= VERIFICATION_ATTEMPTS) throw burnedStateToken();
  const identity = ctx.store.table('identities').get(record.identityId);
  if (!identity) throw new ApplicationError(400, 'INVALID_STATE_TOKEN', 'The state token belongs to no member');
  return { record, identity };
}

function useVerificationToken(ctx: EmulatorContext, token: string) {
  const found = useStateToken(ctx, token);
  if (found.record.kind !== 'EMAIL_VERIFICATION')
    throw new ApplicationError(400, 'INVALID_STATE_TOKEN', 'The state token is not waiting for an e-mail verification');
  return found;
}

/** Checks an e-mail verification code; each wrong one is counted, and the last allowed one burns the token. */
export function verifyCode(ctx: EmulatorContext, code: string, token: string): AuthAnswer {
  const outcome = ctx.store.write((): { wrong: number } | { answer: AuthAnswer } => {
    const { record, identity } = useVerificationToken(ctx, token);
    if (record.code !== code) {
      const attempts = (record.attempts ?? 0) + 1;
      ctx.store.table('state_tokens').put(record.token, { ...record, attempts }, identity.id);
      return { wrong: attempts };
    }
    ctx.store.table('state_tokens').delete(record.token);
    identity.emailVerified = true;
    saveIdentity(ctx, identity);
    return { answer: nextState(ctx, identity, record.authTime) };
  });
  // Thrown after the transaction, which keeps the count.
  if ('wrong' in outcome) throw wrongCode(outcome.wrong);
  return outcome.answer;
}

export function resendCode(ctx: EmulatorContext, token: string): void {
  ctx.store.write(() => {
    const { record, identity } = useVerificationToken(ctx, token);
    const code = newCode();
    ctx.store.table('state_tokens').put(record.token, { ...record, code }, identity.id);
    mailCode(ctx, identity.email, code);
  });
}

export function proceed(ctx: EmulatorContext, token: string): AuthAnswer {
  return ctx.store.write(() => {
    const { record, identity } = useStateToken(ctx, token);
    if (record.kind === 'EMAIL_VERIFICATION' && !identity.emailVerified)
      return { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: record.token, identity: toWire(ctx, identity) };
    if (record.kind === 'OWNER_APPROVAL' && !identity.approved)
      return { state: 'REQUIRE_OWNER_APPROVAL', stateToken: record.token, identity: toWire(ctx, identity) };
    ctx.store.table('state_tokens').delete(record.token);
    return nextState(ctx, identity, record.authTime);
  });
}

function identityById(ctx: EmulatorContext, id: string): IdentityRecord {
  const identity = ctx.store.table('identities').get(id);
  if (!identity) throw new NotFoundError('IDENTITY_NOT_FOUND', `Identity ${id} not found`);
  return identity;
}

/** Starts the e-mail verification of a member; one whose e-mail needs none gets a mail that says so. */
export function startVerification(ctx: EmulatorContext, identityId: string): void {
  const identity = identityById(ctx, identityId);
  if (identity.emailVerified) return;
  ctx.store.write(() => {
    if (nextState(ctx, identity, undefined).state === 'REQUIRE_EMAIL_VERIFICATION') return;
    const text = 'Your e-mail address needs no verification.';
    sendMail(ctx, { to: identity.email, subject: 'Your e-mail address', text, kind: 'activation' });
  });
}

/** Mails a recovery link (to nobody, silently, for an unknown e-mail). */
export function sendRecovery(ctx: EmulatorContext, email: unknown, redirectUrl?: string | null): void {
  const address = checkEmail(email, 'email');
  ctx.store.write(() => {
    const identity = findByEmail(ctx, address);
    if (!identity) return;
    const expiresAt = ctx.now() + RECOVERY_LIFETIME_MS;
    const record: RecoveryTokenRecord = { token: newToken('recovery'), identityId: identity.id, expiresAt };
    ctx.store.table('recovery_tokens').put(record.token, record, identity.id);
    const target = redirectUrl ?? `${ctx.url}/__vitrine/pages/recover`;
    const link = `${target}${target.includes('?') ? '&' : '?'}recoveryToken=${encodeURIComponent(record.token)}`;
    const text = `Choose a new password: ${link}`;
    sendMail(ctx, { to: identity.email, subject: 'Reset your password', text, kind: 'password-recovery', link });
  });
}

export function sendActivation(ctx: EmulatorContext, identityId: string): void {
  sendRecovery(ctx, identityById(ctx, identityId).email);
}

export function recover(ctx: EmulatorContext, token: string, password: string): WireIdentity {
  const hash = hashPassword(password);
  const identity = ctx.store.write(() => {
    const record = ctx.store.table('recovery_tokens').get(token);
    if (!record || record.expiresAt <= ctx.now())
      throw new ApplicationError(400, 'INVALID_RECOVERY_TOKEN', 'The recovery token is unknown, used or expired');
    const found = ctx.store.table('identities').get(record.identityId);
    if (!found) throw new ApplicationError(400, 'INVALID_RECOVERY_TOKEN', 'The recovery token belongs to no member');
    const links = ctx.store.table('recovery_tokens');
    for (const link of links.byKey(found.id)) links.delete(link.token);
    endSessions(ctx, found.id);
    return saveIdentity(ctx, { ...found, passwordHash: hash, resetRequired: false, emailVerified: true });
  });
  return toWire(ctx, identity);
}

/** A new password for the signed-in member; every other session ends (`keep` is the caller's token family). */
export function changePassword(ctx: EmulatorContext, memberId: string, password: string, keep: string): void {
  const hash = hashPassword(password);
  ctx.store.write(() => {
    const identity = ctx.store.table('identities').get(memberId);
    if (!identity) throw new ApplicationError(404, CODES.identityNotFound, 'The member no longer exists');
    saveIdentity(ctx, { ...identity, passwordHash: hash, resetRequired: false });
    endSessions(ctx, memberId, keep);
  });
}

/** The site owner approves a member (emulator admin). */
export function approveIdentity(ctx: EmulatorContext, id: string): IdentityRecord | undefined {
  return ctx.store.write(() => {
    const i = ctx.store.table('identities').get(id);
    return i ? saveIdentity(ctx, { ...i, approved: true }) : undefined;
  });
}

export function listIdentities(ctx: EmulatorContext) {
  return ctx.store.table('identities').all().map(identitySummary);
}
