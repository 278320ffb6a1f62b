import { expect, it } from 'vitest';
import { storefront, useBrowser } from './browser';
import { addToCart } from './steps';

// Issue 31, item 16: the offer in the top bar and the delivery price at checkout tell the same story.

const chromium = useBrowser();

it.each([1280, 390, 360])('at %i px the free-shipping offer agrees with the checkout at €55', async (width) => {
  const page = await (await chromium.browser.newContext({ viewport: { width, height: 800 } })).newPage();
  try {
    // Five honey jars at €11: €55.
    await addToCart(page, storefront('/product/prod-honey-jar'), 5);
    await page.goto(storefront('/checkout'));
    await expect.poll(() => page.getByTestId('delivery').filter({ visible: true }).textContent()).toContain('€0.00');
    const offer = (await page.getByRole('complementary', { name: 'Offers' }).textContent()) ?? '';
    const threshold = Number(/Free shipping (?:over|from) €(\d+)/.exec(offer)?.[1]);
    // Free delivery at €55: the offer's threshold is at most that.
    expect(threshold).toBeGreaterThan(0);
    expect(threshold).toBeLessThanOrEqual(55);
  } finally {
    await page.context().close();
  }
});
