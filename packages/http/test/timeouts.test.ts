// Per-attempt timeouts and the caller's AbortSignal (docs/reliability.md#network-faults).
import { describe, expect, it, vi } from 'vitest';
import { AbortError, TimeoutError } from '@vitrine/http';
import { GET, json, make, POST, rejection, scripted, useFakeTime } from './scripted-fetch';

useFakeTime();

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
