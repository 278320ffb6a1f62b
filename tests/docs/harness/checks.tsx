// What runs a README block's exported functions, so that their bodies run against the emulator too.
import { fireEvent, render, screen } from '@testing-library/react';
import { addToCurrentCart, STORES_APP_ID } from '@vitrine/cart';
import { addLineItemsToCurrentCart } from '@vitrine/cart/v2';
import { getProduct } from '@vitrine/catalogue/v3';
import { VitrineProvider, type VitrineError } from '@vitrine/react';
import { createEventReceiver, shopProduct, type ReplayStore, type ShopProduct } from '@vitrine/sdk';
import { NextRequest } from 'next/server';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Server } from 'node:http';
import { expect, inject, vi } from 'vitest';
import { auth, client, clientId, host, request } from './context';
import { cartDelivery, eventKeys, productChanged, strangerKeys } from './events';
import { revalidated } from './next-cache';

type Check = (exported: never) => Promise<void>;

/** The events README's `RedisLike`: `SET` with NX and PXAT, and `DEL`. */
interface FakeRedis {
  set(key: string, value: string, options: { NX: true; PXAT: number }): Promise<string | null>;
  del(key: string): Promise<number>;
}

const VASE = 'prod-ceramic-vase';

/** The current visitor's cart as the emulator answers it on the wire (plain ids, dates as strings), with a vase. */
async function wireCart(): Promise<{ id: string; lineItems: unknown[] }> {
  await addToCurrentCart(client, {
    lineItems: [{ quantity: 1, catalogReference: { catalogItemId: VASE, appId: STORES_APP_ID } }],
  });
  const answer = await fetch(`${host}/ecom/v1/carts/current`, { headers: await auth.getAuthHeaders() });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { cart: { id: string; lineItems: unknown[] } }).cart;
}

/** What `console.log` printed while `run` ran (the README's handlers say what they got there). */
async function logged(run: () => Promise<void>): Promise<unknown[][]> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    await run();
    return log.mock.calls;
  } finally {
    log.mockRestore();
  }
}

const delivered = (url: string, body: string) => new Request(url, { method: 'POST', body });

export const CHECKS: Record<string, Check> = {
  async getCurrentCart(call: (c: typeof client) => Promise<{ _createdDate: Date; lineItems: unknown[] }>) {
    await addToCurrentCart(client, {
      lineItems: [{ quantity: 1, catalogReference: { catalogItemId: VASE, appId: STORES_APP_ID } }],
    });
    const cart = await call(client);
    expect(cart._createdDate).toBeInstanceOf(Date);
    expect(cart.lineItems.length).toBeGreaterThan(0);
  },
  async cartRoute(route: (request: Request) => Promise<Response>) {
    const answer = await route(request.clone());
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ lines: [] });
    // The request is https, so the cookie takes the `__Host-` prefix (no other host or port can plant it).
    expect(answer.headers.get('set-cookie')).toMatch(/^__Host-vitrine\.[^.=]+\.tokens=/);
  },
  /** The events README's route handler: a real cart's event fires its handler; a forgery is refused 401. */
  async POST(route: (request: Request) => Promise<Response>) {
    const url = 'https://shop.example/api/events';
    const cart = await wireCart();
    const created = await cartDelivery('created', cart);
    const forged = await cartDelivery('created', cart, strangerKeys);
    const statuses: number[] = [];
    const lines = await logged(async () => {
      for (const body of [created.body, forged.body, await productChanged(VASE, ['price']), 'not a token'])
        statuses.push((await route(delivered(url, body))).status);
    });
    expect(statuses).toEqual([200, 401, 200, 400]);
    expect(lines).toEqual([
      [`cart ${created.cartId} created by ANONYMOUS_VISITOR`],
      [`product ${VASE} changed: price`],
    ]);
  },
  async proxy(proxy: (request: NextRequest) => Promise<Response>) {
    const answer = await proxy(new NextRequest('http://localhost:3000/'));
    // Plain http (local development): the cookie keeps its plain name.
    expect(answer.headers.get('set-cookie')).toMatch(/^vitrine\.[^.=]+\.tokens=/);
  },
  async default(page: (props: { params: Promise<{ id: string }> }) => Promise<ReactNode>) {
    const element = await page({ params: Promise.resolve({ id: VASE }) });
    expect(renderToString(<VitrineProvider client={client}>{element}</VitrineProvider>)).toContain(
      '<h1>Ceramic vase</h1>',
    );
  },
  async Providers(Providers: ComponentType<{ host: string; clientId: string; children: ReactNode }>) {
    const html = renderToString(
      <Providers host={host} clientId={clientId}>
        <p>the shop</p>
      </Providers>,
    );
    expect(html).toBe('<p>the shop</p>');
  },
  async ErrorMessage(ErrorMessage: ComponentType<{ error: VitrineError }>) {
    const refusal = async (call: Promise<unknown>) =>
      (await call.then(
        () => undefined,
        (error: unknown) => error,
      )) as VitrineError;
    const notFound = await refusal(getProduct(client, 'prod-that-is-not-there'));
    expect(renderToString(<ErrorMessage error={notFound} />)).toBe('<p role="alert">This is no longer here.</p>');
    const invalid = await refusal(
      addToCurrentCart(client, {
        lineItems: [{ quantity: 0, catalogReference: { catalogItemId: VASE, appId: STORES_APP_ID } }],
      }),
    );
    expect(renderToString(<ErrorMessage error={invalid} />)).toBe(
      '<ul role="alert"><li>lineItems[0].quantity must be at least 1</li></ul>',
    );
  },
  async ProductCard(ProductCard: ComponentType<{ product: ShopProduct }>) {
    const product = (await shopProduct(client, { id: 'prod-linen-shirt' }))!;
    const html = renderToString(
      <VitrineProvider client={client}>
        <ProductCard product={product} />
      </VitrineProvider>,
    );
    expect(html).toMatch(/^<img [^>]*width="320" height="400"[^>]*>$/);
    expect(html).toContain('srcSet="https://static.wixstatic.com/media/m-linen-shirt-1~mv2.jpg/v1/fill/w_160,h_200,');
    expect(html).toContain('sizes="(max-width: 720px) 50vw, 320px"');
    expect(html).toContain('loading="lazy"');
  },
  /** The react README's Cart V2 drawer: a vase added through Cart V2 shows with its picture and formatted prices. */
  async CartSummary(CartSummary: ComponentType) {
    await addLineItemsToCurrentCart(client, {
      catalogItems: [{ quantity: 1, catalogReference: { catalogItemId: VASE, appId: STORES_APP_ID } }],
    });
    const { container, unmount } = render(
      <VitrineProvider client={client}>
        <CartSummary />
      </VitrineProvider>,
    );
    expect(await screen.findByText(/× Ceramic vase$/, {}, { timeout: 10_000 })).toBeDefined();
    expect((await screen.findByText(/^Subtotal €\d+\.\d\d$/, {}, { timeout: 10_000 })).textContent).toMatch(
      /^Subtotal €[1-9]/,
    );
    // The vase's picture, joined from the catalogue (a V2 line carries none).
    await expect.poll(() => container.querySelectorAll('img').length, { timeout: 10_000 }).toBeGreaterThan(0);
    unmount();
  },
  async App(App: ComponentType) {
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ceramic vase' }, { timeout: 30_000 }));
    expect(await screen.findByText('1 in the cart', {}, { timeout: 30_000 })).toBeDefined();
  },
};

