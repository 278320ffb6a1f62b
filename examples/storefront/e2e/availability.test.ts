import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { storefront, useBrowser } from './browser';

// Issue 31 item 5: "Out of stock in this combination" flashed for one request before "In stock". Every text the
// availability line shows, from the first paint through several choices and an add, on a slow phone's network and
// CPU: an in-stock combination never says it is out of stock or unavailable while anything loads.

const chromium = useBrowser();

const sizes = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** Records each new text of the availability line from the document's first byte (before any script of the page). */
async function recordAvailability(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __availability: string[] }).__availability = seen;
    const note = () => {
      const text = document.querySelector('[data-testid="availability"]')?.textContent ?? null;
      if (text !== null && seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __availability: string[] }).__availability);
}

const settled = (page: Page) => page.getByTestId('availability').filter({ visible: true }).textContent();

for (const viewport of sizes) {
  it(`at ${viewport.width} px the availability never says out of stock for an in-stock choice while it loads`, async () => {
    const context = await chromium.browser.newContext({ viewport });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const texts = await recordAvailability(page);
    await page.goto(storefront('/product/prod-linen-shirt'));
    await expect.poll(() => settled(page)).toBe('Choose your options');

    const pick = async (option: string, choice: string) => {
      await page
        .locator('.option:visible', { hasText: option })
        .getByRole('button', { name: choice, exact: true })
        .click();
    };
    await pick('Size', 'M');
    await pick('Color', 'Sage');
    await expect.poll(() => settled(page)).toMatch(/^● (In stock|Only \d+ left)/);
    await pick('Color', 'Navy');
    await pick('Size', 'L');
    await expect.poll(() => settled(page)).toMatch(/^● (In stock|Only \d+ left)/);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.getByTestId('cart-drawer').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('cart-drawer').count()).toBe(0);
    await pick('Color', 'White');
    await expect.poll(() => settled(page)).toMatch(/^● (In stock|Only \d+ left)/);
    // A reload with the choices in the URL: the first paint on (the record starts again with the document).
    const before = await texts();
    await page.reload();
    await expect.poll(() => settled(page)).toMatch(/^● (In stock|Only \d+ left)/);

    const all = [...before, ...(await texts())];
    expect(all.length).toBeGreaterThan(1);
    for (const text of all) expect(text).not.toMatch(/out of stock|unavailable|sold out/i);
    await context.close();
  });
}
