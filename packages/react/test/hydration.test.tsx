import { act } from '@testing-library/react';
import { dehydrate, HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { memoryStorage, oauth } from '@vitrine/auth';
import { createClient } from '@vitrine/http';
import { VitrineProvider, useAuth, useCurrentCart, useProduct, useProducts } from '@vitrine/react';
import {
  cartQueryOptions,
  createVitrineQueryClient,
  productQueryOptions,
  productsQueryOptions,
  type BuildProductsQuery,
} from '@vitrine/react/queries';
import { http, HttpResponse } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applicationError,
  CART_URL,
  cartAnswer,
  CLIENT_ID,
  HOST,
  READER,
  tokens,
  useServer,
  wireLine,
} from './helpers';

const server = useServer();
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
afterEach(() => document.body.replaceChildren());

type CartOnPlatform = 'lines' | 'none';

/** The platform, counting every request by phase: `server products`, `browser cart`, … */
function platform(cart: CartOnPlatform) {
  const seen: string[] = [];
  const phase = { now: 'server' };
  server.use(
    http.get(`${READER}/v1/products/query-platformized`, () => {
      seen.push(`${phase.now} products`);
      return HttpResponse.json({
        products: [
          { id: 'p1', name: 'Linen shirt', createdDate: '2025-01-02T03:04:05.000Z' },
          { id: 'p2', name: 'Linen napkins', createdDate: '2025-02-03T04:05:06.000Z' },
        ],
        metadata: { count: 2, offset: 0, total: 2 },
      });
    }),
    http.get(`${READER}/v1/products/:id`, () => {
      seen.push(`${phase.now} product`);
      return HttpResponse.json({ product: { id: 'p1', name: 'Linen shirt', createdDate: '2025-01-02T03:04:05.000Z' } });
    }),
    http.get(CART_URL, () => {
      seen.push(`${phase.now} cart`);
      return cart === 'lines'
        ? cartAnswer([wireLine('A', 2)], { createdDate: '2025-06-07T08:09:10.000Z' })
        : applicationError(404, 'Cart not found', 'OWNED_CART_NOT_FOUND');
    }),
  );
  return { seen, phase };
}

// One visitor on both sides: the server read the browser's tokens from its cookie.
const visitorClient = () =>
  createClient({
    host: HOST,
    auth: oauth({ clientId: CLIENT_ID, tokens: tokens('visitor-at', 'visitor'), storage: memoryStorage() }),
    retry: 0,
  });

const firstTwo: BuildProductsQuery = (query) => query.limit(2);

function Shop() {
  const products = useProducts(firstTwo);
  const product = useProduct('p1');
  const cart = useCurrentCart();
  const { role } = useAuth();
  const since = cart.data?._createdDate;
  return (
    <main>
      <h1>{product.data?.name}</h1>
      <p>{product.data?._createdDate instanceof Date ? product.data._createdDate.toISOString() : 'no date'}</p>
      <ul>
        {products.data?.items.map((item) => (
          <li key={item._id}>{item.name}</li>
        ))}
      </ul>
      <p>
        {cart.data === undefined
          ? 'cart loading'
          : cart.data === null
            ? 'no cart'
            : `${cart.data.lineItems?.[0]?.quantityInfo?.requestedQuantity} in the cart since ${since instanceof Date ? since.toISOString() : 'no date'}`}
      </p>
      <p>{role}</p>
    </main>
  );
}

/** The client tree of a page, as the server renders it and as the browser hydrates it. */
const page = (client: ReturnType<typeof visitorClient>, state: DehydratedState) => (
  <VitrineProvider client={client}>
    <HydrationBoundary state={state}>
      <Shop />
    </HydrationBoundary>
  </VitrineProvider>
);

/** A server request: a client and a QueryClient of its own prefetch, and the state goes out as JSON in the HTML. */
async function serverRender(prefetchCart: boolean): Promise<{ html: string; wire: string }> {
  const client = visitorClient();
  const queryClient = createVitrineQueryClient();
  await Promise.all([
    queryClient.prefetchQuery(productsQueryOptions(client, firstTwo)),
    queryClient.prefetchQuery(productQueryOptions(client, 'p1')),
    prefetchCart && queryClient.prefetchQuery(cartQueryOptions(client)),
  ]);
  const wire = JSON.stringify(dehydrate(queryClient));
  // Next.js renders the client components on the server too, from the same dehydrated state.
  return { html: renderToString(page(visitorClient(), JSON.parse(wire) as DehydratedState)), wire };
}

async function browserHydrate(html: string, wire: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(visitorClient(), JSON.parse(wire) as DehydratedState), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  // Time for any refetch on mount to be sent.
  await act(() => sleep(50));
  return { container, recoverable };
}

const shown = (container: HTMLElement) => [...container.querySelectorAll('h1, p, li')].map((node) => node.textContent);

describe('server prefetch, then hydration in the browser', () => {
  it.each([
    ['with lines', 'lines', '2 in the cart since 2025-06-07T08:09:10.000Z'],
    ['without a cart (the 404 prefetched as null)', 'none', 'no cart'],
  ] as const)(
    'a visitor %s: the browser sends nothing, the dates are dates on both sides, and the HTML matches',
    async (_, cart, cartText) => {
      const { seen, phase } = platform(cart);
      const { html, wire } = await serverRender(true);
      expect(seen.sort()).toEqual(['server cart', 'server product', 'server products']);
      expect(html).toBe(
        '<main><h1>Linen shirt</h1><p>2025-01-02T03:04:05.000Z</p><ul><li>Linen shirt</li><li>Linen napkins</li></ul>' +
          `<p>${cartText}</p><p>none</p></main>`,
      );

      phase.now = 'browser';
      const { container, recoverable } = await browserHydrate(html, wire);
      expect(seen.filter((request) => request.startsWith('browser'))).toEqual([]);
      expect(recoverable).toEqual([]);
      // useAuth renders role none on the server and during hydration, then the browser's visitor.
      expect(shown(container)).toEqual([
        'Linen shirt',
        '2025-01-02T03:04:05.000Z',
        'Linen shirt',
        'Linen napkins',
        cartText,
        'visitor',
      ]);
    },
  );

  it('a cart the server did not prefetch is read once in the browser; the catalogue still is not', async () => {
    const { seen, phase } = platform('lines');
    const { html, wire } = await serverRender(false);
    expect(html).toContain('<p>cart loading</p><p>none</p>');

    phase.now = 'browser';
    const { container, recoverable } = await browserHydrate(html, wire);
    expect(seen.filter((request) => request.startsWith('browser'))).toEqual(['browser cart']);
    expect(recoverable).toEqual([]);
    expect(shown(container).slice(-2)).toEqual(['2 in the cart since 2025-06-07T08:09:10.000Z', 'visitor']);
  });
});
