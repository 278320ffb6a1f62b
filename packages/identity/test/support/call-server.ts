import { createClient, type PathLayout } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import { record, useServer, type Seen } from '../../../../test-support/msw';

export const HOST = 'https://api.test';
export const READ_HOST = 'https://read.test';

/** A member's client, on distinct hosts so that every request shows which one it went to. */
export const client = (pathLayout: PathLayout = 'api') =>
  createClient({
    host: HOST,
    readOnlyHost: READ_HOST,
    pathLayout,
    retry: 0,
    auth: { getAuthHeaders: () => Promise.resolve({ Authorization: 'member-token' }) },
  });

export const LAYOUTS: PathLayout[] = ['api', 'site'];

/** The file's msw server and its answer helper. */
export function useAnswers() {
  const server = useServer();

  /** Answers one method and URL with `body`/`status`, recording every request. */
  function answer(method: 'get' | 'post', url: string, seen: Seen[], body: object = {}, status = 200) {
    server.use(
      http[method](url, async ({ request }) => {
        await record(request, seen);
        return HttpResponse.json(body, { status, headers: { 'x-request-id': 'req-7' } });
      }),
    );
  }
  return answer;
}
