import { describe, expect, test } from 'vitest';
import { boot, LAYOUTS, line } from './helpers';
import { bootWithVisitor } from './support/boot';

const { emu, client, token } = await bootWithVisitor();

const CART = LAYOUTS.api.cart;

describe('case 37: carts belong to their visitor; visitors cannot write the catalogue', () => {
  test('visitor B never sees or changes visitor A cart', async () => {
    const a = await client.visitor();
    const b = await client.visitor();
    const added = await client.call('POST', `${CART}/add-to-cart`, {
      token: a.access_token,
      body: { lineItems: [line('prod-granola', 2)] },
    });
    const lineId = added.body.cart.lineItems[0].id;
    expect((await client.call('GET', CART, { token: b.access_token })).status).toBe(404);
    const rm = await client.call('POST', `${CART}/remove-line-items`, {
      token: b.access_token,
      body: { lineItemIds: [lineId] },
    });
    expect(rm.status).toBe(404);
    const qty = await client.call('POST', `${CART}/update-line-items-quantity`, {
      token: b.access_token,
      body: { lineItems: [{ id: lineId, quantity: 9 }] },
    });
    expect(qty.status).toBe(404);
    expect((await client.call('DELETE', CART, { token: b.access_token })).status).toBe(404);
    const bAdd = await client.call('POST', `${CART}/add-to-cart`, {
      token: b.access_token,
      body: { lineItems: [line('prod-green-tea', 1)] },
    });
    expect(bAdd.body.cart.id).not.toBe(added.body.cart.id);
    const bQty = await client.call('POST', `${CART}/update-line-items-quantity`, {
      token: b.access_token,
      body: { lineItems: [{ id: lineId, quantity: 9 }] },
    });
    expect(bQty.status).toBe(400);
    expect(bQty.body.details.applicationError.code).toBe('LINE_ITEM_NOT_FOUND');
    const aCart = await client.call('GET', CART, { token: a.access_token });
    expect(aCart.body).toEqual(added.body);
  });

  test('a missing, unknown or API-key token on the cart is refused', async () => {
    const none = await client.call('GET', CART);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({
      message: 'This call needs an access token',
      details: { applicationError: { description: 'This call needs an access token', code: 'UNAUTHENTICATED' } },
    });
    expect((await client.call('GET', CART, { token: 'at.forged' })).status).toBe(401);
    const key = await client.call('GET', CART, { token: emu.apiKey });
    expect(key.status).toBe(403);
  });

  test('visitor and member tokens cannot write the catalogue; nothing changes', async () => {
    const v = await client.visitor();
    const writes: [string, string, unknown][] = [
      ['POST', '/stores/v1/products', { product: { name: 'Hack' } }],
      ['PATCH', '/stores/v1/products/prod-granola', { product: { price: 0 } }],
      ['DELETE', '/_api/catalog-server/v1/products/prod-granola', undefined],
      ['POST', '/stores/v1/bulk/products/update', { ids: ['prod-granola'], set: { price: 0 } }],
      ['POST', '/_api/catalog-server/v1/collections', { collection: { name: 'Hack' } }],
      ['POST', '/stores/v2/products-platformized', { product: { name: 'Hack' } }],
    ];
    for (const [method, path, body] of writes) {
      const r = await client.call(method, path, { token: v.access_token, ...(body ? { body } : {}) });
      expect(r.status).toBe(403);
      expect(r.body).toEqual({
        message: 'Catalogue writes need an API key; a visitor or member token cannot write the catalogue',
        details: {
          applicationError: {
            description: 'Catalogue writes need an API key; a visitor or member token cannot write the catalogue',
            code: 'PERMISSION_DENIED',
          },
        },
      });
      expect((await client.call(method, path, body ? { body } : {})).status).toBe(401);
    }
    const granola = await client.call('GET', '/stores-reader/v1/products/prod-granola', { token: v.access_token });
    expect(granola.body.product.priceData.price).toBe(8.9);
  });
});

