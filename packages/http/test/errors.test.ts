import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ApplicationError,
  CART,
  createClient,
  isApiError,
  isApplicationError,
  isSystemError,
  isValidationError,
  SystemError,
  ValidationError,
  type ApiError,
  type RequestDescriptor,
} from '@vitrine/http';
import { useServer } from '../../../test-support/msw';

const server = useServer();
const client = createClient({ host: 'https://api.example.com', retry: 0 });
const URL = 'https://api.example.com/ecom/v1/carts/current/add-to-cart';
const call: RequestDescriptor = { method: 'POST', service: CART, path: '/v1/carts/current/add-to-cart', body: {} };

function answer(
  status: number,
  body: unknown,
  init: { statusText?: string; headers?: Record<string, string>; raw?: boolean } = {},
) {
  server.use(
    http.post(URL, () =>
      init.raw
        ? new HttpResponse(body as string, { status, statusText: init.statusText, headers: init.headers })
        : HttpResponse.json(body as Record<string, unknown>, {
            status,
            statusText: init.statusText,
            headers: { 'x-request-id': 'req-9', ...init.headers },
          }),
    ),
  );
}

async function failure(descriptor: RequestDescriptor = call): Promise<ApiError> {
  const error = await client.request(descriptor).then(
    () => expect.unreachable('the call should fail'),
    (e: unknown) => e,
  );
  expect(isApiError(error)).toBe(true);
  return error as ApiError;
}

describe('validation errors (docs/specification.md#8-errors, kind 1)', () => {
  it('lists violations sorted by field, renamed to the caller argument names', async () => {
    answer(400, {
      message: 'Bad arguments',
      details: {
        validationError: {
          fieldViolations: [
            { field: 'includeMerchantSpecificData', description: 'must be a boolean', violatedRule: 'FORMAT' },
            { field: 'id', description: 'must not be empty', violatedRule: 'REQUIRED_FIELD' },
            { field: 'lineItems[0].catalogReference.id', description: 'is unknown' },
            { field: 'paging.limit', description: 'must be at most 100' },
            { field: 'id.length', description: 'is too long' },
          ],
        },
      },
    });
    const error = await failure({
      ...call,
      argNames: {
        id: '_id',
        includeMerchantSpecificData: 'options.includeMerchantSpecificData',
        paging: 'options.paging',
      },
    });
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe(
      'INVALID_ARGUMENT: "_id" must not be empty, "_id.length" is too long, "lineItems[0].catalogReference._id" is unknown, "options.includeMerchantSpecificData" must be a boolean, "options.paging.limit" must be at most 100',
    );
    expect(error).toMatchObject({
      name: 'ValidationError',
      status: 400,
      code: 'INVALID_ARGUMENT',
      requestId: 'req-9',
      errorType: 'user',
    });
    expect((error as ValidationError).violations.map((v) => [v.field, v.violatedRule])).toEqual([
      ['_id', 'REQUIRED_FIELD'],
      ['_id.length', undefined],
      ['lineItems[0].catalogReference._id', undefined],
      ['options.includeMerchantSpecificData', 'FORMAT'],
      ['options.paging.limit', undefined],
    ]);
    expect(isValidationError(error)).toBe(true);
  });
});

