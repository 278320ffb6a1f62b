import { describe, expect, it } from 'vitest';
import { screenshot, storefront, useBrowser } from './browser';
import { addToCart, fillDelivery } from './steps';

const chromium = useBrowser();

describe.each([
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
])('at $width px', (size) => {
  it('checkout starts with no address, asks for the name, autocompletes every field, marks an e-mail the platform would refuse', async () => {
    const context = await chromium.browser.newContext({ viewport: size });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await addToCart(page, storefront('/product/prod-bike-bell'));
    await page.goto(storefront('/checkout'));
    await page.getByLabel('Street and number').waitFor();

    // Nobody's address: the fields are empty until the shopper (or the browser's autofill) fills them.
    const form = page.locator('form.checkout');
    const values = await form
      .locator('input')
      .evaluateAll((inputs) =>
        inputs.map((input) => [
          (input as HTMLInputElement).labels?.[0]?.textContent,
          (input as HTMLInputElement).value,
        ]),
      );
    expect(values).toEqual([
      ['E-mail', ''],
      ['First name', ''],
      ['Last name', ''],
      ['Street and number', ''],
      ['Postal code', ''],
      ['City', ''],
    ]);
    const autocomplete = await form
      .locator('input, select')
      .evaluateAll((fields) => fields.map((field) => field.getAttribute('autocomplete')));
    expect(autocomplete).toEqual([
      'email',
      'shipping given-name',
      'shipping family-name',
      'shipping address-line1',
      'shipping postal-code',
      'shipping address-level2',
      'shipping country',
    ]);

    // `type="email"` alone lets "buyer@example" through; the platform refuses it. The field says so, plainly.
    await fillDelivery(page);
    await page.getByLabel('E-mail').fill('buyer@example');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect
      .poll(() => page.getByTestId('email-problem').textContent())
      .toBe('Enter an e-mail address like name@example.com');
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('aside [role="alert"]').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await screenshot(page, `checkout-email-${size.width}`);

    await page.getByLabel('E-mail').fill('buyer@example.com');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/__vitrine/pages/checkout'));
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

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

  await fillDelivery(page);
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
