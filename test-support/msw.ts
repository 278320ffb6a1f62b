// Test helpers every package's unit tests share (never published).
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** One msw server per test file; a request no handler expects fails the test. */
export function useServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Records what reached the network, for exact assertions on the wire. */
export async function record(request: Request, into: Seen[]): Promise<void> {
  into.push({
    method: request.method,
    url: request.url,
    headers: Object.fromEntries(request.headers),
    body: await request.text(),
  });
}
