import { act, renderHook, waitFor } from '@testing-library/react';
import { InvalidQuantityError, type Cart } from '@vitrine/cart/v2';
import { ApplicationError } from '@vitrine/http';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useCurrentCart, useRemoveLineItems, useUpdateLineItemQuantity, vitrineKeys } from '../src';
import { applicationError, CART_URL, cartAnswer, lineIds, setup, useServer, wireLine, type WireLine } from './helpers';

const server = useServer();
const SLOW_MS = 300;

/**
 * A slow platform: it applies each call when it arrives, holds every answer until the test calls `release()` (so
 * "no answer has arrived yet" does not depend on how fast a busy machine taps), then answers each 300 ms later.
 * The calls numbered in `failing` (1-based) are refused with "Only 3 left" and change nothing. `bodies` is what
 * arrived, in order.
 */
function slowPlatform(start: WireLine[], failing: number[] = []) {
  let lines = start;
  const bodies: unknown[] = [];
  const answered = { count: 0 };
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const answer = async (apply: () => void) => {
    const failed = failing.includes(bodies.length);
    if (!failed) apply();
    const snapshot = lines;
    await released;
    await delay(SLOW_MS);
    answered.count++;
    return failed ? applicationError(400, 'Only 3 left', 'INSUFFICIENT_INVENTORY') : cartAnswer(snapshot);
  };
  server.use(
    http.get(CART_URL, () => cartAnswer(lines)),
    http.post(`${CART_URL}/update-line-items`, async ({ request }) => {
      const body = (await request.json()) as { lineItems: { lineItemId: string; quantity: { newQuantity: number } }[] };
      bodies.push(body);
      return answer(() => {
        lines = lines.map((line) => {
          const update = body.lineItems.find(({ lineItemId }) => lineItemId === line.id);
          return update ? wireLine(line.id, update.quantity.newQuantity) : line;
        });
      });
    }),
    http.post(`${CART_URL}/remove-line-items`, async ({ request }) => {
      const body = (await request.json()) as { lineItemIds: string[] };
      bodies.push(body);
      return answer(() => {
        lines = lines.filter((line) => !body.lineItemIds.includes(line.id));
      });
    }),
  );
  return { bodies, answered, release };
}

/** A "+" button on line A, as a storefront writes it: the next quantity is the one on screen plus one. */
async function renderPlusButton(platform: { release(): void }) {
  const { wrapper, queryClient } = setup();
  const rendered: number[] = [];
  const { result } = renderHook(
    () => {
      const cart = useCurrentCart();
      const update = useUpdateLineItemQuantity();
      const quantity = cart.data?.lineItems?.find((line) => line._id === 'A')?.quantityInfo?.requestedQuantity;
      if (quantity !== undefined && rendered.at(-1) !== quantity) rendered.push(quantity);
      return { quantity, update };
    },
    { wrapper },
  );
  await waitFor(() => expect(result.current.quantity).toBe(1));
  const taps: Promise<unknown>[] = [];
  /** One quick tap: the screen shows the new quantity at once, long before the platform answers. */
  const tap = async () => {
    const next = result.current.quantity! + 1;
    act(() => {
      taps.push(
        result.current.update
          .mutateAsync({ lineItems: [{ lineItemId: 'A', quantity: { newQuantity: next } }] })
          .catch((error: unknown) => error),
      );
    });
    await waitFor(() => expect(result.current.quantity).toBe(next));
  };
  const settle = () => {
    platform.release();
    return act(async () => void (await Promise.all(taps)));
  };
  const cached = () => queryClient.getQueryData<Cart | null>(vitrineKeys.currentCart);
  const cachedQuantity = () => cached()?.lineItems?.[0]?.quantityInfo?.requestedQuantity;
  return { result, rendered, taps, tap, settle, cached, cachedQuantity };
}

const quantityBody = (newQuantity: number) => ({ lineItems: [{ lineItemId: 'A', quantity: { newQuantity } }] });