type Value = never;

/** What a block's top-level variables hold once it ran, by README and name: the examples did what they say. */
/** Checks of one README's exports, where its export of a common name (`POST`) does something else. */
export const README_CHECKS: Record<string, Record<string, Check>> = {
  'examples/storefront/README.md': {
    /**
     * The shop's events route: a product's price change revalidates that product's tag and the price-sorted lists it
     * can move within, at once; nothing else does (a cart's change, a forged delivery).
     */
    async POST(route: (request: Request) => Promise<Response>) {
      const url = 'https://shop.example/api/events';
      const cart = await wireCart();
      const forged = await cartDelivery('updated', cart, strangerKeys);
      revalidated.length = 0;
      const statuses: number[] = [];
      for (const body of [
        (await cartDelivery('updated', cart)).body,
        forged.body,
        await productChanged(VASE, ['price']),
      ])
        statuses.push((await route(delivered(url, body))).status);
      expect(statuses).toEqual([200, 401, 200]);
      expect(revalidated).toEqual([
        { tag: `vitrine:product:${VASE}`, profile: { expire: 0 } },
        { tag: 'vitrine:product-lists:by-price', profile: { expire: 0 } },
      ]);
    },
  },
  'packages/events/README.md': {
    /**
     * The shared replay store: two instances of a server on one Redis (here a Map that keeps `SET`'s NX and PXAT)
     * take a delivery once between them, and the id lives until the token's expiry plus the clock skew.
     */
    async redisReplayStore(store: (redis: FakeRedis) => ReplayStore) {
      const keys = new Map<string, number>();
      const redis: FakeRedis = {
        async set(key, _value, { PXAT }) {
          if ((keys.get(key) ?? 0) > Date.now()) return null;
          keys.set(key, PXAT);
          return 'OK';
        },
        del: async (key) => Number(keys.delete(key)),
      };
      const instances = [0, 1].map(() => {
        const handled: unknown[] = [];
        const events = createEventReceiver({ publicKey: eventKeys.publicKeyBase64, replayStore: store(redis) });
        events.onProductChanged((envelope) => void handled.push(envelope));
        return { events, handled };
      });
      const body = await productChanged(VASE, ['price']);
      const statuses: number[] = [];
      for (const { events } of [...instances, ...instances])
        statuses.push((await events.handle(delivered('https://shop.example/api/events', body))).status);
      expect(statuses).toEqual([200, 200, 200, 200]);
      expect(instances.map(({ handled }) => handled.length)).toEqual([1, 0]);
      const exp = (JSON.parse(Buffer.from(body.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp;
      expect([...keys]).toEqual([[expect.stringMatching(/^vitrine:delivery:sig:[\w-]{43}$/), (exp + 60) * 1000]]);
    },
  },
};

export const VARIABLE_CHECKS: Record<string, Record<string, (value: Value) => void | Promise<void>>> = {
  'README.md': {
    // Cart V2's answer to the add: one line of the napkins, in the colour chosen (the model resolved its variant).
    cart(cart: {
      lineItems: {
        quantityInfo?: { requestedQuantity?: number };
        name?: { original?: string };
        source?: { catalogReference?: { options?: { variantId?: string } } };
      }[];
    }) {
      expect(cart.lineItems.map((line) => [line.quantityInfo?.requestedQuantity, line.name?.original])).toEqual([
        [1, 'Linen napkins (set of 4)'],
      ]);
      expect(cart.lineItems[0]!.source?.catalogReference?.options?.variantId).toEqual(expect.any(String));
    },
    variant: (variant: { choices: Record<string, string>; price: { formatted: string } }) =>
      expect([variant.choices, variant.price.formatted]).toEqual([{ Color: 'White' }, '€27.20']),
  },
  'packages/auth/README.md': {
    authUrl: (url: string) => expect(url.startsWith(`${host}/__vitrine/pages/auth?`)).toBe(true),
    originalUri: (uri: string) => expect(uri).toBe('https://shop.example/'),
    tokens: (tokens: { refreshToken: { role: string } }) => expect(tokens.refreshToken.role).toBe('member'),
    // The login form's state machine, or the `state` a server's callback route read from its URL.
    state: (state: string | { loginState: string }) =>
      typeof state === 'string'
        ? expect(state).toBe(inject('serverSignIn').oauthData.state)
        : expect(state.loginState).toBe('SUCCESS'),
    logoutUrl: (url: string) => expect(url.startsWith(`${host}/__vitrine/pages/logout?`)).toBe(true),
  },
  'packages/http/README.md': {
    url: (url: string) =>
      expect(url).toBe(
        'https://static.wixstatic.com/media/c6a1b2_4f0e~mv2.jpg/v1/fill/w_400,h_500,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/c6a1b2_4f0e~mv2.jpg',
      ),
    async local(url: string) {
      expect(url.startsWith(`${host}/media/m-linen-shirt-1/v1/fill/w_400,h_500,`)).toBe(true);
      const answer = await fetch(url);
      expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'image/png']);
    },
  },
  'packages/catalogue/README.md': {
    page(page: { items: { name?: string }[] }) {
      expect(page.items.length).toBeGreaterThan(0);
      for (const product of page.items) expect(product.name).toMatch(/^Linen/);
    },
  },
  'packages/query/README.md': {
    page(page: { items: { name?: string; priceData?: { price?: number } }[] }) {
      expect(page.items.length).toBeGreaterThan(0);
      for (const product of page.items) {
        expect(product.name).toMatch(/linen/i);
        expect(product.priceData!.price).toBeGreaterThanOrEqual(10);
        expect(product.priceData!.price).toBeLessThanOrEqual(60);
      }
    },
    /** The catalogue's second page as plain data: 12 products after the first 12, copied whole as a cache copies it. */
    second(page: { items: unknown[]; currentPage: number; pageSize: number; hasPrev: boolean }) {
      expect([page.currentPage, page.pageSize, page.items.length, page.hasPrev]).toEqual([1, 12, 12, true]);
      expect(structuredClone(page)).toStrictEqual(page);
    },
  },
  'packages/identity/README.md': {
    answer: (answer: { state: string }) => expect(answer.state).toBe('SUCCESS'),
  },
  'packages/redirects/README.md': {
    redirectSession: (session: { fullUrl: string }) =>
      expect(session.fullUrl.startsWith(`${host}/__vitrine/pages/checkout?`)).toBe(true),
  },
  'packages/events/README.md': {
    /** The Node server: a delivery fires the handler once, its redelivery is dropped, a forgery is refused. */
    async server(server: Server) {
      if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as { port: number };
      expect(String(port)).toBe(process.env.PORT);
      const url = `http://127.0.0.1:${port}/`;
      const cart = await wireCart();
      const updated = await cartDelivery('updated', cart);
      const forged = await cartDelivery('updated', cart, strangerKeys);
      const statuses: number[] = [];
      try {
        const lines = await logged(async () => {
          for (const body of [updated.body, updated.body, forged.body, 'not a token'])
            statuses.push((await fetch(delivered(url, body))).status);
        });
        expect(statuses).toEqual([200, 200, 401, 400]);
        expect(lines).toHaveLength(1);
        expect(lines[0]![0]).toBe(`cart ${updated.cartId} now has ${updated.lines} lines`);
        expect(lines[0]![1]).toEqual({ lineItems: expect.any(Array) });
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
  },
  'packages/sdk/README.md': {
    products: (products: unknown[]) => expect(products).toHaveLength(3),
  },
};
