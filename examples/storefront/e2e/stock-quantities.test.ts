import { apiKey } from '@vitrine/auth';
import { createClient } from '@vitrine/http';
import { expect, it } from 'vitest';
import { platform, storefront, useBrowser } from './browser';
import { setStock } from './merchant';
import { addToCart } from './steps';

// Stock quantities, on both store versions: the model's `stock.quantity` is V1's product answer and V3's inventory
// items; the merchant changes a stock with the products API on V1 and the inventory items API on V3.

const chromium = useBrowser();

it('the product picker stops at what is in stock and says how many are left', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await page.goto(storefront('/product/prod-wristwatch'));
  await expect
    .poll(() => page.getByTestId('availability').filter({ visible: true }).textContent())
    .toBe('● Only 2 left, ships in 2-3 days');
  const more = page.getByRole('button', { name: 'Increase quantity' });
  await more.click();
  await expect.poll(() => page.getByTestId('quantity').filter({ visible: true }).textContent()).toBe('2');
  expect(await more.isDisabled()).toBe(true);
  await context.close();
});

it('a line with less in stock than wanted says so, its total and the subtotal agree, and Keep fixes it', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await addToCart(page, storefront('/product/prod-wristwatch'), 2);
  const merchant = createClient({ host: platform(), auth: apiKey({ apiKey: 'vitrine-dev-api-key' }) });
  await setStock(merchant, 1);
  try {
    await page.reload();
    await page.getByTestId('open-cart').click();
    const drawer = page.getByTestId('cart-drawer');
    await expect
      .poll(() => drawer.getByTestId('line-availability').textContent())
      .toBe('Only 1 left: 1 of 2 can be orderedKeep 1');
    expect(await drawer.getByTestId('line-total').textContent()).toBe('€249.00');
    expect(await drawer.getByTestId('cart-subtotal').textContent()).toBe('€249.00');
    expect(await drawer.getByRole('button', { name: /^Increase quantity of/ }).isDisabled()).toBe(true);
    await drawer.getByRole('button', { name: 'Keep 1' }).click();
    await expect.poll(() => drawer.getByTestId('quantity').textContent()).toBe('1');
    await expect.poll(() => drawer.getByTestId('line-availability').count()).toBe(0);
  } finally {
    await setStock(merchant, 2);
  }
  await context.close();
});
