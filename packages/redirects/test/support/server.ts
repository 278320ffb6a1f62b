import { createClient, type PathLayout } from '@vitrine/http';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { record, useServer, type Seen } from '../../../../test-support/msw';

export const HOST = 'https://api.test';
const READ_HOST = 'https://read.test';

/** A visitor's client, on distinct hosts so that every request shows which one it went to. */
export const client = (pathLayout: PathLayout = 'api') =>
  createClient({
    host: HOST,
    readOnlyHost: READ_HOST,
    pathLayout,
    retry: 0,
    auth: { getAuthHeaders: () => Promise.resolve({ Authorization: 'visitor-token' }) },
  });

const WIRE_SESSION = {
  id: 'rs-1',
  fullUrl: 'https://shop.test/oauth2/authorize?state=s',
  urlDetails: { endpoint: 'https://shop.test/oauth2/authorize', searchParams: { state: 's' } },
  sessionToken: 'st-1',
};

/** The file's msw server and its answer helper. */
export function useRedirectServer() {
  const server = useServer();

  /** Answers every POST to `url` with `answer`, recording what arrived. */
  function answer(url: string, seen: Seen[], body: JsonBodyType = { redirectSession: WIRE_SESSION }, status = 200) {
    server.use(
      http.post(url, async ({ request }) => {
        await record(request, seen);
        return HttpResponse.json(body, { status, headers: { 'x-request-id': 'req-1' } });
      }),
    );
  }
  return { server, answer };
}
