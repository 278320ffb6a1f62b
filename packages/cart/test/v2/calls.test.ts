import { describe, expect, it } from 'vitest';
import { ApplicationError, isAbortError, isSystemError, ValidationError } from '@vitrine/http';
import * as v2 from '../../src/v2';
import { answerAll, client, HOST, READ, useServer } from '../server';
import { calls } from './calls';

const server = useServer();
const PREFIX = { api: '/ecom', site: '/_api/cart-v2' } as const;

it('covers every call of the platform SDK currentCartV2, and getCart and getCheckoutUrl of cartV2', () => {
  expect(calls.map((c) => c.name).sort()).toEqual(
    [
      'addCouponToCurrentCart',
      'addGiftCardToCurrentCart',
      'addLineItemsToCurrentCart',
      'calculateCurrentCart',
      'createCurrentCart',
      'deleteCurrentCart',
      'estimateCurrentCart',
      'getCart',
      'getCheckoutUrl',
      'getCurrentCart',
      'refreshCurrentCart',
      'removeCouponFromCurrentCart',
      'removeDeliveryMethodFromCurrentCart',
      'removeGiftCardFromCurrentCart',
      'removeLineItemsFromCurrentCart',
      'setDeliveryMethodForCurrentCart',
      'updateCurrentCart',
      'updateFormSubmissionsInCurrentCart',
      'updateLineItemsInCurrentCart',
    ].sort(),
  );
});

describe.each(calls)('$name', (call) => {
  it.each(['api', 'site'] as const)(
    'sends the %s layout request with the exact body to the main host',
    async (layout) => {
      const seen = answerAll(server, call.answer);
      await call.run(client(layout));
      expect(seen).toHaveLength(1);
      expect(seen[0]!.method).toBe(call.method);
      expect(seen[0]!.url).toBe(HOST + PREFIX[layout] + call.path);
      expect(seen[0]!.body).toEqual(call.body);
      expect(seen[0]!.contentType).toBe(call.body === undefined ? null : 'application/json');
    },
  );

  it('resolves to the answer as the platform SDK gives it: _id, dates, decimals, media URIs, URLs, addresses', async () => {
    answerAll(server, call.answer);
    await expect(call.run(client())).resolves.toEqual(call.resolves);
  });

  it('passes the signal on: an aborted call rejects with AbortError and sends nothing', async () => {
    const seen = answerAll(server, call.answer);
    const error = await call.run(client(), { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(seen).toEqual([]);
  });
});

describe("the platform's refusals reach the caller typed, naming the request", () => {
  it.each(calls)('$name: an application error is an ApplicationError with its code and data', async (call) => {
    const refusal = {
      message: 'Cart already ordered',
      details: {
        applicationError: {
          code: 'CART_ALREADY_ORDERED',
          description: 'Cart already ordered',
          data: { cartId: 'cart-1', orderId: 'order-1' },
        },
      },
    };
    answerAll(server, refusal, 428);
    const error = await call.run(client('site')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({
      name: 'ApplicationError',
      status: 428,
      code: 'CART_ALREADY_ORDERED',
      description: 'Cart already ordered',
      data: { cartId: 'cart-1', orderId: 'order-1' },
      requestId: 'req-1',
      request: { method: call.method, path: `/_api/cart-v2${call.path}` },
    });
  });

  it.each(calls)('$name: a validation error is a ValidationError with its violations', async (call) => {
    const violation = { field: 'lineItemIds', description: 'must not be empty', violatedRule: 'MIN_SIZE' };
    answerAll(server, { message: 'invalid', details: { validationError: { fieldViolations: [violation] } } }, 400);
    const error = await call.run(client()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).violations).toEqual([violation]);
    expect((error as ValidationError).message).toBe('INVALID_ARGUMENT: "lineItemIds" must not be empty');
  });
});

describe('answers without the cart', () => {
  it.each(calls.filter((c) => 'cart' in c.answer))('$name: a 200 without a cart is a SystemError', async (call) => {
    answerAll(server, {});
    const error = await call.run(client()).catch((e: unknown) => e);
    expect(isSystemError(error)).toBe(true);
    expect((error as { code: string }).code).toBe('INVALID_RESPONSE');
  });
});

describe('bodies leave out what the caller did not give', () => {
  it('optional arguments send {}', async () => {
    const seen = answerAll(server, { cart: wireCartEmpty() });
    await v2.createCurrentCart(client());
    await v2.addLineItemsToCurrentCart(client());
    await v2.calculateCurrentCart(client());
    await v2.estimateCurrentCart(client());
    await v2.updateFormSubmissionsInCurrentCart(client());
    await v2.getCheckoutUrl(client(), 'cart-1');
    expect(seen.map((s) => s.body)).toEqual([{}, {}, {}, {}, {}, {}]);
  });

  it('fields that are not the call’s are not sent', async () => {
    const seen = answerAll(server, { cart: wireCartEmpty() });
    const stray = { catalogItems: [], lineItemIds: ['x'] } as Parameters<typeof v2.addLineItemsToCurrentCart>[1];
    await v2.addLineItemsToCurrentCart(client(), stray);
    expect(seen.map((s) => s.body)).toEqual([{ catalogItems: [] }]);
  });
});

describe('host routing', () => {
  it('reads the current cart and a cart by id from host, never from readOnlyHost (they must see their writes)', async () => {
    const seen = answerAll(server, { cart: wireCartEmpty() });
    await v2.getCurrentCart(client('api'));
    await v2.getCurrentCart(client('site'));
    await v2.getCart(client(), 'cart-1');
    expect(seen.map((s) => new URL(s.url).origin)).toEqual([HOST, HOST, HOST]);
    expect(seen.some((s) => s.url.startsWith(READ))).toBe(false);
  });
});

function wireCartEmpty() {
  return { id: 'cart-1', lineItems: [] };
}
