import { expect, it } from 'vitest';
import { paged, storefront, useBrowser } from './browser';

const chromium = useBrowser();

it('without JavaScript, every page of a catalogue, the sort and the search are reachable: links and GET forms', async () => {
  const context = await chromium.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(storefront('/'));
  const names = () => page.locator('.card-name').allTextContents();
  const firstPage = await names();
  expect(firstPage).toHaveLength(12);

  await page.getByRole('link', { name: 'Next →' }).click();
  await page.waitForURL((url) => url.pathname === '/' && paged(url));
  expect(await page.getByText('Page 2 of 4').count()).toBe(1);
  const secondPage = await names();
  expect(secondPage).toHaveLength(12);
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
  await page.getByRole('link', { name: '← Previous' }).click();
  await page.waitForURL(storefront('/'));

  await page.getByLabel('Sort').selectOption('price-desc');
  await page.getByRole('button', { name: 'Sort' }).click();
  await page.waitForURL(storefront('/?sort=price-desc'));
  const prices = (await page.locator('.card .price .now, .card .price > span:only-child').allTextContents()).map(
    (text) => Number(text.replace(/[^\d.]/g, '')),
  );
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  await page.getByLabel('Search').fill('linen shirt');
  await page.getByLabel('Search').press('Enter');
  await page.waitForURL(storefront('/search?q=linen+shirt'));
  expect(await page.getByTestId('result-count').textContent()).toBe('1 product');
  expect(await names()).toEqual(['Linen shirt']);

  await page.getByRole('link', { name: 'Home & Kitchen' }).click();
  await page.waitForURL(storefront('/collections/home-kitchen'));
  expect(await page.locator('h1').textContent()).toBe('Home & Kitchen');
  await context.close();
});
