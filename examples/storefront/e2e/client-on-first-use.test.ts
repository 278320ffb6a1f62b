import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { storefront, useBrowser } from './browser';
import { cartCount } from './steps';

const chromium = useBrowser();

// Strings only the shop's client carries: TanStack Query's provider check and the SDK transport's host check.
const CLIENT_MARKS = ['No QueryClient set', 'createClient needs'];

/** The scripts the page has loaded so far, and the platform requests it sent itself. */
function watch(page: Page) {
  const scripts: Promise<string>[] = [];
  const platformRequests: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  // The platform's calls (its main host and its read-only host), not its pictures and not the shop's own routes.
  page.on('request', (request) => {
    const call = ['fetch', 'xhr'].includes(request.resourceType());
    if (call && !request.url().startsWith(storefront('/'))) platformRequests.push(request.url());
  });
  const carriesClient = async () =>
    (await Promise.all(scripts)).some((code) => CLIENT_MARKS.some((mark) => code.includes(mark)));
  return { carriesClient, platformRequests };
}

/** A new browser's page at `path`, loaded and hydrated, watched from its first request. */
async function hydratedPage(path: string) {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  const seen = watch(page);
  await page.goto(storefront(path), { waitUntil: 'networkidle' });
  await expect.poll(() => page.getByTestId('open-cart').isEnabled()).toBe(true);
  return { context, page, seen };
}

it("a product page's first paint loads no platform client; a pointer on Add to cart fetches it, and the add works", async () => {
  const { context, page, seen } = await hydratedPage('/product/prod-bike-bell');
  expect(await seen.carriesClient()).toBe(false);
  // The header's count and the page came from the server: the browser asked the platform nothing.
  expect(seen.platformRequests).toEqual([]);

  await page.getByRole('button', { name: 'Add to cart' }).hover();
  await expect.poll(() => seen.carriesClient()).toBe(true);
  // Fetched, not started: still no request of the client's.
  expect(seen.platformRequests).toEqual([]);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect.poll(() => page.getByTestId('cart-drawer').getByTestId('cart-line').count()).toBe(1);
  await expect.poll(() => cartCount(page)).toBe(1);
  await context.close();
});

it('a tab whose client has not started follows an add in another tab, without a reload', async () => {
  const { context, page: waiting, seen } = await hydratedPage('/');
  expect(await cartCount(waiting)).toBe(0);

  const adding = await context.newPage();
  await adding.goto(storefront('/product/prod-bike-bell'));
  await adding.getByRole('button', { name: 'Add to cart' }).click();
  await expect.poll(() => cartCount(adding)).toBe(1);

  await expect.poll(() => cartCount(waiting)).toBe(1);
  // It read the cart once, through its client, started by the other tab's word.
  expect(await seen.carriesClient()).toBe(true);
  expect(seen.platformRequests.map((url) => new URL(url).pathname)).toEqual(['/ecom/v2/carts/current']);
  await context.close();
});

it("when the client's code does not arrive, Add to cart says so and the cart closes; a tap once it is back adds", async () => {
  const { context, page } = await hydratedPage('/product/prod-bike-bell');
  // The network drops the client's code (fetched ahead at the pointer, and again at the tap) until it is back.
  let offline = true;
  let dropped = 0;
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (offline && CLIENT_MARKS.some((mark) => body.includes(mark))) {
      dropped++;
      await route.abort('connectionreset');
      return;
    }
    await route.fulfill({ response, body });
  });
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();
  await expect
    .poll(() => page.locator('.product').getByRole('alert').textContent())
    .toBe('Something went wrong. Please try again.');
  expect(dropped).toBeGreaterThan(0);
  await expect.poll(() => page.getByTestId('cart-drawer-loading').count()).toBe(0);
  expect(await cartCount(page)).toBe(0);

  offline = false;
  await add.click();
  await expect.poll(() => page.getByTestId('cart-drawer').getByTestId('cart-line').count()).toBe(1);
  await expect.poll(() => cartCount(page)).toBe(1);
  expect(await page.locator('.product').getByRole('alert').count()).toBe(0);
  await context.close();
});
