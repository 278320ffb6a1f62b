import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { adminHeaders, boot, type Client } from './helpers';
import type { RunningEmulator } from '../src/index';

let emu: RunningEmulator;
let client: Client;
const AUTH = '/_api/iam/authentication';

beforeAll(async () => {
  // The reset links go to the shop's origin: its OAuth app allows it.
  ({ emu, client } = await boot({
    oauthApps: [{ clientId: 'shop', allowedRedirectOrigins: ['http://shop.example'] }],
  }));
});
afterAll(() => emu.close());

async function settings(s: Record<string, boolean>) {
  const r = await client.call('PUT', '/__vitrine/settings', { body: s });
  expect(r.status).toBe(200);
}

beforeEach(() => settings({ requireEmailVerification: false, requireOwnerApproval: false, requireCaptcha: false }));

function appError(description: string, code: string) {
  return { message: description, details: { applicationError: { description, code } } };
}

async function latestCode(email: string): Promise<string> {
  const inbox = await client.call('GET', `/__vitrine/inbox.json?to=${encodeURIComponent(email)}`);
  expect(inbox.status).toBe(200);
  const mail = inbox.body.mails.find((m: { kind: string }) => m.kind === 'verification-code');
  expect(mail.code).toMatch(/^\d{6}$/);
  return mail.code;
}

