import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminHeaders, boot, LAYOUTS, line, type Client } from '../helpers';
import type { RunningEmulator } from '../../src/index';
import { APP, redirectSession, signInUrl } from './attack';

// Finding 10, framing: the login and checkout pages had no framing policy, so any site could frame them
// (clickjacking). They now name their app's origins in `frame-ancestors` (its silent sign-in runs in a hidden
// frame); every other emulator page may not be framed at all. No `X-Frame-Options`: it cannot name origins.

let emu: RunningEmulator;
let client: Client;
beforeAll(async () => {
  ({ emu, client } = await boot({
    oauthApps: [{ clientId: 'framed-shop', allowedRedirectOrigins: ['https://shop.example', 'http://127.0.0.1:4000'] }],
  }));
});
afterAll(() => emu.close());

const APP_FRAMING = 'frame-ancestors http://localhost:3000 http://127.0.0.1:3000';
const LOOPBACK_FRAMING =
  'frame-ancestors http://localhost:* http://127.0.0.1:* https://localhost:* https://127.0.0.1:*';
const NONE = "frame-ancestors 'none'";

async function framing(url: string, init: RequestInit = {}): Promise<[number, string | null, string | null]> {
  const res = await fetch(url, { redirect: 'manual', ...init });
  await res.arrayBuffer();
  return [res.status, res.headers.get('content-security-policy'), res.headers.get('x-frame-options')];
}

describe('pages an app may frame: only its origins may', () => {
  test('the sign-in page (auth and login sessions)', async () => {
    expect(await framing(await signInUrl(client))).toEqual([200, APP_FRAMING, null]);
    const shop = await signInUrl(client, 'framed-shop', 'https://shop.example/cb');
    expect(await framing(shop)).toEqual([200, 'frame-ancestors https://shop.example http://127.0.0.1:4000', null]);
    const login = await redirectSession(client, APP, { login: {} });
    expect(await framing(login.body.redirectSession.fullUrl)).toEqual([200, APP_FRAMING, null]);
  });

  test('a client id with no app: its pages (a login session; it gets no sign-in answer) may be framed by loopback pages', async () => {
    const login = await redirectSession(client, 'no-app', { login: {} });
    expect(await framing(login.body.redirectSession.fullUrl)).toEqual([200, LOOPBACK_FRAMING, null]);
  });

  test('the sign-in form’s answers: an error shown on the form, and a refused post', async () => {
    const url = await signInUrl(client);
    const refused = await framing(url, { method: 'POST', body: new URLSearchParams({ email: 'a@b.c' }) });
    expect(refused).toEqual([403, APP_FRAMING, null]);
  });

  test('the checkout page', async () => {
    const visitor = await client.visitor(APP);
    await client.call('POST', `${LAYOUTS.api.cart}/add-to-cart`, {
      token: visitor.access_token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    const checkout = await client.call('POST', `${LAYOUTS.api.cart}/create-checkout`, {
      token: visitor.access_token,
      body: {},
    });
    const session = await client.call('POST', LAYOUTS.api.redirects, {
      token: visitor.access_token,
      body: { ecomCheckout: { checkoutId: checkout.body.checkoutId } },
    });
    expect(await framing(session.body.redirectSession.fullUrl)).toEqual([200, APP_FRAMING, null]);
  });
});

describe('pages nobody may frame', () => {
  test.each([
    ['the logout page', async () => (await redirectSession(client, APP, { logout: {} })).body.redirectSession.fullUrl],
    [
      'the generic page',
      async () => (await redirectSession(client, APP, { storesProduct: {} })).body.redirectSession.fullUrl,
    ],
    ['the new-password page', async () => `${emu.url}/__vitrine/pages/recover?recoveryToken=x`],
    ['an unknown session', async () => `${emu.url}/__vitrine/pages/auth?session=nope`],
  ])('%s', async (_name, url) => {
    const [status, policy, xfo] = await framing(await url());
    expect([policy, xfo]).toEqual([NONE, null]);
    expect([200, 404]).toContain(status);
  });

  test('the dev inbox, and the dev endpoints’ answers', async () => {
    expect(await framing(`${emu.url}/__vitrine/inbox`, { headers: adminHeaders(emu) })).toEqual([200, NONE, null]);
    expect(await framing(`${emu.url}/__vitrine/inbox`)).toEqual([403, NONE, null]);
    expect(await framing(`${emu.url}/__vitrine/health`)).toEqual([200, NONE, null]);
  });
});
