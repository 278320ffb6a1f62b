// A delivery is taken once while its token lives: a replay is refused (answered 200, nothing run).
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import {
  createEventReceiver,
  createMemoryReplayStore,
  createRevalidationHandler,
  EVENT_TYPES,
  type EventReceiverOptions,
  type ReplayStore,
} from '../src';
import { dataClaim, deliver, makeKeys, nowSeconds, signedExactly, type DeliveryInit } from './support/deliver';
import * as wire from './support/payloads';

const keys = await makeKeys();
const event: DeliveryInit = {
  eventType: EVENT_TYPES.cartUpdated,
  payload: wire.cartUpdated(),
  instanceId: wire.INSTANCE,
};
const post = (body: string) => new Request('https://shop.example/api/events', { method: 'POST', body });
const REPLAYED = {
  name: 'EventVerificationError',
  reason: 'replayed',
  status: 200,
  message: 'The delivery was received already',
};

function receiver(options: Partial<EventReceiverOptions> = {}) {
  const onError = vi.fn();
  const handler = vi.fn();
  const events = createEventReceiver({ publicKey: keys.publicKey, onError, ...options });
  events.onCartUpdated(handler);
  const errors = () => onError.mock.calls.map(([error]) => error as Error & { reason?: string });
  return { events, handler, errors };
}

