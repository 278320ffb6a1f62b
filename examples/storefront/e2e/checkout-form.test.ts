import { expect, it } from 'vitest';
import { storefront, useBrowser } from './browser';
import { addToCart } from './steps';

const chromium = useBrowser();

it('checkout refuses "not-an-email", keeps the form through the hosted checkout, which has a way back', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await addToCart(page, storefront('/product/prod-bike-bell'));
  await page.getByTestId('cart-drawer').getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(storefront('/checkout'));
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout');

  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect
    .poll(() => page.getByTestId('email-problem').textContent())
    .toBe('Enter an e-mail address like name@example.com');
  expect(new URL(page.url()).pathname).toBe('/checkout');

  await page.getByLabel('E-mail').fill('buyer@example.com');
  await page.getByLabel('City').fill('Hamburg');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/__vitrine/pages/checkout'));
  await page.getByRole('link', { name: '← Back to the shop' }).click();
  await page.waitForURL(storefront('/checkout'));
  await expect.poll(() => page.getByLabel('E-mail').inputValue()).toBe('buyer@example.com');
  expect(await page.getByLabel('City').inputValue()).toBe('Hamburg');
  await context.close();
});
