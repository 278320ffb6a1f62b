import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { storefront, useBrowser } from './browser';
import { editProduct } from './merchant';

// Issue 31, item 10: the catalogue's lists are cached across visitors and kept fresh by the platform's events (the
// shop's /api/events). A change that can move a product into a list it is not on yet (a price-sorted list's first
// page, a search's answer) revalidates that list at once, not after the cache's hour-long backstop.

const chromium = useBrowser();
const names = async (page: Page, path: string): Promise<string[]> => {
  await page.goto(storefront(path));
  return page.locator('.card:visible .card-name').allTextContents();
};

it.each([1280, 390, 360])(
  'at %i px a price change moves the product onto a price-sorted first page, a new name into a search, at once',
  async (width) => {
    const page = await (await chromium.browser.newContext({ viewport: { width, height: 800 } })).newPage();
    try {
      // Cached before the change: the cheapest first (the €249 wristwatch is not on the first page), and a search
      // that finds nothing yet.
      const cheapest = await names(page, '/?sort=price-asc');
      expect(cheapest.length).toBeGreaterThan(0);
      expect(cheapest).not.toContain('Wristwatch');
      expect(await names(page, '/search?q=sundial')).toEqual([]);

      await editProduct('prod-wristwatch', { name: 'Wristwatch', price: 1 });
      await expect.poll(async () => (await names(page, '/?sort=price-asc'))[0]).toBe('Wristwatch');

      await editProduct('prod-wristwatch', { name: 'Sundial' });
      await expect.poll(() => names(page, '/search?q=sundial')).toEqual(['Sundial']);
    } finally {
      await editProduct('prod-wristwatch', { name: 'Wristwatch', price: 249 });
      await page.context().close();
    }
  },
);
