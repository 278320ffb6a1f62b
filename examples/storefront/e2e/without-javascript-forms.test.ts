import { describe, expect, it } from 'vitest';
import { screenshot, storefront, useBrowser } from './browser';

const chromium = useBrowser();

describe.each([
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
])('without JavaScript at $width px', (size) => {
  it('/checkout and /account say plainly what they need, with a way on, instead of a grey skeleton', async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false, viewport: size });
    const page = await context.newPage();

    await page.goto(storefront('/checkout'));
    expect(await page.locator('.skeleton:visible').count()).toBe(0);
    expect(await page.getByTestId('needs-javascript').textContent()).toContain(
      'Your cart and the checkout need JavaScript. Please turn it on in your browser and reload this page.',
    );
    expect(await page.getByTestId('needs-javascript').getByRole('link', { name: 'Back to the shop' }).count()).toBe(1);
    await screenshot(page, `checkout-no-js-${size.width}`);

    await page.goto(storefront('/account'));
    expect(await page.locator('.skeleton:visible').count()).toBe(0);
    expect(await page.getByTestId('needs-javascript').textContent()).toContain(
      'This form needs JavaScript. Turn it on, or sign in on our secure sign-in page.',
    );
    // The redirect sign-in runs on the server: it leads to the platform's login page without scripts.
    await page.getByRole('link', { name: 'Sign in without JavaScript' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/__vitrine/pages/'));
    await context.close();
  });

  it("the product page's disabled Add to cart says why", async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false, viewport: size });
    const page = await context.newPage();
    await page.goto(storefront('/product/prod-linen-shirt'));
    expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('needs-javascript').textContent()).toBe(
      'Choosing options and adding to the cart need JavaScript. Please turn it on to buy.',
    );
    expect(await page.getByTestId('needs-javascript').isVisible()).toBe(true);
    await context.close();
  });
});
