// @vitest-environment node
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { memoryStorage, oauth, type Tokens } from '@vitrine/auth';
import { createClient } from '@vitrine/http';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const member: Tokens = {
  accessToken: { value: 'server-at', expiresAt: 4_102_444_800 },
  refreshToken: { value: 'server-rt', role: 'member' },
};

describe('on a server', () => {
  it('imports without window, renders without sending anything, and renders role none (so hydration matches)', async () => {
    expect(typeof window).toBe('undefined');
    const { VitrineProvider, useAuth, useCurrentCart } = await import('../src');
    const sent: string[] = [];
    const fetch = (async (url: string) => (sent.push(url), new Response('{}'))) as typeof globalThis.fetch;
    const client = createClient({
      host: 'https://api.example.com',
      auth: oauth({ clientId: 'c', tokens: member, storage: memoryStorage() }),
      fetch,
    });
    function Probe() {
      const { role } = useAuth();
      const cart = useCurrentCart();
      return <p>{`${role}/${cart.status}`}</p>;
    }
    const html = renderToString(
      <VitrineProvider client={client}>
        <Probe />
      </VitrineProvider>,
    );
    expect(html).toBe('<p>none/pending</p>');
    expect(sent).toEqual([]);
  });

  it('a per-request client and query client prefetch with the exported query options, and the render shows the data', async () => {
    const { VitrineProvider, createVitrineQueryClient, productQueryOptions, useProduct } = await import('../src');
    const sent: string[] = [];
    const fetch = (async (url: string) => (
      sent.push(url),
      Response.json({ product: { id: 'p1', name: 'Linen shirt' } })
    )) as typeof globalThis.fetch;
    const client = createClient({ host: 'https://api.example.com', fetch });
    const queryClient = createVitrineQueryClient();
    await queryClient.prefetchQuery(productQueryOptions(client, 'p1'));
    const state = JSON.parse(JSON.stringify(dehydrate(queryClient)));

    function Name() {
      return <h1>{useProduct('p1').data?.name}</h1>;
    }
    const browserQueryClient = createVitrineQueryClient();
    const html = renderToString(
      <VitrineProvider client={client} queryClient={browserQueryClient}>
        <HydrationBoundary state={state}>
          <Name />
        </HydrationBoundary>
      </VitrineProvider>,
    );
    expect(html).toBe('<h1>Linen shirt</h1>');
    expect(sent).toEqual(['https://api.example.com/stores-reader/v1/products/p1']);
  });
});
