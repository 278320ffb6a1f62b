import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAddToCart, useCurrentCart, useRemoveLineItems, vitrineKeys } from '../src';
import { CART_URL, cartAnswer, deferred, setup, useServer, wireLine, type WireLine } from './helpers';
import { STORES_APP_ID } from '@vitrine/cart/v2';

const server = useServer();
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * A platform that applies each call the moment it arrives and answers with the cart as it was then; the add's
 * answer is held until the test releases it. `events` is the order in which requests arrive and are answered.
 */
function slowAddPlatform(start: WireLine[]) {
  let lines = start;
  const events: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const releaseAdd = deferred();
  const begin = (name: string) => {
    events.push(`${name} sent`);
    maxInFlight = Math.max(maxInFlight, ++inFlight);
  };
  const end = (name: string, snapshot: WireLine[]) => {
    events.push(`${name} answered`);
    inFlight--;
    return cartAnswer(snapshot);
  };
  server.use(
    http.get(CART_URL, () => (begin('get'), end('get', lines))),
    http.post(`${CART_URL}/add-line-items`, async () => {
      begin('add');
      lines = [...lines, wireLine('B')];
      const snapshot = lines;
      await releaseAdd.promise;
      return end('add', snapshot);
    }),
    http.post(`${CART_URL}/remove-line-items`, async ({ request }) => {
      begin('remove');
      const { lineItemIds } = (await request.json()) as { lineItemIds: string[] };
      lines = lines.filter((line) => !lineItemIds.includes(line.id));
      return end('remove', lines);
    }),
  );
  return { events, releaseAdd: releaseAdd.resolve, maxInFlight: () => maxInFlight };
}

const ids = (cart: { lineItems?: { _id?: string }[] } | null | undefined) => cart?.lineItems?.map((line) => line._id);

describe('cart mutations run one at a time, in order', () => {
  it.each([false, true])(
    'add (answered slowly) then remove: the remove waits for the add, and the removed line stays removed (StrictMode: %s)',
    async (strict) => {
      const platform = slowAddPlatform([wireLine('A')]);
      const { wrapper, queryClient } = setup(undefined, { strict });
      const { result } = renderHook(
        () => ({ cart: useCurrentCart(), add: useAddToCart(), remove: useRemoveLineItems() }),
        { wrapper },
      );
      await waitFor(() => expect(ids(result.current.cart.data)).toEqual(['A']));

      let added!: Promise<unknown>;
      let removed!: Promise<unknown>;
      act(() => {
        added = result.current.add.mutateAsync({
          catalogItems: [{ quantity: 1, catalogReference: { catalogItemId: 'p-B', appId: STORES_APP_ID } }],
        });
        removed = result.current.remove.mutateAsync(['A']);
      });
      await waitFor(() => expect(platform.events).toContain('add sent'));
      // Time enough for a concurrent remove to reach the platform: none may, while the add is unanswered.
      await sleep(50);
      expect(platform.events).toEqual(['get sent', 'get answered', 'add sent']);

      platform.releaseAdd();
      await act(async () => {
        await Promise.all([added, removed]);
      });
      expect(platform.events).toEqual([
        'get sent',
        'get answered',
        'add sent',
        'add answered',
        'remove sent',
        'remove answered',
      ]);
      expect(platform.maxInFlight()).toBe(1);
      expect(ids(queryClient.getQueryData(vitrineKeys.currentCart))).toEqual(['B']);
      await waitFor(() => expect(ids(result.current.cart.data)).toEqual(['B']));
      await expect(added).resolves.toMatchObject({ lineItems: [{ _id: 'A' }, { _id: 'B' }] });
      await expect(removed).resolves.toMatchObject({ lineItems: [{ _id: 'B' }] });
    },
  );

  it('a cart refetch asked for while a change is pending is sent after that change, and its answer is the last word', async () => {
    const platform = slowAddPlatform([]);
    const { wrapper, queryClient } = setup();
    const { result } = renderHook(() => ({ cart: useCurrentCart(), add: useAddToCart() }), { wrapper });
    await waitFor(() => expect(ids(result.current.cart.data)).toEqual([]));

    let added!: Promise<unknown>;
    act(() => {
      added = result.current.add.mutateAsync({
        catalogItems: [{ quantity: 1, catalogReference: { catalogItemId: 'p-B', appId: STORES_APP_ID } }],
      });
    });
    await waitFor(() => expect(platform.events).toContain('add sent'));
    let refetched!: Promise<void>;
    act(() => {
      refetched = queryClient.invalidateQueries({ queryKey: vitrineKeys.cart });
    });
    await sleep(50);
    expect(platform.events).toEqual(['get sent', 'get answered', 'add sent']);

    platform.releaseAdd();
    await act(async () => {
      await Promise.all([added, refetched]);
    });
    expect(platform.events).toEqual([
      'get sent',
      'get answered',
      'add sent',
      'add answered',
      'get sent',
      'get answered',
    ]);
    expect(ids(queryClient.getQueryData(vitrineKeys.currentCart))).toEqual(['B']);
  });

  it('a failed change does not stop the queue: the next one is still sent', async () => {
    let calls = 0;
    server.use(
      http.post(`${CART_URL}/remove-line-items`, () => {
        calls++;
        return calls === 1 ? new Response('{"message":"down"}', { status: 503 }) : cartAnswer([]);
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useRemoveLineItems(), { wrapper });
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.mutateAsync(['A']).catch((error: unknown) => error);
      second = result.current.mutateAsync(['B']);
    });
    await act(async () => {
      await Promise.all([first, second]);
    });
    await expect(first).resolves.toMatchObject({ name: 'SystemError', status: 503 });
    await expect(second).resolves.toMatchObject({ lineItems: [] });
    expect(calls).toBe(2);
  });
});
