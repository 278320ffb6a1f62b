import { describe, expect, test } from 'vitest';
import { EventSubscriptionError, startEmulator } from '../../src/index';
import { bootForFile } from '../support/boot';

const { emu, client } = await bootForFile();
const SUBS = '/__vitrine/events/subscriptions';

function violation(field: string, description: string, violatedRule = 'VALIDATION') {
  return {
    message: `INVALID_ARGUMENT: "${field}" ${description}`,
    details: { validationError: { fieldViolations: [{ field, description, violatedRule }] } },
  };
}

describe('subscriptions refuse what is not an app’s http(s) endpoint', () => {
  test.each([
    ['ftp://example.com/events', 'must be an http(s) URL'],
    ['javascript:alert(1)', 'must be an http(s) URL'],
    ['file:///etc/passwd', 'must be an http(s) URL'],
    ['/relative/path', 'must be an absolute URL'],
    ['http://user:secret@example.com/', 'must not carry a user name or password'],
  ])('%s', async (url, description) => {
    const r = await client.call('POST', SUBS, { body: { url } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual(violation('url', description));
  });

  test('an empty, long or missing URL, a bad app id, an unknown field', async () => {
    const cases: Array<[unknown, string, string, string]> = [
      [{ url: '' }, 'url', 'must be at least 1 characters long', 'MIN_LENGTH'],
      [{ url: `https://example.com/${'a'.repeat(2048)}` }, 'url', 'must be at most 2048 characters long', 'MAX_LENGTH'],
      [{ url: 'https://example.com/', appId: 'a b' }, 'appId', 'must be 1 to 100 of A-Z a-z 0-9 . _ ~ -', 'VALIDATION'],
    ];
    for (const [body, field, description, rule] of cases) {
      const r = await client.call('POST', SUBS, { body });
      expect(r.body).toEqual(violation(field, description, rule));
    }
    expect((await client.call('POST', SUBS, { body: {} })).status).toBe(400);
    expect((await client.call('POST', SUBS, { body: { url: 'https://example.com/', extra: 1 } })).status).toBe(400);
    expect((await client.call('GET', SUBS)).body).toEqual({ subscriptions: [] });
  });

  test('without the admin token, or from another origin, nothing is subscribed or shown; the public key is public', async () => {
    const anonymous = await fetch(emu.url + SUBS, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://example.com/' }),
    });
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toMatchObject({
      message: `POST ${SUBS} needs the admin token in the x-vitrine-admin-token header: the emulator prints it at start (RunningEmulator.adminToken from code)`,
      details: { applicationError: { code: 'PERMISSION_DENIED' } },
    });
    const crossSite = await client.call('POST', SUBS, {
      headers: { origin: 'https://evil.example' },
      body: { url: 'https://example.com/' },
    });
    expect(crossSite.status).toBe(403);
    for (const path of [SUBS, '/__vitrine/events/deliveries']) expect((await fetch(emu.url + path)).status).toBe(403);
    const key = await fetch(emu.url + '/__vitrine/events/public-key');
    expect(key.status).toBe(200);
    const body = (await key.json()) as { publicKey: string; publicKeyBase64: string };
    expect(body.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/);
    expect(Buffer.from(body.publicKeyBase64, 'base64').toString()).toBe(body.publicKey);
    expect(body.publicKey).toBe(await emu.eventsPublicKey());
    expect((await client.call('GET', SUBS)).body).toEqual({ subscriptions: [] });
  });

  test('subscribe, list, subscribe again, unsubscribe; at most 20; an unknown id is a 404', async () => {
    const made = await client.call('POST', SUBS, { body: { url: 'https://example.com/hook', appId: 'shop' } });
    expect(made.body).toEqual({
      subscription: {
        id: expect.any(String),
        url: 'https://example.com/hook',
        appId: 'shop',
        createdDate: expect.any(String),
      },
    });
    const again = await client.call('POST', SUBS, { body: { url: 'https://example.com/hook' } });
    expect(again.body.subscription).toEqual({ ...made.body.subscription, appId: undefined });
    for (let i = 1; i < 20; i++)
      expect((await client.call('POST', SUBS, { body: { url: `https://example.com/${i}` } })).status).toBe(200);
    const over = await client.call('POST', SUBS, { body: { url: 'https://example.com/21' } });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      message: 'The emulator keeps at most 20 event subscriptions',
      details: { applicationError: { code: 'TOO_MANY_SUBSCRIPTIONS' } },
    });
    const subs = (await client.call('GET', SUBS)).body.subscriptions as Array<{ id: string }>;
    expect(subs).toHaveLength(20);
    for (const s of subs) expect((await client.call('DELETE', `${SUBS}/${s.id}`)).body).toEqual({});
    const unknown = await client.call('DELETE', `${SUBS}/nope`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: 'Event subscription nope not found' });
  });

  test('the deliveries endpoint checks its status and limit', async () => {
    expect((await client.call('GET', '/__vitrine/events/deliveries?status=lost')).body).toEqual({
      message: 'INVALID_ARGUMENT: "status" must be one of pending, delivered, failed',
      details: {
        validationError: {
          fieldViolations: [
            {
              field: 'status',
              description: 'must be one of pending, delivered, failed',
              violatedRule: 'INVALID_ENUM_VALUE',
              data: { allowed: ['pending', 'delivered', 'failed'] },
            },
          ],
        },
      },
    });
    expect((await client.call('GET', '/__vitrine/events/deliveries?limit=0')).status).toBe(400);
  });

  test('startEmulator refuses a subscriber that is not an http(s) URL', async () => {
    const start = () => startEmulator({ events: { subscribers: ['gopher://example.com/'] } });
    await expect(start()).rejects.toThrow(EventSubscriptionError);
    await expect(start()).rejects.toThrow('Event subscriber "gopher://example.com/": url must be an http(s) URL');
    await expect(startEmulator({ events: { delivery: { attempts: 0 } } })).rejects.toThrow(
      'events.delivery.attempts must be a positive number, got 0',
    );
  });
});
