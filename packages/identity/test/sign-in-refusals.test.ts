import { isApplicationError, isSystemError, isValidationError } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { login } from '../src';
import { client, IAM, useIam } from './support/iam-server';

const { server, answer } = useIam();

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
