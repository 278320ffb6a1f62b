// docs/specification.md#8-errors: each call's failures become the SDK's typed errors with the exact messages.
import { describe, expect, it } from 'vitest';
import { ApplicationError, ValidationError } from '@vitrine/http';
import { calls } from './calls';
import { answerAll, client, useServer } from './server';

const server = useServer();

type Violation = { field: string; description: string; violatedRule: string };
const violation = (field: string, description: string, violatedRule = 'VALIDATION'): Violation => ({
  field,
  description,
  violatedRule,
});

/** Per call: the violations the platform sends (wire names, unsorted) and the message the caller must read. */
const validation: Record<string, { violations: Violation[]; message: string }> = {
  getCurrentCart: {
    violations: [violation('id', 'must be a GUID', 'FORMAT')],
    message: 'INVALID_ARGUMENT: "_id" must be a GUID',
  },
  updateCurrentCart: {
    violations: [
      violation('couponCode', 'must be at most 50 characters', 'MAX_LENGTH'),
      violation('cartInfo.buyerNote', 'must be at most 1000 characters', 'MAX_LENGTH'),
    ],
    message:
      'INVALID_ARGUMENT: "cartInfo.buyerNote" must be at most 1000 characters, "couponCode" must be at most 50 characters',
  },
  deleteCurrentCart: {
    violations: [violation('id', 'must be a GUID', 'FORMAT')],
    message: 'INVALID_ARGUMENT: "_id" must be a GUID',
  },
  addToCurrentCart: {
    violations: [violation('lineItems[0].quantity', 'must be at least 1', 'MIN')],
    message: 'INVALID_ARGUMENT: "lineItems[0].quantity" must be at least 1',
  },
  removeLineItemsFromCurrentCart: {
    violations: [violation('lineItemIds', 'must contain at most 300 items', 'MAX_SIZE')],
    message: 'INVALID_ARGUMENT: "lineItemIds" must contain at most 300 items',
  },
  removeCouponFromCurrentCart: {
    violations: [violation('couponCode', 'is not set', 'REQUIRED_FIELD')],
    message: 'INVALID_ARGUMENT: "couponCode" is not set',
  },
  updateCurrentCartLineItemQuantity: {
    violations: [
      violation('lineItems[1].quantity', 'must be at most 100000', 'MAX'),
      violation('lineItems[0].id', 'is required', 'REQUIRED_FIELD'),
    ],
    message: 'INVALID_ARGUMENT: "lineItems[0]._id" is required, "lineItems[1].quantity" must be at most 100000',
  },
  estimateCurrentCartTotals: {
    violations: [violation('shippingAddress.country', 'must be a 2-letter country code', 'FORMAT')],
    message: 'INVALID_ARGUMENT: "shippingAddress.country" must be a 2-letter country code',
  },
  createCheckoutFromCurrentCart: {
    violations: [
      violation('email', 'must be an e-mail address', 'FORMAT'),
      violation('channelType', 'must be a channel type', 'INVALID_ENUM_VALUE'),
    ],
    message: 'INVALID_ARGUMENT: "channelType" must be a channel type, "email" must be an e-mail address',
  },
};

/** Per call: the platform's application error and the message it becomes. */
const application: Record<string, { status: number; body: Record<string, unknown>; message: string; code: string }> = {
  getCurrentCart: cartNotFound(),
  updateCurrentCart: {
    status: 400,
    body: {
      message: 'Invalid coupon',
      details: {
        applicationError: {
          description: 'Coupon NOPE does not exist',
          code: 'ERROR_COUPON_DOES_NOT_EXIST',
          data: { couponCode: 'NOPE' },
        },
      },
    },
    message: 'Invalid coupon: Coupon NOPE does not exist',
    code: 'ERROR_COUPON_DOES_NOT_EXIST',
  },
  deleteCurrentCart: cartNotFound(),
  addToCurrentCart: {
    status: 400,
    body: {
      message: 'Product prod-9 not found',
      details: { applicationError: { description: 'Product prod-9 not found', code: 'PRODUCT_NOT_FOUND' } },
    },
    message: 'Product prod-9 not found',
    code: 'PRODUCT_NOT_FOUND',
  },
  removeLineItemsFromCurrentCart: cartNotFound(),
  removeCouponFromCurrentCart: cartNotFound(),
  updateCurrentCartLineItemQuantity: {
    status: 400,
    body: {
      message: 'Line item line-9 is not in the cart',
      details: {
        applicationError: { description: 'Line item line-9 is not in the cart', code: 'LINE_ITEM_NOT_FOUND' },
      },
    },
    message: 'Line item line-9 is not in the cart',
    code: 'LINE_ITEM_NOT_FOUND',
  },
  // A 4xx without details: the status text is the description and the code.
  estimateCurrentCartTotals: {
    status: 403,
    body: { message: 'Visitor token required' },
    message: 'Visitor token required: Forbidden',
    code: 'FORBIDDEN',
  },
  createCheckoutFromCurrentCart: {
    status: 400,
    body: {
      message: 'Cannot create a checkout from an empty cart',
      details: {
        applicationError: { description: 'Cannot create a checkout from an empty cart', code: 'CART_IS_EMPTY' },
      },
    },
    message: 'Cannot create a checkout from an empty cart',
    code: 'CART_IS_EMPTY',
  },
};

function cartNotFound() {
  return {
    status: 404,
    body: {
      message: 'Cart not found',
      details: { applicationError: { description: 'Cart not found', code: 'OWNED_CART_NOT_FOUND' } },
    },
    message: 'Cart not found',
    code: 'OWNED_CART_NOT_FOUND',
  };
}

describe.each(calls)('$name', (call) => {
  it('maps a validation error to the caller’s names, sorted', async () => {
    const { violations, message } = validation[call.name]!;
    answerAll(server, { message: 'invalid', details: { validationError: { fieldViolations: violations } } }, 400);
    const error = await call.run(client()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      name: 'ValidationError',
      message,
      code: 'INVALID_ARGUMENT',
      status: 400,
      requestId: 'req-1',
      errorType: 'user',
    });
  });

  it('maps an application error to the server message and code', async () => {
    const { status, body, message, code } = application[call.name]!;
    answerAll(server, body, status);
    const error = await call.run(client('site')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({
      name: 'ApplicationError',
      message,
      code,
      status,
      requestId: 'req-1',
      errorType: 'user',
    });
  });
});

it('covers every call in both tables', () => {
  expect(Object.keys(validation).sort()).toEqual(calls.map((c) => c.name).sort());
  expect(Object.keys(application).sort()).toEqual(calls.map((c) => c.name).sort());
});
