import { describe, expect, test } from 'vitest';
import { bootForFile } from './support/boot';

const { client } = await bootForFile();

/** The platform's answer to a method it does not have (its REST errors table: 501, "not implemented"). */
const unimplemented = (method: string, path: string) => {
  const description = `Method not implemented: ${method} ${path}`;
  return { message: description, details: { applicationError: { description, code: 'UNIMPLEMENTED' } } };
};

describe('endpoints the emulator does not serve', () => {
  test.each([
    ['GET', '/ecom/v1/nothing'],
    ['POST', '/ecom/v1/carts/current/unknown-method'],
    ['GET', '/stores-reader/v1/nothing'],
    ['POST', '/stores/v1/products/prod-granola/unknown-method'],
    ['POST', '/_api/redirects-api/v1/nothing'],
    ['GET', '/_api/ecom-cart/v1/nothing'],
    ['GET', '/_api/catalog-reader-server/v1/nothing'],
    ['PATCH', '/_api/catalog-server/v1/nothing'],
    ['POST', '/headless/v1/nothing'],
    ['POST', '/_api/iam/nothing/v1/start'],
    ['GET', '/oauth2/nothing'],
    ['GET', '/v2/collections/query/nothing'],
    ['DELETE', '/stores-reader/v1/products/prod-granola'],
    ['GET', '/'],
    ['POST', '/v1/nothing'],
    ['GET', '/unknown-service/v3/things'],
  ])('%s %s: 501 UNIMPLEMENTED in the platform error shape', async (method, path) => {
    const r = await client.call(method, path, method === 'GET' ? {} : { body: {} });
    expect([r.status, r.body]).toEqual([501, unimplemented(method, path)]);
    expect(r.headers.get('x-wix-request-id')).toBeTruthy();
  });

  test('the platform SDK-style call with a token is answered the same (no 401 first for a method that is not there)', async () => {
    const { access_token } = await client.visitor();
    const r = await client.call('POST', '/ecom/v1/nothing', { token: access_token, body: {} });
    expect([r.status, r.body]).toEqual([501, unimplemented('POST', '/ecom/v1/nothing')]);
  });

  test('the emulator pages and the media host are sites: a path that names nothing is a 404 there', async () => {
    const page = await client.call('GET', '/__vitrine/nothing');
    expect([page.status, page.body]).toEqual([
      404,
      {
        message: 'Nothing at GET /__vitrine/nothing',
        details: { applicationError: { description: 'Nothing at GET /__vitrine/nothing', code: 'NOT_FOUND' } },
      },
    ]);
    expect((await client.call('GET', '/media/m-1/v1/crop/x_0,y_0,w_10,h_10/fill/w_10,h_10/x')).status).toBe(404);
  });
});
