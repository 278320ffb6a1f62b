// Answers the transport cannot use as they are (docs/reliability.md#bad-answers-from-a-server).
import { describe, expect, it, vi } from 'vitest';
import { OAUTH, SystemError } from '@vitrine/http';
import { readLimited } from '@vitrine/http/internal';
import { GET, json, make, POST, rejection, scripted, useFakeTime } from './scripted-fetch';

useFakeTime();

describe('bad answers (reliability 1-7)', () => {
  it.each([
    ['not JSON', 'Service OK'],
    ['cut short', '{"cart":{"id":"c1","lineItems":[{"id'],
  ])('1: a 200 with a body that is %s is a typed error with status and excerpt', async (_, body) => {
    const { fetch } = scripted(new Response(body, { status: 200, headers: { 'x-request-id': 'r-1' } }));
    const error = await rejection(make(fetch).request(GET));
    expect(error).toBeInstanceOf(SystemError);
    expect(error).toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
      requestId: 'r-1',
      bodyExcerpt: body,
      message: 'System error occurred, request-id: r-1',
    });
  });

  it('2: an HTML error page keeps a short excerpt, and json() is never called', async () => {
    const page = `<html><body><h1>502 Bad Gateway</h1>${'x'.repeat(500)}</body></html>`;
    const response = new Response(page, { status: 502, headers: { 'content-type': 'text/html' } });
    const json = vi.spyOn(response, 'json');
    const { fetch } = scripted(response);
    const error = await rejection(make(fetch, { retry: 0 }).request(GET));
    expect(error).toMatchObject({
      name: 'SystemError',
      status: 502,
      code: 'BAD_GATEWAY',
      bodyExcerpt: page.slice(0, 200),
    });
    expect(json).not.toHaveBeenCalled();
  });

  it('2: an empty 503 is a typed error with its status', async () => {
    const { fetch } = scripted(new Response(null, { status: 503 }));
    const error = await rejection(make(fetch, { retry: 0 }).request(GET));
    expect(error).toMatchObject({
      name: 'SystemError',
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'System error occurred',
    });
  });

  it.each(['null', '[]', '"x"', '42', 'true'])(
    '3: a 200 whose JSON is %s is a typed error, not a TypeError',
    async (body) => {
      const { fetch } = scripted(json(body));
      const error = await rejection(make(fetch).request(GET));
      expect(error).toMatchObject({ name: 'SystemError', status: 200, code: 'INVALID_RESPONSE' });
    },
  );

  it('4: application/json; charset=utf-8 is read, and the request id comes from x-request-id', async () => {
    const { fetch } = scripted(
      new Response('{"cart":{"id":"c1"}}', {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8', 'x-request-id': 'r-2' },
      }),
    );
    await expect(make(fetch).request(GET)).resolves.toEqual({ cart: { _id: 'c1' } });
  });

  it("the request id of an error is the platform's x-wix-request-id, preferred to x-request-id", async () => {
    const body = { message: 'boom' };
    const both = scripted(json(body, 500, { 'x-wix-request-id': 'wix-1', 'x-request-id': 'proxy-1' }));
    expect(await rejection(make(both.fetch, { retry: 0 }).request(POST))).toMatchObject({
      requestId: 'wix-1',
      message: 'System error occurred, request-id: wix-1',
    });
    const wixOnly = scripted(json(body, 500, { 'x-wix-request-id': 'wix-2' }));
    expect(await rejection(make(wixOnly.fetch, { retry: 0 }).request(POST))).toMatchObject({ requestId: 'wix-2' });
    const proxyOnly = scripted(json(body, 500, { 'x-request-id': 'proxy-3' }));
    expect(await rejection(make(proxyOnly.fetch, { retry: 0 }).request(POST))).toMatchObject({ requestId: 'proxy-3' });
    const none = scripted(json(body, 500));
    const error = await rejection(make(none.fetch, { retry: 0 }).request(POST));
    expect(error).toMatchObject({ message: 'System error occurred' });
    expect((error as SystemError).requestId).toBeUndefined();
  });

  it('an oversized answer carries the x-wix-request-id too', async () => {
    const { fetch } = scripted(
      new Response('{}', { status: 200, headers: { 'content-length': '5000000', 'x-wix-request-id': 'wix-4' } }),
    );
    expect(await rejection(make(fetch).request({ ...POST, read: readLimited(1024) }))).toMatchObject({
      name: 'AnswerTooLargeError',
      limit: 1024,
      requestId: 'wix-4',
    });
  });

  it('6: a body over the read limit is stopped and the stream cancelled', async () => {
    let pulled = 0;
    let cancelled = false;
    const chunk = new Uint8Array(64 * 1024).fill(32);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const { fetch } = scripted(() => Promise.resolve(new Response(endless, { status: 200 })));
    const error = await rejection(make(fetch).request({ ...POST, read: readLimited(1024 * 1024), sensitive: true }));
    expect(error).toMatchObject({
      name: 'AnswerTooLargeError',
      limit: 1048576,
      status: 200,
      message: 'The answer to POST /ecom/v1/carts/current/add-to-cart is larger than 1048576 bytes',
    });
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThanOrEqual(18);
  });

  it('6: a declared content-length over the limit is refused before reading', async () => {
    const { fetch } = scripted(new Response('{}', { status: 200, headers: { 'content-length': '5000000' } }));
    const error = await rejection(make(fetch).request({ ...POST, read: readLimited(1024) }));
    expect(error).toMatchObject({ name: 'AnswerTooLargeError', limit: 1024 });
  });

  it('7: redirects are never followed; a 3xx is an error', async () => {
    const { fetch, attempts } = scripted(
      new Response(null, { status: 302, headers: { location: 'https://evil.example/steal' } }),
    );
    const error = await rejection(
      make(fetch).request({
        method: 'POST',
        service: OAUTH,
        path: '/oauth2/token',
        body: {},
        auth: false,
        sensitive: true,
      }),
    );
    expect(attempts[0]!.init.redirect).toBe('manual');
    expect(attempts).toHaveLength(1);
    expect(error).toMatchObject({ name: 'SystemError', status: 302 });
  });

  it('keeps nothing of a sensitive body on the error', async () => {
    const { fetch } = scripted(json('{"access_token":"secret-token"', 200));
    const error = await rejection(make(fetch).request({ ...POST, sensitive: true }));
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', bodyExcerpt: undefined });
    expect(JSON.stringify(error) + error.message).not.toContain('secret-token');
  });
});

