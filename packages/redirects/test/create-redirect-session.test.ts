import { createClient, isApplicationError, isSystemError, isValidationError, type PathLayout } from '@vitrine/http';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createRedirectSession, type CreateRedirectSessionResponse, type RedirectSessionRequest } from '../src';
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
    auth: { getAuthHeaders: () => Promise.resolve({ Authorization: 'visitor-token' }) },
  });

const WIRE_SESSION = {
  id: 'rs-1',
  fullUrl: 'https://shop.test/oauth2/authorize?state=s',
  urlDetails: { endpoint: 'https://shop.test/oauth2/authorize', searchParams: { state: 's' } },
  sessionToken: 'st-1',
};

/** Answers every POST to `url` with `answer`, recording what arrived. */
function answer(url: string, seen: Seen[], body: JsonBodyType = { redirectSession: WIRE_SESSION }, status = 200) {
  server.use(
    http.post(url, async ({ request }) => {
      await record(request, seen);
      return HttpResponse.json(body, { status, headers: { 'x-request-id': 'req-1' } });
    }),
  );
}

const LOGIN: RedirectSessionRequest = {
  auth: {
    authRequest: {
      redirectUri: 'https://shop.test/callback',
      clientId: 'client-1',
      codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      codeChallengeMethod: 'S256',
      responseMode: 'fragment',
      responseType: 'code',
      scope: 'offline_access',
      state: 'state-1',
    },
    prompt: 'login',
  },
};

describe('createRedirectSession: the call', () => {
  it.each([
    ['api', `${HOST}/_api/redirects-api/v1/redirect-session`],
    ['site', `${HOST}/headless/v1/redirect-session`],
  ] as const)('POSTs the request as JSON to the main host in the %s layout', async (layout, url) => {
    const seen: Seen[] = [];
    answer(url, seen);
    await createRedirectSession(client(layout), LOGIN);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url).toBe(url);
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[0]!.headers.authorization).toBe('visitor-token');
    expect(seen[0]!.body).toBe(
      '{"auth":{"authRequest":{"redirectUri":"https://shop.test/callback","clientId":"client-1",' +
        '"codeChallenge":"E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM","codeChallengeMethod":"S256",' +
        '"responseMode":"fragment","responseType":"code","scope":"offline_access","state":"state-1"},"prompt":"login"}}',
    );
  });

  it('resolves to the answer with the id renamed to _id', async () => {
    answer(`${HOST}/_api/redirects-api/v1/redirect-session`, []);
    const result = await createRedirectSession(client(), LOGIN);
    expect(result).toStrictEqual({
      redirectSession: {
        _id: 'rs-1',
        fullUrl: 'https://shop.test/oauth2/authorize?state=s',
        urlDetails: { endpoint: 'https://shop.test/oauth2/authorize', searchParams: { state: 's' } },
        sessionToken: 'st-1',
      },
    });
    expectTypeOf(result).toEqualTypeOf<CreateRedirectSessionResponse>();
  });

  it('passes the caller signal through: an aborted call sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(createRedirectSession(client(), LOGIN, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('createRedirectSession: every section goes out as given', () => {
  const callbacks = {
    postFlowUrl: 'https://shop.test/',
    thankYouPageUrl: 'https://shop.test/thanks',
    bookingsServiceListUrl: 'https://shop.test/services',
    cartPageUrl: 'https://shop.test/cart',
    planListUrl: 'https://shop.test/plans',
    loginUrl: 'https://shop.test/login',
  };
  const cases: [string, RedirectSessionRequest, unknown][] = [
    [
      'ecomCheckout',
      { ecomCheckout: { checkoutId: 'c-1' }, callbacks },
      { ecomCheckout: { checkoutId: 'c-1' }, callbacks },
    ],
    [
      'eventsCheckout',
      { eventsCheckout: { reservationId: 'r-1', eventSlug: 'my-event-4' } },
      { eventsCheckout: { reservationId: 'r-1', eventSlug: 'my-event-4' } },
    ],
    [
      'paidPlansCheckout',
      { paidPlansCheckout: { planId: 'p-1', checkoutData: 'cd' } },
      { paidPlansCheckout: { planId: 'p-1', checkoutData: 'cd' } },
    ],
    ['login', { login: {} }, { login: {} }],
    [
      'logout',
      { logout: { clientId: 'client-1' }, callbacks: { postFlowUrl: 'https://shop.test/' } },
      { logout: { clientId: 'client-1' }, callbacks: { postFlowUrl: 'https://shop.test/' } },
    ],
    [
      'storesProduct',
      { storesProduct: { productSlug: 'linen-shirt' } },
      { storesProduct: { productSlug: 'linen-shirt' } },
    ],
    ['bookingsBook', { bookingsBook: { resourceId: 'staff-1' } }, { bookingsBook: { resourceId: 'staff-1' } }],
    [
      'preferences',
      {
        storesProduct: { productSlug: 's' },
        preferences: { maintainIdentity: false, additionalQueryParameters: { utm_source: 'mail' } },
      },
      {
        storesProduct: { productSlug: 's' },
        preferences: { maintainIdentity: false, additionalQueryParameters: { utm_source: 'mail' } },
      },
    ],
    [
      'silent auth with a session token',
      {
        auth: {
          authRequest: { ...LOGIN.auth!.authRequest, responseMode: 'web_message', sessionToken: 'st-9' },
          prompt: 'none',
        },
      },
      {
        auth: {
          authRequest: { ...LOGIN.auth!.authRequest, responseMode: 'web_message', sessionToken: 'st-9' },
          prompt: 'none',
        },
      },
    ],
  ];
  it.each(cases)('%s', async (_name, request, wire) => {
    const seen: Seen[] = [];
    answer(`${HOST}/_api/redirects-api/v1/redirect-session`, seen);
    await createRedirectSession(client(), request);
    expect(JSON.parse(seen[0]!.body)).toStrictEqual(wire);
  });

  it('bookingsCheckout: _id of the location and resource go out as id', async () => {
    const seen: Seen[] = [];
    answer(`${HOST}/_api/redirects-api/v1/redirect-session`, seen);
    await createRedirectSession(client(), {
      bookingsCheckout: {
        timezone: 'Europe/Berlin',
        slotAvailability: {
          bookable: true,
          slot: {
            serviceId: 'svc-1',
            scheduleId: 'sch-1',
            startDate: '2026-03-01T10:00:00',
            endDate: '2026-03-01T11:00:00',
            resource: { _id: 'staff-1', name: 'Ana' },
            location: { _id: 'loc-1', name: 'Studio', locationType: 'OWNER_BUSINESS' },
          },
        },
      },
    });
    expect(JSON.parse(seen[0]!.body)).toStrictEqual({
      bookingsCheckout: {
        timezone: 'Europe/Berlin',
        slotAvailability: {
          bookable: true,
          slot: {
            serviceId: 'svc-1',
            scheduleId: 'sch-1',
            startDate: '2026-03-01T10:00:00',
            endDate: '2026-03-01T11:00:00',
            resource: { id: 'staff-1', name: 'Ana' },
            location: { id: 'loc-1', name: 'Studio', locationType: 'OWNER_BUSINESS' },
          },
        },
      },
    });
  });
});