describe('quantity changes are optimistic, ordered and rolled back on error', () => {
  it('four quick taps on "+" from 1 send 2, 3, 4, 5 in that order and end at 5, never showing an older number', async () => {
    const platform = slowPlatform([wireLine('A', 1)]);
    const button = await renderPlusButton(platform);
    for (let tap = 0; tap < 4; tap++) await button.tap();
    expect(platform.answered.count).toBe(0);

    await button.settle();
    expect(platform.bodies).toEqual([quantityBody(2), quantityBody(3), quantityBody(4), quantityBody(5)]);
    expect(button.cachedQuantity()).toBe(5);
    expect(button.result.current.quantity).toBe(5);
    // The answers of 2, 3 and 4 arrived while later taps were pending: none of them was shown.
    expect(button.rendered).toEqual([1, 2, 3, 4, 5]);
  });

  it('the 3rd of four taps refused: its promise rejects with that error, and the 4th (5) is the last word', async () => {
    const platform = slowPlatform([wireLine('A', 1)], [3]);
    const button = await renderPlusButton(platform);
    for (let tap = 0; tap < 4; tap++) await button.tap();
    await button.settle();

    expect(platform.bodies).toEqual([quantityBody(2), quantityBody(3), quantityBody(4), quantityBody(5)]);
    const [, , third, fourth] = await Promise.all(button.taps);
    expect(third).toBeInstanceOf(ApplicationError);
    expect(third).toMatchObject({
      name: 'ApplicationError',
      code: 'INSUFFICIENT_INVENTORY',
      status: 400,
      message: 'Only 3 left',
      requestId: 'req-1',
    });
    expect(fourth).toMatchObject({ lineItems: [{ _id: 'A', quantityInfo: { requestedQuantity: 5 } }] });
    expect(button.cachedQuantity()).toBe(5);
    expect(button.rendered).toEqual([1, 2, 3, 4, 5]);
  });

  it('the last tap refused: the cart rolls back to the answer before it, and the hook reports the exact error', async () => {
    const platform = slowPlatform([wireLine('A', 1)], [3]);
    const button = await renderPlusButton(platform);
    for (let tap = 0; tap < 3; tap++) await button.tap();
    await button.settle();

    expect(platform.bodies).toEqual([quantityBody(2), quantityBody(3), quantityBody(4)]);
    const [, second, third] = await Promise.all(button.taps);
    expect(button.cached()).toStrictEqual(second);
    expect(button.cachedQuantity()).toBe(3);
    await waitFor(() => expect(button.result.current.quantity).toBe(3));
    await waitFor(() => expect(button.result.current.update.error).toBe(third));
    expect(third).toMatchObject({ name: 'ApplicationError', code: 'INSUFFICIENT_INVENTORY', message: 'Only 3 left' });
    expect(button.rendered).toEqual([1, 2, 3, 4, 3]);
  });

  it('the last two taps refused: the roll-back skips the first refused change too and shows the server’s 3', async () => {
    const platform = slowPlatform([wireLine('A', 1)], [3, 4]);
    const button = await renderPlusButton(platform);
    for (let tap = 0; tap < 4; tap++) await button.tap();
    await button.settle();

    expect(platform.bodies).toEqual([quantityBody(2), quantityBody(3), quantityBody(4), quantityBody(5)]);
    expect(button.cachedQuantity()).toBe(3);
    await waitFor(() => expect(button.result.current.quantity).toBe(3));
    expect(button.rendered).toEqual([1, 2, 3, 4, 5, 3]);
  });

  it('a newQuantity of 0 is refused with InvalidQuantityError before any request; the line shows its quantity', async () => {
    const platform = slowPlatform([wireLine('A', 1), wireLine('B', 2)]);
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ cart: useCurrentCart(), update: useUpdateLineItemQuantity() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.cart.data?.lineItems).toHaveLength(2));
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.update
        .mutateAsync({ lineItems: [{ lineItemId: 'A', quantity: { newQuantity: 0 } }] })
        .catch((error: unknown) => error);
    });
    platform.release();
    const refused = await act(async () => await done);
    expect(refused).toBeInstanceOf(InvalidQuantityError);
    expect(refused).toMatchObject({
      name: 'InvalidQuantityError',
      lineItemId: 'A',
      newQuantity: 0,
      message:
        'Line A: newQuantity must be a whole number of at least 1; got 0 (remove a line with removeLineItemsFromCurrentCart)',
    });
    await waitFor(() => expect(result.current.update.error).toBe(refused));
    expect(platform.bodies).toEqual([]);
    expect(lineIds(result.current.cart.data)).toEqual(['Ax1', 'Bx2']);
  });

  it('the optimistic quantity is confirmed only up to what the line has available', async () => {
    const platform = slowPlatform([wireLine('A', 1)]);
    const { wrapper, queryClient } = setup();
    const { result } = renderHook(() => ({ cart: useCurrentCart(), update: useUpdateLineItemQuantity() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    const cart = queryClient.getQueryData<Cart | null>(vitrineKeys.currentCart)!;
    const line = cart.lineItems![0]!;
    queryClient.setQueryData(vitrineKeys.currentCart, {
      ...cart,
      lineItems: [{ ...line, quantityInfo: { ...line.quantityInfo, availableQuantity: 3 } }],
    });
    let done!: Promise<unknown>;
    act(() => {
      done = result.current.update.mutateAsync({ lineItems: [{ lineItemId: 'A', quantity: { newQuantity: 5 } }] });
    });
    await waitFor(() =>
      expect(result.current.cart.data?.lineItems?.[0]?.quantityInfo).toEqual({
        requestedQuantity: 5,
        confirmedQuantity: 3,
        availableQuantity: 3,
      }),
    );
    platform.release();
    await act(async () => void (await done));
    expect(lineIds(result.current.cart.data)).toEqual(['Ax5']);
  });
});

describe('removals are optimistic too', () => {
  it('the line leaves at once; refused, it comes back as the server has it', async () => {
    const platform = slowPlatform([wireLine('A', 1), wireLine('B', 2)], [1]);
    const { wrapper } = setup();
    const seen: string[][] = [];
    const { result } = renderHook(
      () => {
        const cart = useCurrentCart();
        const ids = cart.data?.lineItems?.map((line) => line._id ?? '');
        if (ids && seen.at(-1)?.join() !== ids.join()) seen.push(ids);
        return { cart, remove: useRemoveLineItems() };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    let removed!: Promise<unknown>;
    act(() => {
      removed = result.current.remove.mutateAsync(['A']).catch((error: unknown) => error);
    });
    await waitFor(() => expect(seen.at(-1)).toEqual(['B']));
    expect(platform.answered.count).toBe(0);
    platform.release();
    await act(async () => void (await removed));

    expect(platform.bodies).toEqual([{ lineItemIds: ['A'] }]);
    await expect(removed).resolves.toMatchObject({ name: 'ApplicationError', message: 'Only 3 left' });
    await waitFor(() => expect(seen).toEqual([['A', 'B'], ['B'], ['A', 'B']]));
    expect(result.current.remove.error).toBe(await removed);
  });
});
