// An API error names the request it answers (`request: { method, path }`, also in toString()), and nothing else of it.
import { describe, expect, it } from 'vitest';
import {
  CART,
  createClient,
  OAUTH,
  STORES_READER,
  SystemError,
  type ApiError,
  type ClientOptions,
  type RequestDescriptor,
} from '@vitrine/http';
import { readLimited } from '@vitrine/http/internal';

const TOKEN = 'Bearer secret-token-123';
const SECRET = 'secret-in-the-body';

/** A client whose every request gets `response`; `sent` keeps what went out, to prove the secrets were sent. */
function answering(response: () => Response, options: Partial<ClientOptions> = {}) {
  const sent: { url: string; init: RequestInit }[] = [];
  const client = createClient({
    host: 'https://api.example.com',
    readOnlyHost: 'https://read.example.com',
    retry: 0,
    auth: { getAuthHeaders: async () => ({ Authorization: TOKEN }) },
    fetch: async (url, init = {}) => {
      sent.push({ url: String(url), init });
      return response();
    },
    ...options,
  });
  return { client, sent };
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'x-request-id': 'req-9' } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => expect.unreachable('the call should fail'),
    (error: ApiError) => error,
  );
}

/** Everything an error shows: its own fields, its message, its string form and its stack. */
const shown = (error: ApiError): string =>
  JSON.stringify({ ...error, request: error.request }) + error.message + String(error) + error.stack;

describe('the request of an API error', () => {
  it('is the method and path of a failed write, never its token or body', async () => {
    const violation = { field: 'lineItems', description: 'is unknown' };
    const { client, sent } = answering(() =>
      json({ message: 'Bad', details: { validationError: { fieldViolations: [violation] } } }, 400),
    );
    const error = await failure(
      client.request({ method: 'POST', service: CART, path: '/v1/carts/current/add-to-cart', body: { SECRET } }),
    );
    expect(error.request).toEqual({ method: 'POST', path: '/ecom/v1/carts/current/add-to-cart' });
    expect(Object.keys(error.request)).toEqual(['method', 'path']);
    expect(String(error)).toBe(
      'ValidationError: INVALID_ARGUMENT: "lineItems" is unknown (POST /ecom/v1/carts/current/add-to-cart)',
    );
    expect(sent[0]!.init.body).toBe(`{"SECRET":"${SECRET}"}`);
    expect((sent[0]!.init.headers as Record<string, string>).Authorization).toBe(TOKEN);
    expect(shown(error)).not.toContain(SECRET);
    expect(shown(error)).not.toContain('secret-token-123');
  });

  it('is the path as sent, with its layout prefix and encoded parameters, but without the query string', async () => {
    const { client, sent } = answering(
      () =>
        json(
          { message: 'No such product', details: { applicationError: { code: 'NOT_HERE', description: 'Gone' } } },
          404,
        ),
      { pathLayout: 'site' },
    );
    const error = await failure(
      client.request({
        method: 'GET',
        service: STORES_READER,
        path: '/v1/products/{id}',
        pathParams: { id: 'a/b' },
        params: { token: SECRET },
      }),
    );
    expect(sent[0]!.url).toBe(`https://read.example.com/_api/catalog-reader-server/v1/products/a%2Fb?token=${SECRET}`);
    expect(error.request).toEqual({ method: 'GET', path: '/_api/catalog-reader-server/v1/products/a%2Fb' });
    expect(String(error)).toBe(
      'ApplicationError: No such product: Gone (GET /_api/catalog-reader-server/v1/products/a%2Fb)',
    );
    expect(shown(error)).not.toContain(SECRET);
  });

  it('names POST for a GET that fell back to a POST', async () => {
    const { client } = answering(() => json({}, 500));
    const error = await failure(
      client.request({
        method: 'GET',
        service: STORES_READER,
        path: '/v1/products/query',
        params: { q: 'x'.repeat(4001) },
        fallback: true,
      }),
    );
    expect(error.request).toEqual({ method: 'POST', path: '/stores-reader/v1/products/query' });
    expect(String(error)).toBe(
      'SystemError: System error occurred, request-id: req-9 (POST /stores-reader/v1/products/query)',
    );
  });

  it('is on a 200 that is no JSON object, and on an answer over the read limit', async () => {
    const call: RequestDescriptor = { method: 'GET', service: CART, path: '/v1/carts/current', readOnlyHost: false };
    const unreadable = await failure(answering(() => new Response('<html>', { status: 200 })).client.request(call));
    expect(unreadable).toMatchObject({
      code: 'INVALID_RESPONSE',
      request: { method: 'GET', path: '/ecom/v1/carts/current' },
    });
    expect(String(unreadable)).toBe('SystemError: System error occurred (GET /ecom/v1/carts/current)');

    const large = await failure(
      answering(() => new Response('{"cart":{}}', { status: 200 })).client.request({ ...call, read: readLimited(4) }),
    );
    expect(large).toMatchObject({ name: 'AnswerTooLargeError', limit: 4, status: 200 });
    expect(String(large)).toBe('AnswerTooLargeError: The answer to GET /ecom/v1/carts/current is larger than 4 bytes');
  });

  it('keeps nothing of a sensitive token call but its method and path', async () => {
    const { client } = answering(() => json({ error: 'invalid_grant', refresh_token: SECRET }, 400));
    const error = await failure(
      client.request({
        method: 'POST',
        service: OAUTH,
        path: '/oauth2/token',
        body: { grantType: 'refresh_token', refresh_token: SECRET },
        auth: false,
        sensitive: true,
      }),
    );
    expect(error.request).toEqual({ method: 'POST', path: '/oauth2/token' });
    expect(String(error)).toBe('ApplicationError: invalid_grant: Bad Request (POST /oauth2/token)');
    expect(shown(error)).not.toContain(SECRET);
  });

  it('is given when an error is made by hand, and shown after the message', () => {
    const error = new SystemError('Down', { status: 503, code: 'DOWN', request: { method: 'DELETE', path: '/x/1' } });
    expect(error.request).toEqual({ method: 'DELETE', path: '/x/1' });
    expect(error.toString()).toBe('SystemError: Down (DELETE /x/1)');
    expect(`${error}`).toBe('SystemError: Down (DELETE /x/1)');
  });
});
