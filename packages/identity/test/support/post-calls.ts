import type { CallOptions, Client } from '@vitrine/http';
import {
  changePassword,
  login,
  loginV1,
  loginWithTokenParams,
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
} from '../../src';

type AnyCall = (client: Client, request: never, options?: CallOptions) => Promise<unknown>;

export interface Case {
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

/** Every POST of the identity service, with its exact body and a typical refusal. */
export const POSTS: Case[] = [
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
