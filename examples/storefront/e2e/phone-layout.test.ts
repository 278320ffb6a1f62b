import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { storefront, useBrowser } from './browser';
import { addToCart } from './steps';

const chromium = useBrowser();

const phones = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

/** The boxes of every element the selector matches, in CSS pixels of the page. */
const boxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { left: box.left, right: box.right, top: box.top + window.scrollY, width: box.width, height: box.height };
    }),
  );

for (const viewport of phones) {
  it(`the checkout's two-field rows stay on a ${viewport.width} px phone`, async () => {
    const context = await chromium.browser.newContext({ viewport, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await addToCart(page, storefront('/product/prod-bike-bell'));
    await page.goto(storefront('/checkout'));
    await expect.poll(() => page.getByRole('button', { name: 'Continue to payment' }).count()).toBe(1);
    const fields = await boxes(page, '.checkout input, .checkout select');
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(field.right).toBeLessThanOrEqual(viewport.width);
    const rows = await boxes(page, '.checkout .row');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.right).toBeLessThanOrEqual(viewport.width);
    await context.close();
  });

  it(`the ${viewport.width} px phone header is one short row, its menu moves nothing and its links are taps`, async () => {
    const context = await chromium.browser.newContext({ viewport, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(storefront('/'));
    await page.waitForLoadState('networkidle');
    const header = await page.locator('.header').boundingBox();
    expect(header!.height).toBeLessThanOrEqual(64);
    // The first product shows on the first screen, not below it.
    const [card] = await boxes(page, '.card');
    expect(card!.top).toBeLessThan(viewport.height - 120);

    const cart = await page.getByTestId('open-cart').boundingBox();
    await page.getByRole('button', { name: 'Menu' }).click();
    const links = page.getByRole('navigation', { name: 'Site' }).getByRole('link');
    await expect.poll(() => links.first().isVisible()).toBe(true);
    expect(await page.getByTestId('open-cart').boundingBox()).toEqual(cart);
    for (const link of await boxes(page, '#site-nav a')) expect(link.height).toBeGreaterThanOrEqual(44);
    await context.close();
  });
}

for (const viewport of [{ width: 1280, height: 800 }, ...phones]) {
  it(`swatches, choices and quantity buttons are at least 44 px at ${viewport.width} px`, async () => {
    const context = await chromium.browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(storefront('/product/prod-linen-shirt'));
    await page.waitForLoadState('networkidle');
    const targets = [
      ...(await boxes(page, '.product .choices button')),
      ...(await boxes(page, '.product .qty button')),
    ];
    expect(targets.length).toBeGreaterThan(2);
    for (const target of targets) {
      expect(target.width).toBeGreaterThanOrEqual(44);
      expect(target.height).toBeGreaterThanOrEqual(44);
    }
    await context.close();
  });
}
