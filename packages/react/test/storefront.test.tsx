import { act, renderHook, waitFor } from '@testing-library/react';
import { STORES_APP_ID } from '@vitrine/cart/v2';
import { ChoiceMissingError } from '@vitrine/storefront';
import { describe, expect, it } from 'vitest';
import {
  useAddProductToCart,
  useShopCategories,
  useShopCategory,
  useShopProduct,
  useShopProducts,
  vitrineKeys,
} from '../src';
import * as expected from '../../storefront/test/fixtures/expected';
import { v1Routes, v3Routes } from '../../storefront/test/fixtures/routes';
import { MUG_ID, SHIRT_ID, V_S_BLUE } from '../../storefront/test/fixtures/v1';
import { serve } from '../../storefront/test/server';
import { setup, useServer } from './helpers';

// The model's hooks on one store answered by Catalog V1 and by Catalog V3 (the storefront package's fixtures): the
// same answers, the version asked once per client.

const server = useServer();
const VERSION = '/stores/v3/provision/version';

describe.each([
  ['Catalog V1', v1Routes, 'choices', '/stores-reader/v1/products/query-platformized'],
  ['Catalog V3', v3Routes, 'variant', '/stores/v3/products/search'],
] as const)('on %s', (_name, routes, mugCartBy, listPath) => {
  it('useShopProducts: two components share one request after one version lookup', async () => {
    const seen = serve(server, routes());
    const { wrapper } = setup();
    const { result } = renderHook(() => [useShopProducts({ pageSize: 20 }), useShopProducts({ pageSize: 20 })], {
      wrapper,
    });
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    const mug = expected.listed(expected.mug(true, mugCartBy));
    // A list's quantity is V1's alone: V3 keeps it in the inventory items, which only a product read asks.
    expect(result.current[0]!.data!.products).toEqual([
      expected.listed(expected.shirt(true)),
      mugCartBy === 'choices' ? mug : expected.withoutQuantity(mug),
    ]);
    expect(result.current[1]!.data).toBe(result.current[0]!.data);
    expect(seen.map((request) => request.path)).toEqual([VERSION, listPath]);
  });

  it('useShopProduct reads a product whole; null for none; nothing sent without a ref', async () => {
    serve(server, routes());
    const { wrapper } = setup();
    const { result } = renderHook(
      () => [useShopProduct({ slug: 'linen-shirt' }), useShopProduct({ id: MUG_ID }), useShopProduct({ slug: 'nope' })],
      { wrapper },
    );
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    expect(result.current.map((query) => query.data)).toEqual([
      expected.shirt(true),
      expected.mug(true, mugCartBy),
      null,
    ]);
    const idle = renderHook(() => useShopProduct(undefined), { wrapper });
    expect(idle.result.current.fetchStatus).toBe('idle');
  });

  it('useShopCategories and useShopCategory: V1 collections and V3 categories alike', async () => {
    serve(server, routes());
    const { wrapper } = setup();
    const { result } = renderHook(() => [useShopCategories(), useShopCategory('shirts'), useShopCategory('nope')], {
      wrapper,
    });
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    expect(result.current[0]!.data).toEqual([expected.shirts]);
    expect(result.current[1]!.data).toEqual(expected.shirts);
    expect(result.current[2]!.data).toBeNull();
  });

  it('useAddProductToCart adds the chosen variant through the cart queue and shows the new cart', async () => {
    const seen = serve(server, {
      ...routes(),
      'POST /ecom/v2/carts/current/add-line-items': {
        cart: { id: 'cart-1', lineItems: [{ id: 'line-1', quantityInfo: { requestedQuantity: 2 } }] },
      },
    });
    const { wrapper, queryClient } = setup();
    const { result } = renderHook(() => ({ product: useShopProduct({ id: SHIRT_ID }), add: useAddProductToCart() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.product.isSuccess).toBe(true));
    await act(() =>
      result.current.add.mutateAsync({
        product: result.current.product.data!,
        choices: { Size: 'S', Colour: 'Blue' },
        quantity: 2,
      }),
    );
    expect(seen.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      {
        catalogItems: [
          {
            catalogReference: { catalogItemId: SHIRT_ID, appId: STORES_APP_ID, options: { variantId: V_S_BLUE } },
            quantity: 2,
          },
        ],
      },
    ]);
    expect(queryClient.getQueryData(vitrineKeys.currentCart)).toMatchObject({ _id: 'cart-1' });
  });

  it('useAddProductToCart refuses a missing choice before any cart request', async () => {
    const seen = serve(server, routes());
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ product: useShopProduct({ id: SHIRT_ID }), add: useAddProductToCart() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.product.isSuccess).toBe(true));
    const refused = await act(() =>
      result.current.add.mutateAsync({ product: result.current.product.data!, choices: { Size: 'S' } }).catch((e) => e),
    );
    expect(refused).toBeInstanceOf(ChoiceMissingError);
    expect(refused).toMatchObject({ productId: SHIRT_ID, missing: ['Colour'] });
    expect(seen.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
