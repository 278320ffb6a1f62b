import { describe, expect, expectTypeOf, it } from 'vitest';
import { login, recover, register, signOn, verifyDuringAuthentication, type AuthenticationResponse } from '../src';
import { client, useIam } from './support/iam-server';
import { sdkIdentity, wireIdentity } from './support/identity-fixtures';

const { answer } = useIam();

describe('answers: identity dates and custom values', () => {
  it('login: SUCCESS with the identity read back (dates at every depth, addresses in the SDK names)', async () => {
    answer('/authentication/v2/login', {
      state: 'SUCCESS',
      sessionToken: 'st-1',
      identity: wireIdentity(),
      additionalData: {},
    });
    const result = await login(client, { loginId: { email: 'ana@shop.test' }, password: 'secret-1' });
    expect(result).toStrictEqual({ state: 'SUCCESS', sessionToken: 'st-1', identity: sdkIdentity, additionalData: {} });
    expectTypeOf(result).toEqualTypeOf<AuthenticationResponse>();
  });

  it('register: REQUIRE_EMAIL_VERIFICATION with a state token and a pending identity', async () => {
    const identity = {
      ...wireIdentity(),
      status: { name: 'PENDING', reasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED'] },
    };
    answer('/authentication/v2/register', { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'state-1', identity });
    const result = await register(client, { loginId: { email: 'ana@shop.test' }, password: 'secret-1' });
    expect(result).toStrictEqual({
      state: 'REQUIRE_EMAIL_VERIFICATION',
      stateToken: 'state-1',
      identity: { ...sdkIdentity, status: { name: 'PENDING', reasons: ['PENDING_EMAIL_VERIFICATION_REQUIRED'] } },
    });
  });

  it.each([
    [
      'recover',
      () => recover(client, { recoveryToken: 'rec-1', password: 'secret-3' }),
      '/recovery/v1/recover',
      { identity: wireIdentity() },
      { identity: sdkIdentity },
    ],
    [
      'signOn',
      () => signOn(client, { loginId: { email: 'ana@shop.test' } }),
      '/authentication/v2/sign-on',
      { state: 'SUCCESS', sessionToken: 'st-2', identity: wireIdentity() },
      { state: 'SUCCESS', sessionToken: 'st-2', identity: sdkIdentity },
    ],
    [
      'verifyDuringAuthentication',
      () => verifyDuringAuthentication(client, { code: '123456', stateToken: 'state-1' }),
      '/verification/v1/auth/verify',
      { state: 'REQUIRE_OWNER_APPROVAL', stateToken: 'state-2', identity: wireIdentity() },
      { state: 'REQUIRE_OWNER_APPROVAL', stateToken: 'state-2', identity: sdkIdentity },
    ],
  ] as const)('%s reads the identity the same way', async (_name, call, path, wire, sdk) => {
    answer(path, wire);
    expect(await call()).toStrictEqual(sdk);
  });

  it('an answer without an identity is left as it is', async () => {
    answer('/authentication/v2/login', { state: 'REQUIRE_OWNER_APPROVAL', stateToken: 'state-3' });
    expect(await login(client, { loginId: { email: 'ana@shop.test' }, password: 'p' })).toStrictEqual({
      state: 'REQUIRE_OWNER_APPROVAL',
      stateToken: 'state-3',
    });
  });
});
