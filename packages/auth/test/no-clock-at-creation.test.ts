// Next.js prerenders with `cacheComponents` and refuses a component that reads the clock or a random value while it
// renders: making the strategy and the client (what a provider does) must read neither, until a call needs a token.
import { createClient } from '@vitrine/http';
import { afterEach, expect, it, vi } from 'vitest';
import { cookieStorage, localStorageStorage, memoryStorage, oauth } from '../src';
import { cartEndpoint, countingTokens, getCart, HOST, nowSeconds, tokens, useServer } from './helpers';

const server = useServer();
afterEach(() => vi.restoreAllMocks());

/** Every source of the time and of randomness a render could touch, made to throw while `fn` runs. */
function withoutClockOrRandom<T>(fn: () => T): T {
  const forbidden = (what: string) => () => {
    throw new Error(`${what} read while creating the strategy`);
  };
  const spies = [
    vi.spyOn(Date, 'now').mockImplementation(forbidden('Date.now()')),
    vi.spyOn(performance, 'now').mockImplementation(forbidden('performance.now()')),
    vi.spyOn(Math, 'random').mockImplementation(forbidden('Math.random()')),
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(forbidden('crypto.getRandomValues()')),
    vi.spyOn(crypto, 'randomUUID').mockImplementation(forbidden('crypto.randomUUID()')),
  ];
  try {
    return fn();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

it.each([
  ['memory storage', () => ({ storage: memoryStorage() })],
  ['given tokens', () => ({ tokens: tokens('given', 'member', nowSeconds() + 3600) })],
  ['cookie storage', () => ({ storage: cookieStorage() })],
  ['localStorage', () => ({ storage: localStorageStorage() })],
])('oauth() and createClient read no clock or random value (%s); the first call works', async (_, options) => {
  const given = options();
  const client = withoutClockOrRandom(() => createClient({ host: HOST, auth: oauth({ clientId: 'shop', ...given }) }));
  const token = countingTokens();
  const cart = cartEndpoint();
  server.use(token.handler, cart.handler);
  await getCart(client);
  expect(cart.seen).toEqual(['tokens' in given ? 'given' : 'at-1']);
});
