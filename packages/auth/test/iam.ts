import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { HOST, setup, tokens } from './helpers';

export const IAM = `${HOST}/_api/iam`;

/** Answers one identity endpoint and records each request's body and Authorization header. */
export function identityEndpoint(server: SetupServer) {
  return (path: string, answer: () => Response) => {
    const requests: { body: unknown; authorization: string | null }[] = [];
    server.use(
      http.post(`${IAM}${path}`, async ({ request }) => {
        requests.push({ body: await request.json(), authorization: request.headers.get('authorization') });
        return answer();
      }),
    );
    return requests;
  };
}

export const applicationError = (code: string, message = 'Refused') =>
  HttpResponse.json({ message, details: { applicationError: { description: message, code } } }, { status: 400 });

export const emailViolation = () =>
  HttpResponse.json(
    {
      message: 'Bad e-mail',
      details: {
        validationError: {
          fieldViolations: [
            {
              field: 'loginId.email',
              description: 'must be an e-mail',
              violatedRule: 'FORMAT',
              data: { type: 'EMAIL' },
            },
          ],
        },
      },
    },
    { status: 400 },
  );

export const visitor = () => setup({ tokens: tokens('visitor-at', 'visitor') });
