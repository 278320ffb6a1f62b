// A Next.js shop written only with the platform's SDK (`next-app/`: visitor tokens in middleware, products in a
// server component, the cart through a server action) runs unmodified on the emulator under
// `NODE_OPTIONS='--import @vitrine/emulator/register'`: one build, one server, one emulator for this file.
// The middleware runs in Next's edge sandbox (its own undici), the pages in Node: both go through the preload.
// Another area of the shop (a CMS menu, recommendations, renewals, the hosted checkout) is a page or action in
// `next-app/` (its modules join the client of `next-app/src/wix.ts`) and a `describe` here, on the same build and
// server; `recorder.take()` shows what the shop sent the platform (e.g. each `POST /oauth2/token` and its grant).
import { startEmulator, type RunningEmulator } from '@vitrine/emulator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { platformRecorder, type PlatformRecorder } from './register/platform-recorder';
import { buildShop, SHOP_DIR, startShop, type RunningShop } from './register/next-shop';
import { chromiumLaunchOptions } from '../../../test-support/chromium';

const CLIENT_ID = 'platform-sdk-next-shop';
const FIRST_PRODUCTS = ['Linen shirt', 'Cotton tee', 'Merino sweater', 'Denim jacket', 'Rain coat', 'Wool scarf'];

let emulator: RunningEmulator;
let recorder: PlatformRecorder;
let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  emulator = await startEmulator({ log: () => {} });
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
    // The middleware's anonymous grant (edge sandbox), then the page's product query on its tokens (Node).
    const arrivals = recorder.take();
    expect(arrivals.map(({ method, path }) => `${method} ${path.split('?')[0]}`)).toEqual([
      'POST /oauth2/token',
      'GET /stores-reader/v1/products/query-platformized',
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
