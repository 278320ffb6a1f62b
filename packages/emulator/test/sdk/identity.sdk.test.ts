import { describe, expect, test } from 'vitest';
import { changePassword, login, loginV1, loginWithTokenParams, logout, register, registerV1 } from '@vitrine/identity';
import { createRedirectSession } from '@vitrine/redirects';
import type { Client } from '@vitrine/http';
import { clients, LAYOUT_NAMES, rejection, signInMember, TEST_OAUTH_APPS } from './setup';
import { bootForFile } from '../support/boot';
import { resetSignInSettingsAfterEach } from './support/sign-in-settings';

const { emu } = await bootForFile({ oauthApps: TEST_OAUTH_APPS });
resetSignInSettingsAfterEach(emu);

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
});
