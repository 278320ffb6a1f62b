import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { storefront, useBrowser } from './browser';
import { addToCart } from './steps';

const chromium = useBrowser();

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** The element is wholly on screen, so a tap lands on it. */
async function fullyVisible(locator: Locator, page: Page): Promise<boolean> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const { width } = page.viewportSize()!;
  return Boolean(box && box.x >= 0 && box.x + box.width <= width);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  it(`every page fits a ${viewport.width} px phone, with a menu, and the buying buttons are on screen`, async () => {
    const context = await chromium.browser.newContext({ viewport, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    for (const path of ['/', '/product/prod-linen-shirt', '/search?q=linen', '/account']) {
      await page.goto(storefront(path));
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
    await page.goto(storefront('/'));
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Account' }).isVisible())
      .toBe(true);

    await addToCart(page, storefront('/product/prod-bike-bell'));
    const drawer = page.getByTestId('cart-drawer');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await fullyVisible(drawer.getByRole('button', { name: 'Apply' }), page)).toBe(true);
    expect(await fullyVisible(drawer.getByRole('button', { name: 'Checkout' }), page)).toBe(true);
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(storefront('/checkout'));
    await expect.poll(() => page.getByRole('button', { name: 'Continue to payment' }).count()).toBe(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await fullyVisible(page.getByRole('button', { name: 'Continue to payment' }), page)).toBe(true);
    await context.close();
  });
}
