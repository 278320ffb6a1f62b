import { act, renderHook, waitFor } from '@testing-library/react';
import type { AuthErrorCode } from '@vitrine/auth';
import type { FieldViolation } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { useAddToCart, useProducts, type VitrineError } from '../src';
import { CART_URL, READER, setup, useServer } from './helpers';

const server = useServer();

/** The switch the README shows: each case sees only its own class's fields. */
function errorText(error: VitrineError): string {
  switch (error.name) {
    case 'ValidationError':
      expectTypeOf(error.violations).toEqualTypeOf<FieldViolation[]>();
      return error.violations.map(({ field, description }) => `${field} ${description}`).join('; ');
    case 'ApplicationError':
      // @ts-expect-error violations exist on a ValidationError only
      expect(error.violations).toBeUndefined();
      return `${error.code}: ${error.description}`;
    case 'AuthError':
      expectTypeOf(error.code).toEqualTypeOf<AuthErrorCode>();
      return error.code;
    case 'SystemError':
      return `request ${error.requestId ?? 'unknown'}`;
    case 'QueryValidationError':
      return `.${error.operator}()`;
    case 'NetworkError':
    case 'TimeoutError':
    case 'AbortError':
    case 'ConfigError':
    case 'PagingError':
    case 'AnswerTooLargeError':
      return error.message;
    case 'InvalidQuantityError':
      return `${error.lineItemId}: ${String(error.newQuantity)}`;
    case 'UnsellableLinesError':
      return `cannot sell ${error.lines.map((line) => `${line._id} (${line.status})`).join(', ')}`;
    case 'EmptyCartError':
      return error.message;
  }
}

describe('VitrineError', () => {
  it("a mutation's ValidationError narrows by name to its violations", async () => {
    server.use(
      http.post(`${CART_URL}/add-line-items`, () =>
        HttpResponse.json(
          {
            message: 'Bad request',
            details: {
              validationError: {
                fieldViolations: [{ field: 'catalogItems[0].quantity', description: 'must be at least 1' }],
              },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    await act(async () => {
      await result.current
        .mutateAsync({ catalogItems: [{ quantity: 0, catalogReference: { catalogItemId: 'p1', appId: 'a' } }] })
        .catch(() => undefined);
    });
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expectTypeOf(result.current.error).toEqualTypeOf<VitrineError | null>();
    expect(errorText(result.current.error!)).toBe('catalogItems[0].quantity must be at least 1');
  });

  it("a query's ApplicationError narrows by name to its code and description", async () => {
    server.use(
      http.get(`${READER}/v1/products/query-platformized`, () =>
        HttpResponse.json(
          { message: 'Store not found', details: { applicationError: { description: 'No store', code: 'NO_STORE' } } },
          { status: 404 },
        ),
      ),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useProducts(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expectTypeOf(result.current.error).toEqualTypeOf<VitrineError | null>();
    expect(errorText(result.current.error!)).toBe('NO_STORE: No store');
  });

  it('has one class per name', () => {
    expectTypeOf<VitrineError['name']>().toEqualTypeOf<
      | 'ValidationError'
      | 'ApplicationError'
      | 'SystemError'
      | 'NetworkError'
      | 'TimeoutError'
      | 'AbortError'
      | 'ConfigError'
      | 'AuthError'
      | 'PagingError'
      | 'QueryValidationError'
      | 'AnswerTooLargeError'
      | 'InvalidQuantityError'
      | 'UnsellableLinesError'
      | 'EmptyCartError'
    >();
  });
});
