import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot, LAYOUTS, line, type Client } from '../helpers';
import type { RunningEmulator } from '../../src/index';
import { APP, APP_ORIGIN, EVIL, redirectSession } from './attack';

// Finding 10, open redirects: a redirect session's postFlowUrl (login, logout, any section) and thankYouPageUrl
// sent the browser anywhere, under the emulator's name. Now they must lie on the OAuth app's origins.

let emu: RunningEmulator;
let client: Client;
beforeAll(async () => {
  ({ emu, client } = await boot());
});
afterAll(() => emu.close());

function refused(...violations: [field: string, description: string][]) {
  const fieldViolations = violations.map(([field, description]) => ({
    field,
    description,
    violatedRule: 'VALIDATION',
  }));
  const message = `INVALID_ARGUMENT: ${violations.map(([f, d]) => `"${f}" ${d}`).join(', ')}`;
  return { message, details: { validationError: { fieldViolations } } };
}
const notTheApp = (origin: string, clientId = APP) =>
  `has the origin ${origin}, which the OAuth app ${clientId} does not allow`;

describe('post-flow URLs', () => {
  test.each([
    ['login', { login: {} }],
    ['logout', { logout: { clientId: APP } }],
    ['a section the emulator shows a generic page for', { storesProduct: { productSlug: 'linen-shirt' } }],
  ])('%s: another origin is refused, the app’s own works', async (_name, intent) => {
    const evil = await redirectSession(client, APP, { ...intent, callbacks: { postFlowUrl: `${EVIL}/phish` } });
    expect([evil.status, evil.body]).toEqual([400, refused(['callbacks.postFlowUrl', notTheApp(EVIL)])]);
    const ok = await redirectSession(client, APP, { ...intent, callbacks: { postFlowUrl: `${APP_ORIGIN}/back` } });
    expect(ok.status).toBe(200);
  });

  test('an auth session answers to its authorization request’s client', async () => {
    const authRequest = {
      redirectUri: `${APP_ORIGIN}/auth/callback`,
      clientId: APP,
      codeChallenge: 'c'.repeat(43),
      codeChallengeMethod: 'S256',
      state: 's',
    };
    // The token's client has no app; the request's client decides.
    const evil = await redirectSession(client, 'no-app', {
      auth: { authRequest },
      callbacks: { postFlowUrl: 'http://127.0.0.1:9999/' },
    });
    expect([evil.status, evil.body]).toEqual([
      400,
      refused(['callbacks.postFlowUrl', notTheApp('http://127.0.0.1:9999')]),
    ]);
  });

  test('a logout names its client; without one, the caller token’s client decides', async () => {
    const named = await redirectSession(client, 'no-app', {
      logout: { clientId: APP },
      callbacks: { postFlowUrl: `${EVIL}/` },
    });
    expect(named.body).toEqual(refused(['callbacks.postFlowUrl', notTheApp(EVIL)]));
    const unnamed = await redirectSession(client, APP, { logout: {}, callbacks: { postFlowUrl: `${EVIL}/` } });
    expect(unnamed.body).toEqual(refused(['callbacks.postFlowUrl', notTheApp(EVIL)]));
  });

  test('a client id with no app may go to loopback origins only; an API key has no client', async () => {
    const evil = await redirectSession(client, 'no-app', { login: {}, callbacks: { postFlowUrl: `${EVIL}/` } });
    expect(evil.body).toEqual(
      refused([
        'callbacks.postFlowUrl',
        `has the origin ${EVIL}; client no-app has no OAuth app, so only loopback origins are allowed`,
      ]),
    );
    const loopback = await redirectSession(client, 'no-app', {
      login: {},
      callbacks: { postFlowUrl: 'http://localhost:3000/' },
    });
    expect(loopback.status).toBe(200);
    const key = await client.call('POST', LAYOUTS.api.redirects, {
      token: emu.apiKey,
      body: { login: {}, callbacks: { postFlowUrl: `${EVIL}/` } },
    });
    expect(key.body).toEqual(
      refused([
        'callbacks.postFlowUrl',
        `has the origin ${EVIL}; without a client id only loopback origins are allowed`,
      ]),
    );
  });
});

describe('thank-you URLs', () => {
  test('a checkout’s thank-you page (and its post-flow URL) on another origin is refused', async () => {
    const visitor = await client.visitor(APP);
    const cart = LAYOUTS.api.cart;
    await client.call('POST', `${cart}/add-to-cart`, {
      token: visitor.access_token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    const checkout = await client.call('POST', `${cart}/create-checkout`, { token: visitor.access_token, body: {} });
    const ecomCheckout = { checkoutId: checkout.body.checkoutId };
    const session = (callbacks: Record<string, string>) =>
      client.call('POST', LAYOUTS.api.redirects, { token: visitor.access_token, body: { ecomCheckout, callbacks } });

    const thanks = await session({ thankYouPageUrl: `${EVIL}/thanks` });
    expect([thanks.status, thanks.body]).toEqual([400, refused(['callbacks.thankYouPageUrl', notTheApp(EVIL)])]);
    const both = await session({ postFlowUrl: `${EVIL}/cart`, thankYouPageUrl: `${EVIL}/thanks` });
    expect(both.body).toEqual(
      refused(['callbacks.postFlowUrl', notTheApp(EVIL)], ['callbacks.thankYouPageUrl', notTheApp(EVIL)]),
    );
    const ok = await session({ postFlowUrl: `${APP_ORIGIN}/cart`, thankYouPageUrl: `${APP_ORIGIN}/thanks` });
    expect(ok.status).toBe(200);
  });
});
