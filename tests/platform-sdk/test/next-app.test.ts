// A Next.js shop written only with the platform's SDK (`next-app/`: visitor tokens in middleware, a CMS menu in the
// root layout and CMS pages through Wix Data, product pages with recommendations, the Cart V2 cart through server
// actions, the hosted checkout and the return) runs unmodified on the emulator under
// `NODE_OPTIONS='--import @vitrine/emulator/register'`: one build, one server, one emulator for this file.
// The middleware runs in Next's edge sandbox (its own undici), the pages in Node: both go through the preload.
// Another area of the shop is a page or action in `next-app/` (its modules join the client of `next-app/src/wix.ts`)
// and a `describe` here, on the same build and server; `recorder.take()` shows what the shop sent the platform (e.g.
// each `POST /oauth2/token` and its grant).
import { startEmulator, type RunningEmulator } from '@vitrine/emulator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tokens } from '@wix/sdk';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { platformRecorder, type Arrival, type PlatformRecorder } from './register/platform-recorder';
import { buildShop, SHOP_DIR, startShop, type RunningShop } from './register/next-shop';
import { chromiumLaunchOptions } from '../../../test-support/chromium';

const CLIENT_ID = 'platform-sdk-next-shop';
const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
/** The first products the platform recommends with the wristwatch: its collection's, in the catalogue's order. */
const RECOMMENDED_WITH_WATCH = ['Cotton tote', 'Leather wallet', 'Canvas backpack', 'Sunglasses'];
const FIRST_PRODUCTS = ['Linen shirt', 'Cotton tee', 'Merino sweater', 'Denim jacket', 'Rain coat', 'Wool scarf'];

/** The emulator's clock: still unless a test moves it, so a token it issued expires only when the test says. */
let clock = Date.now();
const HOUR = 3600_000;
let emulator: RunningEmulator;
let recorder: PlatformRecorder;
let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  // Access tokens of 2 seconds: the shop's SDK (on the real clock) finds them expired a few seconds on, and its
  // middleware renews them; the emulator (on `clock`) goes on accepting them until a test moves its clock.
  emulator = await startEmulator({
    log: () => {},
    catalogVersion: 'V1_CATALOG',
    accessTokenLifetimeSeconds: 2,
    now: () => clock,
  });
  recorder = await platformRecorder(emulator);
  await buildShop();
  shop = await startShop({ VITRINE_EMULATOR_URL: recorder.url, WIX_CLIENT_ID: CLIENT_ID });
  browser = await chromium.launch(chromiumLaunchOptions);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  shop?.close();
  await recorder?.close();
  await emulator?.close();
});

/** The text of each element of `html` with this class, in order. */
const texts = (html: string, className: string) =>
  [...html.matchAll(new RegExp(`class="${className}">([^<]*)<`, 'g'))].map((match) => match[1]);

