import { createClient, isApplicationError, isSystemError, isValidationError } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  login,
  recover,
  register,
  signOn,
  verifyDuringAuthentication,
  type AuthenticationResponse,
  type Identity,
} from '../src';
import { record, useServer, type Seen } from '../../../test-support/msw';

const HOST = 'https://api.test';
const server = useServer();
const client = createClient({ host: HOST, retry: 0 });
const IAM = `${HOST}/_api/iam`;

/** An identity as the platform sends it (docs/wire-answers.md), with custom fields of every kind. */
const wireIdentity = () => ({
  id: 'id-1',
  revision: '3',
  createdDate: '2026-01-02T03:04:05.000Z',
  updatedDate: '2026-02-03T04:05:06.000Z',
  identityProfile: {
    firstName: 'Ana',
    emails: [{ email: 'ana@shop.test', tag: 'MAIN' }],
    phones: [{ phone: '+4930123', tag: 'MOBILE' }],
    addresses: [
      {
        tag: 'SHIPPING',
        address: {
          country: 'DE',
          city: 'Berlin',
          postalCode: '10115',
          addressLine: 'Invalidenstr. 1',
          formattedAddress: 'Invalidenstr. 1, Berlin',
          geocode: { latitude: 52.5, longitude: 'NaN' },
        },
      },
    ],
    customFields: [
      { name: 'birthday', value: { dateValue: '1990-05-06T00:00:00.000Z' } },
      { name: 'shoeSize', value: { numValue: 42 } },
      { name: 'note', value: { strValue: '2026-01-01T00:00:00.000Z' } },
      {
        name: 'visits',
        value: { listValue: { value: [{ dateValue: '2026-03-01T10:00:00.000Z' }, { strValue: 'x' }] } },
      },
      {
        name: 'prefs',
        value: {
          mapValue: {
            value: {
              since: { dateValue: '2025-12-24T18:00:00.000Z' },
              history: { listValue: { value: [{ dateValue: '2025-01-01T00:00:00.000Z' }] } },
              empty: { dateValue: '' },
            },
          },
        },
      },
    ],
    privacyStatus: 'PRIVATE',
  },
  status: { name: 'ACTIVE', reasons: [] },
  email: { address: 'ana@shop.test', isVerified: true },
});

const sdkIdentity: Identity = {
  _id: 'id-1',
  revision: '3',
  _createdDate: new Date('2026-01-02T03:04:05.000Z'),
  _updatedDate: new Date('2026-02-03T04:05:06.000Z'),
  identityProfile: {
    firstName: 'Ana',
    emails: [{ email: 'ana@shop.test', tag: 'MAIN' }],
    phones: [{ phone: '+4930123', tag: 'MOBILE' }],
    addresses: [
      {
        tag: 'SHIPPING',
        address: {
          country: 'DE',
          city: 'Berlin',
          postalCode: '10115',
          addressLine1: 'Invalidenstr. 1',
          formatted: 'Invalidenstr. 1, Berlin',
          location: { latitude: 52.5, longitude: NaN },
        },
      },
    ],
    customFields: [
      { name: 'birthday', value: { dateValue: new Date('1990-05-06T00:00:00.000Z') } },
      { name: 'shoeSize', value: { numValue: 42 } },
      // A string value stays a string even when it looks like a date.
      { name: 'note', value: { strValue: '2026-01-01T00:00:00.000Z' } },
      {
        name: 'visits',
        value: { listValue: { value: [{ dateValue: new Date('2026-03-01T10:00:00.000Z') }, { strValue: 'x' }] } },
      },
      {
        name: 'prefs',
        value: {
          mapValue: {
            value: {
              since: { dateValue: new Date('2025-12-24T18:00:00.000Z') },
              history: { listValue: { value: [{ dateValue: new Date('2025-01-01T00:00:00.000Z') }] } },
              empty: { dateValue: undefined },
            },
          },
        },
      },
    ],
    privacyStatus: 'PRIVATE',
  },
  status: { name: 'ACTIVE', reasons: [] },
  email: { address: 'ana@shop.test', isVerified: true },
};

function answer(path: string, body: object, seen: Seen[] = [], status = 200) {
  server.use(
    http.post(IAM + path, async ({ request }) => {
      await record(request, seen);
      return HttpResponse.json(body, { status, headers: { 'x-request-id': 'req-9' } });
    }),
  );
}

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

