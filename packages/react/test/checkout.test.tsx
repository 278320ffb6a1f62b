import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAddToCart, useCheckout, useEstimateTotals } from '../src';
import { CART_URL, cartAnswer, record, REDIRECT_URL, setup, useServer, wireLine, type Recorded } from './helpers';
import { STORES_APP_ID } from '@vitrine/cart';

const server = useServer();
const address = { country: 'DE', city: 'Berlin', postalCode: '10115', addressLine1: 'Invalidenstr. 1' };
// The same address in the wire's names.
const wireAddress = { country: 'DE', city: 'Berlin', postalCode: '10115', addressLine: 'Invalidenstr. 1' };

describe('useEstimateTotals', () => {
  it('posts the choices, yields the estimate, and estimates again after a cart change', async () => {
    const log: Recorded[] = [];
    server.use(
      http.post(`${CART_URL}/estimate-totals`, async ({ request }) => {
        await record(log, request);
        return HttpResponse.json({
          cart: { id: 'cart-1', lineItems: [] },
          priceSummary: { total: { amount: `${log.length}0.00` } },
          appliedDiscounts: [],
        });
      }),
      http.post(`${CART_URL}/add-to-cart`, () => cartAnswer([wireLine('A')])),
    );
    const { wrapper } = setup();
    const input = { shippingAddress: address, selectedShippingOption: { code: 'standard' } };
    const { result } = renderHook(() => ({ estimate: useEstimateTotals(input), add: useAddToCart() }), { wrapper });
    await waitFor(() => expect(result.current.estimate.isSuccess).toBe(true));
    expect(result.current.estimate.data).toMatchObject({ priceSummary: { total: { amount: '10.00' } } });
    expect(log.map((entry) => entry.body)).toEqual([
      { shippingAddress: wireAddress, selectedShippingOption: { code: 'standard' } },
    ]);

    await act(async () => {
      await result.current.add.mutateAsync({
        lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'p1', appId: STORES_APP_ID } }],
      });
    });
    await waitFor(() =>
      expect(result.current.estimate.data).toMatchObject({ priceSummary: { total: { amount: '20.00' } } }),
    );
    expect(log).toHaveLength(2);
  });
});

describe('useCheckout', () => {
  it('creates a WEB checkout from the current cart, then its redirect session, and returns the URL to go to', async () => {
    const log: Recorded[] = [];
    server.use(
      http.post(
        `${CART_URL}/create-checkout`,
        async ({ request }) => (await record(log, request), HttpResponse.json({ checkoutId: 'co-1' })),
      ),
      http.post(REDIRECT_URL, async ({ request }) => {
        await record(log, request);
        return HttpResponse.json({
          redirectSession: {
            id: 'rs-1',
            fullUrl: 'https://checkout.example/co-1',
            urlDetails: { endpoint: 'https://checkout.example/co-1' },
          },
        });
      }),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useCheckout(), { wrapper });
    let answer: unknown;
    await act(async () => {
      answer = await result.current.mutateAsync({
        postFlowUrl: 'https://shop.example/cart',
        thankYouPageUrl: 'https://shop.example/thanks',
        email: 'ada@example.com',
      });
    });
    expect(answer).toEqual({ checkoutId: 'co-1', redirectUrl: 'https://checkout.example/co-1' });
    expect(log.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/ecom/v1/carts/current/create-checkout',
        body: { channelType: 'WEB', email: 'ada@example.com' },
      },
      {
        method: 'POST',
        path: '/_api/redirects-api/v1/redirect-session',
        body: {
          ecomCheckout: { checkoutId: 'co-1' },
          callbacks: { postFlowUrl: 'https://shop.example/cart', thankYouPageUrl: 'https://shop.example/thanks' },
        },
      },
    ]);
  });

  it('an empty cart refused by the platform reaches the hook as its ApplicationError, and no session is made', async () => {
    server.use(
      http.post(`${CART_URL}/create-checkout`, () =>
        HttpResponse.json(
          {
            message: 'Cart is empty',
            details: { applicationError: { description: 'Cart is empty', code: 'EMPTY_CART' } },
          },
          { status: 400 },
        ),
      ),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useCheckout(), { wrapper });
    act(() =>
      result.current.mutate({
        postFlowUrl: 'https://shop.example/cart',
        thankYouPageUrl: 'https://shop.example/thanks',
      }),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({
      name: 'ApplicationError',
      code: 'EMPTY_CART',
      message: 'Cart is empty',
      status: 400,
    });
  });
});
