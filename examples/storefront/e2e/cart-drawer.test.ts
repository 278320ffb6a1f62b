import { expect, it } from 'vitest';
import { platform, storefront, useBrowser } from './browser';
import { addToCart } from './steps';

const chromium = useBrowser();

it('the cart drawer from the keyboard: focus moves in, Tab stays inside, Escape closes it and focus returns', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await page.goto(storefront('/'));
  const cartButton = page.getByTestId('open-cart');
  await cartButton.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('cart-drawer');
  await expect.poll(() => drawer.isVisible()).toBe(true);
  const focusInside = () => drawer.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(focusInside).toBe(true);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect.poll(() => drawer.count()).toBe(0);
  expect(await cartButton.evaluate((element) => element === document.activeElement)).toBe(true);
  await context.close();
});

it('a coupon changes the drawer totals, lines show line totals, and four quick taps on + on a slow network end at 5', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await addToCart(page, storefront('/product/prod-bike-bell'));
  const drawer = page.getByTestId('cart-drawer');
  await expect.poll(() => drawer.getByTestId('line-total').textContent()).toBe('€16.00');
  // Cart V2 lines carry no picture: the drawer joins the bell's from the catalogue.
  await expect
    .poll(() => drawer.getByTestId('cart-line').locator('img').getAttribute('src'))
    .toMatch(/\/media\/[^/]+\/v1\/fill\/w_\d+,h_\d+/);

  // Every cart call answers 300 ms late: no tap may be lost.
  await page.route(`${platform()}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  const more = drawer.getByRole('button', { name: /^Increase quantity of/ });
  for (let i = 0; i < 4; i++) await more.click();
  await expect.poll(() => drawer.getByTestId('quantity').textContent()).toBe('5');
  await expect.poll(() => drawer.getByTestId('line-total').textContent(), { timeout: 60_000 }).toBe('€80.00');
  await expect.poll(() => drawer.getByTestId('cart-subtotal').textContent()).toBe('€80.00');
  await page.unroute(`${platform()}/**`);

  // A platform refusal reads as a sentence; its code stays out of the shopper's sight.
  await drawer.getByLabel('Coupon code').fill('NOPE');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect
    .poll(() => drawer.getByRole('alert').textContent())
    .toBe('That coupon code does not exist. Check the spelling and try again.');
  await drawer.getByLabel('Coupon code').fill('WELCOME10');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => drawer.getByTestId('cart-discount').textContent()).toBe('−€8.00');
  await expect.poll(() => drawer.getByTestId('cart-after-discount').textContent()).toBe('€72.00');
  await context.close();
});

it('a quantity change the platform refuses says why next to the line, and the quantity goes back', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await addToCart(page, storefront('/product/prod-bike-bell'));
  const drawer = page.getByTestId('cart-drawer');
  await expect.poll(() => drawer.getByTestId('quantity').textContent()).toBe('1');
  // Another device of the same visitor removes the line meanwhile; this drawer still shows it.
  const tokens = (await context.cookies(storefront('/'))).find((c) => c.name === 'vitrine.vitrine-storefront.tokens')!;
  const authorization = JSON.parse(decodeURIComponent(tokens.value)).accessToken.value as string;
  const cart = platform('/ecom/v2/carts/current');
  const lines = (await (await fetch(cart, { headers: { authorization } })).json()).cart.lineItems as { id: string }[];
  const removed = await fetch(`${cart}/remove-line-items`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ lineItemIds: lines.map((line) => line.id) }),
  });
  expect(removed.status).toBe(200);

  await drawer.getByRole('button', { name: /^Increase quantity of/ }).click();
  const line = drawer.getByTestId('cart-line');
  await expect.poll(() => line.getByRole('alert').textContent()).toBe('That item is no longer in your cart.');
  expect(await line.getByTestId('quantity').textContent()).toBe('1');
  await context.close();
});
