import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { setupServer } from 'msw/node';
import { createClient, type Client } from '@vitrine/http';

export { useServer } from '../../../test-support/msw';

export const HOST = 'https://api.example.com';
export const READ = 'https://read.example.com';

export interface Seen {
  method: string;
  /** The path without the host. */
  path: string;
  host: string;
  /** The decoded `.r=` request object of a packed GET, else the query string as sent (`fields=A&fields=B`). */
  query: unknown;
  body: unknown;
}

/** An answer per `METHOD /path` (a function of the request's JSON body, or one body); anything else fails the test. */
export type Routes = Record<string, JsonBodyType | ((body: unknown, url: URL) => JsonBodyType | Response)>;

/** Answers the routes and records, in order, every request that reached the network. */
export function serve(server: ReturnType<typeof setupServer>, routes: Routes): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const body = text === '' ? undefined : JSON.parse(text);
      const query = url.search.startsWith('?.r=')
        ? JSON.parse(Buffer.from(url.search.slice(4), 'base64url').toString('utf8'))
        : decodeURIComponent(url.search.slice(1));
      seen.push({ method: request.method, path: url.pathname, host: url.origin, query, body });
      const route = routes[`${request.method} ${url.pathname}`];
      if (route === undefined)
        return HttpResponse.json({ message: `no route ${request.method} ${url.pathname}` }, { status: 599 });
      const answer = typeof route === 'function' ? route(body ?? query, url) : route;
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
  );
  return seen;
}

/** A client with distinct hosts and no retries: one request per call. */
export const makeClient = (): Client => createClient({ host: HOST, readOnlyHost: READ, retry: 0 });

/** The platform's 404 for an entity it does not have. */
export const notFound = (): Response =>
  HttpResponse.json(
    { message: 'Entity not found', details: { applicationError: { code: 'NOT_FOUND', description: 'not found' } } },
    { status: 404 },
  );
