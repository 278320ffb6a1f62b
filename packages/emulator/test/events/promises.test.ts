import Database from 'better-sqlite3';
import { decodeJwt } from 'jose';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { backoff } from '../../src/events/deliveries';
import { DELIVERY_POLICY, MAX_DELIVERY_BYTES } from '../../src/events/records';
import { LAYOUTS, line, type Loose } from '../helpers';
import { bootForFile } from '../support/boot';
import { startReceiver, verify } from './receiver';

const { cart, writer } = LAYOUTS.api;
const SUBS = '/__vitrine/events/subscriptions';
/** Waits for what the worker does off the request path (a key is made on first use: slow on a busy machine). */
const WAIT = { timeout: 15_000 };
const closers: Array<() => unknown> = [];
afterAll(async () => {
  for (const c of closers.reverse()) await c();
});

async function receiverFor() {
  const r = await startReceiver();
  closers.push(() => r.close());
  return r;
}

/** A host that accepts every connection and never answers; `accepted` counts the connections. */
async function hungServer(): Promise<{ url: string; accepted: () => number }> {
  const sockets: Socket[] = [];
  const server = createServer((s) => void sockets.push(s));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    sockets.forEach((s) => s.destroy());
    return new Promise((resolve) => server.close(resolve));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, accepted: () => sockets.length };
}

type Caller = { call: (m: string, p: string, o?: Loose) => Promise<{ status: number; body: Loose }> };

async function deliveries(client: Caller, query = ''): Promise<Loose[]> {
  return (await client.call('GET', `/__vitrine/events/deliveries?limit=1000${query}`)).body.deliveries as Loose[];
}

async function subscriptionId(client: Caller, url: string): Promise<string> {
  const subs = (await client.call('GET', SUBS)).body.subscriptions as Loose[];
  return subs.find((s) => s.url === url)!.id as string;
}

describe('a hung subscriber delays only itself', () => {
  test('40 cart events queue for a host that never answers; a healthy shop gets a price change at once', async () => {
    const hung = await hungServer();
    const healthy = await receiverFor();
    // Attempts to the hung host stay in flight for the whole test.
    const delivery = { timeoutMs: 120_000 };
    const { emu, client } = await bootForFile({ events: { subscribers: [hung.url, healthy.url], delivery } });
    for (let i = 0; i < 40; i++) {
      const token = (await client.visitor()).access_token;
      const r = await client.call('POST', `${cart}/add-to-cart`, {
        token,
        body: { lineItems: [line('prod-granola', 1)] },
      });
      expect(r.status).toBe(200);
    }
    // Each add is a cart's v1 event and its Cart V2 event.
    await healthy.waitFor(80);
    const r = await client.call('POST', `${writer}/v1/bulk/products/update`, {
      token: emu.apiKey,
      body: { ids: ['prod-granola'], set: { weight: 3 } },
    });
    expect(r.status).toBe(200);
    const got = await healthy.waitFor(81);
    const last = decodeJwt(got[80]!.body);
    expect(JSON.parse(last.data as string).eventType).toBe('com.wix.ecommerce.catalog.api.v1.ProductChanged');
    // The hung host holds its slots, no more; its other events wait, untried.
    expect(hung.accepted()).toBe(DELIVERY_POLICY.concurrencyPerSubscriber);
    const toHung = (await deliveries(client)).filter((d) => d.url === hung.url);
    expect(toHung).toHaveLength(81);
    expect(toHung.every((d) => d.status === 'pending' && d.attempts.length === 0)).toBe(true);
  });
});

