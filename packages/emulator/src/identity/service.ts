import type { EmulatorContext } from '../context';
import { isoNow, newToken } from '../context';
import { ApplicationError, NotFoundError, ValidationError } from '../errors';
import {
  CODES,
  RECOVERY_LIFETIME_MS,
  STATE_TOKEN_LIFETIME_MS,
  VERIFICATION_ATTEMPTS,
  VERIFICATION_MAILS,
  VERIFICATION_WINDOW_MS,
  noMoreCodes,
  noMoreMails,
  checkCaptcha,
  checkEmail,
  newCode,
  newIdentity,
  wrongCode,
  type AuthAnswer,
  type Credentials,
} from './rules';
import { getSettings } from '../admin';
import {
  allowanceSpent,
  countFailure,
  forgetFailures,
  refuseIfLocked,
  resetAllowance,
  takeAllowance,
} from '../throttle';
import { sendMail } from '../inbox';
import { DUMMY_HASH, MIN_PASSWORD_LENGTH } from './password';
import type { IdentityRecord, RecoveryTokenRecord, StateTokenRecord } from './records';
import { createSession, endSessions, sessionMember } from './sessions/service';
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
  const previous = table.byKey(identity.id);
  for (const old of previous) table.delete(old.token);
  const expiresAt = ctx.now() + STATE_TOKEN_LIFETIME_MS;
  const record: StateTokenRecord = {
    token: newToken('state'),
    identityId: identity.id,
    kind,
    expiresAt,
    ...(authTime !== undefined ? { authTime } : {}),
  };
  if (kind === 'EMAIL_VERIFICATION') {
    // Within the member's mails of the window, a new code is mailed; beyond them, the last code mailed stays (no
    // mail: repeated sign-ins must not flood the member's inbox), or a new one the member can have resent later.
    const mailed = previous.find((t) => t.code !== undefined)?.code;
    const canMail = allowanceSpent(ctx, mailsOf(identity.id), VERIFICATION_MAILS, VERIFICATION_WINDOW_MS) === 0;
    record.code = canMail || mailed === undefined ? newCode() : mailed;
    if (canMail) {
      takeAllowance(ctx, mailsOf(identity.id), VERIFICATION_WINDOW_MS);
      mailCode(ctx, identity.email, record.code);
    }
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
  const passwordHash = ctx.passwords.hash(input.password);
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

/**
 * Signs in with e-mail and password. Failures slow the next tries down (throttle slice: per address and e-mail, per
 * e-mail, per address), keyed by the e-mail as typed so that an unknown one meets the same rules; a device signed in
 * as that member on the hosted pages (`deviceSession`) is not slowed. The password is hashed for an unknown e-mail
 * too, so both cost the same. The platform's codes stay: 404 `-19999` for an unknown e-mail, 400 `-19976` for a
 * wrong password (shops branch on them; the README says so).
 */
export function login(ctx: EmulatorContext, input: Credentials): AuthAnswer {
  if (!input.skipCaptcha && getSettings(ctx).requireCaptcha) checkCaptcha(input.captchaTokens);
  const email = checkEmail(input.email, input.emailField);
  const identity = findByEmail(ctx, email);
  const trusted = identity !== undefined && sessionMember(ctx, input.deviceSession) === identity.id;
  const who = { email, ...(input.address !== undefined ? { address: input.address } : {}) };
  if (!trusted) refuseIfLocked(ctx, who);
  const password = typeof input.password === 'string' ? input.password : '';
  const right = ctx.passwords.verify(password, identity?.passwordHash ?? DUMMY_HASH) && identity !== undefined;
  if (!identity) {
    countFailure(ctx, who);
    throw new ApplicationError(404, CODES.identityNotFound, `No member with the e-mail ${email}`);
  }
  if (identity.resetRequired)
    throw new ApplicationError(400, CODES.resetPassword, 'The password must be reset before logging in');
  if (typeof input.password !== 'string' || !right) {
    if (!trusted) countFailure(ctx, who);
    throw new ApplicationError(400, CODES.invalidPassword, 'Wrong e-mail or password');
  }
  forgetFailures(ctx, who);
  return ctx.store.write(() => nextState(ctx, identity, ctx.now()));
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

const codesOf = (identityId: string) => `code:${identityId}`;
const mailsOf = (identityId: string) => `mail:${identityId}`;

/** Refuses a member who has used every wrong code of the window (429 with the seconds left), whatever the token. */
function refuseIfNoCodesLeft(ctx: EmulatorContext, identityId: string): void {
  const wait = allowanceSpent(ctx, codesOf(identityId), VERIFICATION_ATTEMPTS, VERIFICATION_WINDOW_MS);
  if (wait > 0) throw noMoreCodes(wait);
}

/**
 * Checks an e-mail verification code. Wrong ones are counted per member across state tokens and sign-ins: after
 * VERIFICATION_ATTEMPTS in the window, every code (the right one too) waits for the window's end.
 */
export function verifyCode(ctx: EmulatorContext, code: string, token: string): AuthAnswer {
  const outcome = ctx.store.write((): { wrong: number; identityId: string } | { answer: AuthAnswer } => {
    const { record, identity } = useVerificationToken(ctx, token);
    refuseIfNoCodesLeft(ctx, identity.id);
    if (record.code !== code)
      return { wrong: takeAllowance(ctx, codesOf(identity.id), VERIFICATION_WINDOW_MS), identityId: identity.id };
    resetAllowance(ctx, codesOf(identity.id));
    ctx.store.table('state_tokens').delete(record.token);
    identity.emailVerified = true;
    saveIdentity(ctx, identity);
    return { answer: nextState(ctx, identity, record.authTime) };
  });
  // Thrown after the transaction, which keeps the count.
  if ('wrong' in outcome) {
    const wait = allowanceSpent(ctx, codesOf(outcome.identityId), VERIFICATION_ATTEMPTS, VERIFICATION_WINDOW_MS);
    throw wrongCode(outcome.wrong, wait);
  }
  return outcome.answer;
}

/** Mails a new code, within the member's VERIFICATION_MAILS per window (else 429 with the seconds left). */
export function resendCode(ctx: EmulatorContext, token: string): void {
  const { identity } = useVerificationToken(ctx, token);
  const wait = allowanceSpent(ctx, mailsOf(identity.id), VERIFICATION_MAILS, VERIFICATION_WINDOW_MS);
  if (wait > 0) throw noMoreMails(wait);
  ctx.store.write(() => {
    const { record } = useVerificationToken(ctx, token);
    const code = newCode();
    ctx.store.table('state_tokens').put(record.token, { ...record, code }, identity.id);
    takeAllowance(ctx, mailsOf(identity.id), VERIFICATION_WINDOW_MS);
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
  const hash = ctx.passwords.hash(password);
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
  const hash = ctx.passwords.hash(password);
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
