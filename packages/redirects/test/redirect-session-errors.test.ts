import { isApplicationError, isSystemError, isValidationError } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createRedirectSession } from '../src';
import { LOGIN } from './support/login-request';
import { client, HOST, useRedirectServer } from './support/server';

const { server, answer } = useRedirectServer();

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