describe("requests: dates go out as ISO, addresses in the wire's names", () => {
  it('register: custom date values at every depth become ISO strings', async () => {
    const seen: Seen[] = [];
    answer('/authentication/v2/register', { state: 'SUCCESS', sessionToken: 'st' }, seen);
    const address = {
      country: 'DE',
      subdivision: 'DE-BE',
      city: 'Berlin',
      streetAddress: { number: '1', name: 'Invalidenstr.' },
    };
    const street = {
      addressLine1: 'Invalidenstr. 1',
      formatted: 'Invalidenstr. 1, 10115 Berlin',
      location: { latitude: 52.5, longitude: Infinity },
    };
    const wireStreet = {
      addressLine: 'Invalidenstr. 1',
      formattedAddress: 'Invalidenstr. 1, 10115 Berlin',
      geocode: { latitude: 52.5, longitude: 'Infinity' },
    };
    await register(client, {
      loginId: { email: 'ana@shop.test' },
      password: 'secret-1',
      profile: {
        addresses: [
          { address, tag: 'HOME' },
          { address: street, tag: 'WORK' },
        ],
        customFields: [
          { name: 'birthday', value: { dateValue: new Date('1990-05-06T00:00:00.000Z') } },
          { name: 'visits', value: { listValue: { value: [{ dateValue: new Date('2026-03-01T10:00:00.000Z') }] } } },
          {
            name: 'prefs',
            value: { mapValue: { value: { since: { dateValue: new Date('2025-12-24T18:00:00.000Z') } } } },
          },
        ],
      },
    });
    expect(seen[0]!.body).toBe(
      JSON.stringify({
        loginId: { email: 'ana@shop.test' },
        password: 'secret-1',
        profile: {
          addresses: [
            { address, tag: 'HOME' },
            { address: wireStreet, tag: 'WORK' },
          ],
          customFields: [
            { name: 'birthday', value: { dateValue: '1990-05-06T00:00:00.000Z' } },
            { name: 'visits', value: { listValue: { value: [{ dateValue: '2026-03-01T10:00:00.000Z' }] } } },
            { name: 'prefs', value: { mapValue: { value: { since: { dateValue: '2025-12-24T18:00:00.000Z' } } } } },
          ],
        },
      }),
    );
  });
});

describe("requests: sign-on sends its profile addresses in the wire's names", () => {
  it('signOn: addressLine1, formatted and location become addressLine, formattedAddress and geocode', async () => {
    const seen: Seen[] = [];
    answer('/authentication/v2/sign-on', { state: 'SUCCESS', sessionToken: 'st' }, seen);
    await signOn(client, {
      loginId: { email: 'ana@shop.test' },
      profile: {
        addresses: [
          {
            address: { city: 'Berlin', addressLine1: 'Invalidenstr. 1', location: { latitude: NaN, longitude: 13.4 } },
          },
        ],
      },
    });
    expect(seen[0]!.body).toBe(
      JSON.stringify({
        loginId: { email: 'ana@shop.test' },
        profile: {
          addresses: [
            {
              address: {
                city: 'Berlin',
                addressLine: 'Invalidenstr. 1',
                geocode: { latitude: 'NaN', longitude: 13.4 },
              },
            },
          ],
        },
      }),
    );
  });
});

describe('the sign-in refusals of the specification', () => {
  it('a malformed e-mail: INVALID_ARGUMENT on loginId.email, with the EMAIL type kept on the violation', async () => {
    answer(
      '/authentication/v2/login',
      {
        message: 'INVALID_ARGUMENT: "loginId.email" must be a valid e-mail address',
        details: {
          validationError: {
            fieldViolations: [
              {
                field: 'loginId.email',
                description: 'must be a valid e-mail address',
                violatedRule: 'FORMAT',
                data: { type: 'EMAIL' },
              },
            ],
          },
        },
      },
      [],
      400,
    );
    const error = await login(client, { loginId: { email: 'not-an-email' }, password: 'p' }).catch((e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ValidationError',
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
  });

  it.each([
    ['-19976', 'Wrong e-mail or password'],
    ['-19973', 'The password must be reset before logging in'],
    ['-19995', 'A member with the e-mail ana@shop.test already exists'],
    ['-19971', 'A captcha token is required'],
    ['-19970', 'The captcha token is invalid'],
  ])('application code %s travels as a string', async (code, description) => {
    answer(
      '/authentication/v2/login',
      { message: description, details: { applicationError: { description, code } } },
      [],
      400,
    );
    const error = await login(client, { loginId: { email: 'ana@shop.test' }, password: 'p' }).catch((e: unknown) => e);
    expect(isApplicationError(error)).toBe(true);
    expect(error).toMatchObject({
      name: 'ApplicationError',
      status: 400,
      code,
      description,
      message: description,
      requestId: 'req-9',
    });
  });

  it('an unreadable 200 answer of a sign-in step keeps none of its body (it may hold a token)', async () => {
    server.use(
      http.post(
        `${IAM}/authentication/v2/login`,
        () =>
          new HttpResponse('{"state":"SUCCESS","sessionToken":"st-secret"', {
            status: 200,
            headers: { 'x-request-id': 'req-cut' },
          }),
      ),
    );
    const error = await login(client, { loginId: { email: 'ana@shop.test' }, password: 'p' }).catch((e: unknown) => e);
    expect(isSystemError(error)).toBe(true);
    expect(error).toMatchObject({
      name: 'SystemError',
      code: 'INVALID_RESPONSE',
      message: 'System error occurred, request-id: req-cut',
    });
    expect((error as { bodyExcerpt?: string }).bodyExcerpt).toBeUndefined();
    expect(JSON.stringify(error)).not.toContain('st-secret');
  });
});