describe('retries outlast a deploy; then a dead letter the admin can redeliver', () => {
  test('the schedule: the last of the attempts comes 24 to 72 hours after the first', () => {
    const total = (random: () => number) =>
      Array.from({ length: DELIVERY_POLICY.attempts - 1 }, (_, i) => backoff(DELIVERY_POLICY, i + 1, random)).reduce(
        (a, b) => a + b,
      );
    const hour = 3600_000;
    expect(total(() => 0)).toBeGreaterThanOrEqual(24 * hour);
    expect(total(() => 1)).toBeLessThanOrEqual(72 * hour);
    expect(backoff(DELIVERY_POLICY, 1, () => 1)).toBe(DELIVERY_POLICY.baseDelayMs);
    expect(backoff(DELIVERY_POLICY, 30, () => 1)).toBe(DELIVERY_POLICY.maxDelayMs);
  });

  test('a shop down for a day gets its event when it is back; after the last attempt, a dead letter', async () => {
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const receiver = await receiverFor();
    let up = false;
    receiver.answer = () => (up ? 200 : 503);
    const { client } = await bootForFile({ now: () => clock, events: { subscribers: [receiver.url] } });
    const subId = await subscriptionId(client, receiver.url);
    const token = (await client.visitor()).access_token;
    await client.call('POST', `${cart}/add-to-cart`, { token, body: { lineItems: [line('prod-granola', 1)] } });
    const first = async () =>
      (await deliveries(client, `&status=pending`)).at(-1) ?? (await deliveries(client)).at(-1)!;
    /** Moves the clock past the next attempt and wakes the worker with a write of another entity. */
    const nextAttempt = async (n: number) => {
      const d = await first();
      clock = Date.parse(d.nextAttemptDate as string) + 1;
      const other = (await client.visitor()).access_token;
      await client.call('POST', `${cart}/add-to-cart`, {
        token: other,
        body: { lineItems: [line('prod-granola', 1)] },
      });
      await expect
        .poll(async () => (await deliveries(client)).find((x) => x.id === d.id)!.attempts.length, {
          timeout: 10_000,
        })
        .toBe(n);
    };
    await expect.poll(async () => (await first()).attempts.length, WAIT).toBe(1);
    const start = clock;
    // Down for at least a day (the deploy that went wrong): every attempt fails, the delivery still waits.
    let n = 1;
    while (clock - start < 24 * 3600_000) await nextAttempt(++n);
    const waiting = (await deliveries(client)).find((d) => d.attempts.length === n)!;
    expect(waiting.status).toBe('pending');
    expect(n).toBeLessThan(DELIVERY_POLICY.attempts);
    // Then the remaining attempts fail too: a dead letter, listed for the admin with why.
    while (n < DELIVERY_POLICY.attempts) await nextAttempt(++n);
    const failed = (await client.call('GET', `${SUBS}/${subId}/failed`)).body.deliveries as Loose[];
    const dead = failed.find((d) => d.id === waiting.id)!;
    expect(dead).toMatchObject({ status: 'failed', reason: 'attempts-exhausted', subscriptionId: subId });
    expect(dead.attempts).toHaveLength(DELIVERY_POLICY.attempts);
    // The shop is back: the admin redelivers it, with its attempts so far kept.
    up = true;
    const before = receiver.received.length;
    const again = await client.call('POST', `/__vitrine/events/deliveries/${dead.id}/redeliver`);
    expect(again.body).toEqual({ redelivered: 1 });
    await expect
      .poll(async () => (await deliveries(client)).find((d) => d.id === dead.id)!.status, WAIT)
      .toBe('delivered');
    const resent = receiver.received.slice(before).filter((r) => r.status === 200);
    expect(resent.map((r) => JSON.parse(decodeJwt(r.body).data as string).eventType)).toContain(
      'wix.ecom.v1.cart_created',
    );
    expect((await client.call('POST', '/__vitrine/events/deliveries/999999/redeliver')).status).toBe(404);
  });
});

