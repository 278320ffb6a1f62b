import { describe, expect, it } from 'vitest';
import { logout } from '../src';
import type { Seen } from '../../../test-support/msw';
import { client, LAYOUTS, READ_HOST, useAnswers } from './support/call-server';

const answer = useAnswers();

describe('logout (identity)', () => {
  it.each(LAYOUTS)('GETs from the read-only host with the query, no body (%s layout)', async (layout) => {
    const seen: Seen[] = [];
    const url = `${READ_HOST}/_api/iam/authentication/v1/logout`;
    answer('get', url, seen);
    const result = await logout(client(layout), {
      postLogoutRedirectUri: 'https://shop.test/bye?x=1',
      clientId: 'client-1',
    });
    expect(result).toStrictEqual({});
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: `${url}?postLogoutRedirectUri=https%3A%2F%2Fshop.test%2Fbye%3Fx%3D1&clientId=client-1`,
      body: '',
    });
    expect(seen[0]!.headers['content-type']).toBeUndefined();
    expect(seen[0]!.headers.authorization).toBe('member-token');
  });

  it('without arguments sends no query', async () => {
    const seen: Seen[] = [];
    answer('get', `${READ_HOST}/_api/iam/authentication/v1/logout`, seen);
    await logout(client());
    expect(seen[0]!.url).toBe(`${READ_HOST}/_api/iam/authentication/v1/logout`);
  });

  it('maps a validation error and an application error', async () => {
    const url = `${READ_HOST}/_api/iam/authentication/v1/logout`;
    answer(
      'get',
      url,
      [],
      {
        message: 'bad',
        details: {
          validationError: {
            fieldViolations: [{ field: 'postLogoutRedirectUri', description: 'must be an absolute URL' }],
          },
        },
      },
      400,
    );
    await expect(logout(client(), { postLogoutRedirectUri: '/bye' })).rejects.toMatchObject({
      name: 'ValidationError',
      message: 'INVALID_ARGUMENT: "postLogoutRedirectUri" must be an absolute URL',
    });
    answer(
      'get',
      url,
      [],
      {
        message: 'Unknown client',
        details: { applicationError: { description: 'Unknown client', code: 'UNKNOWN_CLIENT' } },
      },
      404,
    );
    await expect(logout(client(), { clientId: 'nope' })).rejects.toMatchObject({
      name: 'ApplicationError',
      status: 404,
      code: 'UNKNOWN_CLIENT',
      message: 'Unknown client',
    });
  });
});
