import { describe, expect, it } from 'vitest';
import { CART, complexQuery, IAM, OAUTH, packedQuery, REDIRECTS, STORES, STORES_READER } from '@vitrine/http';
import { client, HOST, READ, recordingServer } from './recording-server';

const { capture } = recordingServer();

describe('path layouts (docs/wire.md#hosts-and-paths)', () => {
  it.each([
    ['api', CART, '/v1/carts/current/add-to-cart', `${HOST}/ecom/v1/carts/current/add-to-cart`],
    ['site', CART, '/v1/carts/current/add-to-cart', `${HOST}/_api/ecom-cart/v1/carts/current/add-to-cart`],
    ['api', STORES_READER, '/v1/products/query', `${HOST}/stores-reader/v1/products/query`],
    ['site', STORES_READER, '/v1/products/query', `${HOST}/_api/catalog-reader-server/v1/products/query`],
    ['api', STORES, '/v2/products-platformized', `${HOST}/stores/v2/products-platformized`],
    ['site', STORES, '/v2/products-platformized', `${HOST}/_api/catalog-server/v2/products-platformized`],
    ['api', REDIRECTS, '/v1/redirect-session', `${HOST}/_api/redirects-api/v1/redirect-session`],
    ['site', REDIRECTS, '/v1/redirect-session', `${HOST}/headless/v1/redirect-session`],
    ['api', IAM, '/authentication/v2/login', `${HOST}/_api/iam/authentication/v2/login`],
    ['site', IAM, '/authentication/v2/login', `${HOST}/_api/iam/authentication/v2/login`],
    ['api', OAUTH, '/oauth2/token', `${HOST}/oauth2/token`],
    ['site', OAUTH, '/oauth2/token', `${HOST}/oauth2/token`],
  ] as const)('%s layout sends POST %s%s to %s', async (layout, service, path, url) => {
    const seen = capture();
    await client(layout).request({ method: 'POST', service, path, body: {} });
    expect(seen.map((s) => s.url)).toEqual([url]);
  });
});

describe('host routing', () => {
  it('sends every GET to the read-only host except one marked readOnlyHost: false (the current cart)', async () => {
    const seen = capture();
    const c = client();
    await c.request({ method: 'GET', service: STORES_READER, path: '/v1/products/{id}', pathParams: { id: 'p1' } });
    await c.request({ method: 'GET', service: CART, path: '/v1/carts/current', readOnlyHost: false });
    await c.request({ method: 'GET', service: IAM, path: '/authentication/v1/logout' });
    await c.request({ method: 'PATCH', service: CART, path: '/v1/carts/current', body: {} });
    await c.request({ method: 'DELETE', service: STORES, path: '/v1/products/p1' });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      `GET ${READ}/stores-reader/v1/products/p1`,
      `GET ${HOST}/ecom/v1/carts/current`,
      `GET ${READ}/_api/iam/authentication/v1/logout`,
      `PATCH ${HOST}/ecom/v1/carts/current`,
      `DELETE ${HOST}/stores/v1/products/p1`,
    ]);
  });

  it('knows no path of its own: only the descriptor sends a GET to host', async () => {
    const seen = capture();
    const c = client();
    await c.request({ method: 'GET', service: CART, path: '/v1/carts/current' });
    await c.request({ method: 'GET', service: STORES_READER, path: '/v1/products/p1', readOnlyHost: false });
    await c.request({ method: 'GET', service: STORES_READER, path: '/v1/products/p1', readOnlyHost: true });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      `GET ${READ}/ecom/v1/carts/current`,
      `GET ${HOST}/stores-reader/v1/products/p1`,
      `GET ${READ}/stores-reader/v1/products/p1`,
    ]);
  });

  it('sends a write to host whatever its descriptor says', async () => {
    const seen = capture();
    await client().request({ method: 'POST', service: CART, path: '/v1/carts/current', body: {}, readOnlyHost: true });
    expect(seen.map((s) => s.url)).toEqual([`${HOST}/ecom/v1/carts/current`]);
  });

  it('encodes path parameters so that an id with / or ? stays one segment', async () => {
    const seen = capture();
    await client().request({
      method: 'GET',
      service: STORES_READER,
      path: '/v1/products/{id}',
      pathParams: { id: 'a/b?c d' },
    });
    expect(seen[0]!.url).toBe(`${READ}/stores-reader/v1/products/a%2Fb%3Fc%20d`);
  });
});

