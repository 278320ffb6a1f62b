// @vitest-environment node
// Next.js with `cacheComponents` aborts a server render that reads `Date.now()` (`blocking-prerender-current-time`),
// even after `await cookies()`. A server render that needs a token must judge its expiry without it.
import { afterEach, expect, it, vi } from 'vitest';
import { cartEndpoint, countingTokens, getCart, setup, tokens, useServer } from './helpers';

const server = useServer();
afterEach(() => vi.restoreAllMocks());

/** The server's clock as the SDK reads it: the process's start plus its monotonic time, in seconds. */
const serverSeconds = (): number => Math.floor((performance.timeOrigin + performance.now()) / 1000);

/**
 * Watches `Date.now()` as Next.js does during a prerender, and answers the places in Vitrine's own code that read
 * it (the mocked platform, msw, may read it: it is not part of a render).
 */
function vitrineDateReads(): string[] {
  const readers: string[] = [];
  const original = Date.now.bind(Date);
  vi.spyOn(Date, 'now').mockImplementation(() => {
    // The caller: the first frame below this function that is not a library's (the spy's, msw's).
    const caller = new Error().stack
      ?.split('\n')
      .slice(2)
      .find((line) => !line.includes('node_modules'));
    if (caller?.includes('/src/')) readers.push(caller.trim());
    return original();
  });
  return readers;
}

it('13: a new visitor, its token request and the calls after it read no Date.now() on a server', async () => {
  const token = countingTokens();
  const cart = cartEndpoint();
  server.use(token.handler, cart.handler);
  const { client } = setup();
  const readers = vitrineDateReads();
  await getCart(client);
  await getCart(client);
  expect(readers).toEqual([]);
  expect(token.requests).toHaveLength(1);
  expect(cart.seen).toEqual(['at-1', 'at-1']);
});

it("13: the cookie's tokens are judged on a server without Date.now(), and renewed a minute before they expire", async () => {
  const token = countingTokens();
  const cart = cartEndpoint();
  server.use(token.handler, cart.handler);
  const start = performance.now();
  const { client } = setup({ tokens: tokens('cookie', 'visitor', serverSeconds() + 3600) });
  const readers = vitrineDateReads();
  const clock = vi.spyOn(performance, 'now');
  clock.mockReturnValue(start + 3538_000); // 61 s and more left: still sent
  await getCart(client);
  clock.mockReturnValue(start + 3542_000); // under 59 s left: renewed first
  await getCart(client);
  expect(cart.seen).toEqual(['cookie', 'renewed-1']);
  expect(readers).toEqual([]);
});