describe('a cart’s event stays under what receivers take', () => {
  test('the issue’s 30 adds of 10 lines with 2 KB of custom text: refused at the first add', async () => {
    const receiver = await receiverFor();
    const { client } = await bootForFile({ events: { subscribers: [receiver.url] } });
    const token = (await client.visitor()).access_token;
    const lines = (text: string, add: number) =>
      Array.from({ length: 10 }, (_, j) =>
        line('prod-granola', 1, { customTextFields: { Engraving: `${add}-${j}-${text}` } }),
      );
    const big = await client.call('POST', `${cart}/add-to-cart`, {
      token,
      body: { lineItems: lines('x'.repeat(2048), 0) },
    });
    expect(big.status).toBe(400);
    expect(big.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: 'lineItems[0].catalogReference.options',
      description: 'must be at most 1000 characters as JSON',
    });
    // Texts within a line's limit fill the cart's 32 KiB of text at the seventh add of ten such lines.
    const statuses: number[] = [];
    for (let add = 0; add < 30 && statuses.at(-1) !== 400; add++) {
      const r = await client.call('POST', `${cart}/add-to-cart`, {
        token,
        body: { lineItems: lines('"'.repeat(200), add) },
      });
      statuses.push(r.status);
      if (r.status === 400)
        expect(r.body.details.validationError.fieldViolations[0]).toMatchObject({
          field: 'lineItems',
          violatedRule: 'MAX_SIZE',
          data: { maxTextChars: 32768 },
        });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 400]);
    await expect.poll(() => receiver.received.length, WAIT).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await deliveries(client, '&status=pending')).length, WAIT).toBe(0);
    expect(Math.max(...receiver.received.map((r) => Buffer.byteLength(r.body)))).toBeLessThan(MAX_DELIVERY_BYTES);
  });
});

describe('nothing over the size limit is sent', () => {
  test('a delivery whose body is over the limit is a dead letter, `too-large`, and never posted', async () => {
    const receiver = await receiverFor();
    // A limit any cart's event is over: the limit is the receivers' 1 MiB unless told lower.
    const { client } = await bootForFile({ events: { subscribers: [receiver.url], delivery: { maxBodyBytes: 1000 } } });
    const subId = await subscriptionId(client, receiver.url);
    const token = (await client.visitor()).access_token;
    await client.call('POST', `${cart}/add-to-cart`, { token, body: { lineItems: [line('prod-granola', 1)] } });
    await expect
      .poll(async () => ((await client.call('GET', `${SUBS}/${subId}/failed`)).body.deliveries as Loose[]).length, WAIT)
      .toBe(2);
    const dead = (await client.call('GET', `${SUBS}/${subId}/failed`)).body.deliveries as Loose[];
    // The cart's v1 event and its Cart V2 event, both over the limit.
    expect(dead.map((d) => [d.status, d.reason, d.eventType]).sort()).toEqual([
      ['failed', 'too-large', 'wix.ecom.v1.cart_created'],
      ['failed', 'too-large', 'wix.ecom.v2.cart_created'],
    ]);
    expect(dead.map((d) => d.attempts)).toEqual([[], []]);
    expect(receiver.received).toHaveLength(0);
  });
});

describe('signed per app, each delivery with its own id', () => {
  test('each app has its key and is the audience; a retry carries the same jti', async () => {
    const a = await receiverFor();
    const b = await receiverFor();
    a.answer = (n) => (n === 1 ? 500 : 200);
    const { emu, client } = await bootForFile({
      events: {
        subscribers: [
          { url: a.url, appId: 'app-a' },
          { url: b.url, appId: 'app-b' },
        ],
        delivery: { baseDelayMs: 20, maxDelayMs: 40 },
      },
    });
    const keyA = await emu.eventsPublicKey('app-a');
    const keyB = (await client.call('GET', '/__vitrine/events/public-key?appId=app-b')).body.publicKey as string;
    expect(keyA).not.toBe(keyB);
    expect(keyA).not.toBe(await emu.eventsPublicKey());
    const token = (await client.visitor()).access_token;
    await client.call('POST', `${cart}/add-to-cart`, { token, body: { lineItems: [line('prod-granola', 1)] } });
    const [tried, retried] = await a.waitFor(2);
    const [toB] = await b.waitFor(1);
    const [ta, ra, tb] = await Promise.all([
      verify(tried!.body, keyA),
      verify(retried!.body, keyA),
      verify(toB!.body, keyB),
    ]);
    await expect(verify(toB!.body, keyA)).rejects.toThrow('signature verification failed');
    expect(ta.claims.aud).toBe('app-a');
    expect(tb.claims.aud).toBe('app-b');
    const subA = await subscriptionId(client, a.url);
    expect(ta.claims.jti).toBe(`${ta.payload.id}.${subA}`);
    expect(ra.claims.jti).toBe(ta.claims.jti);
    expect(tb.claims.jti).not.toBe(ta.claims.jti);
    expect(tb.payload.id).toBe(ta.payload.id);
  });
});

