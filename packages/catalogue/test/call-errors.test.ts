import { describe, expect, it } from 'vitest';
import * as catalogue from '../src';
import { makeClient, useServer } from './server';
import { cases } from './support/calls';

const { answer } = useServer();

describe('errors of every call', () => {
  it.each(cases)('$name: a validation error names the caller’s argument', async (c) => {
    answer(
      {
        message: 'Bad request',
        details: { validationError: { fieldViolations: [{ field: c.violation[0], description: 'is not valid' }] } },
      },
      { status: 400 },
    );
    const error = await c.run(makeClient()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ValidationError',
      status: 400,
      code: 'INVALID_ARGUMENT',
      message: `INVALID_ARGUMENT: "${c.violation[1]}" is not valid`,
      violations: [{ field: c.violation[1], description: 'is not valid' }],
    });
  });

  it.each(cases)('$name: an application error keeps the server message, description and code', async (c) => {
    answer(
      {
        message: 'Not found',
        details: { applicationError: { description: 'Entity p1 not found', code: 'PRODUCT_NOT_FOUND' } },
      },
      { status: 404 },
    );
    const error = await c.run(makeClient('site')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApplicationError',
      errorType: 'user',
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
      description: 'Entity p1 not found',
      requestId: 'req-42',
      message: 'Not found: Entity p1 not found',
    });
  });

  it('getProduct sorts several violations by the caller’s names', async () => {
    answer(
      {
        message: 'Bad request',
        details: {
          validationError: {
            fieldViolations: [
              { field: 'includeMerchantSpecificData', description: 'must be a boolean' },
              { field: 'id', description: 'must not be empty' },
            ],
          },
        },
      },
      { status: 400 },
    );
    await expect(catalogue.getProduct(makeClient(), '')).rejects.toThrow(
      'INVALID_ARGUMENT: "_id" must not be empty, "options.includeMerchantSpecificData" must be a boolean',
    );
  });

  it('a 500 is a system error with the request id', async () => {
    answer({ message: 'boom' }, { status: 500 });
    await expect(catalogue.getStoreVariant(makeClient(), 'v1')).rejects.toMatchObject({
      name: 'SystemError',
      message: 'System error occurred, request-id: req-42',
    });
  });

  it('an aborted signal rejects with an AbortError and sends nothing', async () => {
    const seen = answer({});
    const controller = new AbortController();
    controller.abort();
    await expect(catalogue.removeBrand(makeClient(), 'p1', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    await expect(catalogue.queryProducts(makeClient(), { signal: controller.signal }).find()).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(seen).toEqual([]);
  });
});