describe('createRedirectSession: errors', () => {
  it('a validation error names the field in the message', async () => {
    answer(
      `${HOST}/_api/redirects-api/v1/redirect-session`,
      [],
      {
        message: 'Invalid request',
        details: {
          validationError: {
            fieldViolations: [
              {
                field: 'callbacks.thankYouPageUrl',
                description: 'must be an absolute http(s) URL',
                violatedRule: 'FORMAT',
              },
              {
                field: 'callbacks.postFlowUrl',
                description: 'must be an absolute http(s) URL',
                violatedRule: 'FORMAT',
              },
            ],
          },
        },
      },
      400,
    );
    const error = await createRedirectSession(client(), {
      logout: { clientId: 'c' },
      callbacks: { postFlowUrl: '/home', thankYouPageUrl: 'x' },
    }).catch((e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect(error).toMatchObject({
      name: 'ValidationError',
      status: 400,
      code: 'INVALID_ARGUMENT',
      requestId: 'req-1',
      message:
        'INVALID_ARGUMENT: "callbacks.postFlowUrl" must be an absolute http(s) URL, "callbacks.thankYouPageUrl" must be an absolute http(s) URL',
    });
  });

  it('an application error carries the server message, description and code', async () => {
    answer(
      `${HOST}/_api/redirects-api/v1/redirect-session`,
      [],
      {
        message: 'Checkout not found',
        details: { applicationError: { description: 'No checkout c-404', code: 'CHECKOUT_NOT_FOUND' } },
      },
      404,
    );
    const error = await createRedirectSession(client(), { ecomCheckout: { checkoutId: 'c-404' } }).catch(
      (e: unknown) => e,
    );
    expect(isApplicationError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApplicationError',
      status: 404,
      code: 'CHECKOUT_NOT_FOUND',
      description: 'No checkout c-404',
      message: 'Checkout not found: No checkout c-404',
    });
  });
});

describe('createRedirectSession: an unreadable answer', () => {
  it('is a SystemError that keeps none of the body (it may hold a session token)', async () => {
    server.use(
      http.post(
        `${HOST}/_api/redirects-api/v1/redirect-session`,
        () =>
          new HttpResponse('{"redirectSession":{"sessionToken":"st-secret"', {
            status: 200,
            headers: { 'x-request-id': 'req-cut' },
          }),
      ),
    );
    const error = await createRedirectSession(client(), LOGIN).catch((e: unknown) => e);
    expect(isSystemError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', message: 'System error occurred, request-id: req-cut' });
    expect((error as { bodyExcerpt?: string }).bodyExcerpt).toBeUndefined();
  });
});

describe('RedirectSessionRequest: exactly one intent', () => {
  it('refuses two intents or none at compile time', () => {
    // @ts-expect-error: two intents
    const two: RedirectSessionRequest = { login: {}, storesProduct: { productSlug: 's' } };
    // @ts-expect-error: callbacks alone name no flow
    const none: RedirectSessionRequest = { callbacks: { postFlowUrl: 'https://shop.test/' } };
    // @ts-expect-error: the login section takes no fields
    const loginWithField: RedirectSessionRequest = { login: { x: 1 } };
    const plain: RedirectSessionRequest = {
      // @ts-expect-error: only S256
      auth: { authRequest: { ...LOGIN.auth!.authRequest, codeChallengeMethod: 'plain' } },
    };
    expect([two, none, loginWithField, plain]).toHaveLength(4);
  });
});
