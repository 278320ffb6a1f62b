// Network failures, retries and Retry-After (docs/reliability.md#network-faults).
import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@vitrine/http';
import { GET, json, make, POST, rejection, scripted, useFakeTime } from './scripted-fetch';

useFakeTime();

describe('network failures and retries (reliability 10)', () => {
  it('retries a GET a bounded number of times with growing, jittered backoff', async () => {
    const { fetch, attempts } = scripted(new TypeError('fetch failed'));
    const error = await rejection(make(fetch).request(GET));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toBe('Could not reach https://api.example.com (GET /ecom/v1/carts/current)');
    expect((error as NetworkError).origin).toBe('https://api.example.com');
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

  it('reads the clock only for a date: an error answer in a server render reads no Date.now() (Next.js aborts)', async () => {
    const readers: string[] = [];
    const original = Date.now.bind(Date);
    const spy = vi.spyOn(Date, 'now').mockImplementation(() => {
      // The caller: the first frame below this function that is not a library's (the spy's, msw's).
      const caller = new Error().stack
        ?.split('\n')
        .slice(2)
        .find((line) => !line.includes('node_modules'));
      if (caller?.includes('/src/')) readers.push(caller.trim());
      return original();
    });
    try {
      await rejection(make(scripted(json({}, 404)).fetch).request(GET));
      await rejection(make(scripted(json({}, 503, { 'retry-after': '1' })).fetch, { retry: 0 }).request(GET));
    } finally {
      spy.mockRestore();
    }
    expect(readers).toEqual([]);
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
