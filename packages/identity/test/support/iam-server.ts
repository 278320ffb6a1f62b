import { createClient } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import { record, useServer, type Seen } from '../../../../test-support/msw';

const HOST = 'https://api.test';
export const client = createClient({ host: HOST, retry: 0 });
export const IAM = `${HOST}/_api/iam`;

/** The file's msw server, and an answer of the identity service at one path (request id req-9). */
export function useIam() {
  const server = useServer();

  function answer(path: string, body: object, seen: Seen[] = [], status = 200) {
    server.use(
      http.post(IAM + path, async ({ request }) => {
        await record(request, seen);
        return HttpResponse.json(body, { status, headers: { 'x-request-id': 'req-9' } });
      }),
    );
  }
  return { server, answer };
}
