import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { storefront, useBrowser } from './browser';
import { addToCart } from './steps';

const chromium = useBrowser();

/** axe-core's findings, as `rule: target` lines, so a failure names what to fix. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}

it('axe-core finds nothing on home, product, the open cart and checkout', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await page.goto(storefront('/'));
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);

  await addToCart(page, storefront('/product/prod-bike-bell'));
  expect(await violations(page)).toEqual([]);

  await page.getByTestId('cart-drawer').getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(storefront('/checkout'));
  await expect.poll(() => page.getByTestId('delivery').count()).toBe(1);
  expect(await violations(page)).toEqual([]);

  await page.goto(storefront('/product/prod-linen-shirt'));
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  await context.close();
});
