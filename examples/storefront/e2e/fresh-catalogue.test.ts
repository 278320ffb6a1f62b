import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { platform, platformAdmin, storefront, useBrowser } from './browser';
import { pauseEvents } from './events-pause';
import { editProduct } from './merchant';
import { addToCart, cartCount } from './steps';

const chromium = useBrowser();

// The catalogue is cached across visitors and kept fresh by the platform's events (the shop's /api/events).
const HONEY = '/product/prod-honey-jar';
const PANTRY = '/collections/pantry';

const shown = async (page: Page, path: string) => {
  await page.goto(storefront(path));
  return page;
};
const heading = (page: Page) => page.locator('h1:visible').textContent();
const productPrice = (page: Page) =>
  page.locator('.product:visible .price .now, .product:visible .price > span:only-child').first().textContent();
/** The platform's deliveries of events to the shop, newest first. */
async function shopDeliveries(): Promise<{ id: number; entityKey: string; status: string }[]> {
  const list = await fetch(platform('/__vitrine/events/deliveries'), { headers: platformAdmin() });
  const { deliveries } = (await list.json()) as {
    deliveries: { id: number; url: string; entityKey: string; status: string }[];
  };
  return deliveries.filter((each) => each.url === storefront('/api/events'));
}
const card = (page: Page, name: string) => page.locator('.card:visible', { hasText: name });

it('a merchant changes a product: its page and its collection show the new name and price without a restart, and each visitor keeps their own cart', async () => {
  const first = await (await chromium.browser.newContext()).newPage();
  const second = await (await chromium.browser.newContext()).newPage();
  try {
    // Both pages are read, and so cached, before the change; the first visitor has the honey in their cart.
    await addToCart(first, storefront(HONEY));
    await expect.poll(() => cartCount(first)).toBe(1);
    expect(await heading(await shown(second, HONEY))).toBe('Honey jar');
    expect(await productPrice(second)).toBe('€11.00');
    await shown(second, PANTRY);
    expect(await card(second, 'Honey jar').count()).toBe(1);
    expect(await cartCount(second)).toBe(0);

    // Without events the shop keeps serving what it cached: no visitor's page view reads the platform for it.
    const resume = await pauseEvents();
    await editProduct('prod-honey-jar', { name: 'Clover honey' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await heading(await shown(second, HONEY))).toBe('Honey jar');
    await resume();

    const before = (await shopDeliveries())[0]?.id ?? 0;
    await editProduct('prod-honey-jar', { name: 'Wildflower honey', price: 13.5 });
    // The change's events reach the shop (its /api/events answered them)…
    await expect
      .poll(async () => {
        const sent = (await shopDeliveries()).filter((each) => each.id > before);
        return (
          sent.some((each) => each.entityKey === 'product:prod-honey-jar') &&
          sent.every((each) => each.status === 'delivered')
        );
      })
      .toBe(true);

    // …and the next page view shows the change: no restart, no cache time to wait out (the cached page would
    // otherwise be served for up to an hour).
    expect(await heading(await shown(second, HONEY))).toBe('Wildflower honey');
    expect(await productPrice(second)).toBe('€13.50');
    await shown(second, PANTRY);
    expect(await card(second, 'Wildflower honey').locator('.price').textContent()).toBe('€13.50');
    expect(await card(second, 'Honey jar').count()).toBe(0);

    // The pages are shared; the carts are not: the second visitor's is still empty, the first's still theirs.
    expect(await cartCount(second)).toBe(0);
    await shown(first, PANTRY);
    expect(await cartCount(first)).toBe(1);
    const html = await (await second.context().request.get(storefront(PANTRY))).text();
    const firstCookie = (await first.context().cookies(storefront('/'))).find((c) => c.name.endsWith('.tokens'));
    expect(firstCookie).toBeDefined();
    expect(html).not.toContain(JSON.parse(decodeURIComponent(firstCookie!.value)).accessToken.value);
  } finally {
    await editProduct('prod-honey-jar', { name: 'Honey jar', price: 11 });
    await first.context().close();
    await second.context().close();
  }
});