describe('a 200 without the entity the call returns (issue 11, finding 12)', () => {
  const CART_GET = { ...GET, entity: 'cart' };

  it.each(['', '{}', '{"cart":null}', '{"cart":7}'])('%j is INVALID_RESPONSE', async (body) => {
    const { fetch } = scripted(new Response(body, { status: 200, headers: { 'x-wix-request-id': 'r-2' } }));
    const error = await rejection(make(fetch).request(CART_GET));
    expect(error).toMatchObject({
      name: 'SystemError',
      status: 200,
      code: 'INVALID_RESPONSE',
      requestId: 'r-2',
      message: 'System error occurred, request-id: r-2',
      request: { method: 'GET', path: '/ecom/v1/carts/current' },
    });
  });

  it('an object or a list there is the answer; a call that declares no entity takes an empty 200 as {}', async () => {
    const { fetch } = scripted(json({ cart: { id: 'c1' } }), json({ variants: [] }), new Response('', { status: 200 }));
    await expect(make(fetch).request(CART_GET)).resolves.toEqual({ cart: { _id: 'c1' } });
    await expect(make(fetch).request({ ...GET, entity: 'variants' })).resolves.toEqual({ variants: [] });
    await expect(make(fetch).request(GET)).resolves.toEqual({});
  });
});
