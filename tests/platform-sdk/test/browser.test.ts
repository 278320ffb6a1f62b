// Comparison 1 in real Chromium: the platform's own SDK, bundled for the browser with esbuild, on a page of its own
// origin, against the emulator across origins (CORS preflights with the SDK's own headers), for one visitor's cart
// and for the silent sign-in in a hidden frame (`getMemberTokensForDirectLogin`).
import { startEmulator, type RunningEmulator } from '@vitrine/emulator';
import { build } from 'esbuild';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { PlatformClient } from './compare/clients';
import { STORES_APP_ID } from './compare/inputs';
import { chromiumLaunchOptions } from '../../../test-support/chromium';

/** What the page's bundle puts on `window`: the platform SDK's client, as a shop makes it. */
type ShopWindow = Window & { platformClient(): PlatformClient };

const CLIENT_ID = 'platform-sdk-browser';

/**
 * The page's script: the platform SDK as a shop bundles it. The SDK talks to the platform's hosts; the page's
 * `fetch` sends those requests to the emulator instead (the same fetch as the SDK's `fetch` option and the global
 * one, which its token calls use).
 */
const ENTRY = `
import { createClient, OAuthStrategy } from '@wix/sdk';
import { cartV2, currentCart, currentCartV2 } from '@wix/ecom';
import { redirects } from '@wix/redirects';
const PLATFORM_HOSTS = ['www.wixapis.com', 'edge.wixapis.com'];
const platformFetch = window.fetch.bind(window);
const routed = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (!PLATFORM_HOSTS.includes(url.host)) return platformFetch(request);
  // The body as bytes: handed a Request's stream, Chromium would try a streaming (HTTP/2-only) upload.
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return platformFetch(window.EMULATOR + url.pathname + url.search, { method: request.method, headers: request.headers, body });
};
window.fetch = routed;
window.platformClient = () => createClient({ modules: { currentCart, currentCartV2, cartV2, redirects }, auth: OAuthStrategy({ clientId: window.CLIENT_ID }), fetch: routed });
`;

let emulator: RunningEmulator;
let server: Server;
let browser: Browser;
let shop: string;
/** Every request the emulator answered a page, by method and path (preflights included). */
const seen: string[] = [];

beforeAll(async () => {
  const bundle = await build({
    stdin: { contents: ENTRY, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.text;
  server = createServer((request, response) => {
    if (request.url === '/bundle.js')
      return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html><body><script>window.EMULATOR=${JSON.stringify(emulator.url)};window.CLIENT_ID=${JSON.stringify(CLIENT_ID)};</script><script src="/bundle.js"></script></body></html>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  shop = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  emulator = await startEmulator({
    log: () => undefined,
    catalogVersion: 'V1_CATALOG',
    oauthApps: [{ clientId: CLIENT_ID, allowedRedirectOrigins: [shop] }],
  });
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  await emulator?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function shopPage(): Promise<Page> {
  const page = await browser.newPage();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === emulator.url) seen.push(`${request.method()} ${url.pathname}`);
  });
  await page.goto(`${shop}/`);
  return page;
}

test('one visitor cart: the platform SDK mints a visitor and adds to and reads its cart across origins', async () => {
  const page = await shopPage();
  seen.length = 0;
  const result = await page.evaluate(async (appId) => {
    const client = (window as unknown as ShopWindow).platformClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    const reference = { appId, catalogItemId: 'prod-linen-shirt', options: { options: { Size: 'M', Color: 'White' } } };
    const { cart } = await client.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: reference, quantity: 2 }],
    });
    const read = await client.currentCart.getCurrentCart();
    return {
      role: client.auth.getTokens().refreshToken.role,
      sameCart: read._id === cart?._id,
      lines: read.lineItems?.map((line) => [line.productName?.original, line.quantity, line.catalogReference?.appId]),
    };
  }, STORES_APP_ID);
  expect(result).toEqual({ role: 'visitor', sameCart: true, lines: [['Linen shirt', 2, STORES_APP_ID]] });
  // One token request for the one visitor; the cart calls pass their CORS preflights (the SDK sends its own headers).
  expect(seen.filter((line) => line === 'POST /oauth2/token')).toHaveLength(1);
  expect(seen).toContain('POST /ecom/v1/carts/current/add-to-cart');
  expect(seen).toContain('GET /ecom/v1/carts/current');
  await page.close();
});