describe('application errors (docs/specification.md#8-errors, kind 2)', () => {
  it('joins the server message and a different description, and keeps code and data', async () => {
    answer(428, {
      message: 'Cannot add',
      details: { applicationError: { description: 'Out of stock', code: 'OUT_OF_STOCK', data: { sku: 'S1' } } },
    });
    const error = (await failure()) as ApplicationError;
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.message).toBe('Cannot add: Out of stock');
    expect(error).toMatchObject({
      status: 428,
      code: 'OUT_OF_STOCK',
      description: 'Out of stock',
      data: { sku: 'S1' },
      errorType: 'user',
      requestId: 'req-9',
    });
    expect(isApplicationError(error)).toBe(true);
  });

  it('does not repeat a description equal to the message; numeric codes become strings', async () => {
    answer(400, {
      message: 'Wrong password',
      details: { applicationError: { description: 'Wrong password', code: -19976 } },
    });
    const error = await failure();
    expect(error.message).toBe('Wrong password');
    expect(error.code).toBe('-19976');
  });

  it('is an application error on a 200-range-free 5xx when details.applicationError is present', async () => {
    answer(500, {
      message: 'Boom',
      details: { applicationError: { description: 'Inventory down', code: 'INVENTORY' } },
    });
    const error = await failure();
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error.message).toBe('Boom: Inventory down');
  });

  it.each([
    [404, 'Not Found', 'NOT_FOUND'],
    [403, 'Forbidden', 'FORBIDDEN'],
    [499, 'Client Closed Request', 'CLIENT_CLOSED_REQUEST'],
    [429, 'Too Many Requests', 'TOO_MANY_REQUESTS'],
  ])('a bare %i uses the status text as description and its upper-snake form as code', async (status, text, code) => {
    answer(status, {}, { statusText: '' });
    const error = await failure();
    expect(error).toMatchObject({ name: 'ApplicationError', message: text, code, description: text, status });
  });

  it('takes an unknown status text from the answer', async () => {
    answer(418, {}, { statusText: "I'm a teapot" });
    const error = await failure();
    expect(error).toMatchObject({ message: "I'm a teapot", code: 'I_M_A_TEAPOT' });
  });
});

describe('system errors (docs/specification.md#8-errors, kind 3)', () => {
  it('names the request id when there is one', async () => {
    answer(500, { message: 'internal' });
    const error = await failure();
    expect(error).toBeInstanceOf(SystemError);
    expect(error).toMatchObject({
      message: 'System error occurred, request-id: req-9',
      code: 'INTERNAL_SERVER_ERROR',
      status: 500,
      errorType: 'system',
    });
    expect(isSystemError(error)).toBe(true);
  });

  it('says so without an id when none is known', async () => {
    answer(503, '', { raw: true });
    const error = await failure();
    expect(error).toMatchObject({
      message: 'System error occurred',
      code: 'SERVICE_UNAVAILABLE',
      requestId: undefined,
    });
  });
});

describe('odd error bodies (reliability case 4): code is always a string', () => {
  it.each([
    [{ error: { nested: true } }, 'Bad Request', 'BAD_REQUEST'],
    [{ error: 42 }, 'Bad Request', 'BAD_REQUEST'],
    [{ error: '' }, 'Bad Request', 'BAD_REQUEST'],
    [{ message: 'Only a message' }, 'Only a message: Bad Request', 'BAD_REQUEST'],
    [
      { error: 'invalid_grant', error_description: 'Refresh token revoked' },
      'invalid_grant: Refresh token revoked',
      'invalid_grant',
    ],
    [
      { type: 'about:blank', title: 'Invalid input', detail: 'quantity must be positive', status: 400 },
      'Invalid input: quantity must be positive',
      'BAD_REQUEST',
    ],
    [{ details: 'not an object', message: 7 }, 'Bad Request', 'BAD_REQUEST'],
  ])('%j', async (body, message, code) => {
    answer(400, body, { headers: { 'content-type': 'application/problem+json' } });
    const error = await failure();
    expect(error.message).toBe(message);
    expect(typeof error.code).toBe('string');
    expect(error.code).toBe(code);
  });

  it('keeps the whole parsed details object on the error', async () => {
    answer(409, { message: 'Conflict', details: { applicationError: { code: 'REVISION' }, extra: [1] } });
    const error = await failure();
    expect(error.details).toEqual({ applicationError: { code: 'REVISION' }, extra: [1] });
    expect(error.message).toBe('Conflict');
    expect(error.bodyExcerpt).toBeUndefined();
  });
});
