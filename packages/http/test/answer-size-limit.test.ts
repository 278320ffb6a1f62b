// An answer's body is read with a limit as it streams (docs/reliability.md#bad-answers-from-a-server): a 200 MB
// answer must not resolve, nor fill the memory of the server that asked.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  AnswerTooLargeError,
  CART,
  createClient,
  isAnswerTooLargeError,
  isConfigError,
  type RequestDescriptor,
} from '@vitrine/http';
import { useServer } from '../../../test-support/msw';

const server = useServer();
const HOST = 'https://api.example.com';
const CART_URL = `${HOST}/ecom/v1/carts/current`;
const getCart: RequestDescriptor = { method: 'GET', service: CART, path: '/v1/carts/current', readOnlyHost: false };
const KIB = 1024;

/** A JSON answer of `bytes` bytes exactly, streamed in 1 KiB chunks, counting what the client pulled. */
function streamedAnswer(bytes: number, status = 200) {
  const head = '{"cart":{"id":"c1","note":"';
  const tail = '"}}';
  const body = new TextEncoder().encode(head + 'x'.repeat(bytes - head.length - tail.length) + tail);
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= body.byteLength) return controller.close();
        const chunk = body.subarray(seen.pulled, seen.pulled + KIB);
        seen.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  const response = new HttpResponse(stream, {
    status,
    headers: { 'content-type': 'application/json', 'x-wix-request-id': 'big-1' },
  });
  return { response, seen };
}

const rejection = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  );

describe('maxAnswerBytes', () => {
  it('stops reading a streamed answer past the limit and rejects with an AnswerTooLargeError', async () => {
    const big = streamedAnswer(4 * 1024 * KIB);
    let answered = 0;
    // Answered by a fetch of its own, not through msw: msw passes a mocked body on through a stream of its own,
    // whose cancellation reaches this one only some time later (under load, not within the poll).
    const fetch = async (): Promise<Response> => (answered++, big.response);
    const client = createClient({ host: HOST, maxAnswerBytes: 64 * KIB, fetch });
    const error = await rejection(client.request(getCart));
    expect(error).toBeInstanceOf(AnswerTooLargeError);
    expect(isAnswerTooLargeError(error)).toBe(true);
    expect(error).toMatchObject({
      name: 'AnswerTooLargeError',
      message: 'The answer to GET /ecom/v1/carts/current is larger than 65536 bytes',
      limit: 64 * KIB,
      status: 200,
      requestId: 'big-1',
      request: { method: 'GET', path: '/ecom/v1/carts/current' },
    });
    // Read up to the limit and one chunk more, then the stream was cancelled: 4 MiB were on offer.
    expect(big.seen.pulled).toBeLessThanOrEqual(64 * KIB + 2 * KIB);
    await expect.poll(() => big.seen.cancelled).toBe(true);
    // Not retried: no platform answer is that large, and asking again would pull it again.
    expect(answered).toBe(1);
  });

  it('reads an answer of exactly the limit', async () => {
    const exact = streamedAnswer(64 * KIB);
    server.use(http.get(CART_URL, () => exact.response));
    const client = createClient({ host: HOST, maxAnswerBytes: 64 * KIB });
    const answer = await client.request<{ cart: { _id: string; note: string } }>(getCart);
    expect([answer.cart._id, answer.cart.note.length]).toEqual(['c1', 64 * KIB - 30]);
  });

  it('limits error answers too, with their status', async () => {
    server.use(http.get(CART_URL, () => streamedAnswer(256 * KIB, 503).response));
    const client = createClient({ host: HOST, maxAnswerBytes: 64 * KIB, retry: 0 });
    expect(await rejection(client.request(getCart))).toMatchObject({ name: 'AnswerTooLargeError', status: 503 });
  });

  it('is 10 MiB by default: a 10 MiB answer resolves, one byte more does not', async () => {
    const client = createClient({ host: HOST });
    server.use(http.get(CART_URL, () => streamedAnswer(10 * 1024 * KIB).response));
    expect(await client.request(getCart)).toMatchObject({ cart: { _id: 'c1' } });
    server.use(http.get(CART_URL, () => streamedAnswer(10 * 1024 * KIB + 1).response));
    expect(await rejection(client.request(getCart))).toMatchObject({ limit: 10 * 1024 * KIB });
  });

  it('refuses a limit that is not above 0', () => {
    for (const maxAnswerBytes of [0, -1, Number.NaN]) {
      let error: unknown;
      try {
        createClient({ host: HOST, maxAnswerBytes });
      } catch (caught) {
        error = caught;
      }
      expect(isConfigError(error)).toBe(true);
    }
  });
});
