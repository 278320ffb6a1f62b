import { expect, it } from 'vitest';
import { storefront, useBrowser } from './browser';
import { addToCart } from './steps';

const chromium = useBrowser();

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  it(`the checkout does not shift while its delivery and totals arrive at ${viewport.width} px`, async () => {
    const context = await chromium.browser.newContext({ viewport });
    // Every layout shift of the page from its first paint (none after a shopper's input counts).
    await context.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    await addToCart(page, storefront('/product/prod-bike-bell'));
    await page.goto(storefront('/checkout'));
    await expect.poll(() => page.getByTestId('estimate-total').textContent()).toMatch(/\d/);
    await expect.poll(() => page.getByTestId('delivery').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    await context.close();
  });
}
