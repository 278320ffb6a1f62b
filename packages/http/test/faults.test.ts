import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AbortError,
  CART,
  createClient,
  NetworkError,
  OAUTH,
  SystemError,
  TimeoutError,
  type RequestDescriptor,
} from '@vitrine/http';
import { readLimited } from '@vitrine/http/internal';

type Step = Response | Error | 'hang' | ((signal: AbortSignal) => Promise<Response>);

/** A fetch that plays one scripted step per attempt and records every attempt. */
function scripted(...steps: Step[]) {
  const attempts: { url: string; init: RequestInit; at: number }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    attempts.push({ url: String(url), init, at: Date.now() });
    const step = steps[Math.min(attempts.length - 1, steps.length - 1)]!;
    if (step === 'hang') return new Promise<Response>(() => {});
    if (typeof step === 'function') return step(init.signal!);
    if (step instanceof Error) throw step;
    return step.clone();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, attempts };
}

const GET: RequestDescriptor = { method: 'GET', service: CART, path: '/v1/carts/current' };
const POST: RequestDescriptor = {
  method: 'POST',
  service: CART,
  path: '/v1/carts/current/add-to-cart',
  body: { lineItems: [] },
};
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const make = (fetch: typeof globalThis.fetch, extra = {}) =>
  createClient({ host: 'https://api.example.com', fetch, timeoutMs: 1000, ...extra });

/** Settles a promise while fake time runs; returns the rejection (or fails when it resolves). */
async function rejection(promise: Promise<unknown>, ms = 120_000): Promise<Error> {
  const caught = promise.then(
    () => new Error('expected a rejection'),
    (error: Error) => error,
  );
  await vi.advanceTimersByTimeAsync(ms);
  return caught;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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
      code: 'RESPONSE_TOO_LARGE',
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
      name: 'SystemError',
      code: 'RESPONSE_TOO_LARGE',
      message: 'The answer is larger than 1048576 bytes',
    });
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThanOrEqual(18);
  });

  it('6: a declared content-length over the limit is refused before reading', async () => {
    const { fetch } = scripted(new Response('{}', { status: 200, headers: { 'content-length': '5000000' } }));
    const error = await rejection(make(fetch).request({ ...POST, read: readLimited(1024) }));
    expect(error).toMatchObject({ code: 'RESPONSE_TOO_LARGE' });
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

describe('timeouts (reliability 8)', () => {
  it('aborts a silent attempt after timeoutMs, per attempt, and retries a GET', async () => {
    const { fetch, attempts } = scripted('hang');
    const error = await rejection(make(fetch, { retry: 1 }).request(GET));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.message).toBe('Request timed out after 1000 ms: GET /ecom/v1/carts/current');
    // 1000 ms, then a 225 ms backoff (0.75 of 300), then another 1000 ms.
    expect(attempts.map((a) => a.at - attempts[0]!.at)).toEqual([0, 1225]);
    expect(attempts[0]!.init.signal!.aborted).toBe(true);
  });

  it('is still pending one millisecond before the timeout', async () => {
    const { fetch } = scripted('hang');
    let settled = false;
    const pending = make(fetch, { retry: 0 })
      .request(GET)
      .finally(() => (settled = true));
    pending.catch(() => {});
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('covers reading the body: headers in time, body stalled', async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"cart":'));
      },
    });
    const { fetch } = scripted(() => Promise.resolve(new Response(stalled, { status: 200 })));
    const error = await rejection(make(fetch, { retry: 0 }).request(GET));
    expect(error).toBeInstanceOf(TimeoutError);
  });

  it('does not retry a write that timed out', async () => {
    const { fetch, attempts } = scripted('hang');
    const error = await rejection(make(fetch).request(POST));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(attempts).toHaveLength(1);
  });

  it('clears its timers on success', async () => {
    const { fetch } = scripted(json({ ok: true }));
    await make(fetch).request(GET);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the caller's AbortSignal (reliability 9)", () => {
  it('rejects at once with AbortError, without retrying', async () => {
    const { fetch, attempts } = scripted('hang');
    const controller = new AbortController();
    const pending = make(fetch).request(GET, { signal: controller.signal });
    const caught = pending.catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    const error = await caught;
    expect(error).toBeInstanceOf(AbortError);
    expect(error.message).toBe('The request was aborted by the caller');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.init.signal!.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const { fetch, attempts } = scripted(json({}));
    const error = await rejection(make(fetch).request(GET, { signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(AbortError);
    expect(attempts).toHaveLength(0);
  });

  it('interrupts the wait between retries', async () => {
    const { fetch, attempts } = scripted(new TypeError('fetch failed'));
    const controller = new AbortController();
    const caught = make(fetch, { retry: { limit: 5, backoffMs: 10_000 } })
      .request(GET, { signal: controller.signal })
      .catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await caught).toBeInstanceOf(AbortError);
    expect(attempts).toHaveLength(1);
  });
});

describe('network failures and retries (reliability 10)', () => {
  it('retries a GET a bounded number of times with growing, jittered backoff', async () => {
    const { fetch, attempts } = scripted(new TypeError('fetch failed'));
    const error = await rejection(make(fetch).request(GET));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe('Network error: GET /ecom/v1/carts/current');
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
    // Default: 2 retries; backoff 0.75 × 300 ms, then 0.75 × 600 ms.
    expect(attempts.map((a) => a.at - attempts[0]!.at)).toEqual([0, 225, 675]);
  });

  it('succeeds when a retry gets through', async () => {
    const { fetch, attempts } = scripted(new TypeError('fetch failed'), json({ cart: { id: 'c' } }));
    const answer = make(fetch).request(GET);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(answer).resolves.toEqual({ cart: { _id: 'c' } });
    expect(attempts).toHaveLength(2);
  });

  it('never retries a write that may have reached the platform', async () => {
    const { fetch, attempts } = scripted(new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } }));
    const error = await rejection(make(fetch).request(POST));
    expect(error).toBeInstanceOf(NetworkError);
    expect(attempts).toHaveLength(1);
  });

  it('retries a write when nothing was sent (connection refused)', async () => {
    const { fetch, attempts } = scripted(
      new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }),
      json({ cart: {} }),
    );
    const answer = make(fetch).request(POST);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(answer).resolves.toEqual({ cart: {} });
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.init.body).toBe('{"lineItems":[]}');
  });

  it('retries a non-GET marked idempotent (a token renewal)', async () => {
    const { fetch, attempts } = scripted(new TypeError('fetch failed'));
    await rejection(make(fetch).request({ ...POST, idempotent: true }));
    expect(attempts).toHaveLength(3);
  });

  it('retries retryable statuses of a GET but not a 404, and not a 500 of a write', async () => {
    const flaky = scripted(json({}, 500), json({}, 502), json({ ok: 1 }));
    const answer = make(flaky.fetch).request(GET);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(answer).resolves.toEqual({ ok: 1 });
    expect(flaky.attempts).toHaveLength(3);

    const missing = scripted(json({}, 404));
    await rejection(make(missing.fetch).request(GET));
    expect(missing.attempts).toHaveLength(1);

    const write = scripted(json({}, 500));
    await rejection(make(write.fetch).request(POST));
    expect(write.attempts).toHaveLength(1);
  });

  it('turns retries off with retry: 0', async () => {
    const { fetch, attempts } = scripted(new TypeError('fetch failed'));
    await rejection(make(fetch, { retry: 0 }).request(GET));
    expect(attempts).toHaveLength(1);
  });
});

