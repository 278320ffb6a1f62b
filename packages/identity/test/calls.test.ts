import { createClient, type CallOptions, type Client, type PathLayout } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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
} from '../src';
import { record, useServer, type Seen } from '../../../test-support/msw';

const HOST = 'https://api.test';
const READ_HOST = 'https://read.test';
const server = useServer();

const client = (pathLayout: PathLayout = 'api') =>
  createClient({
    host: HOST,
    readOnlyHost: READ_HOST,
    pathLayout,
    retry: 0,
    auth: { getAuthHeaders: () => Promise.resolve({ Authorization: 'member-token' }) },
  });

type AnyCall = (client: Client, request: never, options?: CallOptions) => Promise<unknown>;

interface Case {
  name: string;
  call: AnyCall;
  request: unknown;
  /** The exact JSON body, key order included. */
  body: string;
  path: string;
  /** Of a typical refusal of this call. */
  violation: string;
  appCode: string;
}

const POSTS: Case[] = [
  {
    name: 'registerV1',
    call: registerV1,
    request: {
      identity: { identityProfile: { firstName: 'Ana' }, email: { address: 'ana@shop.test' } },
      authenticatorId: 'password',
      inputs: [{ value: 'secret-1' }],
      captchaTokens: [{ InvisibleRecaptcha: 'cap' }],
    },
    body: '{"identity":{"identityProfile":{"firstName":"Ana"},"email":{"address":"ana@shop.test"}},"authenticatorId":"password","inputs":[{"value":"secret-1"}],"captchaTokens":[{"InvisibleRecaptcha":"cap"}]}',
    path: '/_api/iam/authentication/v1/register',
    violation: 'inputs[0].value',
    appCode: '-19995',
  },
  {
    name: 'loginV1',
    call: loginV1,
    request: {
      identifier: { email: 'ana@shop.test' },
      authenticatorId: 'password',
      inputs: [{ value: 'secret-1' }],
      captchaTokens: [{ Recaptcha: 'cap' }],
      loginId: { email: 'ana@shop.test' },
    },
    body: '{"identifier":{"email":"ana@shop.test"},"authenticatorId":"password","inputs":[{"value":"secret-1"}],"captchaTokens":[{"Recaptcha":"cap"}],"loginId":{"email":"ana@shop.test"}}',
    path: '/_api/iam/authentication/v1/login',
    violation: 'loginId.email',
    appCode: '-19976',
  },
  {
    name: 'register',
    call: register,
    request: {
      loginId: { email: 'ana@shop.test' },
      password: 'secret-1',
      profile: { nickname: 'ana', privacyStatus: 'PUBLIC' },
      captchaTokens: [{ Recaptcha: 'r', InvisibleRecaptcha: 'i' }],
      clientMetaData: { source: 'storefront' },
    },
    body: '{"loginId":{"email":"ana@shop.test"},"password":"secret-1","profile":{"nickname":"ana","privacyStatus":"PUBLIC"},"captchaTokens":[{"Recaptcha":"r","InvisibleRecaptcha":"i"}],"clientMetaData":{"source":"storefront"}}',
    path: '/_api/iam/authentication/v2/register',
    violation: 'loginId.email',
    appCode: '-19995',
  },
  {
    name: 'login',
    call: login,
    request: {
      loginId: { email: 'ana@shop.test' },
      password: 'secret-1',
      captchaTokens: [{ Recaptcha: 'r', InvisibleRecaptcha: 'i' }],
    },
    body: '{"loginId":{"email":"ana@shop.test"},"password":"secret-1","captchaTokens":[{"Recaptcha":"r","InvisibleRecaptcha":"i"}]}',
    path: '/_api/iam/authentication/v2/login',
    violation: 'loginId.email',
    appCode: '-19976',
  },
  {
    name: 'changePassword',
    call: changePassword,
    request: { newPassword: 'secret-2' },
    body: '{"newPassword":"secret-2"}',
    path: '/_api/iam/authentication/v2/change-password',
    violation: 'newPassword',
    appCode: '-19999',
  },
  {
    name: 'signOn',
    call: signOn,
    request: {
      loginId: { email: 'ana@shop.test' },
      profile: { firstName: 'Ana' },
      verifyEmail: true,
      mergeExistingContact: false,
    },
    body: '{"loginId":{"email":"ana@shop.test"},"profile":{"firstName":"Ana"},"verifyEmail":true,"mergeExistingContact":false}',
    path: '/_api/iam/authentication/v2/sign-on',
    violation: 'loginId.email',
    appCode: 'FORBIDDEN',
  },
  {
    name: 'loginWithTokenParams',
    call: loginWithTokenParams,
    request: { idpConnectionId: 'idp-1', tokenParams: { id_token: 'jwt' } },
    body: '{"idpConnectionId":"idp-1","tokenParams":{"id_token":"jwt"}}',
    path: '/_api/iam/authentication/v1/sso/login-with-token-params',
    violation: 'idpConnectionId',
    appCode: 'SSO_NOT_SUPPORTED',
  },
  {
    name: 'proceedToNextState',
    call: proceedToNextState,
    request: { stateToken: 'state-1' },
    body: '{"stateToken":"state-1"}',
    path: '/_api/iam/authentication/v1/state/proceed',
    violation: 'stateToken',
    appCode: 'INVALID_STATE_TOKEN',
  },
  {
    name: 'sendRecoveryEmail',
    call: sendRecoveryEmail,
    request: {
      email: 'ana@shop.test',
      language: 'en',
      redirect: { url: 'https://shop.test/reset', clientId: 'client-1' },
    },
    body: '{"email":"ana@shop.test","language":"en","redirect":{"url":"https://shop.test/reset","clientId":"client-1"}}',
    path: '/_api/iam/recovery/v1/send-email',
    violation: 'email',
    appCode: '-19999',
  },
  {
    name: 'sendActivationEmail',
    call: sendActivationEmail,
    request: {
      identityId: 'id-1',
      emailOptions: { language: 'de', redirect: { url: 'https://shop.test/welcome', clientId: 'client-1' } },
    },
    body: '{"identityId":"id-1","emailOptions":{"language":"de","redirect":{"url":"https://shop.test/welcome","clientId":"client-1"}}}',
    path: '/_api/iam/recovery/v1/activation-email',
    violation: 'identityId',
    appCode: 'IDENTITY_NOT_FOUND',
  },
  {
    name: 'recover',
    call: recover,
    request: { recoveryToken: 'rec-1', password: 'secret-3' },
    body: '{"recoveryToken":"rec-1","password":"secret-3"}',
    path: '/_api/iam/recovery/v1/recover',
    violation: 'password',
    appCode: 'INVALID_RECOVERY_TOKEN',
  },
  {
    name: 'startVerification',
    call: startVerification,
    request: { identityId: 'id-1', target: 'EMAIL' },
    body: '{"identityId":"id-1","target":"EMAIL"}',
    path: '/_api/iam/verification/v1/Start',
    violation: 'target',
    appCode: 'IDENTITY_NOT_FOUND',
  },
  {
    name: 'verifyDuringAuthentication',
    call: verifyDuringAuthentication,
    request: { code: '123456', stateToken: 'state-1' },
    body: '{"code":"123456","stateToken":"state-1"}',
    path: '/_api/iam/verification/v1/auth/verify',
    violation: 'code',
    appCode: 'INVALID_VERIFICATION_CODE',
  },
  {
    name: 'resendDuringAuthentication',
    call: resendDuringAuthentication,
    request: { stateToken: 'state-1' },
    body: '{"stateToken":"state-1"}',
    path: '/_api/iam/verification/v1/auth/resend',
    violation: 'stateToken',
    appCode: 'INVALID_STATE_TOKEN',
  },
];

