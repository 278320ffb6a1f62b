import { apiKey } from '@vitrine/auth';
import { createClient } from '@vitrine/http';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { platform, storefront, useBrowser } from './browser';
import { setStock } from './merchant';
import { addToCart, cartCount } from './steps';

// Issue 31, item 3 and a double click from item 16: the shop never lets a cart go over the stock it knows of. The
// wristwatch has 2 left on both store versions.

const chromium = useBrowser();
const WRISTWATCH = '/product/prod-wristwatch';
const WIDTHS = [1280, 390, 360];

const atWidth = async (width: number): Promise<Page> =>
  (await chromium.browser.newContext({ viewport: { width, height: 800 } })).newPage();
const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

/** The adds a page sends to the platform and how many have their answer, counted as they happen. */
function watchAdds(page: Page): { sent: number; answered: number } {
  const adds = { sent: 0, answered: 0 };
  const isAdd = (url: string, method: string) => method === 'POST' && url.endsWith('/add-line-items');
  page.on('request', (request) => {
    if (isAdd(request.url(), request.method())) adds.sent += 1;
  });
  page.on('requestfinished', (request) => {
    if (isAdd(request.url(), request.method())) adds.answered += 1;
  });
  return adds;
}

it.each(WIDTHS)(
  'at %i px the product page counts what the cart holds: 2 of 2 in it, nothing more to add',
  async (width) => {
    const page = await atWidth(width);
    try {
      await addToCart(page, storefront(WRISTWATCH));
      await expect.poll(() => cartCount(page)).toBe(1);
      // One in the cart, one left to add: the picker stops at 1.
      await page.goto(storefront(WRISTWATCH));
      const more = page.getByRole('button', { name: 'Increase quantity' });
      await expect.poll(() => more.isDisabled()).toBe(true);
      expect(await visible(page, 'quantity').textContent()).toBe('1');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect.poll(() => cartCount(page)).toBe(2);
      // Both in the cart: Add is off, and the page says why.
      await page.goto(storefront(WRISTWATCH));
      await expect.poll(() => visible(page, 'availability').textContent()).toBe('● All 2 left are in your cart');
      expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    } finally {
      await page.context().close();
    }
  },
);

it.each(WIDTHS)(
  'at %i px /checkout does not go on with a line over the stock: it says so and Keep fixes it',
  async (width) => {
    const page = await atWidth(width);
    const merchant = createClient({ host: platform(), auth: apiKey({ apiKey: 'vitrine-dev-api-key' }) });
    try {
      await addToCart(page, storefront(WRISTWATCH), 2);
      await expect.poll(() => cartCount(page)).toBe(2);
      await setStock(merchant, 1);
      await page.goto(storefront('/checkout'));
      const line = visible(page, 'summary-line');
      await expect
        .poll(() => line.getByTestId('checkout-line-availability').textContent())
        .toBe('Only 1 left: 1 of 2 can be orderedKeep 1');
      const pay = page.getByRole('button', { name: 'Continue to payment' });
      expect(await pay.isDisabled()).toBe(true);
      expect(await visible(page, 'checkout-blocked').textContent()).toBe(
        'One item cannot be ordered as it is in your cart: change the marked line to continue.',
      );
      await line.getByRole('button', { name: 'Keep 1' }).click();
      await expect.poll(() => line.getByTestId('checkout-line-availability').count()).toBe(0);
      await expect.poll(() => pay.isDisabled()).toBe(false);
      expect(await page.getByTestId('checkout-blocked').count()).toBe(0);
    } finally {
      await setStock(merchant, 2);
      await page.context().close();
    }
  },
);

// A double click's second click can land after the first add answered, while the drawer's code still loads and
// the button is live again (seen at 390 px on a loaded machine). The test makes that moment certain: the drawer's
// code is held back, and the second click (the browser's `detail` 2) comes once the first add has its answer.
it.each(WIDTHS)('at %i px a double click on Add to cart adds one, however late its second click', async (width) => {
  const page = await atWidth(width);
  const adds = watchAdds(page);
  try {
    await page.goto(storefront('/product/prod-honey-jar'));
    // The drawer's code (loaded on demand, with the shop's client) waits until the double click is over: the
    // first add is answered while the drawer is still on its way.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('"cart-drawer"')) await released;
      await route.fulfill({ response, body });
    });
    const add = page.getByRole('button', { name: 'Add to cart' });
    await add.click();
    await expect.poll(() => adds.answered).toBe(1);
    await expect.poll(() => add.isEnabled()).toBe(true);
    // The double click's second click, as the browser counts it.
    const box = (await add.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    release();
    // Every add the page sent has its answer, and the cart holds one.
    await expect.poll(() => page.getByTestId('cart-drawer').isVisible()).toBe(true);
    await expect.poll(() => adds.answered === adds.sent).toBe(true);
    await expect.poll(() => cartCount(page)).toBe(1);
    expect(adds.sent).toBe(1);
  } finally {
    await page.context().close();
  }
});

it.each(WIDTHS)('at %i px a double click on Add to cart adds one', async (width) => {
  const page = await atWidth(width);
  const adds = watchAdds(page);
  try {
    await page.goto(storefront('/product/prod-honey-jar'));
    await page.getByRole('button', { name: 'Add to cart' }).dblclick();
    const drawer = page.getByTestId('cart-drawer');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    // Every add the page sent has its answer, and the drawer shows the cart after them.
    await expect.poll(() => adds.answered > 0 && adds.answered === adds.sent).toBe(true);
    await expect.poll(() => drawer.getByTestId('quantity').textContent()).toBe('1');
    expect(adds.sent).toBe(1);
  } finally {
    await page.context().close();
  }
});
