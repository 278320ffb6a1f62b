import { describe, expect, it } from 'vitest';
import type { Seen } from '../../../test-support/msw';
import { client, HOST, LAYOUTS, useAnswers } from './support/call-server';
import { POSTS } from './support/post-calls';

const answer = useAnswers();

describe('every POST of the identity service', () => {
  it.each(POSTS.flatMap((c) => LAYOUTS.map((layout) => [c.name, layout, c] as const)))(
    '%s (%s layout): POST to the main host, exact JSON body, token attached',
    async (_name, layout, c) => {
      const seen: Seen[] = [];
      answer('post', HOST + c.path, seen);
      await expect(c.call(client(layout), c.request as never)).resolves.toStrictEqual({});
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ method: 'POST', url: HOST + c.path, body: c.body });
      expect(seen[0]!.headers['content-type']).toBe('application/json');
      expect(seen[0]!.headers.authorization).toBe('member-token');
    },
  );

  it.each(POSTS.map((c) => [c.name, c] as const))('%s: a validation error names the field', async (_name, c) => {
    const description = 'must be a valid value';
    answer(
      'post',
      HOST + c.path,
      [],
      {
        message: `INVALID_ARGUMENT: "${c.violation}" ${description}`,
        details: {
          validationError: { fieldViolations: [{ field: c.violation, description, violatedRule: 'FORMAT' }] },
        },
      },
      400,
    );
    await expect(c.call(client(), c.request as never)).rejects.toMatchObject({
      name: 'ValidationError',
      status: 400,
      code: 'INVALID_ARGUMENT',
      requestId: 'req-7',
      message: `INVALID_ARGUMENT: "${c.violation}" ${description}`,
      violations: [{ field: c.violation, description, violatedRule: 'FORMAT' }],
    });
  });

  it.each(POSTS.map((c) => [c.name, c] as const))(
    '%s: an application error keeps its string code',
    async (_name, c) => {
      answer(
        'post',
        HOST + c.path,
        [],
        {
          message: 'Refused',
          details: { applicationError: { description: `Refused by ${c.name}`, code: c.appCode } },
        },
        400,
      );
      await expect(c.call(client(), c.request as never)).rejects.toMatchObject({
        name: 'ApplicationError',
        errorType: 'user',
        status: 400,
        code: c.appCode,
        description: `Refused by ${c.name}`,
        message: `Refused: Refused by ${c.name}`,
      });
    },
  );
});