describe('the outbox', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-outbox-'));
  closers.push(() => rmSync(dir, { recursive: true, force: true }));

  test('20 cart updates while the shop is down wait as one; once delivered, no event body is kept', async () => {
    const receiver = await receiverFor();
    let up = false;
    receiver.answer = () => (up ? 200 : 503);
    const db = join(dir, 'outbox.db');
    const { client } = await bootForFile({
      db,
      events: { subscribers: [receiver.url], delivery: { baseDelayMs: 20, maxDelayMs: 50 } },
    });
    const outbox = new Database(db, { readonly: true });
    closers.push(() => outbox.close());
    const stored = () =>
      outbox.prepare(`SELECT count(*) AS rows, coalesce(sum(length(claim)), 0) AS bytes FROM event_outbox`).get() as {
        rows: number;
        bytes: number;
      };
    const token = (await client.visitor()).access_token;
    await client.call('POST', `${cart}/add-to-cart`, { token, body: { lineItems: [line('prod-granola', 1)] } });
    await receiver.waitFor(1);
    const one = stored().bytes;
    for (let q = 2; q <= 21; q++)
      await client.call('PATCH', cart, { token, body: { lineItems: [line('prod-granola', q)] } });
    // The created events (v1's being retried, Cart V2's behind it) and the latest update of each: each update carries
    // the whole cart.
    const waiting = await deliveries(client, '&status=pending');
    expect(waiting.map((d) => d.eventType).sort()).toEqual([
      'wix.ecom.v1.cart_created',
      'wix.ecom.v1.cart_updated',
      'wix.ecom.v2.cart_created',
      'wix.ecom.v2.cart_updated',
    ]);
    expect(stored().rows).toBe(4);
    expect(stored().bytes).toBeLessThan(3 * one);
    up = true;
    await expect.poll(async () => (await deliveries(client, '&status=pending')).length, WAIT).toBe(0);
    const publicKey = (await client.call('GET', '/__vitrine/events/public-key')).body.publicKey as string;
    const received = await Promise.all(receiver.received.map((r) => verify(r.body, publicKey)));
    const last = received.filter((r) => r.payload.entityFqdn === 'wix.ecom.v1.cart').at(-1)!;
    expect(last.payload.updatedEvent.currentEntity.lineItems[0].quantity).toBe(21);
    expect(stored()).toEqual({ rows: 4, bytes: 0 });
  });
});

describe('subscription URLs', () => {
  test('one endpoint under several spellings is one subscription, kept as the URL parser writes it', async () => {
    const { client } = await bootForFile();
    const spellings = [
      'HTTP://Shop.Example.COM:80/api/events',
      'http://shop.example.com/api/events#again',
      'http:\\\\shop.example.com\\api\\events',
      'http://shop.example.com/api/./x/../events',
    ];
    const ids = new Set<string>();
    for (const url of spellings) {
      const r = await client.call('POST', SUBS, { body: { url } });
      expect(r.status).toBe(200);
      expect(r.body.subscription.url).toBe('http://shop.example.com/api/events');
      ids.add(r.body.subscription.id as string);
    }
    expect(ids.size).toBe(1);
    expect((await client.call('GET', SUBS)).body.subscriptions).toHaveLength(1);
    const creds = await client.call('POST', SUBS, { body: { url: 'https://user:pw@shop.example.com/' } });
    expect(creds.status).toBe(400);
  });
});
