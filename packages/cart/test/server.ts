import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { setupServer } from 'msw/node';
import { createClient, type Client, type PathLayout } from '@vitrine/http';

export { useServer } from '../../../test-support/msw';

export const HOST = 'https://api.example.com';
export const READ = 'https://read.example.com';

export interface Seen {
  method: string;
  url: string;
  contentType: string | null;
  /** The parsed JSON body, or undefined when the request had none. */
  body: unknown;
}

/** Answers every request with `answer` (status 200 unless given) and records what reached the network. */
export function answerAll(server: ReturnType<typeof setupServer>, answer: JsonBodyType, status = 200): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const text = await request.text();
      seen.push({
        method: request.method,
        url: request.url,
        contentType: request.headers.get('content-type'),
        body: text === '' ? undefined : JSON.parse(text),
      });
      return HttpResponse.json(answer, { status, headers: { 'x-request-id': 'req-1' } });
    }),
  );
  return seen;
}

/** Distinct hosts, so a test sees which one each call went to; no retries, so an error answer is final. */
export const client = (pathLayout: PathLayout = 'api'): Client =>
  createClient({ host: HOST, readOnlyHost: READ, pathLayout, retry: 0 });
