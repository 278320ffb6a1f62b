// Issue 31, 11: a second tab showed an empty cart for up to 30 s after the first tab added (the cart stays fresh
// for 30 s). Each tab is a provider on its own client, QueryClient and memory, as two tabs of one browser are; the
// platform is one, and so is the browser's BroadcastChannel.
import { act, renderHook, waitFor } from '@testing-library/react';
import { memoryStorage, oauth } from '@vitrine/auth';
import { STORES_APP_ID } from '@vitrine/cart/v2';
import { createClient } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  createVitrineQueryClient,
  useAddToCart,
  useCurrentCart,
  useEstimateTotals,
  useRemoveLineItems,
  VitrineProvider,
} from '../src';
import { cartChannelName } from '../src/cart/cart-across-tabs';
import { cartChannelNameOf } from '../src/cart/channel-name';
import { CART_URL, cartAnswer, HOST, lineIds, tokens, useServer, wireCart, wireLine, type WireLine } from './helpers';

const server = useServer();

/** One platform cart, shared by the tabs; counts the cart reads. */
function platform() {
  let lines: WireLine[] = [];
  const reads = { count: 0 };
  server.use(
    http.get(CART_URL, () => {
      reads.count++;
      return cartAnswer(lines);
    }),
    http.post(`${CART_URL}/add-line-items`, () => {
      lines = [...lines, wireLine(`L${lines.length + 1}`)];
      return cartAnswer(lines);
    }),
    http.post(`${CART_URL}/remove-line-items`, () => {
      lines = [];
      return cartAnswer(lines);
    }),
    http.post(`${CART_URL}/estimate`, () => {
      const discount = lines.length ? '5.90' : '0';
      return HttpResponse.json({
        cart: wireCart(lines),
        summary: { priceSummary: { discount: { amount: discount, convertedAmount: discount } } },
      });
    }),
  );
  return reads;
}

/** A tab of the shop `clientId`: its own client, QueryClient and cart hooks. */
function tab(clientId = 'client-1') {
  const client = createClient({
    host: HOST,
    auth: oauth({ clientId, tokens: tokens('visitor-at', 'visitor'), storage: memoryStorage() }),
    retry: 0,
  });
  const queryClient = createVitrineQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VitrineProvider client={client} queryClient={queryClient}>
      {children}
    </VitrineProvider>
  );
  return Object.assign(drawerIn(wrapper), { wrapper });
}

/** As the example shop's drawer: the cart, and no estimate asked for an empty cart. */
function drawerIn(wrapper: (props: { children: ReactNode }) => ReactNode) {
  return renderHook(
    () => {
      const cart = useCurrentCart();
      const estimate = useEstimateTotals({}, { enabled: (cart.data?.lineItems?.length ?? 0) > 0 });
      return { cart, estimate, add: useAddToCart(), remove: useRemoveLineItems() };
    },
    { wrapper },
  );
}

const item = { catalogItems: [{ quantity: 1, catalogReference: { catalogItemId: 'p1', appId: STORES_APP_ID } }] };

describe('11: the cart follows a change made in another tab', () => {
  it("the second tab shows the first tab's new line at once, with one read of the cart", async () => {
    const reads = platform();
    const first = tab();
    const second = tab();
    await waitFor(() => expect(second.result.current.cart.data).toEqual({ _id: 'cart-1', lineItems: [] }));
    await waitFor(() => expect(first.result.current.cart.isSuccess).toBe(true));
    expect(reads.count).toBe(2);

    await act(async () => void (await first.result.current.add.mutateAsync(item)));
    await waitFor(() => expect(lineIds(second.result.current.cart.data)).toEqual(['L1x1']));
    // The second tab read its cart once more; the first one, whose change answered with the cart, did not.
    expect(reads.count).toBe(3);
    expect(lineIds(first.result.current.cart.data)).toEqual(['L1x1']);
  });

  it('a single tab sends no extra request after its own change', async () => {
    const reads = platform();
    const only = tab();
    await waitFor(() => expect(only.result.current.cart.isSuccess).toBe(true));
    await act(async () => void (await only.result.current.add.mutateAsync(item)));
    await act(async () => void (await only.result.current.add.mutateAsync(item)));
    // Long enough for a message to come back, if the channel echoed to its sender.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(lineIds(only.result.current.cart.data)).toEqual(['L1x1', 'L2x1']);
    expect(reads.count).toBe(1);
  });

  it("another shop's tab on the same origin is not told (the channel is the host's and the client id's)", () => {
    const client = (clientId: string) =>
      createClient({
        host: HOST,
        auth: oauth({ clientId, tokens: tokens('at', 'visitor'), storage: memoryStorage() }),
      });
    expect(cartChannelName(client('shop-a'))).toBe('vitrine.cart:https://api.example.com:shop-a');
    expect(cartChannelName(client('shop-b'))).not.toBe(cartChannelName(client('shop-a')));
  });

  it('a page without its client yet names the same channel from the host and the client id', () => {
    const client = createClient({
      host: `${HOST}/`,
      auth: oauth({ clientId: 'shop-a', tokens: tokens('at', 'visitor'), storage: memoryStorage() }),
    });
    expect(cartChannelNameOf(`${HOST}/`, 'shop-a')).toBe('vitrine.cart:https://api.example.com:shop-a');
    expect(cartChannelNameOf(HOST, 'shop-a')).toBe(cartChannelName(client));
  });

  it('a tab unmounted closes its channel: it is not told any more, and tells nobody', async () => {
    const reads = platform();
    const first = tab();
    const second = tab();
    await waitFor(() => expect(second.result.current.cart.isSuccess).toBe(true));
    await waitFor(() => expect(first.result.current.cart.isSuccess).toBe(true));
    second.unmount();
    await act(async () => void (await first.result.current.add.mutateAsync(item)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads.count).toBe(2);
  });

  it("the first tab empties the cart: the second shows it empty, without the removed line's discount", async () => {
    platform();
    const first = tab();
    const second = tab();
    await act(async () => void (await first.result.current.add.mutateAsync(item)));
    await waitFor(() =>
      expect(second.result.current.estimate.data?.summary?.priceSummary?.discount?.amount).toBe('5.90'),
    );
    await act(async () => void (await first.result.current.remove.mutateAsync(['L1'])));
    await waitFor(() => expect(second.result.current.cart.data?.lineItems).toEqual([]));
    // No estimate, or the platform's estimate of the empty cart: never the removed line's discount.
    await waitFor(() =>
      expect(second.result.current.estimate.data?.summary?.priceSummary?.discount?.amount ?? '0').toBe('0'),
    );
  });

  it('a drawer opened after another tab emptied the cart shows no estimate of the removed line', async () => {
    platform();
    const first = tab();
    const second = tab();
    await act(async () => void (await first.result.current.add.mutateAsync(item)));
    await waitFor(() =>
      expect(second.result.current.estimate.data?.summary?.priceSummary?.discount?.amount).toBe('5.90'),
    );
    // The second tab's drawer closes; its cart stays on screen (the header's count).
    const badge = renderHook(() => useCurrentCart(), { wrapper: second.wrapper });
    second.unmount();
    await act(async () => void (await first.result.current.remove.mutateAsync(['L1'])));
    await waitFor(() => expect(badge.result.current.data?.lineItems).toEqual([]));
    const reopened = drawerIn(second.wrapper);
    expect(reopened.result.current.cart.data?.lineItems).toEqual([]);
    expect(reopened.result.current.estimate.data).toBeUndefined();
  });
});