const LAYOUTS: PathLayout[] = ['api', 'site'];

/** Answers one method and URL with `body`/`status`, recording every request. */
function answer(method: 'get' | 'post', url: string, seen: Seen[], body: object = {}, status = 200) {
  server.use(
    http[method](url, async ({ request }) => {
      await record(request, seen);
      return HttpResponse.json(body, { status, headers: { 'x-request-id': 'req-7' } });
    }),
  );
}

describe('every POST of the identity service', () => {
  it.each(POSTS.flatMap((c) => LAYOUTS.map((layout) => [c.name, layout, c] as const)))(
    '%s (%s layout): POST to the main host, exact JSON body, token attached',
    async (_name, layout, c) => {
      const seen: Seen[] = [];
      answer('post', HOST + c.path, seen);
      await expect(c.call(client(layout), c.request as never)).resolves.toStrictEqual({});
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ method: 'POST', url: HOST + c.path, body: c.body });
      expect(seen[0]!.headers['content-type']).toBe('application/json');
      expect(seen[0]!.headers.authorization).toBe('member-token');
    },
  );

  it.each(POSTS.map((c) => [c.name, c] as const))('%s: a validation error names the field', async (_name, c) => {
    const description = 'must be a valid value';
    answer(
      'post',
      HOST + c.path,
      [],
      {
        message: `INVALID_ARGUMENT: "${c.violation}" ${description}`,
        details: {
          validationError: { fieldViolations: [{ field: c.violation, description, violatedRule: 'FORMAT' }] },
        },
      },
      400,
    );
    await expect(c.call(client(), c.request as never)).rejects.toMatchObject({
      name: 'ValidationError',
      status: 400,
      code: 'INVALID_ARGUMENT',
      requestId: 'req-7',
      message: `INVALID_ARGUMENT: "${c.violation}" ${description}`,
      violations: [{ field: c.violation, description, violatedRule: 'FORMAT' }],
    });
  });

  it.each(POSTS.map((c) => [c.name, c] as const))(
    '%s: an application error keeps its string code',
    async (_name, c) => {
      answer(
        'post',
        HOST + c.path,
        [],
        {
          message: 'Refused',
          details: { applicationError: { description: `Refused by ${c.name}`, code: c.appCode } },
        },
        400,
      );
      await expect(c.call(client(), c.request as never)).rejects.toMatchObject({
        name: 'ApplicationError',
        errorType: 'user',
        status: 400,
        code: c.appCode,
        description: `Refused by ${c.name}`,
        message: `Refused: Refused by ${c.name}`,
      });
    },
  );
});

