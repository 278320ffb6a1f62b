// In a browser the wall clock decides: it runs on while a laptop sleeps, where the page's monotonic clock
// (`performance.now()`) may stand still, and a token that expired overnight must not be sent in the morning.
import { afterEach, expect, it, vi } from 'vitest';
import { cartEndpoint, countingTokens, getCart, setup, useServer } from './helpers';

const server = useServer();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('13: after a night asleep (the wall clock 8 h on, performance.now() where it was) the token is renewed', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-01T20:00:00Z'));
  const token = countingTokens(); // 4 h tokens
  const cart = cartEndpoint();
  server.use(token.handler, cart.handler);
  const { client } = setup();
  vi.spyOn(performance, 'now').mockReturnValue(performance.now());
  await getCart(client);
  vi.setSystemTime(new Date('2030-01-02T04:00:00Z'));
  await getCart(client);
  expect(cart.seen).toEqual(['at-1', 'renewed-2']);
});
