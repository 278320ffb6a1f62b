import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, test } from 'vitest';
import { LAYOUTS, line, type Loose } from '../helpers';
import { bootForFile } from '../support/boot';
import { entityOf, startReceiver, verify } from './receiver';

const fast = { baseDelayMs: 40, maxDelayMs: 200, timeoutMs: 300, attempts: 6 };
const cart = LAYOUTS.api.cart;
const writer = LAYOUTS.api.writer;
const closers: Array<() => Promise<void>> = [];
afterAll(() => Promise.all(closers.map((c) => c())));

async function receiverFor() {
  const r = await startReceiver();
  closers.push(() => r.close());
  return r;
}

/** A port nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

/** An app that takes every request and never answers; `taken` counts the requests. */
async function silentServer(): Promise<{ url: string; taken: () => number }> {
  let taken = 0;
  const silent = createServer(() => void taken++);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        silent.closeAllConnections();
        silent.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, taken: () => taken };
}

/** The engine's garbage collector, without starting Node with --expose-gc. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** The deliveries of v1's cart events (each cart change also sends its Cart V2 event, delivered after it). */
async function deliveries(client: { call: (m: string, p: string) => Promise<{ body: Loose }> }, status = '') {
  const all = (await client.call('GET', `/__vitrine/events/deliveries${status ? `?status=${status}` : ''}`)).body
    .deliveries as Loose[];
  return all.filter((d) => !String(d.eventType).startsWith('wix.ecom.v2.'));
}

