import { Hono } from 'hono';
import type { AppEnv } from '../http';
import { clientAddress, readBody } from '../http';
import { ok } from '../respond';
import { principal } from '../tokens';
import { requireApiKey, requireMember, requireRecentSignIn } from '../principal';
import { ApplicationError, NotFoundError, ValidationError } from '../errors';
import * as schema from './schemas';
import * as identity from './service';
import { endSessions } from './sessions/service';
import { checkResetLink } from '../redirects';

const AUTH = '/_api/iam/authentication';
const RECOVERY = '/_api/iam/recovery';
const VERIFICATION = '/_api/iam/verification';

/** Identity under `/_api/iam/…`, and the emulator's member admin. */
export const identityRoutes = new Hono<AppEnv>()
  .post(`${AUTH}/v2/register`, async (c) => {
    const { loginId, password, profile, captchaTokens } = await readBody(c, schema.registerV2);
    const input = { email: loginId.email, password, profile, captchaTokens };
    return ok(c, identity.register(c.get('ctx'), { ...input, emailField: 'loginId.email', passwordField: 'password' }));
  })
  .post(`${AUTH}/v2/login`, async (c) => {
    const { loginId, password, captchaTokens } = await readBody(c, schema.loginV2);
    const input = { email: loginId.email, password, captchaTokens, emailField: 'loginId.email' };
    return ok(c, identity.login(c.get('ctx'), { ...input, address: clientAddress(c) }));
  })
  .post(`${AUTH}/v1/register`, async (c) => {
    const body = await readBody(c, schema.registerV1);
    const { emails: _emails, ...profile } = body.identity?.identityProfile ?? {};
    const input = {
      email: schema.v1Email(body.loginId, body.identity),
      password: schema.v1Password(body.inputs),
      profile,
      captchaTokens: body.captchaTokens,
    };
    return ok(
      c,
      identity.register(c.get('ctx'), { ...input, emailField: 'loginId.email', passwordField: 'inputs[0].value' }),
    );
  })
  .post(`${AUTH}/v1/login`, async (c) => {
    const body = await readBody(c, schema.loginV1);
    const email = schema.v1Email(body.loginId, body.identifier);
    const input = { email, password: schema.v1Password(body.inputs), captchaTokens: body.captchaTokens };
    return ok(c, identity.login(c.get('ctx'), { ...input, emailField: 'loginId.email', address: clientAddress(c) }));
  })
  .post(`${AUTH}/v2/change-password`, async (c) => {
    const member = requireRecentSignIn(c.get('ctx'), requireMember(principal(c)));
    const body = await readBody(c, schema.changePassword);
    identity.changePassword(c.get('ctx'), member.memberId, body.newPassword, member.familyId);
    return ok(c, {});
  })
  .post(`${AUTH}/v1/sso/login-with-token-params`, async (c) => {
    await readBody(c, schema.ssoLogin);
    const says = 'The emulator has no identity providers to sign in with; use e-mail and password';
    throw new ApplicationError(400, 'SSO_NOT_SUPPORTED', says);
  })
  .post(`${AUTH}/v1/state/proceed`, async (c) => {
    const body = await readBody(c, schema.stateToken);
    return ok(c, identity.proceed(c.get('ctx'), body.stateToken));
  })
  .post(`${AUTH}/v2/sign-on`, async (c) => {
    requireApiKey(principal(c), 'Sign-on needs an API key; a visitor or member token cannot sign members on');
    return ok(c, identity.signOn(c.get('ctx'), await readBody(c, schema.signOn)));
  })
  .get(`${AUTH}/v1/logout`, (c) => {
    const p = principal(c);
    if (p?.kind === 'member') endSessions(c.get('ctx'), p.memberId);
    return ok(c, {});
  })
  .post(`${RECOVERY}/v1/send-email`, async (c) => {
    const body = await readBody(c, schema.sendRecoveryEmail);
    if (body.redirect) checkResetLink(c.get('ctx'), body.redirect);
    identity.sendRecovery(c.get('ctx'), body.email, body.redirect?.url);
    return ok(c, {});
  })
  .post(`${RECOVERY}/v1/activation-email`, async (c) => {
    identity.sendActivation(c.get('ctx'), (await readBody(c, schema.activationEmail)).identityId);
    return ok(c, {});
  })
  .post(`${RECOVERY}/v1/recover`, async (c) => {
    const body = await readBody(c, schema.recover);
    return ok(c, { identity: identity.recover(c.get('ctx'), body.recoveryToken, body.password) });
  })
  // The specification spells it `Start`; the platform's own SDK sends `start`: the platform answers both.
  .on('POST', [`${VERIFICATION}/v1/Start`, `${VERIFICATION}/v1/start`], async (c) => {
    identity.startVerification(c.get('ctx'), (await readBody(c, schema.startVerification)).identityId);
    return ok(c, {});
  })
  .post(`${VERIFICATION}/v1/auth/verify`, async (c) => {
    const body = await readBody(c, schema.verify);
    if (!/^\d{6}$/.test(body.code))
      throw new ValidationError([{ field: 'code', description: 'must be 6 digits', violatedRule: 'FORMAT' }]);
    return ok(c, identity.verifyCode(c.get('ctx'), body.code, body.stateToken));
  })
  .post(`${VERIFICATION}/v1/auth/resend`, async (c) => {
    identity.resendCode(c.get('ctx'), (await readBody(c, schema.stateToken)).stateToken);
    return ok(c, {});
  })
  .post('/__vitrine/identities/:id/approve', (c) => {
    const approved = identity.approveIdentity(c.get('ctx'), c.req.param('id'));
    if (!approved) throw new NotFoundError('IDENTITY_NOT_FOUND', 'Identity not found');
    return c.json({ id: approved.id, approved: true });
  })
  .get('/__vitrine/identities', (c) => c.json({ identities: identity.listIdentities(c.get('ctx')) }));
