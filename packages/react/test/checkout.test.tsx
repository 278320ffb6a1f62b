import { act, renderHook, waitFor } from '@testing-library/react';
import { EmptyCartError, STORES_APP_ID, UnsellableLinesError, type Cart } from '@vitrine/cart/v2';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAddToCart, useCheckout, useCurrentCart, useEstimateTotals, vitrineKeys } from '../src';
import {
  CART_URL,
  cartAnswer,
  record,
  REDIRECT_URL,
  setup,
  useServer,
  wireCart,
  wireLine,
  type Recorded,
} from './helpers';

const server = useServer();
const address = { country: 'DE', city: 'Berlin', postalCode: '10115', addressLine1: 'Invalidenstr. 1' };
// The same address in the wire's names.
const wireAddress = { country: 'DE', city: 'Berlin', postalCode: '10115', addressLine: 'Invalidenstr. 1' };

const redirectAnswer = (cartId: string) =>
  HttpResponse.json({
    redirectSession: {
      id: 'rs-1',
      fullUrl: `https://checkout.example/${cartId}`,
      urlDetails: { endpoint: `https://checkout.example/${cartId}` },
    },
  });

describe('useEstimateTotals', () => {
  it('posts the parts to price, yields { cart, summary }, and estimates again after a cart change', async () => {
    const log: Recorded[] = [];
    server.use(
      http.post(`${CART_URL}/estimate`, async ({ request }) => {
        await record(log, request);
        return HttpResponse.json({
          cart: wireCart([]),
          summary: { priceSummary: { total: { amount: `${log.length}0.00`, convertedAmount: `${log.length}0.00` } } },
        });
      }),
      http.post(`${CART_URL}/add-line-items`, () => cartAnswer([wireLine('A')])),
    );
    const { wrapper } = setup();
    const input = { calculateDelivery: true, calculateTax: true };
    const { result } = renderHook(() => ({ estimate: useEstimateTotals(input), add: useAddToCart() }), { wrapper });
    await waitFor(() => expect(result.current.estimate.isSuccess).toBe(true));
    expect(result.current.estimate.data).toMatchObject({ summary: { priceSummary: { total: { amount: '10.00' } } } });
    expect(log.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/ecom/v2/carts/current/estimate', body: { calculateDelivery: true, calculateTax: true } },
    ]);

    await act(async () => {
      await result.current.add.mutateAsync({
        catalogItems: [{ quantity: 1, catalogReference: { catalogItemId: 'p1', appId: STORES_APP_ID } }],
      });
    });
    await waitFor(() =>
      expect(result.current.estimate.data).toMatchObject({ summary: { priceSummary: { total: { amount: '20.00' } } } }),
    );
    expect(log).toHaveLength(2);
  });
});

describe('useCheckout', () => {
  it('reads the current cart, then makes its redirect session with the cart id as the checkout id', async () => {
    const log: Recorded[] = [];
    server.use(
      http.get(CART_URL, async ({ request }) => (await record(log, request), cartAnswer([wireLine('A', 2)]))),
      http.post(REDIRECT_URL, async ({ request }) => (await record(log, request), redirectAnswer('cart-1'))),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useCheckout(), { wrapper });
    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutateAsync({
        postFlowUrl: 'https://shop.example/cart',
        thankYouPageUrl: 'https://shop.example/thanks',
      });
    });
    expect(answer).toEqual({ checkoutId: 'cart-1', redirectUrl: 'https://checkout.example/cart-1' });
    expect(log.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'GET', path: '/ecom/v2/carts/current', body: undefined },
      {
        method: 'POST',
        path: '/_api/redirects-api/v1/redirect-session',
        body: {
          ecomCheckout: { checkoutId: 'cart-1' },
          callbacks: { postFlowUrl: 'https://shop.example/cart', thankYouPageUrl: 'https://shop.example/thanks' },
        },
      },
    ]);
  });

  it('with `cart`, sets those fields in the request that reads the cart (no extra call), and caches its answer', async () => {
    const log: Recorded[] = [];
    server.use(
      http.patch(
        CART_URL,
        async ({ request }) => (
          await record(log, request),
          cartAnswer([wireLine('A')], { deliveryInfo: { address: wireAddress } })
        ),
      ),
      http.post(REDIRECT_URL, async ({ request }) => (await record(log, request), redirectAnswer('cart-1'))),
    );
    const { wrapper, queryClient } = setup();
    const { result } = renderHook(() => useCheckout(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({
        postFlowUrl: 'https://shop.example/cart',
        cart: { deliveryInfo: { address }, customerInfo: { email: 'ada@example.com' } },
      });
    });
    expect(log.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PATCH',
        path: '/ecom/v2/carts/current',
        body: { cart: { deliveryInfo: { address: wireAddress }, customerInfo: { email: 'ada@example.com' } } },
      },
      {
        method: 'POST',
        path: '/_api/redirects-api/v1/redirect-session',
        body: { ecomCheckout: { checkoutId: 'cart-1' }, callbacks: { postFlowUrl: 'https://shop.example/cart' } },
      },
    ]);
    expect(queryClient.getQueryData<Cart | null>(vitrineKeys.currentCart)?.deliveryInfo?.address).toMatchObject(
      address,
    );
  });

  it('a line the platform cannot sell refuses with UnsellableLinesError, and no session is made', async () => {
    const log: Recorded[] = [];
    server.use(
      http.get(CART_URL, async ({ request }) => {
        await record(log, request);
        const cart = wireCart([wireLine('A'), wireLine('B', 3)]);
        cart.lineItems[1]!.status = 'OUT_OF_STOCK';
        return HttpResponse.json({ cart });
      }),
      http.post(REDIRECT_URL, async ({ request }) => (await record(log, request), redirectAnswer('cart-1'))),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ checkout: useCheckout(), cart: useCurrentCart() }), { wrapper });
    act(() => result.current.checkout.mutate({ postFlowUrl: 'https://shop.example/cart' }));
    await waitFor(() => expect(result.current.checkout.isError).toBe(true));
    const error = result.current.checkout.error;
    expect(error).toBeInstanceOf(UnsellableLinesError);
    expect(error).toMatchObject({
      name: 'UnsellableLinesError',
      message: 'The cart has lines that cannot be sold: B (OUT_OF_STOCK)',
      lines: [{ _id: 'B', status: 'OUT_OF_STOCK' }],
    });
    expect(log.map(({ method, path }) => `${method} ${path}`)).not.toContain(
      'POST /_api/redirects-api/v1/redirect-session',
    );
    // The page shows the cart as the checkout found it: the line that blocks it is there to be changed.
    await waitFor(() => expect(result.current.cart.data?.lineItems?.[1]?.status).toBe('OUT_OF_STOCK'));
  });

  it('a visitor without a cart gets EmptyCartError, and no session is made', async () => {
    let sessions = 0;
    server.use(
      http.get(CART_URL, () =>
        HttpResponse.json(
          {
            message: 'Cart not found',
            details: { applicationError: { description: 'Cart not found', code: 'OWNED_CART_NOT_FOUND' } },
          },
          { status: 404 },
        ),
      ),
      http.post(REDIRECT_URL, () => (sessions++, redirectAnswer('none'))),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useCheckout(), { wrapper });
    act(() => result.current.mutate({ postFlowUrl: 'https://shop.example/cart' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(EmptyCartError);
    expect(result.current.error).toMatchObject({
      name: 'EmptyCartError',
      message: 'A cart without an id or lines cannot go to checkout',
    });
    expect(sessions).toBe(0);
  });
});
