import { useQueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createClient } from '@vitrine/http';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useProduct, useVitrineClient, VitrineProvider, VitrineProviderError } from '../src';
import { HOST, READER, setup, useServer } from './helpers';

const server = useServer();

describe('VitrineProvider', () => {
  it('useVitrineClient gives the provider client, and says clearly when there is no provider', () => {
    const { client, wrapper } = setup();
    expect(renderHook(() => useVitrineClient(), { wrapper }).result.current).toBe(client);
    let caught: unknown;
    try {
      renderHook(() => useVitrineClient());
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(VitrineProviderError);
    expect(caught).toMatchObject({
      name: 'VitrineProviderError',
      message: 'Vitrine hooks need a <VitrineProvider client={…}> above them in the tree.',
    });
  });

  it('uses the QueryClient it is given', () => {
    const { wrapper, queryClient } = setup();
    expect(renderHook(() => useQueryClient(), { wrapper }).result.current).toBe(queryClient);
  });

  it('without one, makes a QueryClient per provider instance, kept across renders and never shared', async () => {
    let requests = 0;
    server.use(http.get(`${READER}/v1/products/:id`, () => (requests++, HttpResponse.json({ product: { id: 'p1' } }))));
    const client = createClient({ host: HOST, retry: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <VitrineProvider client={client}>{children}</VitrineProvider>
    );
    const one = renderHook(() => ({ queryClient: useQueryClient(), product: useProduct('p1') }), { wrapper });
    const two = renderHook(() => ({ queryClient: useQueryClient(), product: useProduct('p1') }), { wrapper });
    const first = one.result.current.queryClient;
    one.rerender();
    expect(one.result.current.queryClient).toBe(first);
    expect(two.result.current.queryClient).not.toBe(first);
    await waitFor(() =>
      expect(one.result.current.product.isSuccess && two.result.current.product.isSuccess).toBe(true),
    );
    expect(requests).toBe(2);
  });
});
