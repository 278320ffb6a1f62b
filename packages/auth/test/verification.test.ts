import { createClient } from '@vitrine/http';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiKey, initialLoginState, login, processVerification, register, type LoginResult } from '../src';
import { HOST, useServer } from './helpers';
import { applicationError, identityEndpoint, visitor } from './iam';

const server = useServer();
const identity = identityEndpoint(server);

describe('e-mail verification', () => {
  it('sends the code with the state token only in EMAIL_VERIFICATION_REQUIRED', async () => {
    const requests = identity('/verification/v1/auth/verify', () =>
      HttpResponse.json({ state: 'SUCCESS', sessionToken: 'session-3' }),
    );
    const { client } = visitor();
    const state: LoginResult = { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-1' } };
    expect(await processVerification(client, { verificationCode: '123456' }, state)).toEqual({
      loginState: 'SUCCESS',
      data: { sessionToken: 'session-3' },
    });
    expect(requests.map((r) => r.body)).toEqual([{ code: '123456', stateToken: 'st-1' }]);
  });

  it.each<LoginResult>([
    initialLoginState,
    { loginState: 'SUCCESS', data: { sessionToken: 's' } },
    { loginState: 'OWNER_APPROVAL_REQUIRED' },
    { loginState: 'FAILURE', error: 'x' },
  ])('in %o it is FAILURE Unknown _state without a request', async (state) => {
    const requests = identity('/verification/v1/auth/verify', () =>
      HttpResponse.json({ state: 'SUCCESS', sessionToken: 's' }),
    );
    expect(await processVerification(visitor().client, { verificationCode: '1' }, state)).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    });
    expect(requests).toEqual([]);
  });

  it("without a state it continues from the client's own: register → EMAIL_VERIFICATION_REQUIRED → verify", async () => {
    identity('/authentication/v2/register', () =>
      HttpResponse.json({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-9' }),
    );
    const requests = identity('/verification/v1/auth/verify', () =>
      HttpResponse.json({ state: 'SUCCESS', sessionToken: 'session-9' }),
    );
    const { client } = visitor();
    expect(await register(client, { email: 'new@example.com', password: 'pw' })).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: 'st-9' },
    });
    expect(await processVerification(client, { verificationCode: '424242' })).toEqual({
      loginState: 'SUCCESS',
      data: { sessionToken: 'session-9' },
    });
    expect(requests.map((r) => r.body)).toEqual([{ code: '424242', stateToken: 'st-9' }]);
    // The client's state is now SUCCESS: a second code has nothing to verify.
    expect(await processVerification(client, { verificationCode: '424242' })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    });
    expect(requests).toHaveLength(1);
  });

  it('after a login that asks for verification, a wrong code keeps nothing to continue from', async () => {
    identity('/authentication/v2/login', () =>
      HttpResponse.json({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-7' }),
    );
    const requests = identity('/verification/v1/auth/verify', () => applicationError('-19976', 'Wrong code'));
    const { client } = visitor();
    await login(client, { email: 'a@example.com', password: 'p' });
    expect(await processVerification(client, { verificationCode: '0' })).toMatchObject({
      loginState: 'FAILURE',
      error: 'Wrong code',
    });
    expect(requests.map((r) => r.body)).toEqual([{ code: '0', stateToken: 'st-7' }]);
  });

  it('with no prior login or register on the client: FAILURE Unknown _state without a request', async () => {
    const requests = identity('/verification/v1/auth/verify', () =>
      HttpResponse.json({ state: 'SUCCESS', sessionToken: 's' }),
    );
    expect(await processVerification(visitor().client, { verificationCode: '1' })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    });
    // Another client's pending verification is not this client's.
    identity('/authentication/v2/register', () =>
      HttpResponse.json({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-8' }),
    );
    await register(visitor().client, { email: 'b@example.com', password: 'p' });
    expect(await processVerification(visitor().client, { verificationCode: '1' })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    });
    // An API-key client keeps no login state at all.
    expect(
      await processVerification(createClient({ host: HOST, auth: apiKey({ apiKey: 'k' }) }), { verificationCode: '1' }),
    ).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    });
    expect(requests).toEqual([]);
  });

  it("a state given explicitly wins over the client's own", async () => {
    identity('/authentication/v2/register', () =>
      HttpResponse.json({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-own' }),
    );
    const requests = identity('/verification/v1/auth/verify', () =>
      HttpResponse.json({ state: 'SUCCESS', sessionToken: 's' }),
    );
    const { client } = visitor();
    await register(client, { email: 'c@example.com', password: 'p' });
    await processVerification(
      client,
      { verificationCode: '5' },
      { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-given' } },
    );
    expect(requests.map((r) => r.body)).toEqual([{ code: '5', stateToken: 'st-given' }]);
  });

  it('a wrong code is a FAILURE result', async () => {
    identity('/verification/v1/auth/verify', () => applicationError('-19976', 'Wrong code'));
    const state: LoginResult = { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-1' } };
    expect(await processVerification(visitor().client, { verificationCode: '0' }, state)).toMatchObject({
      loginState: 'FAILURE',
      error: 'Wrong code',
    });
  });
});
