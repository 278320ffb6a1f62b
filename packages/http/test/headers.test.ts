import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CART, OAUTH, REDIRECTS, STORES } from '@vitrine/http';
import { record, type Seen } from '../../../test-support/msw';
import { client, HOST, recordingServer } from './recording-server';

const { server, capture } = recordingServer();

describe('headers', () => {
  it('sends Content-Type only on POST/PUT/PATCH with a body, and no custom headers by default', async () => {
    const seen = capture();
    const c = client();
    await c.request({ method: 'GET', service: CART, path: '/v1/carts/current' });
    await c.request({ method: 'POST', service: CART, path: '/v1/carts/current/remove-coupon', body: {} });
    await c.request({ method: 'PUT', service: STORES, path: '/v1/x', body: { a: 1 } });
    await c.request({ method: 'PATCH', service: STORES, path: '/v1/x', body: { a: 1 } });
    await c.request({ method: 'POST', service: STORES, path: '/v1/products/p/variants/resetToDefault' });
    await c.request({ method: 'DELETE', service: CART, path: '/v1/carts/current' });
    expect(seen.map((s) => [s.method, s.headers['content-type'], s.body])).toEqual([
      ['GET', undefined, ''],
      ['POST', 'application/json', '{}'],
      ['PUT', 'application/json', '{"a":1}'],
      ['PATCH', 'application/json', '{"a":1}'],
      ['POST', undefined, ''],
      ['DELETE', undefined, ''],
    ]);
    const custom = Object.keys(seen[0]!.headers).filter(
      (name) =>
        ![
          'accept',
          'accept-encoding',
          'accept-language',
          'connection',
          'host',
          'user-agent',
          'sec-fetch-mode',
        ].includes(name),
    );
    expect(custom).toEqual([]);
  });

  it('puts the raw token from the strategy in Authorization, except on calls marked auth: false', async () => {
    const seen = capture();
    let asked = 0;
    const c = client('api', { auth: { getAuthHeaders: async () => (asked++, { Authorization: 'tok-123' }) } });
    await c.request({ method: 'GET', service: CART, path: '/v1/carts/current' });
    await c.request({ method: 'POST', service: OAUTH, path: '/oauth2/token', body: {}, auth: false });
    expect(seen.map((s) => s.headers.authorization)).toEqual(['tok-123', undefined]);
    expect(asked).toBe(1);
  });

  it('adds client-wide and per-call headers', async () => {
    const seen = capture();
    const c = client('api', { headers: { 'x-app': 'shop' } });
    await c.request({ method: 'GET', service: CART, path: '/v1/carts/current' }, { headers: { 'x-call': '1' } });
    expect([seen[0]!.headers['x-app'], seen[0]!.headers['x-call']]).toEqual(['shop', '1']);
  });

  it('builds absolute URLs of service paths for hosted-page links', () => {
    expect(client('site').url(REDIRECTS, '/v1/redirect-session')).toBe(`${HOST}/headless/v1/redirect-session`);
  });
});

describe('a token the platform refuses (401)', () => {
  function strategy(renews: boolean) {
    let token = 'old-token';
    const refusedWith: Record<string, string>[] = [];
    return {
      refusedWith,
      auth: {
        getAuthHeaders: async () => ({ Authorization: token }),
        onUnauthorized: async (refused: Record<string, string>) => {
          refusedWith.push(refused);
          token = 'new-token';
          return renews;
        },
      },
    };
  }
  const refuseOld = (seen: Seen[]) =>
    server.use(
      http.all('*', async ({ request }) => {
        await record(request, seen);
        return request.headers.get('authorization') === 'old-token'
          ? HttpResponse.json({ message: 'Token expired' }, { status: 401 })
          : HttpResponse.json({ ok: true });
      }),
    );

  it('is renewed by the strategy once and the call sent again with the new token', async () => {
    const seen: Seen[] = [];
    refuseOld(seen);
    const { auth, refusedWith } = strategy(true);
    const answer = await client('api', { auth }).request({
      method: 'POST',
      service: CART,
      path: '/v1/carts/current/add-to-cart',
      body: { lineItems: [] },
    });
    expect(answer).toEqual({ ok: true });
    expect(refusedWith).toEqual([{ Authorization: 'old-token' }]);
    expect(seen.map((s) => [s.method, s.headers.authorization, s.body])).toEqual([
      ['POST', 'old-token', '{"lineItems":[]}'],
      ['POST', 'new-token', '{"lineItems":[]}'],
    ]);
  });

  it('is thrown when the strategy cannot renew, or the renewed token is refused too', async () => {
    const seen: Seen[] = [];
    server.use(
      http.all('*', async ({ request }) => {
        await record(request, seen);
        return HttpResponse.json({ message: 'Token expired' }, { status: 401 });
      }),
    );
    const declines = strategy(false);
    await expect(
      client('api', { auth: declines.auth }).request({ method: 'GET', service: CART, path: '/v1/carts/current' }),
    ).rejects.toMatchObject({
      name: 'ApplicationError',
      status: 401,
      message: 'Token expired: Unauthorized',
    });
    expect(seen).toHaveLength(1);

    const renews = strategy(true);
    await expect(
      client('api', { auth: renews.auth }).request({ method: 'GET', service: CART, path: '/v1/carts/current' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(renews.refusedWith).toHaveLength(1);
    expect(seen.map((s) => s.headers.authorization)).toEqual(['old-token', 'old-token', 'new-token']);
  });

  it('is never retried for calls without a token, or for other statuses', async () => {
    const seen: Seen[] = [];
    refuseOld(seen);
    const { auth, refusedWith } = strategy(true);
    await expect(
      client('api', { auth }).request({ method: 'POST', service: OAUTH, path: '/oauth2/token', body: {}, auth: false }),
    ).resolves.toEqual({ ok: true });
    server.use(http.all('*', () => HttpResponse.json({ message: 'No' }, { status: 403 })));
    await expect(
      client('api', { auth }).request({ method: 'GET', service: CART, path: '/v1/carts/current' }),
    ).rejects.toMatchObject({ status: 403 });
    expect(refusedWith).toEqual([]);
  });
});