describe('Retry-After (reliability 11)', () => {
  it('waits the seconds it gives before the next attempt', async () => {
    const { fetch, attempts } = scripted(json({}, 429, { 'retry-after': '3' }), json({ ok: 1 }));
    const answer = make(fetch).request(GET);
    await vi.advanceTimersByTimeAsync(2999);
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ ok: 1 });
    expect(attempts.map((a) => a.at - attempts[0]!.at)).toEqual([0, 3000]);
  });

  it('reads an HTTP date', async () => {
    const at = new Date(Date.now() + 5000).toUTCString();
    const { fetch, attempts } = scripted(json({}, 503, { 'retry-after': at }), json({ ok: 1 }));
    const answer = make(fetch).request(GET);
    await vi.advanceTimersByTimeAsync(6000);
    await expect(answer).resolves.toEqual({ ok: 1 });
    const waited = attempts[1]!.at - attempts[0]!.at;
    expect(waited).toBeGreaterThanOrEqual(4000);
    expect(waited).toBeLessThanOrEqual(5000);
  });

  it('gives up at once when the wait is longer than maxRetryAfterMs', async () => {
    const { fetch, attempts } = scripted(json({ message: 'Slow down' }, 429, { 'retry-after': '3600' }));
    const error = await rejection(make(fetch).request(GET), 1);
    expect(error).toMatchObject({ name: 'ApplicationError', status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(attempts).toHaveLength(1);
  });

  it('lets a 429 write go again, since the platform did nothing with it', async () => {
    const { fetch, attempts } = scripted(json({}, 429, { 'retry-after': '1' }), json({ cart: {} }));
    const answer = make(fetch).request(POST);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(answer).resolves.toEqual({ cart: {} });
    expect(attempts).toHaveLength(2);
  });
});
