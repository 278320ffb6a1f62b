import { createClient } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  apiKey,
  initialLoginState,
  login,
  LoginState,
  processVerification,
  register,
  sendPasswordResetEmail,
  type LoginResult,
} from '../src';
import { CLIENT_ID, HOST, setup, tokens, useServer } from './helpers';

const server = useServer();
const IAM = `${HOST}/_api/iam`;

function identity(path: string, answer: () => Response) {
  const requests: { body: unknown; authorization: string | null }[] = [];
  server.use(
    http.post(`${IAM}${path}`, async ({ request }) => {
      requests.push({ body: await request.json(), authorization: request.headers.get('authorization') });
      return answer();
    }),
  );
  return requests;
}

const applicationError = (code: string, message = 'Refused') =>
  HttpResponse.json({ message, details: { applicationError: { description: message, code } } }, { status: 400 });
const emailViolation = () =>
  HttpResponse.json(
    {
      message: 'Bad e-mail',
      details: {
        validationError: {
          fieldViolations: [
            {
              field: 'loginId.email',
              description: 'must be an e-mail',
              violatedRule: 'FORMAT',
              data: { type: 'EMAIL' },
            },
          ],
        },
      },
    },
    { status: 400 },
  );
const visitor = () => setup({ tokens: tokens('visitor-at', 'visitor') });

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
      error: 'Network error: POST /_api/iam/authentication/v2/login',
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

describe('password reset and API keys', () => {
  it('sendPasswordResetEmail posts the e-mail and the redirect with the client id', async () => {
    const requests = identity('/recovery/v1/send-email', () => HttpResponse.json({}));
    await sendPasswordResetEmail(visitor().client, 'ann@example.com', 'https://shop.example/reset');
    expect(requests).toEqual([
      {
        authorization: 'visitor-at',
        body: { email: 'ann@example.com', redirect: { url: 'https://shop.example/reset', clientId: CLIENT_ID } },
      },
    ]);
  });

  it('apiKey sends the raw key on every call and never mints tokens', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(
        `${HOST}/stores-reader/v1/products/p1`,
        ({ request }) => (seen.push(request.headers.get('authorization')), HttpResponse.json({ product: {} })),
      ),
    );
    const client = createClient({ host: HOST, auth: apiKey({ apiKey: 'key-123' }) });
    const call = () =>
      client.request({
        method: 'GET',
        service: ['/stores-reader', '/_api/catalog-reader-server'],
        path: '/v1/products/p1',
      });
    await call();
    await call();
    expect(seen).toEqual(['key-123', 'key-123']);
  });

  it('apiKey and oauth refuse missing options with a clear message', async () => {
    const { oauth } = await import('../src');
    expect(() => apiKey({ apiKey: '' })).toThrow(
      'apiKey needs the key, e.g. apiKey({ apiKey: process.env.VITRINE_API_KEY }); got none.',
    );
    expect(() => oauth({ clientId: '' })).toThrow(
      `oauth needs a clientId, e.g. oauth({ clientId: 'your-client-id' }); got "".`,
    );
    await expect(oauth({ clientId: 'c' }).generateVisitorTokens()).rejects.toThrow(
      'Pass the oauth strategy to createClient({ auth }) before using it.',
    );
  });
});