describe('a delivery replayed', () => {
  it('50 times at once is taken once: 1 accepted, 49 refused, the handler ran once', async () => {
    const { events, handler } = receiver();
    const body = await deliver(keys, event);
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => events.process(body)));
    const refusals = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(refusals).toHaveLength(49);
    for (const refusal of refusals) expect(refusal).toMatchObject({ ...REPLAYED, deliveryId: expect.any(String) });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('to handle() 50 times is answered 200 each time, run once, and each replay is told to onError', async () => {
    const { events, handler, errors } = receiver();
    const body = await deliver(keys, event);
    const statuses = [];
    for (let i = 0; i < 50; i++) statuses.push((await events.handle(post(body))).status);
    expect(statuses).toEqual(Array.from({ length: 50 }, () => 200));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(errors()).toHaveLength(49);
    for (const error of errors()) expect(error).toMatchObject(REPLAYED);
  });

  it('with its signature spelled another way (base64url’s spare bits) is the same delivery', async () => {
    const { events, handler } = receiver();
    const body = await deliver(keys, event);
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = body.slice(0, -1) + ALPHABET[ALPHABET.indexOf(body.at(-1)!) ^ 1];
    expect(respelled).not.toBe(body);
    await events.process(body);
    await expect(events.process(respelled)).rejects.toMatchObject(REPLAYED);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('with the same jti in another token is the same delivery', async () => {
    const { events, handler } = receiver();
    const token = (iat: number) =>
      signedExactly(keys, { data: dataClaim(event), jti: 'delivery-1', iat, exp: nowSeconds() + 300 });
    await events.process(await token(nowSeconds() - 2));
    await expect(events.process(await token(nowSeconds()))).rejects.toMatchObject(REPLAYED);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('after its handler failed is taken again: the platform’s retry must be', async () => {
    const { events, handler } = receiver();
    handler.mockRejectedValueOnce(new Error('database down'));
    const body = await deliver(keys, event);
    expect((await events.handle(post(body))).status).toBe(500);
    expect((await events.handle(post(body))).status).toBe(200);
    expect((await events.handle(post(body))).status).toBe(200);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('is refused by a receiver of its own; another receiver (another store) takes it once too', async () => {
    const first = receiver();
    const second = receiver();
    const body = await deliver(keys, event);
    for (const { events } of [first, second, first, second]) await events.handle(post(body));
    expect([first.handler.mock.calls.length, second.handler.mock.calls.length]).toEqual([1, 1]);
  });

  it('to another instance of the server is refused when they share a store', async () => {
    const shared = createMemoryReplayStore();
    const first = receiver({ replayStore: shared });
    const second = receiver({ replayStore: shared });
    const body = await deliver(keys, event);
    expect((await first.events.handle(post(body))).status).toBe(200);
    expect((await second.events.handle(post(body))).status).toBe(200);
    expect([first.handler.mock.calls.length, second.handler.mock.calls.length]).toEqual([1, 0]);
    expect(second.errors()).toMatchObject([REPLAYED]);
  });
});

describe('the same event delivered again by the platform (signed anew)', () => {
  it('is another delivery: both are taken (at least once; a handler keys its effects by the event’s id)', async () => {
    const { events, handler } = receiver();
    const signedAt = (iat: number) =>
      new SignJWT({ data: dataClaim(event) })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + 300)
        .sign(keys.privateKey);
    await events.process(await signedAt(nowSeconds() - 5));
    await events.process(await signedAt(nowSeconds()));
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler.mock.calls.map(([envelope]) => (envelope as { metadata: { _id: string } }).metadata._id)).toEqual([
      'evt-updated',
      'evt-updated',
    ]);
  });
});

describe('the replay store', () => {
  it('is asked with the token’s expiry plus the clock skew, and refused deliveries are not remembered', async () => {
    const calls: [string, number][] = [];
    const memory = createMemoryReplayStore();
    const store: ReplayStore = {
      remember: (id, expiresAt) => (calls.push([id, expiresAt]), memory.remember(id, expiresAt)),
      forget: (id) => memory.forget(id),
    };
    const { events } = receiver({ replayStore: store, clockSkewSeconds: 10 });
    const exp = nowSeconds() + 300;
    await events.process(await signedExactly(keys, { data: dataClaim(event), exp }));
    await events.process(await signedExactly(keys, { data: dataClaim(event) })).catch(() => undefined);
    expect(calls).toEqual([[expect.stringMatching(/^sig:[\w-]{43}$/), (exp + 10) * 1000]]);
  });

  it('that fails answers 500 and runs nothing, so the platform tries again', async () => {
    const down = new Error('store unreachable');
    const { events, handler, errors } = receiver({
      replayStore: { remember: () => Promise.reject(down), forget: () => Promise.resolve() },
    });
    expect((await events.handle(post(await deliver(keys, event)))).status).toBe(500);
    expect(handler).not.toHaveBeenCalled();
    expect(errors()).toEqual([down]);
  });

  it('in memory forgets an id once its token has expired (an injected clock, not a wait)', async () => {
    let now = Date.now();
    const { events, handler } = receiver({ replayStore: createMemoryReplayStore({ now: () => now }) });
    const exp = nowSeconds() + 300;
    const body = await signedExactly(keys, { data: dataClaim(event), exp });
    await events.process(body);
    now = (exp + 60) * 1000 - 1;
    await expect(events.process(body)).rejects.toMatchObject(REPLAYED);
    now = (exp + 60) * 1000;
    await events.process(body);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('in memory prunes expired ids as new ones come, and holds at most maxEntries', async () => {
    let now = 0;
    const store = createMemoryReplayStore({ maxEntries: 3, now: () => now });
    expect(await store.remember('a', 10)).toBe(true);
    expect(await store.remember('b', 20)).toBe(true);
    expect(await store.remember('a', 10)).toBe(false);
    now = 15; // a has expired: pruned when c comes, b is kept
    expect(await store.remember('c', 30)).toBe(true);
    expect(await store.remember('b', 20)).toBe(false);
    expect(await store.remember('d', 40)).toBe(true);
    // Full (b, c, d): e drops the oldest, b.
    expect(await store.remember('e', 50)).toBe(true);
    expect([await store.remember('c', 30), await store.remember('d', 40), await store.remember('e', 50)]).toEqual([
      false,
      false,
      false,
    ]);
    expect(await store.remember('b', 20)).toBe(true);
  });

  it('in memory forgets an id on forget()', async () => {
    const store = createMemoryReplayStore();
    expect(await store.remember('a', Date.now() + 1000)).toBe(true);
    await store.forget('a');
    expect(await store.remember('a', Date.now() + 1000)).toBe(true);
  });
});

describe('createRevalidationHandler', () => {
  it('revalidates once for a delivery replayed 50 times, answering 200 each time', async () => {
    const revalidate = vi.fn();
    const handle = createRevalidationHandler({ publicKey: keys.publicKey, revalidate });
    const body = await deliver(keys, { eventType: EVENT_TYPES.productDeleted, payload: wire.productDeleted() });
    const answers = await Promise.all(Array.from({ length: 50 }, () => handle(post(body))));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(revalidate.mock.calls).toEqual([[['vitrine:product:prod-linen-shirt']]]);
  });
});
