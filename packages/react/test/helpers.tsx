import type { QueryClient } from '@tanstack/react-query';
import { memoryStorage, oauth, type OAuthStrategy, type Tokens } from '@vitrine/auth';
import { createClient, type Client } from '@vitrine/http';
import { HttpResponse, type JsonBodyType } from 'msw';
import { StrictMode, type ReactNode } from 'react';
import { createVitrineQueryClient, VitrineProvider } from '../src';
import { STORES_APP_ID } from '@vitrine/cart';

export { useServer } from '../../../test-support/msw';

export const HOST = 'https://api.example.com';
/** The current Cart V2. */
export const CART_URL = `${HOST}/ecom/v2/carts/current`;
export const READER = `${HOST}/stores-reader`;
export const REDIRECT_URL = `${HOST}/_api/redirects-api/v1/redirect-session`;
export const TOKEN_URL = `${HOST}/oauth2/token`;
export const CLIENT_ID = 'client-1';

// Far in the future, so no test renews a token by accident.
export const tokens = (value: string, role: Tokens['refreshToken']['role'], refresh = `r-${value}`): Tokens => ({
  accessToken: { value, expiresAt: 4_102_444_800 },
  refreshToken: { value: refresh, role },
});

export interface Setup {
  client: Client;
  auth: OAuthStrategy;
  queryClient: QueryClient;
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

/** A real client on an https host, starting as a visitor, with no retries; a fresh QueryClient per test. */
export function setup(start: Tokens = tokens('visitor-at', 'visitor'), options: { strict?: boolean } = {}): Setup {
  const auth = oauth({ clientId: CLIENT_ID, tokens: start, storage: memoryStorage() });
  const client = createClient({ host: HOST, auth, retry: 0 });
  const queryClient = createVitrineQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => {
    const tree = (
      <VitrineProvider client={client} queryClient={queryClient}>
        {children}
      </VitrineProvider>
    );
    return options.strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
  return { client, auth, queryClient, wrapper };
}

export interface WireLine {
  id: string;
  quantity: number;
}

export const wireLine = (id: string, quantity = 1): WireLine => ({ id, quantity });

/** A Cart V2 as the platform sends it (plain `id`s, `quantityInfo`, the reference under `source`). */
export const wireCart = (lines: WireLine[], extra: Record<string, unknown> = {}) => ({
  id: 'cart-1',
  lineItems: lines.map(({ id, quantity }) => ({
    id,
    quantityInfo: { requestedQuantity: quantity, confirmedQuantity: quantity },
    source: { catalogReference: { catalogItemId: `product-${id}`, appId: STORES_APP_ID } },
    status: 'IN_STOCK',
  })),
  ...extra,
});

/** A current-cart answer: `{ cart }`. */
export const cartAnswer = (lines: WireLine[], extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ cart: wireCart(lines, extra) } as JsonBodyType);

/** A line's `_id` and requested quantity, `Ax2`. */
export const lineIds = (
  cart: { lineItems?: { _id?: string; quantityInfo?: { requestedQuantity?: number } }[] } | null | undefined,
) => cart?.lineItems?.map((line) => `${line._id}x${line.quantityInfo?.requestedQuantity}`);

export const applicationError = (status: number, message: string, code: string) =>
  HttpResponse.json(
    { message, details: { applicationError: { description: message, code } } },
    { status, headers: { 'x-request-id': 'req-1' } },
  );

export interface Recorded {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
}

/** Records a request (path without host, its JSON body if any) before a handler answers it. */
export async function record(log: Recorded[], request: Request): Promise<Recorded> {
  const url = new URL(request.url);
  const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.clone().text();
  const entry = {
    method: request.method,
    path: url.pathname,
    search: url.search,
    body: text ? JSON.parse(text) : undefined,
    authorization: request.headers.get('authorization'),
  };
  log.push(entry);
  return entry;
}

/** A promise with its resolve function outside, to hold a server answer until the test lets it go. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
