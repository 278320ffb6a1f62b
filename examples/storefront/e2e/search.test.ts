import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { storefront, useBrowser } from './browser';

// Issue 31 item 6: the search keeps what is typed across its own URL updates, finds every word in any order in
// what the cards print (name, brand), on a V3 and a V1 store alike, and a search that finds nothing says what to do.

const chromium = useBrowser();

const sizes = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

const searchBox = (page: Page) => page.getByLabel('Search').filter({ visible: true });
const count = (page: Page) => page.getByTestId('result-count').filter({ visible: true }).textContent();
const names = (page: Page) => page.locator('.card:visible .card-name').allTextContents();
const term = (page: Page) => new URL(page.url()).searchParams.get('q');

for (const viewport of sizes) {
  it(`at ${viewport.width} px typing, pausing and typing on keeps every character, the focus and the caret`, async () => {
    const context = await chromium.browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(storefront('/'));
    await page.waitForLoadState('networkidle');
    const box = searchBox(page);
    await box.click();
    // A pause longer than the search's wait after every key: the URL (and the results) follow each one while the
    // typing goes on, the race the box must not lose a character to.
    await box.pressSequentially('shirt', { delay: 400 });
    await expect.poll(() => term(page)).toBe('shirt');
    await box.pressSequentially(' linen', { delay: 400 });
    await expect.poll(() => term(page)).toBe('shirt linen');
    await expect.poll(() => count(page)).toBe('1 product');
    expect(await box.inputValue()).toBe('shirt linen');
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await box.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
      11, 11,
    ]);
    expect(await names(page)).toEqual(['Linen shirt']);
    // The caret where the shopper put it stays there while the results follow.
    await page.keyboard.press('Home');
    await box.pressSequentially('blue ', { delay: 400 });
    await expect.poll(() => term(page)).toBe('blue shirt linen');
    await expect.poll(() => count(page)).toBe('No products match “blue shirt linen”');
    expect(await box.inputValue()).toBe('blue shirt linen');
    expect(await box.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([5, 5]);
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);
    await context.close();
  });

  it(`at ${viewport.width} px a search finds every word in any order, in the name and in the brand`, async () => {
    const context = await chromium.browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(storefront('/search?q=shirt%20linen'));
    expect(await count(page)).toBe('1 product');
    expect(await names(page)).toEqual(['Linen shirt']);
    // A brand the cards print: every card found shows it.
    await page.goto(storefront('/search?q=nordhaus'));
    const brands = await page.locator('.card:visible .card-brand').allTextContents();
    expect(brands.length).toBeGreaterThanOrEqual(5);
    expect(new Set(brands)).toEqual(new Set(['Nordhaus']));
    expect(await count(page)).toBe(`${brands.length} products`);
    // The brand and a word of the name, in any order.
    await page.goto(storefront('/search?q=wallet%20NORDHAUS'));
    expect(await names(page)).toEqual(['Leather wallet']);
    await context.close();
  });

  it(`at ${viewport.width} px a search that finds nothing says what was searched, clears it, and suggests`, async () => {
    const context = await chromium.browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(storefront('/search?q=zeppelin'));
    expect(await count(page)).toBe('No products match “zeppelin”');
    const nothing = page.getByTestId('nothing-found');
    expect(await nothing.isVisible()).toBe(true);
    expect(await nothing.getByRole('heading', { name: 'Popular right now' }).isVisible()).toBe(true);
    const popular = nothing.locator('ul').first().getByRole('link');
    expect(await popular.count()).toBeGreaterThan(0);
    expect(await nothing.getByRole('link', { name: 'Home & Kitchen' }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    await nothing.getByRole('link', { name: 'Clear the search' }).click();
    await page.waitForURL(storefront('/'));
    await expect.poll(() => count(page)).toBe('40 products');
    expect(await searchBox(page).inputValue()).toBe('');

    // Searched in a collection: the whole shop is one tap away.
    await page.goto(storefront('/collections/pantry?q=linen%20shirt'));
    expect(await count(page)).toBe('No products match “linen shirt” in Pantry');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Search the whole shop for “linen shirt”' }).click();
    await page.waitForURL(storefront('/search?q=linen+shirt'));
    await expect.poll(() => names(page)).toEqual(['Linen shirt']);
    await context.close();
  });
}
