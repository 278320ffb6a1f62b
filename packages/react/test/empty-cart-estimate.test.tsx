// Issue 31, 4: removing the last line left "Discount −€5.90 · After discount €53.10" under "Your cart is empty". The
// estimate of the lines that left must go with them, whether the shop switches the estimate off for an empty cart
// (TanStack keeps a disabled query's last data) or keeps it on.
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useCurrentCart, useEstimateTotals, useRemoveLineItems } from '../src';
import { CART_URL, cartAnswer, deferred, record, setup, useServer, wireCart, wireLine, type Recorded } from './helpers';

const server = useServer();
const money = (amount: string) => ({ amount, convertedAmount: amount });

/** A cart with line A and a coupon: its estimate has a discount; once A is removed, the estimate has none. */
function platform() {
  const estimates: Recorded[] = [];
  const removal = deferred();
  let lines = [wireLine('A', 1)];
  server.use(
    http.get(CART_URL, () => cartAnswer(lines)),
    http.post(`${CART_URL}/remove-line-items`, async () => {
      await removal.promise;
      lines = [];
      return cartAnswer(lines);
    }),
    http.post(`${CART_URL}/estimate`, async ({ request }) => {
      await record(estimates, request);
      const empty = lines.length === 0;
      return HttpResponse.json({
        cart: wireCart(lines),
        summary: {
          priceSummary: {
            subtotal: money(empty ? '0' : '59.00'),
            discount: money(empty ? '0' : '5.90'),
            total: money(empty ? '0' : '53.10'),
          },
        },
      });
    }),
  );
  return { estimates, release: () => removal.resolve() };
}

/** What the drawer would show at each render: its line ids and the estimate's discount. */
function drawer(options: { switchOffWhenEmpty: boolean }) {
  const screens: string[] = [];
  const hook = renderHook(
    () => {
      const cart = useCurrentCart();
      const lines = cart.data?.lineItems ?? [];
      const estimate = useEstimateTotals({}, options.switchOffWhenEmpty ? { enabled: lines.length > 0 } : {});
      const discount = estimate.data?.summary?.priceSummary?.discount?.amount;
      const screen = `${lines.map((line) => line._id).join() || 'empty'} / discount ${discount ?? 'none'}`;
      if (cart.isSuccess && screens.at(-1) !== screen) screens.push(screen);
      return { cart, estimate, remove: useRemoveLineItems() };
    },
    { wrapper: setup().wrapper },
  );
  return { ...hook, screens };
}

describe('4: the last line removed, its estimate goes with it', () => {
  it('a shop that switches the estimate off for an empty cart shows no discount once the line leaves', async () => {
    const { estimates, release } = platform();
    const { result, screens } = drawer({ switchOffWhenEmpty: true });
    await waitFor(() => expect(screens.at(-1)).toBe('A / discount 5.90'));
    let removed!: Promise<unknown>;
    act(() => void (removed = result.current.remove.mutateAsync(['A'])));
    // Optimistic: the line and its discount leave together, before the platform answers.
    await waitFor(() => expect(screens.at(-1)).toBe('empty / discount none'));
    release();
    await act(async () => void (await removed));
    expect(result.current.estimate.data).toBeUndefined();
    // From the estimate's first answer on (the cart may show a moment before it).
    expect(screens.slice(screens.indexOf('A / discount 5.90'))).toEqual(['A / discount 5.90', 'empty / discount none']);
    // Nothing to price: the empty cart is not estimated.
    expect(estimates).toHaveLength(1);
  });

  it('a shop that keeps it on never shows the old discount beside the empty cart, then the empty estimate', async () => {
    const { estimates, release } = platform();
    const { result, screens } = drawer({ switchOffWhenEmpty: false });
    await waitFor(() => expect(screens.at(-1)).toBe('A / discount 5.90'));
    let removed!: Promise<unknown>;
    act(() => void (removed = result.current.remove.mutateAsync(['A'])));
    await waitFor(() => expect(screens.at(-1)).toBe('empty / discount none'));
    release();
    await act(async () => void (await removed));
    await waitFor(() => expect(screens.at(-1)).toBe('empty / discount 0'));
    expect(screens.filter((screen) => screen.startsWith('empty'))).toEqual([
      'empty / discount none',
      'empty / discount 0',
    ]);
    expect(estimates).toHaveLength(2);
  });
});
