import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { storefront, useBrowser } from './browser';
import { addToCart } from './steps';

// Issue 31, item 16 and the measured goals: no page moves under the shopper's eyes (CLS 0), on a phone and a desktop.
// Each page is read once it shows everything it waits for (its data, its pictures and the fonts) and the network is
// quiet: every layout shift from its first paint on counts (none came after an input: the test gives none).

const chromium = useBrowser();

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift of each page of the context from its first paint, with the elements that moved. */
async function recordShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).trim().replace(/\s+/g, '.')}` : ''}`
        : String(node?.nodeName);
    type Entry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            sources: entry.sources.map(
              ({ node, previousRect: a, currentRect: b }) =>
                `${describe(node)} ${a.x},${a.y} ${a.width}x${a.height} → ${b.x},${b.y} ${b.width}x${b.height}`,
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);

/** Waits until every picture on the screen has loaded, the fonts are in and the network is quiet. */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator('img')
        .evaluateAll((images) =>
          (images as HTMLImageElement[])
            .filter((image) => image.checkVisibility() && image.getBoundingClientRect().top < window.innerHeight)
            .every((image) => image.complete),
        ),
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
}

const PAGES: [string, string, (page: Page) => Promise<unknown>][] = [
  ['home', '/', (page) => expect.poll(() => page.locator('.card').count()).toBeGreaterThan(0)],
  [
    'a collection',
    '/collections/pantry',
    (page) => expect.poll(() => page.locator('.card').count()).toBeGreaterThan(0),
  ],
  [
    'a product',
    '/product/prod-bike-bell',
    (page) => expect.poll(() => page.getByTestId('availability').textContent()).toMatch(/In stock|Only \d+ left/),
  ],
  [
    'the checkout, with a line in the cart',
    '/checkout',
    async (page) => {
      await expect.poll(() => page.getByTestId('estimate-total').textContent()).toMatch(/\d/);
      await expect.poll(() => page.getByTestId('delivery').count()).toBe(1);
    },
  ],
  [
    'the account',
    '/account',
    (page) => expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBeGreaterThan(0),
  ],
];

for (const viewport of VIEWPORTS) {
  it.each(PAGES)(`at ${viewport.width} px %s does not shift (CLS 0)`, async (_name, path, ready) => {
    const context = await chromium.browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await recordShifts(context);
      if (path === '/checkout') {
        await addToCart(page, storefront('/product/prod-bike-bell'));
        // The estimate comes after the form is drawn, as on a slow network: the delivery and totals keep their places.
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/carts/current/estimate', async (route) => {
          await released;
          await route.continue();
        });
        await page.goto(storefront(path));
        await expect.poll(() => page.getByRole('button', { name: 'Continue to payment' }).isVisible()).toBe(true);
        expect(await page.getByTestId('estimate-total').textContent()).toBe('—');
        release();
      } else {
        await page.goto(storefront(path));
      }
      await ready(page);
      await settled(page);
      expect(await shiftsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