describe('the shop under the preload', () => {
  test('its middleware runs in the edge sandbox, and the server said once where the platform is', () => {
    const manifest = JSON.parse(readFileSync(join(SHOP_DIR, '.next/server/middleware-manifest.json'), 'utf8'));
    expect(Object.keys(manifest.middleware)).toEqual(['/']);
    expect(manifest.middleware['/'].files.every((file: string) => file.startsWith('server/edge/'))).toBe(true);
    expect(
      shop
        .stderr()
        .split('\n')
        .filter((line) => line.startsWith('[vitrine-emulator/register]')),
    ).toEqual([
      `[vitrine-emulator/register] www.wixapis.com, edge.wixapis.com, static.wixstatic.com go to ${recorder.url} (VITRINE_EMULATOR_URL); other hosts are untouched`,
    ]);
  });

  test('a new visitor gets tokens from the middleware and the home page lists the seed’s first products', async () => {
    recorder.take();
    const home = await fetch(shop.url);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(texts(html, 'name')).toEqual(FIRST_PRODUCTS);
    expect(home.headers.getSetCookie()).toEqual([expect.stringMatching(/^wix-session=[^;]+; Path=\/; Expires=/)]);
    // The middleware's anonymous grant (edge sandbox), then on its tokens (Node) the layout's CMS reads and the
    // page's product query, in any order (the layout and the page render at once).
    const arrivals = recorder.take();
    const [grant, ...reads] = arrivals.map(({ method, path }) => `${method} ${path.split('?')[0]}`);
    expect([grant, reads.sort()]).toEqual([
      'POST /oauth2/token',
      [
        'GET /stores-reader/v1/products/query-platformized',
        'GET /wix-data/v2/items/query',
        'GET /wix-data/v2/items/query',
      ],
    ]);
    expect(JSON.parse(arrivals[0]!.body)).toEqual({ clientId: CLIENT_ID, grantType: 'anonymous' });
  });

  test('add to cart through the server action, then the cart page shows the line', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${shop.url}/cart`);
      await expect.poll(() => page.locator('main').textContent()).toBe('Your cart is empty.');
      await page.goto(shop.url);
      await page.getByRole('button', { name: 'Add Linen shirt to cart' }).click();
      await page.waitForURL(`${shop.url}/cart`);
      await page.getByRole('link', { name: 'Shop' }).click();
      await page.getByRole('button', { name: 'Add Wool scarf to cart' }).click();
      await page.waitForURL(`${shop.url}/cart`);
      const lines = page.locator('li[data-line]');
      await expect
        .poll(() => lines.allTextContents())
        .toEqual(['Linen shirt Size: S, Color: White × 1', 'Wool scarf Color: Terracotta × 1']);
    } finally {
      await page.close();
    }
  });
});

/** The collections and filters of the Wix Data queries among `arrivals` (GET with `.r=`, as the SDK sends them). */
const dataQueries = (arrivals: Arrival[]) =>
  arrivals
    .filter(({ path }) => path.startsWith('/wix-data/v2/items/query'))
    .map(({ path }) => {
      const r = JSON.parse(Buffer.from(new URL(path, 'http://x').searchParams.get('.r')!, 'base64url').toString());
      return [r.dataCollectionId, r.query.filter];
    });

describe('the CMS (Wix Data)', () => {
  test('every page has the header menu; a collection the site lacks (WDE0025) is caught by the shop', async () => {
    recorder.take();
    for (const path of ['/', '/cart']) {
      const answer = await fetch(`${shop.url}${path}`);
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect([...html.matchAll(/<a class="menu" href="([^"]*)">([^<]*)</g)].map((m) => [m[1], m[2]])).toEqual([
        ['/pages/about', 'About us'],
        ['/pages/shipping-returns', 'Shipping &amp; returns'],
      ]);
      expect(html).not.toContain('class="announcement"');
    }
    expect(dataQueries(recorder.take()).sort()).toEqual([
      ['Announcements', {}],
      ['Announcements', {}],
      ['Menus', { slug: 'next-js-frontend-header-menu' }],
      ['Menus', { slug: 'next-js-frontend-header-menu' }],
    ]);
  });

  test('a CMS page by its slug, reached from the menu; an unknown slug is the 404 page', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(shop.url);
      await page.getByRole('link', { name: 'Shipping & returns' }).click();
      await page.waitForURL(`${shop.url}/pages/shipping-returns`);
      await expect.poll(() => page.locator('main h1').textContent()).toBe('Shipping & returns');
      expect(await page.locator('main .body').textContent()).toBe(
        'Standard delivery in 2-3 days, free from €50. Returns within 30 days.',
      );
    } finally {
      await page.close();
    }
    expect((await fetch(`${shop.url}/pages/no-such-page`)).status).toBe(404);
  });
});

describe('a product page', () => {
  test('shows the product and the products the platform recommends with it', async () => {
    recorder.take();
    const answer = await fetch(`${shop.url}/product/wristwatch`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(/<h1>([^<]*)</.exec(html)?.[1]).toBe('Wristwatch');
    expect(texts(html, 'recommended')).toEqual(RECOMMENDED_WITH_WATCH);
    const sent = recorder.take().filter(({ path }) => path.startsWith('/v1/recommendations/get'));
    expect(sent.map(({ method }) => method)).toEqual(['POST']);
    expect(JSON.parse(sent[0]!.body)).toMatchObject({
      algorithms: [{ id: '68ebce04-b96a-4c52-9329-08fc9d8c1253' }, { id: 'd5aac1e1-2e53-4d11-85f7-7172710b4783' }],
      items: [{ catalogItemId: 'prod-wristwatch', appId: STORES_APP_ID }],
    });
  });

  test('its picture, from media.getImageUrl(), is served by Next’s image optimiser from the emulator', async () => {
    const html = await (await fetch(`${shop.url}/product/linen-shirt`)).text();
    const src = /<img alt="Linen shirt"[^>]* src="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(src).toMatch(/^\/_next\/image\?url=[^&]+&w=\d+&q=\d+$/);
    expect(new URL(src!, shop.url).searchParams.get('url')).toBe(
      'https://static.wixstatic.com/media/m-linen-shirt-1~mv2.jpg',
    );
    recorder.take();
    const picture = await fetch(`${shop.url}${src}`, { headers: { accept: 'image/webp,image/*' } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(0);
    // The optimiser asked the emulator (through the preload) for the original, once.
    expect(recorder.take().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /media/m-linen-shirt-1~mv2.jpg',
    ]);
  });
});

/** The visitor's tokens, as the middleware keeps them in the browser's session cookie. */
async function sessionOf(page: Page): Promise<Tokens> {
  const cookie = (await page.context().cookies(shop.url)).find(({ name }) => name === 'wix-session');
  return JSON.parse(decodeURIComponent(cookie!.value)) as Tokens;
}

describe('the cart, the hosted checkout and the return', () => {
  test('a product page adds to the cart; checking out places the order and comes back with an empty cart', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${shop.url}/product/wristwatch`);
      await page.getByRole('button', { name: 'Add Wristwatch to cart' }).click();
      await page.waitForURL(`${shop.url}/cart`);
      await expect.poll(() => page.locator('li[data-line] .name').allTextContents()).toEqual(['Wristwatch']);
      recorder.take();
      await page.getByRole('button', { name: 'Check out' }).click();
      await page.waitForURL((url) => url.href.startsWith(`${emulator.url}/__vitrine/pages/checkout?session=`));
      // The server action read the cart and asked for the hosted checkout of its id, coming back to the shop.
      const session = recorder.take().find(({ path }) => path.includes('redirect-session'));
      expect(JSON.parse(session!.body)).toEqual({
        ecomCheckout: { checkoutId: expect.any(String) },
        callbacks: { postFlowUrl: `${shop.url}/cart`, thankYouPageUrl: `${shop.url}/thank-you` },
      });
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL((url) => url.href.startsWith(`${shop.url}/thank-you?orderId=`));
      const orderId = new URL(page.url()).searchParams.get('orderId');
      expect(orderId).toEqual(expect.any(String));
      expect(await page.locator('main .thanks').textContent()).toBe(`Thank you for your order ${orderId}.`);
      expect(await page.locator('main .cart').textContent()).toBe('Your cart is empty.');
      await page.goto(`${shop.url}/cart`);
      expect(await page.locator('main').textContent()).toBe('Your cart is empty.');
    } finally {
      await page.close();
    }
  });
});