test('Cart V2 across origins: currentCartV2 adds and updates, cartV2.getCheckoutUrl and a redirect session by the cart id', async () => {
  const page = await shopPage();
  seen.length = 0;
  const result = await page.evaluate(
    async ({ appId, shop }) => {
      const client = (window as unknown as ShopWindow).platformClient();
      client.auth.setTokens(await client.auth.generateVisitorTokens());
      const reference = {
        appId,
        catalogItemId: 'prod-linen-shirt',
        options: { options: { Size: 'M', Color: 'Sage' } },
      };
      const { cart } = await client.currentCartV2.addLineItemsToCurrentCart({
        catalogItems: [{ catalogReference: reference, quantity: 2 }],
      });
      const line = cart!.lineItems![0]!;
      const { cart: updated } = await client.currentCartV2.updateLineItemsInCurrentCart({
        lineItems: [{ lineItemId: line._id!, quantity: { newQuantity: 3 } }],
      });
      const { summary } = await client.currentCartV2.estimateCurrentCart({ calculateTax: true });
      const { checkoutUrl } = await client.cartV2.getCheckoutUrl(cart!._id!, {});
      const { redirectSession } = await client.redirects.createRedirectSession({
        ecomCheckout: { checkoutId: cart!._id! },
        callbacks: { thankYouPageUrl: `${shop}/thanks` },
      });
      return {
        line: [line.name?.original, line.status, line.pricing?.unitPrice],
        quantity: updated!.lineItems![0]!.quantityInfo?.requestedQuantity,
        subtotal: summary!.priceSummary!.subtotal,
        checkoutUrl: checkoutUrl!.replace(/session=.*/, 'session='),
        session: redirectSession!.fullUrl!.replace(/session=.*/, 'session='),
      };
    },
    { appId: STORES_APP_ID, shop },
  );
  expect(result).toEqual({
    line: ['Linen shirt', 'IN_STOCK', { amount: '59.00', convertedAmount: '59.00' }],
    quantity: 3,
    subtotal: { amount: '177.00', convertedAmount: '177.00' },
    checkoutUrl: `${emulator.url}/__vitrine/pages/checkout?session=`,
    session: `${emulator.url}/__vitrine/pages/checkout?session=`,
  });
  expect(seen).toContain('POST /ecom/v2/carts/current/add-line-items');
  expect(seen).toContain('POST /ecom/v2/carts/current/update-line-items');
  expect(seen.some((line) => /^POST \/ecom\/v2\/carts\/[^/]+\/get-checkout-url$/.test(line))).toBe(true);
  await page.close();
});

test('the silent sign-in: login, then getMemberTokensForDirectLogin in a hidden frame gives member tokens', async () => {
  const page = await shopPage();
  const result = await page.evaluate(async () => {
    const client = (window as unknown as ShopWindow).platformClient();
    const login = await client.auth.login({ email: 'ada@vitrine.dev', password: 'vitrine-demo' });
    if (login.loginState !== 'SUCCESS') return { login: login.loginState };
    const tokens = await client.auth.getMemberTokensForDirectLogin(login.data.sessionToken);
    client.auth.setTokens(tokens);
    return {
      login: login.loginState,
      role: tokens.refreshToken.role,
      loggedIn: client.auth.loggedIn(),
      frames: document.querySelectorAll('iframe').length,
    };
  });
  expect(result).toEqual({ login: 'SUCCESS', role: 'member', loggedIn: true, frames: 0 });
  await page.close();
});