describe('logout (identity)', () => {
  it.each(LAYOUTS)('GETs from the read-only host with the query, no body (%s layout)', async (layout) => {
    const seen: Seen[] = [];
    const url = `${READ_HOST}/_api/iam/authentication/v1/logout`;
    answer('get', url, seen);
    const result = await logout(client(layout), {
      postLogoutRedirectUri: 'https://shop.test/bye?x=1',
      clientId: 'client-1',
    });
    expect(result).toStrictEqual({});
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: `${url}?postLogoutRedirectUri=https%3A%2F%2Fshop.test%2Fbye%3Fx%3D1&clientId=client-1`,
      body: '',
    });
    expect(seen[0]!.headers['content-type']).toBeUndefined();
    expect(seen[0]!.headers.authorization).toBe('member-token');
  });

  it('without arguments sends no query', async () => {
    const seen: Seen[] = [];
    answer('get', `${READ_HOST}/_api/iam/authentication/v1/logout`, seen);
    await logout(client());
    expect(seen[0]!.url).toBe(`${READ_HOST}/_api/iam/authentication/v1/logout`);
  });

  it('maps a validation error and an application error', async () => {
    const url = `${READ_HOST}/_api/iam/authentication/v1/logout`;
    answer(
      'get',
      url,
      [],
      {
        message: 'bad',
        details: {
          validationError: {
            fieldViolations: [{ field: 'postLogoutRedirectUri', description: 'must be an absolute URL' }],
          },
        },
      },
      400,
    );
    await expect(logout(client(), { postLogoutRedirectUri: '/bye' })).rejects.toMatchObject({
      name: 'ValidationError',
      message: 'INVALID_ARGUMENT: "postLogoutRedirectUri" must be an absolute URL',
    });
    answer(
      'get',
      url,
      [],
      {
        message: 'Unknown client',
        details: { applicationError: { description: 'Unknown client', code: 'UNKNOWN_CLIENT' } },
      },
      404,
    );
    await expect(logout(client(), { clientId: 'nope' })).rejects.toMatchObject({
      name: 'ApplicationError',
      status: 404,
      code: 'UNKNOWN_CLIENT',
      message: 'Unknown client',
    });
  });
});
