import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { paged, storefront, useBrowser } from './browser';

const chromium = useBrowser();

const prices = async (page: Page) =>
  (await page.locator('.card:visible .price .now, .card:visible .price > span:only-child').allTextContents()).map(
    (text) => Number(text.replace(/[^\d.]/g, '')),
  );

it('search, sort and page live in the URL: Back restores each, a new sort starts at page 1, prices sort as shown', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await page.goto(storefront('/'));
  await page.getByLabel('Sort').filter({ visible: true }).selectOption('price-asc');
  await page.waitForURL(storefront('/?sort=price-asc'));
  const firstPage = await prices(page);
  expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Next →' }).click();
  await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc' && paged(url));
  expect(await page.locator('.pager:visible').textContent()).toContain('Page 2 of 4');
  const secondUrl = page.url();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const secondPage = await prices(page);
  expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!);

  // A new sort goes back to the first page.
  await page.getByLabel('Sort').filter({ visible: true }).selectOption('price-desc');
  await page.waitForURL(storefront('/?sort=price-desc'));

  await page.goBack();
  await page.waitForURL(secondUrl);
  await expect.poll(() => prices(page)).toEqual(secondPage);
  await page.goBack();
  await page.waitForURL(storefront('/?sort=price-asc'));
  await expect.poll(() => page.getByLabel('Sort').filter({ visible: true }).inputValue()).toBe('price-asc');

  // A search is a bookmarkable URL, rendered by the server.
  const html = await (await context.request.get(storefront('/search?q=linen%20shirt'))).text();
  expect(html).toContain('data-testid="result-count">1 product<');
  await context.close();
});

it('a search waits for the typing to pause: one request for "linen", none per keystroke', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await page.goto(storefront('/'));
  await page.waitForLoadState('networkidle');
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('q')) searches.push(url.searchParams.get('q') ?? '');
  });
  const box = page.getByLabel('Search').filter({ visible: true });
  // When each text was typed, in the page's own clock: on a busy machine a keystroke can come late, and a pause
  // past the search's wait (300 ms) is a pause, whoever made it.
  await box.evaluate((input) => {
    const typed: [string, number][] = [];
    (window as unknown as { __typed: typeof typed }).__typed = typed;
    input.addEventListener('input', () => typed.push([(input as HTMLInputElement).value, performance.now()]));
  });
  await box.pressSequentially('linen', { delay: 60 });
  // The view searches in place (the page stays, and so does the box's focus).
  await page.waitForURL(storefront('/?q=linen'));
  await expect
    .poll(() => page.getByTestId('result-count').filter({ visible: true }).textContent())
    .toMatch(/^\d+ products?$/);
  const typed = await page.evaluate(() => (window as unknown as { __typed: [string, number][] }).__typed);
  expect(typed.map(([text]) => text)).toEqual(['l', 'li', 'lin', 'line', 'linen']);
  // No request for a text followed by the next keystroke well within the wait; "linen" once, last.
  const paused = typed.filter(([, at], i) => i === typed.length - 1 || typed[i + 1]![1] - at > 250).map(([t]) => t);
  for (const term of searches) expect(paused).toContain(term);
  expect(searches.at(-1)).toBe('linen');
  expect(searches.filter((term) => term === 'linen')).toHaveLength(1);
  await context.close();
});

it('a sold-out product says so, instead of asking for options', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await page.goto(storefront('/product/prod-scented-candle'));
  await expect.poll(() => page.getByTestId('availability').filter({ visible: true }).textContent()).toBe('○ Sold out');
  expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
  await context.close();
});
