import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  changePassword,
  login,
  loginV1,
  loginWithTokenParams,
  logout,
  proceedToNextState,
  recover,
  register,
  registerV1,
  resendDuringAuthentication,
  sendActivationEmail,
  sendRecoveryEmail,
  signOn,
  startVerification,
  verifyDuringAuthentication,
} from '@vitrine/identity';
import { createRedirectSession } from '@vitrine/redirects';
import type { Client } from '@vitrine/http';
import { boot, Client as RawClient } from '../helpers';
import { clients, inbox, LAYOUT_NAMES, rejection, settings, signInMember, TEST_OAUTH_APPS } from './setup';
import type { RunningEmulator } from '../../src/index';

let emu: RunningEmulator;

beforeAll(async () => {
  ({ emu } = await boot({ oauthApps: TEST_OAUTH_APPS }));
});
afterAll(() => emu.close());
afterEach(() => settings(emu, { requireEmailVerification: false, requireOwnerApproval: false, requireCaptcha: false }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

/** The hosted page's silent answer for a session token: `code` while the session lives, else `error`. */
async function silentAnswer(client: Client, sessionToken: string): Promise<URLSearchParams> {
  const { redirectSession } = await createRedirectSession(client, {
    auth: {
      authRequest: {
        redirectUri: 'http://shop.example:3000/cb',
        clientId: 'sdk-suite',
        codeChallenge: CHALLENGE,
        codeChallengeMethod: 'S256',
        responseMode: 'query',
        responseType: 'code',
        scope: 'offline_access',
        state: 'silent',
        sessionToken,
      },
      prompt: 'none',
    },
  });
  const res = await fetch(redirectSession.fullUrl, { redirect: 'manual' });
  return new URL(res.headers.get('location')!).searchParams;
}

describe.each(LAYOUT_NAMES)('@vitrine/identity against the emulator, %s layout', (pathLayout) => {
  const email = (name: string) => `${name}-${pathLayout}@vitrine.dev`;

  test('register and login (v2 and v1), identities transformed; changePassword, logout and SSO', async () => {
    const { visitor, visitorSent } = clients(emu, pathLayout);
    const grace = email('grace');
    const registered = await register(visitor, {
      loginId: { email: grace },
      password: 'secret-1',
      profile: {
        firstName: 'Grace',
        lastName: 'Hopper',
        customFields: [
          { name: 'born', value: { dateValue: new Date('1906-12-09T00:00:00.000Z') } },
          {
            name: 'ranks',
            value: {
              listValue: { value: [{ strValue: 'Rear admiral' }, { dateValue: new Date('1985-11-08T00:00:00.000Z') }] },
            },
          },
          {
            name: 'ship',
            value: {
              mapValue: {
                value: { commissioned: { dateValue: new Date('1943-12-01T00:00:00.000Z') }, hull: { numValue: 1 } },
              },
            },
          },
        ],
      },
    });
    expect(registered.state).toBe('SUCCESS');
    expect(registered.sessionToken).toMatch(/^st\./);
    expect(registered.additionalData).toEqual({});
    const identity = registered.identity!;
    expect(identity._id).toMatch(UUID);
    expect(identity._createdDate).toBeInstanceOf(Date);
    expect(identity._updatedDate).toBeInstanceOf(Date);
    expect(identity).toEqual({
      _id: identity._id,
      revision: '1',
      _createdDate: identity._createdDate,
      _updatedDate: identity._updatedDate,
      identityProfile: {
        firstName: 'Grace',
        lastName: 'Hopper',
        emails: [{ email: grace, tag: 'MAIN' }],
        phones: [],
        addresses: [],
        customFields: [
          { name: 'born', value: { dateValue: new Date('1906-12-09T00:00:00.000Z') } },
          {
            name: 'ranks',
            value: {
              listValue: { value: [{ strValue: 'Rear admiral' }, { dateValue: new Date('1985-11-08T00:00:00.000Z') }] },
            },
          },
          {
            name: 'ship',
            value: {
              mapValue: {
                value: { commissioned: { dateValue: new Date('1943-12-01T00:00:00.000Z') }, hull: { numValue: 1 } },
              },
            },
          },
        ],
        privacyStatus: 'PRIVATE',
      },
      status: { name: 'ACTIVE', reasons: [] },
      email: { address: grace, isVerified: false },
    });

    const loggedIn = await login(visitor, { loginId: { email: grace }, password: 'secret-1' });
    expect([loggedIn.state, loggedIn.identity?._id]).toEqual(['SUCCESS', identity._id]);
    expect(loggedIn.sessionToken).not.toBe(registered.sessionToken);
    const v1 = await loginV1(visitor, { loginId: { email: grace }, inputs: [{ value: 'secret-1' }] });
    expect([v1.state, v1.identity?._id]).toEqual(['SUCCESS', identity._id]);

    const linus = email('linus');
    const v1Registered = await registerV1(visitor, {
      identity: { identityProfile: { nickname: 'linus' }, email: { address: linus } },
      inputs: [{ value: 'secret-2' }],
    });
    expect(v1Registered.state).toBe('SUCCESS');
    expect(v1Registered.identity?.identityProfile).toMatchObject({
      nickname: 'linus',
      emails: [{ email: linus, tag: 'MAIN' }],
    });

    // A signed-in member changes the password; the old one stops working.
    const { visitor: member, visitorSent: memberSent } = clients(emu, pathLayout);
    await signInMember(member, grace, 'secret-1');
    await expect(changePassword(member, { newPassword: 'secret-9' })).resolves.toEqual({});
    expect(await rejection(login(visitor, { loginId: { email: grace }, password: 'secret-1' }))).toMatchObject({
      status: 400,
      code: '-19976',
      message: 'Wrong e-mail or password',
    });
    const session = (await login(visitor, { loginId: { email: grace }, password: 'secret-9' })).sessionToken!;
    expect(await rejection(changePassword(visitor, { newPassword: 'secret-8' }))).toMatchObject({
      status: 403,
      code: 'PERMISSION_DENIED',
      message: 'This call needs a signed-in member',
    });

    // The identity logout (a GET, on the read-only host) ends the member's platform sessions.
    expect((await silentAnswer(visitor, session)).get('code')).toMatch(/^code\./);
    await expect(
      logout(member, { clientId: 'sdk-suite', postLogoutRedirectUri: 'http://shop.example:3000/' }),
    ).resolves.toEqual({});
    expect(memberSent.at(-1)).toBe('GET readOnly /_api/iam/authentication/v1/logout');
    const after = await silentAnswer(visitor, session);
    expect([after.get('error'), after.get('state'), after.get('code')]).toEqual(['login_required', 'silent', null]);

    const sso = await rejection(
      loginWithTokenParams(visitor, { idpConnectionId: 'google', tokenParams: { id_token: 'token' } }),
    );
    expect(sso).toMatchObject({
      name: 'ApplicationError',
      status: 400,
      code: 'SSO_NOT_SUPPORTED',
      message: 'The emulator has no identity providers to sign in with; use e-mail and password',
    });

    expect(visitorSent.filter((s) => s.includes('/iam/'))).toEqual([
      'POST main /_api/iam/authentication/v2/register',
      'POST main /_api/iam/authentication/v2/login',
      'POST main /_api/iam/authentication/v1/login',
      'POST main /_api/iam/authentication/v1/register',
      'POST main /_api/iam/authentication/v2/login',
      'POST main /_api/iam/authentication/v2/login',
      'POST main /_api/iam/authentication/v2/change-password',
      'POST main /_api/iam/authentication/v1/sso/login-with-token-params',
    ]);
  });

  test('recovery: sendRecoveryEmail → recover; sendActivationEmail; signOn with the API key only', async () => {
    const { visitor, merchant, visitorSent } = clients(emu, pathLayout);
    const ada = email('ada');
    const { identity } = await register(visitor, { loginId: { email: ada }, password: 'secret-1' });

    await expect(
      sendRecoveryEmail(visitor, {
        email: ada,
        redirect: { url: 'https://shop.example/reset', clientId: 'sdk-suite' },
      }),
    ).resolves.toEqual({});
    const [mail] = await inbox(emu, ada);
    expect([mail!.kind, mail!.subject]).toEqual(['password-recovery', 'Reset your password']);
    const link = new URL(mail!.link!);
    expect(`${link.origin}${link.pathname}`).toBe('https://shop.example/reset');
    const recoveryToken = link.searchParams.get('recoveryToken')!;
    const recovered = await recover(visitor, { recoveryToken, password: 'secret-2' });
    expect(recovered.identity).toMatchObject({
      _id: identity!._id,
      revision: '2',
      email: { address: ada, isVerified: true },
    });
    expect(recovered.identity._updatedDate).toBeInstanceOf(Date);
    expect((await login(visitor, { loginId: { email: ada }, password: 'secret-2' })).state).toBe('SUCCESS');
    expect(await rejection(recover(visitor, { recoveryToken, password: 'secret-3' }))).toMatchObject({
      status: 400,
      code: 'INVALID_RECOVERY_TOKEN',
      message: 'The recovery token is unknown, used or expired',
    });

    await expect(sendActivationEmail(visitor, { identityId: identity!._id })).resolves.toEqual({});
    const [activation] = await inbox(emu, ada);
    expect(activation!.link!.startsWith(`${emu.url}/__vitrine/pages/recover?recoveryToken=`)).toBe(true);
    expect(await rejection(sendActivationEmail(visitor, { identityId: 'nobody' }))).toMatchObject({
      status: 404,
      code: 'IDENTITY_NOT_FOUND',
      message: 'Identity nobody not found',
    });

    const newcomer = email('newcomer');
    const signedOn = await signOn(merchant, { loginId: { email: newcomer }, profile: { nickname: 'new' } });
    expect(Object.keys(signedOn).sort()).toEqual(['identity', 'sessionToken', 'state']);
    expect(signedOn.state).toBe('SUCCESS');
    expect(signedOn.identity).toMatchObject({
      identityProfile: { nickname: 'new' },
      email: { address: newcomer, isVerified: true },
      status: { name: 'ACTIVE', reasons: [] },
    });
    expect(signedOn.identity?._createdDate).toBeInstanceOf(Date);
    expect((await signOn(merchant, { loginId: { email: newcomer } })).identity?._id).toBe(signedOn.identity?._id);
    expect(await rejection(signOn(visitor, { loginId: { email: newcomer } }))).toMatchObject({
      status: 403,
      code: 'PERMISSION_DENIED',
      message: 'Sign-on needs an API key; a visitor or member token cannot sign members on',
    });

    expect(visitorSent.filter((s) => s.includes('/recovery/'))).toEqual([
      'POST main /_api/iam/recovery/v1/send-email',
      'POST main /_api/iam/recovery/v1/recover',
      'POST main /_api/iam/recovery/v1/recover',
      'POST main /_api/iam/recovery/v1/activation-email',
      'POST main /_api/iam/recovery/v1/activation-email',
    ]);
  });

  test('server states: e-mail verification (resend, verify, proceed, startVerification) and owner approval', async () => {
    const { visitor } = clients(emu, pathLayout);
    await settings(emu, { requireEmailVerification: true });
    const mary = email('mary');
    const pending = await register(visitor, { loginId: { email: mary }, password: 'secret-1' });
    expect(pending.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    expect(pending.sessionToken).toBeUndefined();
    expect(pending.identity?.status).toEqual({ name: 'PENDING', reasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED'] });
    const stateToken = pending.stateToken!;
    expect(stateToken).toMatch(/^state\./);

    const still = await proceedToNextState(visitor, { stateToken });
    expect([still.state, still.stateToken]).toEqual(['REQUIRE_EMAIL_VERIFICATION', stateToken]);

    await expect(resendDuringAuthentication(visitor, { stateToken })).resolves.toEqual({});
    const mails = await inbox(emu, mary);
    expect(mails.map((m) => m.kind)).toEqual(['verification-code', 'verification-code']);
    const code = mails[0]!.code!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await rejection(
      verifyDuringAuthentication(visitor, { code: code === '000000' ? '111111' : '000000', stateToken }),
    );
    expect(wrong).toMatchObject({
      status: 400,
      code: 'INVALID_VERIFICATION_CODE',
      message: 'The verification code is wrong',
    });
    const malformed = await rejection(verifyDuringAuthentication(visitor, { code: '12ab', stateToken }));
    expect(malformed).toMatchObject({ name: 'ValidationError', message: 'INVALID_ARGUMENT: "code" must be 6 digits' });
    const verified = await verifyDuringAuthentication(visitor, { code, stateToken });
    expect(verified.state).toBe('SUCCESS');
    expect(verified.sessionToken).toMatch(/^st\./);
    expect(verified.identity).toMatchObject({
      email: { address: mary, isVerified: true },
      status: { name: 'ACTIVE', reasons: [] },
    });

    // startVerification mails a fresh code to an unverified identity.
    const joan = email('joan');
    const unverified = await register(visitor, { loginId: { email: joan }, password: 'secret-1' });
    await expect(
      startVerification(visitor, { identityId: unverified.identity!._id, target: 'EMAIL' }),
    ).resolves.toEqual({});
    expect((await inbox(emu, joan)).map((m) => m.kind)).toEqual(['verification-code', 'verification-code']);
    expect(await rejection(startVerification(visitor, { identityId: 'nobody' }))).toMatchObject({
      status: 404,
      code: 'IDENTITY_NOT_FOUND',
    });

    await settings(emu, { requireEmailVerification: false, requireOwnerApproval: true });
    const alan = email('alan');
    const waiting = await register(visitor, { loginId: { email: alan }, password: 'secret-1' });
    expect(waiting.state).toBe('REQUIRE_OWNER_APPROVAL');
    expect(waiting.identity?.status).toEqual({ name: 'PENDING', reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] });
    expect((await proceedToNextState(visitor, { stateToken: waiting.stateToken! })).state).toBe(
      'REQUIRE_OWNER_APPROVAL',
    );
    expect(
      (await fetch(`${emu.url}/__vitrine/identities/${waiting.identity!._id}/approve`, { method: 'POST' })).status,
    ).toBe(200);
    const approved = await proceedToNextState(visitor, { stateToken: waiting.stateToken! });
    expect(approved.state).toBe('SUCCESS');
    expect(approved.sessionToken).toMatch(/^st\./);
    expect(approved.identity?.status).toEqual({ name: 'ACTIVE', reasons: [] });
    expect(await rejection(proceedToNextState(visitor, { stateToken: waiting.stateToken! }))).toMatchObject({
      status: 400,
      code: 'INVALID_STATE_TOKEN',
      message: 'The state token is unknown or has expired',
    });
  });

  test('errors: a malformed e-mail is a validation error on loginId.email; taken e-mail, wrong password and reset codes', async () => {
    const { visitor } = clients(emu, pathLayout);
    const malformed = await rejection(login(visitor, { loginId: { email: 'not-an-email' }, password: 'secret-1' }));
    expect(malformed).toMatchObject({
      name: 'ValidationError',
      status: 400,
      code: 'INVALID_ARGUMENT',
      message: 'INVALID_ARGUMENT: "loginId.email" must be a valid e-mail address',
      violations: [
        {
          field: 'loginId.email',
          description: 'must be a valid e-mail address',
          violatedRule: 'FORMAT',
          data: { type: 'EMAIL' },
        },
      ],
    });
    expect(
      await rejection(register(visitor, { loginId: { email: 'ada@vitrine.dev' }, password: 'secret-1' })),
    ).toMatchObject({
      name: 'ApplicationError',
      status: 409,
      code: '-19995',
      message: 'A member with the e-mail ada@vitrine.dev already exists',
    });
    expect(await rejection(login(visitor, { loginId: { email: 'ada@vitrine.dev' }, password: 'nope' }))).toMatchObject({
      status: 400,
      code: '-19976',
      message: 'Wrong e-mail or password',
    });
    expect(
      await rejection(login(visitor, { loginId: { email: 'reset@vitrine.dev' }, password: 'vitrine-demo' })),
    ).toMatchObject({
      status: 400,
      code: '-19973',
      message: 'The password must be reset before logging in',
    });
    await settings(emu, { requireCaptcha: true });
    expect(
      await rejection(login(visitor, { loginId: { email: 'ada@vitrine.dev' }, password: 'vitrine-demo' })),
    ).toMatchObject({ code: '-19971', message: 'A captcha token is required' });
    expect(
      await rejection(
        login(visitor, {
          loginId: { email: 'ada@vitrine.dev' },
          password: 'vitrine-demo',
          captchaTokens: [{ Recaptcha: 'forged' }],
        }),
      ),
    ).toMatchObject({
      code: '-19970',
      message: 'The captcha token is invalid',
    });
    expect(
      (
        await login(visitor, {
          loginId: { email: 'ada@vitrine.dev' },
          password: 'vitrine-demo',
          captchaTokens: [{ InvisibleRecaptcha: 'vitrine-captcha-ok' }],
        })
      ).state,
    ).toBe('SUCCESS');
  });
});

describe('identity addresses on the wire', () => {
  const wire = {
    city: 'Berlin',
    country: 'DE',
    addressLine: 'Invalidenstraße 1',
    addressLine2: '2. OG',
    formattedAddress: 'Invalidenstraße 1, 10115 Berlin',
    geocode: { latitude: 52.5306, longitude: 13.3847 },
  };

  test('raw HTTP: a profile address in the wire names is kept and answered as sent; the SDK-side names are refused', async () => {
    const raw = new RawClient(emu);
    const token = (await raw.visitor('sdk-suite')).access_token;
    const registered = await raw.call('POST', '/_api/iam/authentication/v2/register', {
      token,
      body: {
        loginId: { email: 'street-raw@vitrine.dev' },
        password: 'secret-1',
        profile: { addresses: [{ tag: 'HOME', address: wire }] },
      },
    });
    expect(registered.status).toBe(200);
    expect(registered.body.identity.identityProfile.addresses).toEqual([{ tag: 'HOME', address: wire }]);
    const refused = await raw.call('POST', '/_api/iam/authentication/v2/register', {
      token,
      body: {
        loginId: { email: 'street-sdk@vitrine.dev' },
        password: 'secret-1',
        profile: { addresses: [{ address: { city: 'Berlin', addressLine1: 'Invalidenstraße 1' } }] },
      },
    });
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'INVALID_ARGUMENT: "profile.addresses[0].address.addressLine1" is not a known field',
    ]);
  });

  test.each(LAYOUT_NAMES)(
    '@vitrine/identity register in the %s layout: addressLine1, formatted and location round-trip through the wire names',
    async (pathLayout) => {
      const { visitor } = clients(emu, pathLayout);
      const address = {
        city: 'Berlin',
        country: 'DE',
        addressLine1: 'Invalidenstraße 1',
        addressLine2: '2. OG',
        formatted: 'Invalidenstraße 1, 10115 Berlin',
        location: { latitude: 52.5306, longitude: 13.3847 },
      };
      const registered = await register(visitor, {
        loginId: { email: `street-${pathLayout}@vitrine.dev` },
        password: 'secret-1',
        profile: { addresses: [{ tag: 'HOME', address }] },
      });
      expect(registered.identity?.identityProfile?.addresses).toEqual([{ tag: 'HOME', address }]);
    },
  );
});