describe('query strings', () => {
  it('flattens objects to dotted keys, repeats arrays, drops null and undefined, renames _id', async () => {
    const seen = capture();
    await client().request({
      method: 'GET',
      service: STORES_READER,
      path: '/v1/things',
      params: {
        paging: { limit: 10, offset: 0 },
        ids: ['1', '2'],
        gone: null,
        missing: undefined,
        q: 'a b&c',
        _id: 'x',
        at: new Date('2024-05-01T10:00:00Z'),
      },
    });
    expect(new URL(seen[0]!.url).search).toBe(
      '?paging.limit=10&paging.offset=0&ids=1&ids=2&q=a+b%26c&id=x&at=2024-05-01T10%3A00%3A00.000Z',
    );
  });

  it('packs a query call into one .r parameter: base64url of the JSON, no padding', async () => {
    const seen = capture();
    const params = {
      query: {
        filter: { _id: { $in: ['a'] }, 'variants._id': 'v', title: 'é?' },
        sort: [{ fieldName: '_createdDate', order: 'DESC' }],
        paging: { limit: 50, offset: 0 },
      },
    };
    await client().request({
      method: 'GET',
      service: STORES_READER,
      path: '/v1/products/query-platformized',
      params,
      encode: packedQuery,
      fallback: true,
    });
    const url = new URL(seen[0]!.url);
    const raw = url.search.slice('?.r='.length);
    expect(url.search.startsWith('?.r=')).toBe(true);
    expect(raw).not.toMatch(/[=+/]/);
    expect(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))).toEqual({
      query: {
        filter: { id: { $in: ['a'] }, 'variants.id': 'v', title: 'é?' },
        sort: [{ fieldName: 'createdDate', order: 'DESC' }],
        paging: { limit: 50, offset: 0 },
      },
    });
  });

  it('keeps a GET at exactly 4000 characters of query string and falls back to POST above it', async () => {
    const seen = capture();
    // "q=" plus the value: 2 + 3998 = 4000 characters.
    const at = { q: 'x'.repeat(3998) };
    const over = { q: 'x'.repeat(3999) };
    const c = client();
    await c.request({ method: 'GET', service: STORES_READER, path: '/v1/products/query', params: at, fallback: true });
    await c.request({
      method: 'GET',
      service: STORES_READER,
      path: '/v1/products/query',
      params: over,
      fallback: true,
    });
    await c.request({ method: 'GET', service: STORES_READER, path: '/v1/products/query', params: over });
    expect(seen.map((s) => [s.method, s.url.split('?')[0], s.body.length, s.headers['content-type']])).toEqual([
      ['GET', `${READ}/stores-reader/v1/products/query`, 0, undefined],
      ['POST', `${HOST}/stores-reader/v1/products/query`, JSON.stringify(over).length, 'application/json'],
      ['GET', `${READ}/stores-reader/v1/products/query`, 0, undefined],
    ]);
    expect(JSON.parse(seen[1]!.body)).toEqual(over);
  });
});

describe("complexQuery: the newer APIs' GET parameters", () => {
  it('flat parameters stay flat; a nested object or a list of objects packs the whole request as .r', () => {
    expect(complexQuery({ fields: ['URL', 'CURRENCY'], visible: true, none: undefined })).toBe(
      'fields=URL&fields=CURRENCY&visible=true',
    );
    expect(complexQuery({})).toBe('');
    for (const params of [{ query: { cursorPaging: { limit: 2 } } }, { sort: [{ fieldName: 'name' }] }]) {
      expect(complexQuery(params)).toBe(packedQuery(params));
    }
  });
});
