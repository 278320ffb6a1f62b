import type { Hono } from 'hono';
import type { AppEnv } from '../http';
import { readJson } from '../http';
import { ok, principal } from '../respond';
import { requireApiKey, requireMember } from '../tokens/principal';
import { s, type Schema } from '../validate';
import { wireAddress } from '../address';
import { ApplicationError, NotFoundError, ValidationError } from '../errors';
import { isoNow, newId } from '../context';
import { sendMail } from '../identity/mail';
import type { IdentityRecord } from '../identity/records';
import {
  changePassword,
  checkEmail,
  endSessions,
  findByEmail,
  identityToWire,
  login,
  nextState,
  proceed,
  recover,
  register,
  resendCode,
  saveIdentity,
  sendRecovery,
  verifyCode,
} from '../identity/service';

const profile: Schema = s.obj({
  firstName: s.str({ maxLength: 100 }),
  lastName: s.str({ maxLength: 100 }),
  nickname: s.str({ maxLength: 100 }),
  phones: s.arr(s.any()),
  addresses: s.arr(s.obj({ address: wireAddress, tag: s.str() })),
  customFields: s.arr(s.any()),
  privacyStatus: s.enum(['UNDEFINED', 'PUBLIC', 'PRIVATE']),
  emails: s.arr(s.any()),
  picture: s.any(),
  labels: s.arr(s.any()),
});
const loginId: Schema = s.obj({ email: s.str({ maxLength: 254 }) });
const captchaTokens: Schema = s.arr(s.obj({ Recaptcha: s.str(), InvisibleRecaptcha: s.str(), NoCaptcha: s.str() }));

type Profile = IdentityRecord['profile'] & { privacyStatus?: 'PUBLIC' | 'PRIVATE' };

function v1Password(inputs: unknown): unknown {
  if (Array.isArray(inputs)) return (inputs[0] as { value?: unknown } | undefined)?.value;
  if (inputs && typeof inputs === 'object') return (inputs as { password?: unknown }).password;
  return undefined;
}

function v1Email(...candidates: unknown[]): unknown {
  for (const c of candidates) {
    if (typeof c === 'string') return c;
    if (c && typeof c === 'object') {
      const rec = c as { email?: unknown; identityProfile?: { emails?: { email?: unknown }[] } };
      if (rec.email !== undefined) return typeof rec.email === 'object' && rec.email ? (rec.email as { address?: unknown }).address : rec.email;
      const first = rec.identityProfile?.emails?.[0]?.email;
      if (first !== undefined) return first;
    }
  }
  return undefined;
}

