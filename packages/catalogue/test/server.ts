import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createClient, type Client, type PathLayout } from '@vitrine/http';

export const HOST = 'https://api.example.com';
export const READ = 'https://read.example.com';

/** The prefixes of the table in docs/wire.md#hosts-and-paths, spelled out so that the tests pin them. */
export const PREFIX = {
  api: { reader: '/stores-reader', writer: '/stores' },
  site: { reader: '/_api/catalog-reader-server', writer: '/_api/catalog-server' },
} as const;

/** A client with distinct hosts, so that every request shows which host it went to. No retries: one request per call. */
export const makeClient = (pathLayout: PathLayout = 'api'): Client =>
  createClient({ host: HOST, readOnlyHost: READ, pathLayout, retry: 0 });

export interface Seen {
  method: string;
  url: string;
  contentType: string | null;
  body: string;
}

/** One msw server per test file; a request no handler expects fails the test. */
export function useServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  /** Answers every request with `answer` (a function of the request number, or one body) and records it. */
  function answer(
    body: Record<string, unknown> | ((index: number, seen: Seen) => unknown),
    init: { status?: number } = {},
  ): Seen[] {
    const seen: Seen[] = [];
    server.use(
      http.all('*', async ({ request }) => {
        const entry: Seen = {
          method: request.method,
          url: request.url,
          contentType: request.headers.get('content-type'),
          body: await request.text(),
        };
        seen.push(entry);
        const json = typeof body === 'function' ? body(seen.length - 1, entry) : body;
        return HttpResponse.json(json as Record<string, unknown>, {
          status: init.status ?? 200,
          headers: { 'x-request-id': 'req-42' },
        });
      }),
    );
    return seen;
  }

  return { server, answer };
}

/** The request object a `.r=` query string carries (base64url JSON), decoded independently of @vitrine/http. */
export function decodePacked(url: string): unknown {
  const search = new URL(url).search;
  if (!search.startsWith('?.r=')) throw new Error(`not a packed query: ${search}`);
  return JSON.parse(Buffer.from(search.slice(4), 'base64url').toString('utf8'));
}

/** The `.r=` value of a request object, computed with Node's own base64url. */
export const packed = (request: unknown): string => `.r=${Buffer.from(JSON.stringify(request)).toString('base64url')}`;
