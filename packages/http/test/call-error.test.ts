import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CART, createClient, type CallError, type FieldViolation, type RequestDescriptor } from '@vitrine/http';
import { useServer } from '../../../test-support/msw';

const server = useServer();
const client = createClient({ host: 'https://api.example.com', retry: 0 });
const call: RequestDescriptor = { method: 'POST', service: CART, path: '/v1/carts/current/add-to-cart', body: {} };

/** What an app writes: one switch over the union, each case seeing its own class's fields. */
function describeFailure(error: CallError): string {
  switch (error.name) {
    case 'ValidationError':
      expectTypeOf(error.violations).toEqualTypeOf<FieldViolation[]>();
      return error.violations.map((violation) => violation.field).join(',');
    case 'ApplicationError':
      // @ts-expect-error only a ValidationError has violations
      expect(error.violations).toBeUndefined();
      return `${error.code}: ${error.description}`;
    case 'SystemError':
      return `system ${error.status}`;
    case 'AnswerTooLargeError':
      expectTypeOf(error.limit).toEqualTypeOf<number>();
      return `over ${error.limit}`;
    case 'NetworkError':
    case 'TimeoutError':
    case 'AbortError':
    case 'ConfigError':
      return error.name;
  }
}

async function failure(): Promise<CallError> {
  return client.request(call).then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error as CallError,
  );
}

describe('CallError', () => {
  it('narrows by name: violations on a ValidationError, description on an ApplicationError', async () => {
    server.use(
      http.post('https://api.example.com/ecom/v1/carts/current/add-to-cart', () =>
        HttpResponse.json(
          {
            message: 'Bad arguments',
            details: { validationError: { fieldViolations: [{ field: 'lineItems', description: 'is required' }] } },
          },
          { status: 400 },
        ),
      ),
    );
    expect(describeFailure(await failure())).toBe('lineItems');

    server.use(
      http.post('https://api.example.com/ecom/v1/carts/current/add-to-cart', () =>
        HttpResponse.json({ message: 'Cart not found' }, { status: 404, statusText: 'Not Found' }),
      ),
    );
    expect(describeFailure(await failure())).toBe('NOT_FOUND: Not Found');
  });

  it('is the union of the classes a call rejects with', () => {
    expectTypeOf<CallError['name']>().toEqualTypeOf<
      | 'ValidationError'
      | 'ApplicationError'
      | 'SystemError'
      | 'NetworkError'
      | 'TimeoutError'
      | 'AbortError'
      | 'AnswerTooLargeError'
      | 'ConfigError'
    >();
  });
});
