// A client with distinct hosts and an msw server that answers every request and records it.
import { http, HttpResponse } from 'msw';
import { createClient, type Client, type PathLayout } from '@vitrine/http';
import { record, useServer, type Seen } from '../../../test-support/msw';

export const HOST = 'https://api.example.com';
export const READ = 'https://read.example.com';

export const client = (layout: PathLayout = 'api', extra = {}): Client =>
  createClient({ host: HOST, readOnlyHost: READ, pathLayout: layout, ...extra });

/** The file's msw server, and `capture()`: answer `{ ok: true }` to everything and record what arrived. */
export function recordingServer() {
  const server = useServer();
  function capture(): Seen[] {
    const seen: Seen[] = [];
    server.use(
      http.all('*', async ({ request }) => {
        await record(request, seen);
        return HttpResponse.json({ ok: true }, { headers: { 'x-request-id': 'req-1' } });
      }),
    );
    return seen;
  }
  return { server, capture };
}