describe('visitor tokens renewed by the middleware', () => {
  test('three renewals, each hours after the last, keep the visitor and the cart line', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${shop.url}/product/cotton-tee`);
      await page.getByRole('button', { name: 'Add Cotton tee to cart' }).click();
      await page.waitForURL(`${shop.url}/cart`);
      const line = page.locator('li[data-line]');
      await expect.poll(() => line.count()).toBe(1);
      const cartLine = [await line.getAttribute('data-line'), await line.textContent()];
      const original = await sessionOf(page);
      recorder.take();
      for (let renewal = 1; renewal <= 3; renewal++) {
        // Until the shop's SDK finds the access token expired (its clock is the real one)…
        const { accessToken } = await sessionOf(page);
        while (Math.floor(Date.now() / 1000) <= accessToken.expiresAt) await page.waitForTimeout(250);
        // …and past it on the emulator, hours on, far beyond the 60 seconds a replayed refresh token once had.
        clock += 4 * HOUR + 61_000;
        await page.goto(`${shop.url}/cart`);
        expect([await line.getAttribute('data-line'), await line.textContent()]).toEqual(cartLine);
        expect((await sessionOf(page)).accessToken.value).not.toBe(accessToken.value);
      }
      // Every renewal sent the first refresh token (the SDK keeps it), none made a new visitor.
      const grants = recorder
        .take()
        .filter(({ path }) => path === '/oauth2/token')
        .map(({ body }) => JSON.parse(body) as { grantType: string; refreshToken?: string });
      expect(grants.length).toBeGreaterThanOrEqual(3);
      expect(new Set(grants.map(({ grantType, refreshToken }) => `${grantType} ${refreshToken}`))).toEqual(
        new Set([`refresh_token ${original.refreshToken.value}`]),
      );
    } finally {
      await page.close();
    }
  });
});
