import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { initialLoginState, login, LoginState, register, type LoginResult } from '../src';
import { HOST, useServer } from './helpers';
import { applicationError, emailViolation, identityEndpoint, visitor } from './iam';

const server = useServer();
const identity = identityEndpoint(server);

describe('login state machine', () => {
  it('starts in INITIAL', () => {
    expect(initialLoginState).toEqual({ loginState: 'INITIAL' });
    expect(Object.keys(LoginState)).toEqual([
      'INITIAL',
      'SUCCESS',
      'FAILURE',
      'EMAIL_VERIFICATION_REQUIRED',
      'OWNER_APPROVAL_REQUIRED',
      'USER_CAPTCHA_REQUIRED',
      'SILENT_CAPTCHA_REQUIRED',
    ]);
  });

  it('login sends the v2 body with the visitor token and maps SUCCESS to the session token', async () => {
    const requests = identity('/authentication/v2/login', () =>
      HttpResponse.json({ state: 'SUCCESS', sessionToken: 'session-1', identity: { id: 'm1' } }),
    );
    const { client } = visitor();
    const result = await login(client, {
      email: 'ann@example.com',
      password: 'pw',
      captchaTokens: { invisibleRecaptchaToken: 'inv' },
    });
    expect(result).toEqual({ loginState: 'SUCCESS', data: { sessionToken: 'session-1' } });
    expect(requests).toEqual([
      {
        authorization: 'visitor-at',
        body: { loginId: { email: 'ann@example.com' }, password: 'pw', captchaTokens: [{ InvisibleRecaptcha: 'inv' }] },
      },
    ]);
  });

  it('login leaves captchaTokens out when none are given', async () => {
    const requests = identity('/authentication/v2/login', () =>
      HttpResponse.json({ state: 'SUCCESS', sessionToken: 's' }),
    );
    await login(visitor().client, { email: 'ann@example.com', password: 'pw' });
    expect(requests[0]!.body).toEqual({ loginId: { email: 'ann@example.com' }, password: 'pw' });
  });

  it.each<[string, Record<string, unknown>, LoginResult]>([
    ['REQUIRE_OWNER_APPROVAL', { state: 'REQUIRE_OWNER_APPROVAL' }, { loginState: 'OWNER_APPROVAL_REQUIRED' }],
    [
      'REQUIRE_EMAIL_VERIFICATION',
      { state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-1' },
      { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-1' } },
    ],
    ['STATUS_CHECK', { state: 'STATUS_CHECK' }, { loginState: 'FAILURE', error: 'Unknown _state' }],
    ['UNKNOWN_STATE', { state: 'UNKNOWN_STATE' }, { loginState: 'FAILURE', error: 'Unknown _state' }],
    ['no state', {}, { loginState: 'FAILURE', error: 'Unknown _state' }],
    ['SUCCESS without a session token', { state: 'SUCCESS' }, { loginState: 'FAILURE', error: 'Unknown _state' }],
  ])('maps server state %s', async (_, answer, expected) => {
    identity('/authentication/v2/login', () => HttpResponse.json(answer));
    expect(await login(visitor().client, { email: 'a@example.com', password: 'p' })).toEqual(expected);
  });

  it.each<[string, () => Response, LoginResult]>([
    [
      '-19971',
      () => applicationError('-19971', 'Captcha missing'),
      { loginState: 'SILENT_CAPTCHA_REQUIRED', error: 'Captcha missing', errorCode: 'missingCaptchaToken' },
    ],
    [
      '-19970',
      () => applicationError('-19970', 'Captcha invalid'),
      { loginState: 'USER_CAPTCHA_REQUIRED', error: 'Captcha invalid', errorCode: 'invalidCaptchaToken' },
    ],
    [
      '-19976',
      () => applicationError('-19976', 'Wrong password'),
      { loginState: 'FAILURE', error: 'Wrong password', errorCode: 'invalidPassword' },
    ],
    [
      '-19973',
      () => applicationError('-19973', 'Reset needed'),
      { loginState: 'FAILURE', error: 'Reset needed', errorCode: 'resetPassword' },
    ],
    [
      '-19995 (any other code)',
      () => applicationError('-19995', 'Taken'),
      { loginState: 'FAILURE', error: 'Taken', errorCode: 'invalidEmail' },
    ],
    [
      'an e-mail violation',
      emailViolation,
      {
        loginState: 'FAILURE',
        error: 'INVALID_ARGUMENT: "loginId.email" must be an e-mail',
        errorCode: 'invalidEmail',
      },
    ],
    [
      'a 500',
      () => new HttpResponse(null, { status: 500, headers: { 'x-request-id': 'r9' } }),
      { loginState: 'FAILURE', error: 'System error occurred, request-id: r9' },
    ],
  ])('login failure %s', async (_, answer, expected) => {
    identity('/authentication/v2/login', answer);
    expect(await login(visitor().client, { email: 'a@example.com', password: 'p' })).toEqual(expected);
  });

  it('a network failure during login is a FAILURE result, not a throw', async () => {
    identity('/authentication/v2/login', () => HttpResponse.error());
    expect(await login(visitor().client, { email: 'a@example.com', password: 'p' })).toEqual({
      loginState: 'FAILURE',
      error: `Could not reach ${HOST} (POST /_api/iam/authentication/v2/login)`,
    });
  });

  it('an answer that is not an object is a FAILURE result, not a TypeError', async () => {
    identity('/authentication/v2/login', () => HttpResponse.json(null));
    expect(await login(visitor().client, { email: 'a@example.com', password: 'p' })).toEqual({
      loginState: 'FAILURE',
      error: 'System error occurred',
    });
  });

  it('register sends profile and captcha tokens and maps its own error codes', async () => {
    const requests = identity('/authentication/v2/register', () =>
      HttpResponse.json({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'st-2' }),
    );
    const { client } = visitor();
    const result = await register(client, {
      email: 'new@example.com',
      password: 'pw',
      profile: { nickname: 'Ann' },
      captchaTokens: { recaptchaToken: 'vis' },
    });
    expect(result).toEqual({ loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 'st-2' } });
    expect(requests[0]!.body).toEqual({
      loginId: { email: 'new@example.com' },
      password: 'pw',
      profile: { nickname: 'Ann' },
      captchaTokens: [{ Recaptcha: 'vis' }],
    });
  });

  it.each<[string, () => Response, LoginResult]>([
    [
      '-19995',
      () => applicationError('-19995', 'Taken'),
      { loginState: 'FAILURE', error: 'Taken', errorCode: 'emailAlreadyExists' },
    ],
    [
      '-19971',
      () => applicationError('-19971', 'Captcha missing'),
      { loginState: 'SILENT_CAPTCHA_REQUIRED', error: 'Captcha missing', errorCode: 'missingCaptchaToken' },
    ],
    [
      '-19970',
      () => applicationError('-19970', 'Captcha invalid'),
      { loginState: 'USER_CAPTCHA_REQUIRED', error: 'Captcha invalid', errorCode: 'invalidCaptchaToken' },
    ],
    [
      'an e-mail violation',
      emailViolation,
      {
        loginState: 'FAILURE',
        error: 'INVALID_ARGUMENT: "loginId.email" must be an e-mail',
        errorCode: 'invalidEmail',
      },
    ],
    ['another code (message only)', () => applicationError('-19976', 'Nope'), { loginState: 'FAILURE', error: 'Nope' }],
  ])('register failure %s', async (_, answer, expected) => {
    identity('/authentication/v2/register', answer);
    expect(await register(visitor().client, { email: 'a@example.com', password: 'p' })).toEqual(expected);
  });
});

describe('register: profile addresses', () => {
  it('go to the wire as addressLine, formattedAddress and geocode', async () => {
    const requests = identity('/authentication/v2/register', () =>
      HttpResponse.json({ state: 'REQUIRE_OWNER_APPROVAL' }),
    );
    const address = {
      city: 'Berlin',
      addressLine1: 'Invalidenstr. 1',
      formatted: 'Invalidenstr. 1, Berlin',
      location: { latitude: 52.5, longitude: NaN },
    };
    await register(visitor().client, {
      email: 'a@example.com',
      password: 'p',
      profile: { addresses: [{ tag: 'HOME', address }] },
    });
    expect(requests[0]!.body).toEqual({
      loginId: { email: 'a@example.com' },
      password: 'p',
      profile: {
        addresses: [
          {
            tag: 'HOME',
            address: {
              city: 'Berlin',
              addressLine: 'Invalidenstr. 1',
              formattedAddress: 'Invalidenstr. 1, Berlin',
              geocode: { latitude: 52.5, longitude: 'NaN' },
            },
          },
        ],
      },
    });
  });
});
