// Read-your-writes as the platform SDK does it: the client keeps the last `X-Wix-Consistent` of any answer and sends
// it on every later request, to either host; nothing before the platform gave one (docs/wire.md#headers: no custom
// headers).
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CART, STORES, STORES_READER, type Client } from '@vitrine/http';
import { record, type Seen } from '../../../test-support/msw';
import { client, HOST, READ, recordingServer } from './recording-server';

const { server } = recordingServer();

// What fetch itself adds; everything else was sent by the client.
const FETCH_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'connection',
  'host',
  'user-agent',
  'sec-fetch-mode',
];
const sent = (seen: Seen) =>
  `${seen.method} ${seen.url} ${JSON.stringify(
    Object.fromEntries(Object.entries(seen.headers).filter(([name]) => !FETCH_HEADERS.includes(name))),
  )}`;

/** Answers `{}` to everything; the answers to the paths in `consistent` carry that `X-Wix-Consistent`. */
function platform(consistent: Record<string, string>, status = 200): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      await record(request, seen);
      const value = consistent[new URL(request.url).pathname];
      return HttpResponse.json({}, { status, headers: value ? { 'X-Wix-Consistent': value } : {} });
    }),
  );
  return seen;
}

const save = (c: Client) =>
  c.request({ method: 'PATCH', service: STORES, path: '/v1/products/p1', body: { product: { name: 'Linen' } } });
const show = (c: Client) => c.request({ method: 'GET', service: STORES_READER, path: '/v1/products/p1' });
const cart = (c: Client) => c.request({ method: 'GET', service: CART, path: '/v1/carts/current', readOnlyHost: false });

describe('X-Wix-Consistent (read-your-writes)', () => {
  it('a write answers with the header; the next GET, to the read-only host, carries it', async () => {
    const seen = platform({ '/stores/v1/products/p1': 'w-17' });
    const c = client();
    await save(c);
    await show(c);
    await cart(c);
    expect(seen.map(sent)).toEqual([
      `PATCH ${HOST}/stores/v1/products/p1 {"content-type":"application/json"}`,
      `GET ${READ}/stores-reader/v1/products/p1 {"x-wix-consistent":"w-17"}`,
      `GET ${HOST}/ecom/v1/carts/current {"x-wix-consistent":"w-17"}`,
    ]);
  });

  it('a client that never got one sends none', async () => {
    const seen = platform({});
    const c = client();
    await save(c);
    await show(c);
    expect(seen.map(sent)).toEqual([
      `PATCH ${HOST}/stores/v1/products/p1 {"content-type":"application/json"}`,
      `GET ${READ}/stores-reader/v1/products/p1 {}`,
    ]);
  });

  it('two clients do not share it', async () => {
    const seen = platform({ '/stores/v1/products/p1': 'w-1' });
    const [writer, other] = [client(), client()];
    await save(writer);
    await show(other);
    await show(writer);
    expect(seen.map(sent)).toEqual([
      `PATCH ${HOST}/stores/v1/products/p1 {"content-type":"application/json"}`,
      `GET ${READ}/stores-reader/v1/products/p1 {}`,
      `GET ${READ}/stores-reader/v1/products/p1 {"x-wix-consistent":"w-1"}`,
    ]);
  });

  it('keeps the last value: a newer one replaces it, an answer without one keeps it, over the caller’s own', async () => {
    const seen = platform({ '/stores/v1/products/p1': 'w-2', '/ecom/v1/carts/current': 'w-3' });
    const c = client('api', { headers: { 'x-wix-consistent': 'from-options' } });
    await save(c);
    await cart(c);
    await show(c);
    await show(c);
    expect(seen.map((s) => s.headers['x-wix-consistent'])).toEqual(['from-options', 'w-2', 'w-3', 'w-3']);
  });

  it('an error answer’s value is kept too, as the platform SDK keeps it', async () => {
    const seen = platform({ '/stores/v1/products/p1': 'w-9' }, 409);
    const c = client();
    await expect(save(c)).rejects.toMatchObject({ name: 'ApplicationError', status: 409 });
    await expect(show(c)).rejects.toMatchObject({ status: 409 });
    expect(seen.map((s) => s.headers['x-wix-consistent'])).toEqual([undefined, 'w-9']);
  });
});