describe('v2 register and login', () => {
  test('register → SUCCESS with a session token and the identity; login works; e-mail taken is -19995', async () => {
    const r = await client.call('POST', `${AUTH}/v2/register`, {
      body: {
        loginId: { email: 'Lin@Example.com' },
        password: 'secret-1',
        profile: { firstName: 'Lin', lastName: 'Ma' },
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.state).toBe('SUCCESS');
    expect(r.body.sessionToken).toMatch(/^st\./);
    expect(r.body.additionalData).toEqual({});
    expect(r.body.identity).toMatchObject({
      revision: '1',
      identityProfile: {
        firstName: 'Lin',
        lastName: 'Ma',
        emails: [{ email: 'lin@example.com', tag: 'MAIN' }],
        phones: [],
        addresses: [],
        customFields: [],
        privacyStatus: 'PRIVATE',
      },
      status: { name: 'ACTIVE', reasons: [] },
      email: { address: 'lin@example.com', isVerified: false },
    });
    const login = await client.call('POST', `${AUTH}/v2/login`, {
      body: { loginId: { email: 'lin@example.com' }, password: 'secret-1' },
    });
    expect(login.status).toBe(200);
    expect(login.body.state).toBe('SUCCESS');
    expect(login.body.identity.id).toBe(r.body.identity.id);
    const taken = await client.call('POST', `${AUTH}/v2/register`, {
      body: { loginId: { email: 'lin@example.com' }, password: 'other-1' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual(appError('A member with the e-mail lin@example.com already exists', '-19995'));
  });

  test('error codes: wrong password -19976, reset needed -19973, unknown e-mail, malformed e-mail', async () => {
    const wrong = await client.call('POST', `${AUTH}/v2/login`, {
      body: { loginId: { email: 'ada@vitrine.dev' }, password: 'nope' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(appError('Wrong e-mail or password', '-19976'));
    const reset = await client.call('POST', `${AUTH}/v2/login`, {
      body: { loginId: { email: 'reset@vitrine.dev' }, password: 'vitrine-demo' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body).toEqual(appError('The password must be reset before logging in', '-19973'));
    const unknown = await client.call('POST', `${AUTH}/v2/login`, {
      body: { loginId: { email: 'nobody@vitrine.dev' }, password: 'x' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(appError('No member with the e-mail nobody@vitrine.dev', '-19999'));
    for (const path of ['v2/login', 'v2/register']) {
      const bad = await client.call('POST', `${AUTH}/${path}`, {
        body: { loginId: { email: 'not-an-email' }, password: 'secret-1' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.details.validationError.fieldViolations).toEqual([
        {
          field: 'loginId.email',
          description: 'must be a valid e-mail address',
          violatedRule: 'FORMAT',
          data: { type: 'EMAIL' },
        },
      ]);
    }
  });

  test('captcha required: missing -19971, invalid -19970, valid passes', async () => {
    await settings({ requireCaptcha: true });
    const missing = await client.call('POST', `${AUTH}/v2/login`, {
      body: { loginId: { email: 'ada@vitrine.dev' }, password: 'vitrine-demo' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(appError('A captcha token is required', '-19971'));
    const invalid = await client.call('POST', `${AUTH}/v2/register`, {
      body: { loginId: { email: 'cap@vitrine.dev' }, password: 'secret-1', captchaTokens: [{ Recaptcha: 'forged' }] },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual(appError('The captcha token is invalid', '-19970'));
    const valid = await client.call('POST', `${AUTH}/v2/login`, {
      body: {
        loginId: { email: 'ada@vitrine.dev' },
        password: 'vitrine-demo',
        captchaTokens: [{ InvisibleRecaptcha: 'vitrine-captcha-ok' }],
      },
    });
    expect(valid.body.state).toBe('SUCCESS');
  });

  test('e-mail verification: REQUIRE_EMAIL_VERIFICATION, code from the inbox, resend, verify → SUCCESS', async () => {
    await settings({ requireEmailVerification: true });
    const r = await client.call('POST', `${AUTH}/v2/register`, {
      body: { loginId: { email: 'verify@vitrine.dev' }, password: 'secret-1' },
    });
    expect(r.status).toBe(200);
    expect(r.body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
    expect(r.body.sessionToken).toBeUndefined();
    expect(r.body.identity.status).toEqual({ name: 'PENDING', reasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED'] });
    const first = await latestCode('verify@vitrine.dev');
    expect(
      (await client.call('POST', '/_api/iam/verification/v1/auth/resend', { body: { stateToken: r.body.stateToken } }))
        .body,
    ).toEqual({});
    const second = await latestCode('verify@vitrine.dev');
    const inbox = await client.call('GET', '/__vitrine/inbox.json?to=verify@vitrine.dev');
    expect(inbox.body.mails).toHaveLength(2);
    const wrongCode = second === '000000' ? '111111' : '000000';
    const wrong = await client.call('POST', '/_api/iam/verification/v1/auth/verify', {
      body: { code: wrongCode, stateToken: r.body.stateToken },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(appError('The verification code is wrong', 'INVALID_VERIFICATION_CODE'));
    expect(first).toMatch(/^\d{6}$/);
    const ok = await client.call('POST', '/_api/iam/verification/v1/auth/verify', {
      body: { code: second, stateToken: r.body.stateToken },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.state).toBe('SUCCESS');
    expect(ok.body.identity.email).toEqual({ address: 'verify@vitrine.dev', isVerified: true });
    const reused = await client.call('POST', '/_api/iam/verification/v1/auth/verify', {
      body: { code: second, stateToken: r.body.stateToken },
    });
    expect(reused.body).toEqual(appError('The state token is unknown or has expired', 'INVALID_STATE_TOKEN'));
  });

  test.each(['Start', 'start'])(
    "verification v1/%s (the specification's and the platform SDK's spelling) mails a fresh code",
    async (spelling) => {
      await settings({ requireEmailVerification: true });
      const email = `start-${spelling === 'Start' ? 'upper' : 'lower'}@vitrine.dev`;
      const r = await client.call('POST', `${AUTH}/v2/register`, {
        body: { loginId: { email }, password: 'secret-1' },
      });
      expect(r.body.state).toBe('REQUIRE_EMAIL_VERIFICATION');
      const started = await client.call('POST', `/_api/iam/verification/v1/${spelling}`, {
        body: { identityId: r.body.identity.id, target: 'EMAIL' },
      });
      expect([started.status, started.body]).toEqual([200, {}]);
      const inbox = await client.call('GET', `/__vitrine/inbox.json?to=${encodeURIComponent(email)}`);
      expect(inbox.body.mails.map((m: { kind: string }) => m.kind)).toEqual(['verification-code', 'verification-code']);
    },
  );

  test('owner approval: REQUIRE_OWNER_APPROVAL until approved, then state/proceed → SUCCESS', async () => {
    await settings({ requireOwnerApproval: true });
    const r = await client.call('POST', `${AUTH}/v2/register`, {
      body: { loginId: { email: 'approve@vitrine.dev' }, password: 'secret-1' },
    });
    expect(r.body.state).toBe('REQUIRE_OWNER_APPROVAL');
    expect(r.body.identity.status).toEqual({ name: 'PENDING', reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] });
    const still = await client.call('POST', `${AUTH}/v1/state/proceed`, { body: { stateToken: r.body.stateToken } });
    expect(still.body.state).toBe('REQUIRE_OWNER_APPROVAL');
    const approve = await client.call('POST', `/__vitrine/identities/${r.body.identity.id}/approve`);
    expect(approve.body).toEqual({ id: r.body.identity.id, approved: true });
    const done = await client.call('POST', `${AUTH}/v1/state/proceed`, { body: { stateToken: r.body.stateToken } });
    expect(done.body.state).toBe('SUCCESS');
    expect(done.body.sessionToken).toMatch(/^st\./);
  });

  test('v1 register and login answer like v2', async () => {
    const r = await client.call('POST', `${AUTH}/v1/register`, {
      body: {
        identity: { identityProfile: { firstName: 'Vee', emails: [{ email: 'v1@vitrine.dev' }] } },
        authenticatorId: 'password',
        inputs: [{ value: 'secret-1' }],
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.state).toBe('SUCCESS');
    expect(r.body.identity.identityProfile.firstName).toBe('Vee');
    const l = await client.call('POST', `${AUTH}/v1/login`, {
      body: { loginId: { email: 'v1@vitrine.dev' }, authenticatorId: 'password', inputs: [{ value: 'secret-1' }] },
    });
    expect(l.body.state).toBe('SUCCESS');
  });
});

describe('recovery, change password, sign-on, sso, logout', () => {
  test('send-email mails a link with a recoveryToken; recover sets the password and clears the reset flag', async () => {
    const sent = await client.call('POST', '/_api/iam/recovery/v1/send-email', {
      body: {
        email: 'reset@vitrine.dev',
        language: 'en',
        redirect: { url: 'http://shop.example/reset', clientId: 'shop' },
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({});
    const inbox = await client.call('GET', '/__vitrine/inbox.json?to=reset@vitrine.dev');
    const link = new URL(inbox.body.mails[0].link);
    expect(link.origin + link.pathname).toBe('http://shop.example/reset');
    const token = link.searchParams.get('recoveryToken')!;
    const rec = await client.call('POST', '/_api/iam/recovery/v1/recover', {
      body: { recoveryToken: token, password: 'brand-new' },
    });
    expect(rec.status).toBe(200);
    expect(rec.body.identity.email.address).toBe('reset@vitrine.dev');
    expect(
      (
        await client.call('POST', `${AUTH}/v2/login`, {
          body: { loginId: { email: 'reset@vitrine.dev' }, password: 'brand-new' },
        })
      ).body.state,
    ).toBe('SUCCESS');
    const again = await client.call('POST', '/_api/iam/recovery/v1/recover', {
      body: { recoveryToken: token, password: 'brand-new' },
    });
    expect(again.body).toEqual(appError('The recovery token is unknown, used or expired', 'INVALID_RECOVERY_TOKEN'));
    const html = await fetch(`${emu.url}/__vitrine/inbox`, { headers: adminHeaders(emu) });
    expect(await html.text()).toContain('Reset your password');
  });

  test('change-password needs a member token', async () => {
    const v = await client.visitor();
    const visitor = await client.call('POST', `${AUTH}/v2/change-password`, {
      token: v.access_token,
      body: { newPassword: 'x-secret' },
    });
    expect(visitor.status).toBe(403);
    expect(visitor.body).toEqual(appError('This call needs a signed-in member', 'PERMISSION_DENIED'));
  });

  test('sign-on needs the API key; sso is refused clearly; logout answers {}', async () => {
    const v = await client.visitor();
    expect(
      (
        await client.call('POST', `${AUTH}/v2/sign-on`, {
          token: v.access_token,
          body: { loginId: { email: 'so@vitrine.dev' } },
        })
      ).status,
    ).toBe(403);
    const so = await client.call('POST', `${AUTH}/v2/sign-on`, {
      token: emu.apiKey,
      body: { loginId: { email: 'so@vitrine.dev' }, profile: { nickname: 'so' } },
    });
    expect(so.status).toBe(200);
    expect(so.body.state).toBe('SUCCESS');
    expect(Object.keys(so.body).sort()).toEqual(['identity', 'sessionToken', 'state']);
    const sso = await client.call('POST', `${AUTH}/v1/sso/login-with-token-params`, {
      body: { idpConnectionId: 'x', tokenParams: {} },
    });
    expect(sso.status).toBe(400);
    expect(sso.body).toEqual(
      appError('The emulator has no identity providers to sign in with; use e-mail and password', 'SSO_NOT_SUPPORTED'),
    );
    const out = await client.call(
      'GET',
      `${AUTH}/v1/logout?postLogoutRedirectUri=http%3A%2F%2Fshop.example&clientId=shop`,
      { readOnly: true },
    );
    expect(out.status).toBe(200);
    expect(out.body).toEqual({});
  });
});
