import { act, renderHook, waitFor } from '@testing-library/react';
import type { Cart } from '@vitrine/cart/v2';
import { SystemError } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  useAddToCart,
  useApplyCoupon,
  useCurrentCart,
  useDeleteCart,
  useRemoveCoupon,
  useRemoveLineItems,
  useUpdateCart,
  useUpdateLineItemQuantity,
  vitrineKeys,
} from '../src';
import {
  applicationError,
  CART_URL,
  cartAnswer,
  lineIds,
  record,
  setup,
  useServer,
  wireLine,
  type Recorded,
} from './helpers';
import { isVariantRequiredError, STORES_APP_ID, variantRequiredItems } from '@vitrine/cart/v2';

const server = useServer();

describe('useCurrentCart', () => {
  it('reads the Cart V2 once, with the visitor token, and renames ids', async () => {
    const log: Recorded[] = [];
    server.use(http.get(CART_URL, async ({ request }) => (await record(log, request), cartAnswer([wireLine('A', 2)]))));
    const { wrapper } = setup();
    const { result } = renderHook(() => useCurrentCart(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?._id).toBe('cart-1');
    expect(lineIds(result.current.data)).toEqual(['Ax2']);
    expect(log).toEqual([
      { method: 'GET', path: '/ecom/v2/carts/current', search: '', body: undefined, authorization: 'visitor-at' },
    ]);
  });

  it('yields null, not an error, for a visitor without a cart (404 OWNED_CART_NOT_FOUND)', async () => {
    let count = 0;
    server.use(http.get(CART_URL, () => (count++, applicationError(404, 'Cart not found', 'OWNED_CART_NOT_FOUND'))));
    const { wrapper } = setup();
    const { result } = renderHook(() => useCurrentCart(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(result.current.error).toBeNull();
    expect(count).toBe(1);
  });

  it('hands other failures to the component as the SDK typed error, without retrying', async () => {
    let count = 0;
    server.use(
      http.get(
        CART_URL,
        () => (count++, HttpResponse.json({ message: 'boom' }, { status: 500, headers: { 'x-request-id': 'req-9' } })),
      ),
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useCurrentCart(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(SystemError);
    expect(result.current.error).toMatchObject({
      name: 'SystemError',
      status: 500,
      requestId: 'req-9',
      message: 'System error occurred, request-id: req-9',
    });
    expect(count).toBe(1);
  });

  it('a 404 with another code is an ApplicationError, not an empty cart', async () => {
    server.use(http.get(CART_URL, () => applicationError(404, 'Site not found', 'SITE_NOT_FOUND')));
    const { wrapper } = setup();
    const { result } = renderHook(() => useCurrentCart(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ name: 'ApplicationError', code: 'SITE_NOT_FOUND', status: 404 });
  });
});

describe('cart mutations', () => {
  const cases = [
    {
      name: 'useAddToCart',
      run: () => {
        const { result } = renderHook(() => useAddToCart(), { wrapper: current.wrapper });
        return () =>
          result.current.mutateAsync({
            catalogItems: [
              {
                quantity: 2,
                catalogReference: { catalogItemId: 'p1', appId: STORES_APP_ID, options: { variantId: 'v1' } },
              },
            ],
          });
      },
      method: 'POST',
      path: '/ecom/v2/carts/current/add-line-items',
      body: {
        catalogItems: [
          {
            quantity: 2,
            catalogReference: { catalogItemId: 'p1', appId: STORES_APP_ID, options: { variantId: 'v1' } },
          },
        ],
      },
    },
    {
      name: 'useUpdateLineItemQuantity',
      run: () => {
        const { result } = renderHook(() => useUpdateLineItemQuantity(), { wrapper: current.wrapper });
        return () => result.current.mutateAsync({ lineItems: [{ lineItemId: 'A', quantity: { newQuantity: 3 } }] });
      },
      method: 'POST',
      path: '/ecom/v2/carts/current/update-line-items',
      body: { lineItems: [{ lineItemId: 'A', quantity: { newQuantity: 3 } }] },
    },
    {
      name: 'useRemoveLineItems',
      run: () => {
        const { result } = renderHook(() => useRemoveLineItems(), { wrapper: current.wrapper });
        return () => result.current.mutateAsync(['A']);
      },
      method: 'POST',
      path: '/ecom/v2/carts/current/remove-line-items',
      body: { lineItemIds: ['A'] },
    },
    {
      name: 'useApplyCoupon',
      run: () => {
        const { result } = renderHook(() => useApplyCoupon(), { wrapper: current.wrapper });
        return () => result.current.mutateAsync('SAVE10');
      },
      method: 'POST',
      path: '/ecom/v2/carts/current/add-coupon',
      body: { coupon: { code: 'SAVE10' } },
    },
    {
      name: 'useRemoveCoupon',
      run: () => {
        const { result } = renderHook(() => useRemoveCoupon(), { wrapper: current.wrapper });
        return () => result.current.mutateAsync('coupon-1');
      },
      method: 'POST',
      path: '/ecom/v2/carts/current/remove-coupon',
      body: { couponId: 'coupon-1' },
    },
    {
      name: 'useUpdateCart',
      run: () => {
        const { result } = renderHook(() => useUpdateCart(), { wrapper: current.wrapper });
        return () => result.current.mutateAsync({ note: 'gift' });
      },
      method: 'PATCH',
      path: '/ecom/v2/carts/current',
      body: { cart: { note: 'gift' } },
    },
  ];
  let current = setup();

  it.each(cases)(
    '$name sends its call, resolves to the new cart and writes it into the cache',
    async ({ run, method, path, body }) => {
      current = setup();
      const log: Recorded[] = [];
      server.use(
        http.all(`${CART_URL}*`, async ({ request }) => (await record(log, request), cartAnswer([wireLine('B', 5)]))),
      );
      const mutate = run();
      let cart: Cart | null | undefined;
      await act(async () => {
        cart = await mutate();
      });
      expect(lineIds(cart)).toEqual(['Bx5']);
      expect(current.queryClient.getQueryData(vitrineKeys.currentCart)).toBe(cart);
      expect(log).toEqual([{ method, path, search: '', body, authorization: 'visitor-at' }]);
    },
  );

  it('useDeleteCart sends DELETE, resolves to null and leaves null in the cache', async () => {
    current = setup();
    const log: Recorded[] = [];
    server.use(http.delete(CART_URL, async ({ request }) => (await record(log, request), HttpResponse.json({}))));
    current.queryClient.setQueryData(vitrineKeys.currentCart, { lineItems: [] });
    const { result } = renderHook(() => useDeleteCart(), { wrapper: current.wrapper });
    let answer: unknown = 'unset';
    await act(async () => {
      answer = await result.current.mutateAsync();
    });
    expect(answer).toBeNull();
    expect(current.queryClient.getQueryData(vitrineKeys.currentCart)).toBeNull();
    expect(log.map((entry) => `${entry.method} ${entry.path}`)).toEqual(['DELETE /ecom/v2/carts/current']);
  });

  it('a refused mutation rejects with the typed error, which the hook also reports, and leaves the cache alone', async () => {
    current = setup();
    server.use(
      http.post(`${CART_URL}/add-line-items`, () =>
        HttpResponse.json(
          {
            message: 'Bad request',
            details: {
              validationError: {
                fieldViolations: [{ field: 'catalogItems[0].quantity', description: 'must be at least 1' }],
              },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const before = { lineItems: [] };
    current.queryClient.setQueryData(vitrineKeys.currentCart, before);
    const { result } = renderHook(() => useAddToCart(), { wrapper: current.wrapper });
    let caught: unknown;
    await act(async () => {
      caught = await result.current
        .mutateAsync({ catalogItems: [{ quantity: 0, catalogReference: { catalogItemId: 'p1', appId: 'a' } }] })
        .catch((error: unknown) => error);
    });
    expect(caught).toMatchObject({
      name: 'ValidationError',
      message: 'INVALID_ARGUMENT: "catalogItems[0].quantity" must be at least 1',
    });
    await waitFor(() => expect(result.current.error).toBe(caught));
    expect(current.queryClient.getQueryData(vitrineKeys.currentCart)).toBe(before);
  });
});

describe('Cart V2 refusals reach the hooks typed', () => {
  it('useAddToCart: a product with variants sent without its variant rejects with the refusal isVariantRequiredError recognises', async () => {
    const { wrapper, queryClient } = setup();
    const reference = { catalogItemId: 'prod-shirt', appId: STORES_APP_ID };
    server.use(
      http.post(`${CART_URL}/add-line-items`, () =>
        HttpResponse.json(
          {
            message: 'Item not found in catalog',
            details: {
              applicationError: {
                description: 'Item not found in catalog',
                code: 'ITEM_NOT_FOUND_IN_CATALOG',
                data: { invalidItems: [{ catalogReference: reference }] },
              },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const before = { lineItems: [] };
    queryClient.setQueryData(vitrineKeys.currentCart, before);
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    let caught: unknown;
    await act(async () => {
      caught = await result.current
        .mutateAsync({ catalogItems: [{ quantity: 1, catalogReference: reference }] })
        .catch((error: unknown) => error);
    });
    expect(isVariantRequiredError(caught)).toBe(true);
    expect(caught).toMatchObject({ name: 'ApplicationError', code: 'ITEM_NOT_FOUND_IN_CATALOG' });
    expect(variantRequiredItems(caught)).toEqual([reference]);
    await waitFor(() => expect(result.current.error).toBe(caught));
    expect(queryClient.getQueryData(vitrineKeys.currentCart)).toBe(before);
  });
});
