import { afterAll, beforeAll } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../../emulator/src/index';

/** Where a recipe's server finds the platform. `fetch` is the server's own (the tests count token requests). */
export interface Platform {
  host: string;
  clientId: string;
  fetch?: typeof fetch;
}

/** A line of the demo catalogue, as a cart takes it. */
export const GRANOLA = { catalogReference: { catalogItemId: 'prod-granola', appId: 'vitrine-stores' }, quantity: 1 };

/** The real emulator for the file's tests, and every grant its token endpoint was asked for. */
export function useEmulator(): { platform: () => Platform; grants: string[] } {
  let emulator: RunningEmulator;
  const grants: string[] = [];
  const counted: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname === '/oauth2/token') {
      grants.push(((await request.clone().json()) as { grantType: string }).grantType);
    }
    return fetch(request);
  };
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, readOnlyPort: 0, db: ':memory:', log: () => {} });
  });
  afterAll(() => emulator.close());
  return { platform: () => ({ host: emulator.url, clientId: 'server-recipes', fetch: counted }), grants };
}

/** The `name=value` pairs of an answer's Set-Cookie values: the Cookie header the browser sends next. */
export const cookieHeaderFrom = (setCookies: string[]): string =>
  setCookies.map((line) => line.split(';')[0]).join('; ');