describe('delivery', () => {
  test('a write answers at once while its subscriber is down; the event arrives once the subscriber is up', async () => {
    const port = await closedPort();
    const url = `http://127.0.0.1:${port}/events`;
    const { client } = await bootForFile({ events: { subscribers: [url], delivery: fast } });
    const token = (await client.visitor()).access_token;
    const started = Date.now();
    const added = await client.call('POST', `${cart}/add-to-cart`, {
      token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    expect(added.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    // Refused connections are attempts that failed: they are kept, with why.
    await expect
      .poll(async () => (await deliveries(client))[0]?.attempts.length ?? 0, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    const [pending] = await deliveries(client, 'pending');
    expect(pending).toMatchObject({
      eventType: 'wix.ecom.v1.cart_created',
      entityKey: `cart:${added.body.cart.id}`,
      url,
      status: 'pending',
      nextAttemptDate: expect.any(String),
    });
    expect(pending!.attempts[0]).toEqual({
      date: expect.any(String),
      durationMs: expect.any(Number),
      error: expect.stringMatching(/^fetch failed/),
    });
    const receiver = await startReceiver(port);
    closers.push(() => receiver.close());
    const [got] = await receiver.waitFor(1);
    const decoded = await verify(got!.body, (await client.call('GET', '/__vitrine/events/public-key')).body.publicKey);
    expect(decoded.payload.id).toBe(pending!.eventId);
    await expect.poll(async () => (await deliveries(client))[0]?.status, { timeout: 10_000 }).toBe('delivered');
    const [done] = await deliveries(client, 'delivered');
    expect(done!.attempts.at(-1)).toEqual({ date: expect.any(String), durationMs: expect.any(Number), status: 200 });
    expect(done!.finishedDate).toEqual(expect.any(String));
  });

  test('a slow subscriber slows no write; an attempt past its time limit is a timeout', async () => {
    const { url } = await silentServer();
    const { client } = await bootForFile({ events: { subscribers: [url], delivery: { ...fast, attempts: 2 } } });
    const token = (await client.visitor()).access_token;
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const r = await client.call('POST', `${cart}/add-to-cart`, {
        token,
        body: { lineItems: [line('prod-granola', 1)] },
      });
      expect(r.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(250);
    }
    await expect.poll(async () => (await deliveries(client, 'failed')).length, { timeout: 15_000 }).toBe(3);
    const failed = await deliveries(client, 'failed');
    expect(failed.map((d) => d.attempts.map((a: Loose) => a.error))).toEqual([
      ['timed out', 'timed out'],
      ['timed out', 'timed out'],
      ['timed out', 'timed out'],
    ]);
  });

  test('an attempt times out though the engine collects garbage while it waits', async () => {
    const silent = await silentServer();
    const { client } = await bootForFile({
      events: { subscribers: [silent.url], delivery: { ...fast, timeoutMs: 500, attempts: 1 } },
    });
    const token = (await client.visitor()).access_token;
    await client.call('POST', `${cart}/add-to-cart`, { token, body: { lineItems: [line('prod-granola', 1)] } });
    await expect.poll(silent.taken, { timeout: 5_000 }).toBe(1);
    for (let i = 0; i < 3; i++) collectGarbage();
    await expect
      .poll(async () => (await deliveries(client, 'failed'))[0]?.attempts, { timeout: 5_000 })
      .toEqual([{ date: expect.any(String), durationMs: expect.any(Number), error: 'timed out' }]);
  });

  test('a receiver that answers 500 three times gets the event on the fourth try, with the same event id', async () => {
    const receiver = await receiverFor();
    receiver.answer = (n) => (n <= 3 ? 500 : 204);
    const { emu, client } = await bootForFile({ events: { subscribers: [receiver.url], delivery: fast } });
    const publicKey = await emu.eventsPublicKey();
    const token = (await client.visitor()).access_token;
    await client.call('POST', `${cart}/add-to-cart`, { token, body: { lineItems: [line('prod-granola', 1)] } });
    const got = await receiver.waitFor(4);
    const decoded = await Promise.all(got.map((g) => verify(g.body, publicKey)));
    expect(new Set(decoded.map((d) => d.payload.id)).size).toBe(1);
    // Each try waits longer than the one before it (doubling, half of it random).
    const waits = got.slice(1).map((g, i) => g.at - got[i]!.at);
    expect(waits[0]).toBeGreaterThanOrEqual(20);
    expect(waits[2]).toBeGreaterThanOrEqual(80);
    await expect.poll(async () => (await deliveries(client))[0]?.status, { timeout: 10_000 }).toBe('delivered');
    const [d] = await deliveries(client);
    expect(d!.attempts.map((a: Loose) => a.status)).toEqual([500, 500, 500, 204]);
  });

  test('one entity’s events arrive in order: the next waits for the one before; other entities do not wait', async () => {
    const receiver = await receiverFor();
    // Cart A's first event (the first of all) fails until cart B's has arrived, and at least twice: B's would
    // never arrive, and the test time out, if it queued behind A's.
    let cartA: string | undefined;
    let bArrived = false;
    let failuresOfA = 0;
    receiver.answer = (_n, body) => {
      const entity = entityOf(body);
      cartA ??= entity;
      if (entity !== cartA) bArrived = true;
      else if (!bArrived || failuresOfA < 2) return (failuresOfA++, 503);
      return 200;
    };
    const { emu, client } = await bootForFile({ events: { subscribers: [receiver.url], delivery: fast } });
    const publicKey = await emu.eventsPublicKey();
    const a = (await client.visitor()).access_token;
    const b = (await client.visitor()).access_token;
    await client.call('POST', `${cart}/add-to-cart`, { token: a, body: { lineItems: [line('prod-granola', 1)] } });
    await receiver.waitFor(1);
    for (const quantity of [2, 3]) {
      const body = { lineItems: [line('prod-granola', quantity)] };
      await client.call('PATCH', cart, { token: a, body });
    }
    await client.call('POST', `${cart}/add-to-cart`, { token: b, body: { lineItems: [line('prod-granola', 1)] } });
    // Everything: A's created (its failed tries and the one delivered), A's two updates, B's created, each change's
    // v1 event followed by its Cart V2 one.
    await expect.poll(() => receiver.received.length - failuresOfA, { timeout: 10_000 }).toBe(8);
    const all = await Promise.all(receiver.received.map((g) => verify(g.body, publicKey)));
    const ofAV2 = all.filter((g) => g.payload.entityId === cartA && g.payload.entityFqdn === 'wix.ecom.v2.cart');
    expect(ofAV2.map((g) => g.payload.slug)).toEqual(['created', 'updated', 'updated']);
    const got = all.filter((g) => g.payload.entityFqdn === 'wix.ecom.v1.cart');
    const ofA = got.filter((g) => g.payload.entityId === cartA);
    expect(ofA.map((g) => g.payload.slug)).toEqual([...Array(failuresOfA + 1).fill('created'), 'updated', 'updated']);
    expect(failuresOfA).toBeGreaterThanOrEqual(2);
    expect(ofA.slice(-2).map((g) => g.payload.updatedEvent.currentEntity.lineItems[0].quantity)).toEqual([2, 3]);
    // B's cart was not held back by A's failures.
    const bAt = got.findIndex((g) => g.payload.entityId !== cartA);
    expect(bAt).toBeLessThan(got.findIndex((g) => g.payload.slug === 'updated'));
  });

  test('a write rolled back sends nothing, though it had recorded an event before it failed', async () => {
    const receiver = await receiverFor();
    const { emu, client } = await bootForFile({ events: { subscribers: [receiver.url], delivery: fast } });
    const publicKey = await emu.eventsPublicKey();
    const col = (
      await client.call('POST', `${writer}/v1/collections`, {
        token: emu.apiKey,
        body: { collection: { name: 'Rollback' } },
      })
    ).body.collection as Loose;
    // The first product joins (its ProductChanged is recorded), the second is unknown: all of it is undone.
    const failed = await client.call('POST', `${writer}/v1/collections/${col.id}/productIds`, {
      token: emu.apiKey,
      body: { productIds: ['prod-granola', 'no-such-product'] },
    });
    expect(failed.status).toBe(404);
    await client.call('DELETE', `${writer}/v1/collections/${col.id}`, { token: emu.apiKey });
    const got = await Promise.all((await receiver.waitFor(2)).map((g) => verify(g.body, publicKey)));
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.received).toHaveLength(2);
    expect(got.map((g) => g.eventType.split('.').pop())).toEqual(['CollectionCreated', 'CollectionDeleted']);
    expect((await deliveries(client)).map((d) => d.eventType.split('.').pop())).toEqual([
      'CollectionDeleted',
      'CollectionCreated',
    ]);
  });

  test('every catalogue write path sends its events', async () => {
    const receiver = await receiverFor();
    const { emu, client } = await bootForFile({ events: { subscribers: [receiver.url], delivery: fast } });
    const publicKey = await emu.eventsPublicKey();
    const key = emu.apiKey;
    const id = 'prod-linen-shirt';
    const calls: Array<[string, string, unknown?]> = [
      ['POST', `/v1/products/${id}/media`, { media: [{ url: 'https://example.com/a.jpg' }] }],
      ['POST', `/v1/products/${id}/remove-brand`, {}],
      ['POST', `/v1/products/${id}/remove-ribbon`, {}],
      ['POST', '/v1/bulk/products/update', { ids: [id, 'prod-granola'], set: { weight: 2 } }],
      ['POST', '/v1/bulk/products/adjust-properties', { ids: [id], adjust: { price: { amount: 1 } } }],
      ['POST', `/v1/products/${id}/variants/resetToDefault`, {}],
      ['DELETE', `/v1/products/${id}/options`],
    ];
    for (const [method, path, body] of calls) {
      const r = await client.call(method, writer + path, { token: key, ...(body ? { body } : {}) });
      expect([path, r.status]).toEqual([path, 200]);
    }
    const got = await Promise.all((await receiver.waitFor(10)).map((g) => verify(g.body, publicKey)));
    const short = (t: string) => t.replace('com.wix.ecommerce.catalog.api.v1.', '');
    // In order per product (other products' events may come in between).
    const of = (productId: string) => got.filter((g) => g.payload.productId === productId);
    expect(of('prod-granola').map((g) => [short(g.eventType), g.payload.changedFields])).toEqual([
      ['ProductChanged', expect.arrayContaining(['weight'])],
    ]);
    const linen = of(id);
    expect(linen.map((g) => short(g.eventType))).toEqual([
      'ProductChanged', // media
      'ProductChanged', // remove-brand
      'ProductChanged', // remove-ribbon
      'ProductChanged', // bulk update
      'ProductChanged', // bulk adjust
      'ProductChanged', // resetToDefault
      'VariantsChanged',
      'ProductChanged', // options deleted
      'VariantsChanged',
    ]);
    expect(linen[0]!.payload.changedFields).toEqual(['media']);
    expect(linen[3]!.payload.changedFields).toContain('weight');
    expect(linen[4]!.payload.changedFields).toContain('price');
    expect(linen[7]!.payload.changedFields).toContain('productOptions');
  });
});
