import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { platform, storefront, useBrowser } from './browser';

const chromium = useBrowser();

/**
 * Holds every script chunk the page asks for from now on, until `release()`: the page's code is "on a slow
 * network" for exactly as long as the test says, with no timing to guess.
 */
async function holdChunks(page: Page): Promise<{ held(): number; release(): void }> {
  const waiting: (() => void)[] = [];
  let open = false;
  // Scripts only: the stylesheets (chunks too) come, so the page shows as the shopper sees it before it hydrates.
  const script = (url: URL) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js');
  await page.route(script, async (route) => {
    if (!open) await new Promise<void>((resolve) => waiting.push(resolve));
    await route.continue();
  });
  return {
    held: () => waiting.length,
    release: () => {
      open = true;
      for (const go of waiting.splice(0)) go();
    },
  };
}

/** The lines of the visitor's cart as the platform has them, read with the visitor's own access token. */
async function platformQuantities(page: Page): Promise<number[]> {
  const cookies = await page.context().cookies(storefront('/'));
  const tokens = cookies.find((cookie) => cookie.name === 'vitrine.vitrine-storefront.tokens')!;
  const authorization = JSON.parse(decodeURIComponent(tokens.value)).accessToken.value as string;
  const answer = await fetch(platform('/ecom/v2/carts/current'), { headers: { authorization } });
  const { cart } = (await answer.json()) as { cart: { lineItems: { quantityInfo: { requestedQuantity: number } }[] } };
  return cart.lineItems.map((line) => line.quantityInfo.requestedQuantity);
}

describe.each([
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
])('before the page hydrates, at $width px', (size) => {
  it('a tap on Add to cart adds the line exactly once (a real form), and the controls that need scripts look not ready', async () => {
    const context = await chromium.browser.newContext({ viewport: size });
    const page = await context.newPage();
    // The slow phone of the issue: a 4× slower CPU, and the page's scripts held back until after the tap.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const chunks = await holdChunks(page);
    await page.goto(storefront('/product/prod-bike-bell'), { waitUntil: 'commit' });
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    // Not hydrated: the page's scripts are still held.
    expect(chunks.held()).toBeGreaterThan(0);
    expect(await page.getByTestId('open-cart').isDisabled()).toBe(true);
    // The phone's menu button (hidden on a wide screen, where the links show).
    expect(await page.locator('button[aria-label="Menu"]').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Increase quantity' }).isDisabled()).toBe(true);

    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/cart/add'));
    await add.click();
    await posted;
    chunks.release();

    // Back on the product with the cart open, its one line in it.
    const drawer = page.getByTestId('cart-drawer');
    await expect.poll(() => drawer.getByTestId('cart-line').count()).toBe(1);
    expect(await drawer.getByTestId('quantity').textContent()).toBe('1');
    expect(new URL(page.url()).pathname).toBe('/product/prod-bike-bell');
    await expect.poll(() => page.locator('.cart-count').textContent()).toBe('1');
    expect(await platformQuantities(page)).toEqual([1]);
    await context.close();
  });

  it('the first tap on Cart shows the drawer at once, with a loading state while its code is on the way', async () => {
    const context = await chromium.browser.newContext({ viewport: size });
    const page = await context.newPage();
    await page.goto(storefront('/'));
    const cart = page.getByTestId('open-cart');
    // Hydrated: the Cart button works.
    await expect.poll(() => cart.isEnabled()).toBe(true);
    const chunks = await holdChunks(page);
    await cart.click();
    const loading = page.getByTestId('cart-drawer-loading');
    await expect.poll(() => loading.isVisible()).toBe(true);
    expect(await loading.getByRole('status').textContent()).toBe('Loading your cart…');
    chunks.release();
    await expect.poll(() => page.getByTestId('cart-drawer').isVisible()).toBe(true);
    expect(await loading.count()).toBe(0);
    await context.close();
  });

  it("Add to cart opens the drawer with the tap: 'Adding to your cart…' while the platform answers, then the line", async () => {
    const context = await chromium.browser.newContext({ viewport: size });
    const page = await context.newPage();
    await page.goto(storefront('/product/prod-bike-bell'));
    await expect.poll(() => page.getByTestId('open-cart').isEnabled()).toBe(true);
    // The platform's answer to the add waits until the test has seen the drawer.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(platform('/**/add-line-items'), async (route) => {
      await answered;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByTestId('cart-drawer');
    await expect.poll(() => drawer.getByTestId('cart-adding').textContent()).toBe('Adding to your cart…');
    expect(await drawer.getByTestId('cart-empty').count()).toBe(0);
    answer();
    await expect.poll(() => drawer.getByTestId('cart-line').count()).toBe(1);
    expect(await drawer.getByTestId('cart-adding').count()).toBe(0);
    await context.close();
  });
});
