import { expect, it } from 'vitest';
import { screenshot, storefront, tokenGrants, useBrowser } from './browser';
import { addFirstProductToCart, cartCount, fillDelivery } from './steps';

const chromium = useBrowser();

it('browse → product → add → quantity → coupon → estimate → checkout hand-off → back with an empty cart', async () => {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(storefront('/'));
  await expect.poll(() => page.getByTestId('result-count').filter({ visible: true }).textContent()).toBe('40 products');

  // Narrow the grid with a collection, then a search.
  await page.getByRole('link', { name: 'Home & Kitchen' }).click();
  await expect.poll(() => page.locator('.card:visible').count()).toBeLessThan(12);
  await page.getByRole('link', { name: 'Everything' }).click();
  await expect.poll(() => page.getByTestId('result-count').filter({ visible: true }).textContent()).toBe('40 products');
  await page.getByLabel('Search').filter({ visible: true }).fill('linen shirt');
  await expect.poll(() => page.getByTestId('result-count').filter({ visible: true }).textContent()).toBe('1 product');

  const { name, unitPrice, options } = await addFirstProductToCart(page);
  expect(name).toBe('Linen shirt');
  expect(options).toEqual(['Size', 'Color']);
  const drawer = page.getByTestId('cart-drawer');
  await expect.poll(() => drawer.getByTestId('cart-line').count()).toBe(1);
  await expect.poll(() => cartCount(page)).toBe(1);

  await drawer.getByRole('button', { name: /^Increase quantity of/ }).click();
  await expect.poll(() => drawer.getByTestId('quantity').textContent()).toBe('2');
  await expect.poll(() => drawer.getByTestId('cart-subtotal').textContent()).toBe(money(unitPrice * 2));

  await drawer.getByLabel('Coupon code').fill('WELCOME10');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => drawer.getByTestId('coupon-applied').textContent()).toBe('Coupon WELCOME10 applied');
  await screenshot(page, 'cart');
  await drawer.getByRole('button', { name: 'Checkout' }).click();

  // Cart V2 prices the cart's delivery (the shop's first method until the payment page offers the others).
  await expect.poll(() => page.getByTestId('delivery').textContent()).toMatch(/€\d+\.\d\d$/);
  await expect.poll(() => page.getByTestId('estimate').textContent()).toContain('Discount');
  await expect.poll(() => page.getByTestId('estimate-total').textContent()).toMatch(/^€\d+\.\d\d$/);
  await page.getByLabel('E-mail').fill('buyer@example.com');
  await fillDelivery(page);
  await screenshot(page, 'checkout');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // The platform's hosted checkout page, then back to the shop.
  await page.waitForURL((url) => url.pathname.startsWith('/__vitrine/'));
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL((url) => url.pathname === '/order-complete');
  await expect.poll(() => page.getByTestId('order-number').textContent()).toMatch(/^#\d{5}$/);
  await expect.poll(() => cartCount(page)).toBe(0);
  await page.getByTestId('open-cart').click();
  await expect.poll(() => page.getByTestId('cart-empty').isVisible()).toBe(true);
  await screenshot(page, 'order-complete');
  await context.close();
});

it('two tabs share one visitor and one cart', async () => {
  const context = await chromium.browser.newContext();
  const grants = await tokenGrants();
  const first = await context.newPage();
  await first.goto(storefront('/'));
  await addFirstProductToCart(first);
  await expect.poll(() => cartCount(first)).toBe(1);

  const second = await context.newPage();
  await second.goto(storefront('/'));
  await expect.poll(() => cartCount(second)).toBe(1);
  await screenshot(second, 'second-tab');
  // One visitor in all, minted by the shop's server for the first page and shared by both tabs through the cookie.
  expect(await grants.read()).toEqual(['anonymous']);
  await context.close();
});

const money = (value: number) => new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(value);

it('a visitor whose stored tokens the platform no longer knows (a reset platform) goes on shopping as a new visitor', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  const future = Math.floor(Date.now() / 1000) + 3600;
  const forgotten = {
    accessToken: { value: 'forgotten-access', expiresAt: future },
    refreshToken: { value: 'forgotten-refresh', role: 'visitor' },
  };
  await context.addCookies([
    {
      name: 'vitrine.vitrine-storefront.tokens',
      value: encodeURIComponent(JSON.stringify(forgotten)),
      url: storefront('/'),
    },
  ]);
  const grants = await tokenGrants();

  const answer = await page.goto(storefront('/'));
  // The render had to start a visitor of its own for this page; its tokens are never written into the page.
  expect(await answer!.text()).not.toMatch(/accessToken|refreshToken/);
  // The refused renewals grant nothing; the page told the browser, which started the visitor the cookie keeps.
  await expect.poll(() => grants.read()).toEqual(['anonymous', 'anonymous']);
  await addFirstProductToCart(page);
  await expect.poll(() => cartCount(page)).toBe(1);
  expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
  // One visitor from then on: the server's next render reads the browser's cart, and nobody mints again.
  await page.reload();
  expect(await cartCount(page)).toBe(1);
  expect(await grants.read()).toEqual(['anonymous', 'anonymous']);
  await screenshot(page, 'forgotten-tokens');
  await context.close();
});
