import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Opens the first product of the grid, picks the first choice of every option, adds one, and reads its price. */
export async function addFirstProductToCart(
  page: Page,
): Promise<{ name: string; unitPrice: number; options: string[] }> {
  await page.locator('.card:visible').first().click();
  await page.waitForURL(/\/product\//);
  const name = (await page.locator('h1:visible').textContent()) ?? '';
  const options = page.locator('.option:visible');
  const names: string[] = [];
  for (let i = 0; i < (await options.count()); i++) {
    names.push(((await options.nth(i).locator('.option-name').textContent()) ?? '').split(':')[0]!);
    await options.nth(i).locator('.choices button:not([disabled])').first().click();
  }
  await expect.poll(() => page.getByTestId('availability').filter({ visible: true }).textContent()).toMatch(/In stock/);
  const price =
    (await page
      .locator('.product:visible .price .now, .product:visible .price > span:only-child')
      .first()
      .textContent()) ?? '';
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await added(page);
  return { name, unitPrice: Number(price.replace(/[^\d.]/g, '')), options: names };
}

/**
 * The add is done: the drawer shows its line. It opens with the tap ("Adding…"), before the shop's client has
 * sent the add, so a test that leaves the page waits for the line, as a shopper does.
 */
async function added(page: Page): Promise<void> {
  const drawer = page.getByTestId('cart-drawer');
  await expect.poll(() => drawer.isVisible()).toBe(true);
  await expect.poll(() => drawer.getByTestId('cart-adding').count()).toBe(0);
  await expect.poll(() => drawer.getByTestId('cart-line').count()).toBeGreaterThan(0);
}

export async function cartCount(page: Page): Promise<number> {
  return Number(await page.locator('.cart-count').textContent());
}

/** Opens a product page, sets the quantity with the picker, and adds it to the cart (the drawer opens). */
export async function addToCart(page: Page, productPath: string, quantity = 1): Promise<void> {
  await page.goto(productPath);
  for (let i = 1; i < quantity; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await added(page);
}

/** A shopper's own name and address, typed into the checkout form (it starts empty). */
export async function fillDelivery(page: Page): Promise<void> {
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Street and number').fill('Elbchaussee 5');
  await page.getByLabel('Postal code').fill('22765');
  await page.getByLabel('City').fill('Hamburg');
}
