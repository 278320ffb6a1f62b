import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { storefront, useBrowser } from './browser';
import { addToCart, fillDelivery } from './steps';

// Issue 31, item 9: the thank-you page shows the order (number, lines, total, where it goes) and leads home; it
// works on a reload; another shopper's order id is not shown; Back from it is never a dead end on the platform.
// The bike bell (€16, no options, no stock limit) keeps the other files' stock as it is.

const chromium = useBrowser();
const BELL = '/product/prod-bike-bell';

const atWidth = async (width: number): Promise<Page> =>
  (await chromium.browser.newContext({ viewport: { width, height: 800 } })).newPage();

/** Two bells through the shop's checkout and the hosted page; the total the checkout showed, and the order's URL. */
async function placeOrder(page: Page): Promise<{ total: string; url: URL }> {
  await addToCart(page, storefront(BELL), 2);
  await page.goto(storefront('/checkout'));
  await page.getByLabel('E-mail').fill('thanks@example.com');
  await fillDelivery(page);
  const total = page.getByTestId('estimate-total');
  await expect.poll(() => total.textContent()).toMatch(/^€\d+\.\d\d$/);
  const shown = (await total.textContent())!;
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/__vitrine/'));
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL((url) => url.pathname === '/order-complete');
  return { total: shown, url: new URL(page.url()) };
}

/** axe-core's findings, as `rule: target` lines. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

/** The page's layout shifts so far (CLS's sum, without those right after an input), from the buffered entries. */
const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const observer = new PerformanceObserver(() => undefined);
        observer.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are queued to the observer at once; two frames later they are all in its records.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const shifts = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
            observer.disconnect();
            resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
          }),
        );
      }),
  );

/** What the thank-you page shows of the order. */
async function shownOrder(page: Page) {
  const order = page.getByTestId('order-complete');
  await expect.poll(() => order.isVisible()).toBe(true);
  return {
    number: await order.getByTestId('order-number').textContent(),
    lines: await order.getByTestId('order-line').allInnerTexts(),
    total: await order.getByTestId('order-total').textContent(),
    address: await order.getByTestId('order-address').innerText(),
  };
}

it.each([1280, 390])(
  'at %i px the thank-you page shows the order number, its lines, total and address, on a reload too, and leads home',
  async (width) => {
    const page = await atWidth(width);
    try {
      const { total, url } = await placeOrder(page);
      expect(url.searchParams.get('orderId')).toMatch(/^[\w-]{8,}$/);
      const shown = await shownOrder(page);
      expect(shown.number).toMatch(/^#\d{5}$/);
      expect(shown.lines.map((line) => line.split('\n').filter(Boolean))).toEqual([
        ['Bike bell', '2 × €16.00', '€32.00'],
      ]);
      expect(shown.total).toBe(total);
      expect(shown.address.split('\n')).toEqual(['Grace Hopper', 'Elbchaussee 5', '22765 Hamburg', 'DE']);
      // Nothing runs off a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      expect(await violations(page)).toEqual([]);

      await page.reload();
      expect(await shownOrder(page)).toEqual(shown);
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page)).toBe(0);

      await page.getByRole('link', { name: 'Continue shopping' }).click();
      await page.waitForURL((next) => next.pathname === '/');
    } finally {
      await page.context().close();
    }
  },
);

it.each([1280, 390])(
  'at %i px Back from the thank-you page shows the placed checkout with links to the order and the shop',
  async (width) => {
    const page = await atWidth(width);
    try {
      const { url } = await placeOrder(page);
      const { number } = await shownOrder(page);
      await page.goBack();
      await page.waitForURL((back) => back.pathname.startsWith('/__vitrine/'));
      await expect.poll(() => page.getByRole('link', { name: 'See your order' }).isVisible()).toBe(true);
      await page.getByRole('link', { name: 'See your order' }).click();
      await page.waitForURL((next) => next.pathname === '/order-complete');
      expect(new URL(page.url()).searchParams.get('orderId')).toBe(url.searchParams.get('orderId'));
      expect((await shownOrder(page)).number).toBe(number);

      await page.goBack();
      await page.waitForURL((back) => back.pathname.startsWith('/__vitrine/'));
      await page.getByRole('link', { name: '← Back to the shop' }).click();
      await page.waitForURL((next) => next.origin === new URL(storefront()).origin);
    } finally {
      await page.context().close();
    }
  },
);

it.each([1280, 390])(
  "at %i px another shopper's order id, or an unknown one, shows no order: it says so and leads home",
  async (width) => {
    const buyer = await atWidth(width);
    const stranger = await atWidth(width);
    try {
      const { url } = await placeOrder(buyer);
      await shownOrder(buyer);
      for (const orderId of [url.searchParams.get('orderId')!, '00000000-0000-4000-8000-000000000000']) {
        await stranger.goto(storefront(`/order-complete?orderId=${orderId}`));
        const missing = stranger.getByTestId('order-missing');
        await expect.poll(() => missing.isVisible()).toBe(true);
        expect(await missing.getByRole('heading').textContent()).toBe('Order not found');
        expect(await stranger.getByTestId('order-complete').count()).toBe(0);
        expect(await stranger.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
        expect(await violations(stranger)).toEqual([]);
      }
    } finally {
      await buyer.context().close();
      await stranger.context().close();
    }
  },
);