describe('read-only host, CORS and request ids', () => {
  test('GET works on the read-only host; writes get 405 in platform shape; the current cart is refused there', async () => {
    const get = await client.call('GET', '/stores-reader/v1/products/prod-granola', { token, readOnly: true });
    expect(get.status).toBe(200);
    const head = await client.call('HEAD', '/stores-reader/v1/products/prod-granola', { token, readOnly: true });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const post = await client.call('POST', `${CART}/add-to-cart`, {
      token,
      readOnly: true,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(post.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(post.body).toEqual({
      message: `The read-only host answers only GET, HEAD and OPTIONS; send POST ${CART}/add-to-cart to the main host`,
      details: {
        applicationError: {
          description: `The read-only host answers only GET, HEAD and OPTIONS; send POST ${CART}/add-to-cart to the main host`,
          code: 'METHOD_NOT_ALLOWED',
        },
      },
    });
    for (const path of [CART, LAYOUTS.site.cart]) {
      const cart = await client.call('GET', path, { token, readOnly: true });
      expect(cart.status).toBe(405);
      expect(cart.body.message).toBe('The current cart is read from the main host, not from the read-only host');
    }
    expect(
      (await client.call('DELETE', '/stores/v1/products/prod-granola', { token: emu.apiKey, readOnly: true })).status,
    ).toBe(405);
  });

  test('CORS preflight and exposed headers', async () => {
    for (const base of [emu.url, emu.readOnlyUrl]) {
      const pre = await fetch(`${base}${CART}/add-to-cart`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://shop.example:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe('*');
      expect(pre.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
      expect(pre.headers.get('access-control-allow-methods')).toContain('PATCH');
      expect(pre.headers.get('x-request-id')).toBeTruthy();
    }
    const res = await fetch(`${emu.url}${CART}`, {
      headers: { origin: 'http://shop.example:5173', authorization: 'at.none' },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    // Retry-After too: a throttled sign-in (429) says when to try again.
    expect(res.headers.get('access-control-expose-headers')).toBe(
      'x-wix-request-id,x-request-id,retry-after,x-wix-consistent',
    );
  });

  test('a CORS preflight lets through the headers it asks for (the platform SDK sends x-wix-bi-gateway)', async () => {
    for (const [base, path] of [
      [emu.url, `${CART}/add-to-cart`],
      [emu.readOnlyUrl, '/stores-reader/v1/products/query-platformized'],
      [emu.url, '/v2/collections/query'],
    ] as const) {
      const pre = await fetch(`${base}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://shop.example:5173',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,x-wix-bi-gateway',
        },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-headers')).toBe('authorization,x-wix-bi-gateway');
      expect(pre.headers.get('vary')).toBe('Access-Control-Request-Headers');
    }
  });

  test('every answer has a distinct request id, the same in x-wix-request-id and x-request-id, pages and media included', async () => {
    const ids = new Set<string>();
    for (const path of [
      '/__vitrine/health',
      '/__vitrine/inbox',
      '/__vitrine/media/m-granola-1.svg',
      '/nothing',
      '/__vitrine/pages/auth?session=x',
    ]) {
      const r = await fetch(emu.url + path);
      const id = r.headers.get('x-wix-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(r.headers.get('x-request-id')).toBe(id);
      ids.add(id!);
    }
    expect(ids.size).toBe(5);
    const svg = await fetch(`${emu.url}/__vitrine/media/m-granola-1.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await svg.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  test('admin settings and health', async () => {
    expect((await client.call('GET', '/__vitrine/settings')).body).toEqual({
      settings: { requireEmailVerification: false, requireOwnerApproval: false, requireCaptcha: false },
    });
    const put = await client.call('PUT', '/__vitrine/settings', { body: { requireCaptcha: true } });
    expect(put.body).toEqual({
      settings: { requireEmailVerification: false, requireOwnerApproval: false, requireCaptcha: true },
    });
    await client.call('PUT', '/__vitrine/settings', { body: { requireCaptcha: false } });
    const health = await client.call('GET', '/__vitrine/health', { readOnly: true });
    expect(health.body).toEqual({ status: 'ok', readOnly: true, db: ':memory:', products: 41 });
  });

  test('cart events are logged', async () => {
    const before = (await client.call('GET', '/__vitrine/events')).body.events.at(-1).seq;
    const v = await client.visitor();
    const add = await client.call('POST', `${CART}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    await client.call('POST', `${CART}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    await client.call('DELETE', CART, { token: v.access_token });
    const events = (await client.call('GET', `/__vitrine/events?after=${before}&type=cart`)).body.events;
    expect(events.map((e: { type: string; entityId: string }) => [e.type, e.entityId])).toEqual([
      ['cart.created', add.body.cart.id],
      ['cart.updated', add.body.cart.id],
      ['cart.deleted', add.body.cart.id],
    ]);
    expect((await client.call('GET', '/__vitrine/events?after=-1')).status).toBe(400);
  });

  test('every granted token is a token.granted event with its grant type, and a refused grant is none', async () => {
    const before = (await client.call('GET', '/__vitrine/events?limit=10000')).body.events.at(-1).seq;
    const v = await client.visitor();
    await client.call('POST', '/oauth2/token', {
      body: { clientId: 'test-client', grantType: 'refresh_token', refreshToken: v.refresh_token },
    });
    await client.call('POST', '/oauth2/token', {
      body: { clientId: 'vitrine-storefront', grantType: 'refresh_token', refreshToken: 'rt.unknown' },
    });
    const events = (await client.call('GET', `/__vitrine/events?after=${before}&type=token`)).body.events;
    expect(events.map((e: { type: string; data: unknown }) => [e.type, e.data])).toEqual([
      ['token.granted', { clientId: 'test-client', grantType: 'anonymous' }],
      ['token.granted', { clientId: 'test-client', grantType: 'refresh_token' }],
    ]);
    expect(JSON.stringify(events)).not.toContain(v.refresh_token);
  });

  test('two emulators in one process are independent', async () => {
    const other = await boot({ seed: 'empty' });
    try {
      const r = await other.client.call('POST', '/stores-reader/v1/products/query-platformized', { body: {} });
      expect(r.body.metadata).toEqual({ count: 0, offset: 0, total: 0 });
      expect(
        (await client.call('POST', '/stores-reader/v1/products/query-platformized', { body: {} })).body.metadata.total,
      ).toBe(40);
    } finally {
      await other.emu.close();
    }
  });
});