export function registerIdentity(app: Hono<AppEnv>): void {
  const auth = '/_api/iam/authentication';
  const recovery = '/_api/iam/recovery';
  const verification = '/_api/iam/verification';

  app.post(`${auth}/v2/register`, async (c) => {
    const body = await readJson<{ loginId?: { email?: string }; password?: string; profile?: Profile; captchaTokens?: unknown }>(c, {
      loginId: s.req(loginId),
      password: s.req(s.str({ maxLength: 256 })),
      profile,
      captchaTokens,
      clientMetaData: s.any(),
    });
    return ok(c, register(c.get('ctx'), { email: body.loginId?.email, password: body.password, profile: body.profile, captchaTokens: body.captchaTokens, emailField: 'loginId.email', passwordField: 'password' }));
  });

  app.post(`${auth}/v2/login`, async (c) => {
    const body = await readJson<{ loginId?: { email?: string }; password?: string; captchaTokens?: unknown }>(c, {
      loginId: s.req(loginId),
      password: s.req(s.str({ maxLength: 256 })),
      captchaTokens,
    });
    return ok(c, login(c.get('ctx'), { email: body.loginId?.email, password: body.password, captchaTokens: body.captchaTokens, emailField: 'loginId.email' }));
  });

  app.post(`${auth}/v1/register`, async (c) => {
    const body = await readJson<{ identity?: { identityProfile?: Profile }; inputs?: unknown; captchaTokens?: unknown; loginId?: unknown }>(c, {
      identity: s.obj({ identityProfile: profile, email: s.any() }),
      authenticatorId: s.str(),
      inputs: s.any(),
      captchaTokens,
      loginId,
    });
    const email = v1Email(body.loginId, body.identity);
    const { emails: _e, ...rest } = (body.identity?.identityProfile ?? {}) as Profile & { emails?: unknown };
    return ok(c, register(c.get('ctx'), { email, password: v1Password(body.inputs), profile: rest, captchaTokens: body.captchaTokens, emailField: 'loginId.email', passwordField: 'inputs[0].value' }));
  });

  app.post(`${auth}/v1/login`, async (c) => {
    const body = await readJson<{ identifier?: unknown; loginId?: unknown; inputs?: unknown; captchaTokens?: unknown }>(c, {
      identifier: s.any(),
      authenticatorId: s.str(),
      inputs: s.any(),
      captchaTokens,
      loginId,
    });
    return ok(c, login(c.get('ctx'), { email: v1Email(body.loginId, body.identifier), password: v1Password(body.inputs), captchaTokens: body.captchaTokens, emailField: 'loginId.email' }));
  });

  app.post(`${auth}/v2/change-password`, async (c) => {
    const member = requireMember(principal(c));
    const body = await readJson<{ newPassword: string }>(c, { newPassword: s.req(s.str({ minLength: 4, maxLength: 256 })) });
    changePassword(c.get('ctx'), member.memberId, body.newPassword);
    return ok(c, {});
  });

  app.post(`${auth}/v1/sso/login-with-token-params`, async (c) => {
    await readJson(c, { idpConnectionId: s.str(), tokenParams: s.any() });
    throw new ApplicationError(400, 'SSO_NOT_SUPPORTED', 'The emulator has no identity providers to sign in with; use e-mail and password');
  });

  app.post(`${auth}/v1/state/proceed`, async (c) => {
    const body = await readJson<{ stateToken: string }>(c, { stateToken: s.req(s.str()) });
    return ok(c, proceed(c.get('ctx'), body.stateToken));
  });

  app.post(`${auth}/v2/sign-on`, async (c) => {
    requireApiKey(principal(c), 'Sign-on needs an API key; a visitor or member token cannot sign members on');
    const ctx = c.get('ctx');
    const body = await readJson<{ loginId?: { email?: string }; profile?: Profile; verifyEmail?: boolean }>(c, {
      loginId: s.req(loginId),
      profile,
      verifyEmail: s.bool(),
      mergeExistingContact: s.bool(),
    });
    const email = checkEmail(body.loginId?.email, 'loginId.email');
    return ok(
      c,
      ctx.store.write(() => {
        let identity = findByEmail(ctx, email);
        if (!identity) {
          const now = isoNow(ctx);
          identity = { id: newId(), revision: 0, createdDate: now, updatedDate: now, email, emailVerified: body.verifyEmail !== true, approved: true, status: 'ACTIVE', resetRequired: false, profile: body.profile ?? {} };
          saveIdentity(ctx, identity);
        }
        const answer = nextState(ctx, identity);
        return { state: answer.state, ...(answer.sessionToken ? { sessionToken: answer.sessionToken } : {}), ...(answer.identity ? { identity: answer.identity } : {}) };
      }),
    );
  });

  app.get(`${auth}/v1/logout`, (c) => {
    const p = principal(c);
    if (p?.kind === 'member') {
      const ctx = c.get('ctx');
      ctx.store.write(() => endSessions(ctx, p.memberId));
    }
    return ok(c, {});
  });

  app.post(`${recovery}/v1/send-email`, async (c) => {
    const body = await readJson<{ email: string; redirect?: { url?: string } }>(c, {
      email: s.req(s.str({ maxLength: 254 })),
      language: s.str(),
      redirect: s.obj({ url: s.str(), clientId: s.str() }),
    });
    const email = checkEmail(body.email, 'email');
    sendRecovery(c.get('ctx'), email, body.redirect?.url);
    return ok(c, {});
  });

  app.post(`${recovery}/v1/activation-email`, async (c) => {
    const ctx = c.get('ctx');
    const body = await readJson<{ identityId: string }>(c, { identityId: s.req(s.str()), emailOptions: s.any() });
    const identity = ctx.store.table('identities').get(body.identityId);
    if (!identity) throw new NotFoundError('IDENTITY_NOT_FOUND', `Identity ${body.identityId} not found`);
    ctx.store.write(() => {
      sendRecovery(ctx, identity.email, undefined);
    });
    return ok(c, {});
  });

  app.post(`${recovery}/v1/recover`, async (c) => {
    const body = await readJson<{ recoveryToken: string; password: string }>(c, {
      recoveryToken: s.req(s.str()),
      password: s.req(s.str({ minLength: 4, maxLength: 256 })),
    });
    return ok(c, { identity: identityToWire(c.get('ctx'), recover(c.get('ctx'), body.recoveryToken, body.password)) });
  });

  // The specification spells it `Start`; the platform's own SDK sends `start`: the platform answers both.
  app.on('POST', [`${verification}/v1/Start`, `${verification}/v1/start`], async (c) => {
    const ctx = c.get('ctx');
    const body = await readJson<{ identityId: string; target?: string }>(c, { identityId: s.req(s.str()), target: s.enum(['UNKNOWN_TARGET', 'EMAIL']) });
    const identity = ctx.store.table('identities').get(body.identityId);
    if (!identity) throw new NotFoundError('IDENTITY_NOT_FOUND', `Identity ${body.identityId} not found`);
    if (identity.emailVerified) return ok(c, {});
    ctx.store.write(() => {
      const answer = nextState(ctx, identity);
      if (answer.state !== 'REQUIRE_EMAIL_VERIFICATION') {
        sendMail(ctx, { to: identity.email, subject: 'Your e-mail address', text: 'Your e-mail address needs no verification.', kind: 'activation' });
      }
    });
    return ok(c, {});
  });

  app.post(`${verification}/v1/auth/verify`, async (c) => {
    const body = await readJson<{ code: string; stateToken: string }>(c, { code: s.req(s.str({ maxLength: 20 })), stateToken: s.req(s.str()) });
    if (!/^\d{6}$/.test(body.code)) throw new ValidationError([{ field: 'code', description: 'must be 6 digits', violatedRule: 'FORMAT' }]);
    return ok(c, verifyCode(c.get('ctx'), body.code, body.stateToken));
  });

  app.post(`${verification}/v1/auth/resend`, async (c) => {
    const body = await readJson<{ stateToken: string }>(c, { stateToken: s.req(s.str()) });
    resendCode(c.get('ctx'), body.stateToken);
    return ok(c, {});
  });
}
