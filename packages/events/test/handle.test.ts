import { describe, expect, it, vi } from 'vitest';
import { createEventReceiver, EVENT_TYPES } from '../src';
import { deliver, makeKeys, type DeliveryInit } from './support/deliver';
import * as wire from './support/payloads';

const keys = await makeKeys();
const otherKeys = await makeKeys();
const event: DeliveryInit = { eventType: EVENT_TYPES.productChanged, payload: wire.productChanged() };
const post = (body: BodyInit | null, headers?: HeadersInit) =>
  new Request('https://shop.example/api/events', { method: 'POST', body, headers });

async function answer(request: Request, setUp?: (events: ReturnType<typeof createEventReceiver>) => void) {
  const onError = vi.fn();
  const handler = vi.fn();
  const events = createEventReceiver({ publicKey: keys.publicKey, onError, maxBodyBytes: 64 * 1024 });
  events.onProductChanged(handler);
  setUp?.(events);
  const response = await events.handle(request);
  return {
    status: response.status,
    body: await response.text(),
    allow: response.headers.get('allow'),
    handled: handler.mock.calls.length,
    errors: onError.mock.calls.map(([error]) => (error as Error).name),
  };
}

describe('handle(request)', () => {
  it('answers 200 once the handlers ran', async () => {
    expect(await answer(post(await deliver(keys, event)))).toEqual({
      status: 200,
      body: '',
      allow: null,
      handled: 1,
      errors: [],
    });
  });

  it('answers 401 for a signature of another key, empty', async () => {
    expect(await answer(post(await deliver(otherKeys, event)))).toEqual({
      status: 401,
      body: '',
      allow: null,
      handled: 0,
      errors: ['EventVerificationError'],
    });
  });

  it('answers 401 for an expired token', async () => {
    const expired = await deliver(keys, event, Math.floor(Date.now() / 1000) - 5);
    expect(await answer(post(expired))).toMatchObject({ status: 401, body: '', handled: 0 });
  });

  it('answers 400 for a body that is no JWT', async () => {
    expect(await answer(post('hello'))).toMatchObject({ status: 400, body: '', handled: 0 });
    expect(await answer(post(null))).toMatchObject({ status: 400, body: '', handled: 0 });
  });

  it('answers 413 past the body limit, by its declared length or by what it reads', async () => {
    const big = 'x'.repeat(64 * 1024 + 1);
    expect(await answer(post(big))).toMatchObject({ status: 413, body: '', handled: 0 });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = new Request('https://shop.example/api/events', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await answer(streamed)).toMatchObject({ status: 413, handled: 0 });
  });

  it('answers 405 to anything but POST', async () => {
    expect(await answer(new Request('https://shop.example/api/events'))).toEqual({
      status: 405,
      body: '',
      allow: 'POST',
      handled: 0,
      errors: [],
    });
  });

  it('answers 400 for an event type nobody takes, and 200 once onUnknown takes it', async () => {
    const other = await deliver(keys, { eventType: 'wix.ecom.v1.order_created', payload: {} });
    expect(await answer(post(other))).toMatchObject({ status: 400, errors: ['UnknownEventError'] });
    const taken = await answer(post(other), (events) => events.onUnknown(() => {}));
    expect(taken).toMatchObject({ status: 200, errors: [] });
  });

  it('answers 500 when a handler throws, and says nothing of it', async () => {
    const result = await answer(post(await deliver(keys, event)), (events) =>
      events.onProductChanged(() => {
        throw new TypeError('database down at 10.0.0.7');
      }),
    );
    expect(result).toEqual({ status: 500, body: '', allow: null, handled: 1, errors: ['TypeError'] });
  });
});
