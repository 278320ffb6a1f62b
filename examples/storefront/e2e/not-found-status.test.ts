import { expect, it } from 'vitest';
import { storefront, useBrowser } from './browser';
import { pauseEvents } from './events-pause';
import { editProduct } from './merchant';

// Issue 31 item 14: an unknown product or collection answers 404 (under `cacheComponents` the page's own
// `notFound()` came after its cached shell had started a 200), while a known one is still 200 from the cache.

const chromium = useBrowser();

const status = async (path: string) => {
  const answer = await fetch(storefront(path), { redirect: 'manual' });
  return { status: answer.status, body: await answer.text() };
};

it.each(['/product/prod-no-such-thing', '/collections/no-such-collection', '/product/no%20such'])(
  '%s answers 404 with the not-found page, without JavaScript (a plain GET)',
  async (path) => {
    const answer = await status(path);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('This page does not exist');
  },
);

it('in the browser: an unknown product and collection are 404, known ones 200', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  for (const [path, code] of [
    ['/product/prod-no-such-thing', 404],
    ['/collections/no-such-collection', 404],
    ['/product/prod-linen-shirt', 200],
    ['/collections/apparel', 200],
  ] as const) {
    const answer = await page.goto(storefront(path));
    expect([path, answer!.status()]).toEqual([path, code]);
    if (code === 404)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This page does not exist');
  }
  await context.close();
});

it('a known product and collection are still 200 and still come from the shared cache', async () => {
  const product = '/product/prod-postcard-set';
  const first = await status(product);
  expect(first.status).toBe(200);
  expect(first.body).toContain('Postcard set');
  expect((await status('/collections/stationery')).status).toBe(200);
  // With the events paused, a merchant's new name does not reach the shop: the next views (the proxy's check and
  // the page) read the cached product, not the platform.
  const resume = await pauseEvents();
  try {
    await editProduct('prod-postcard-set', { name: 'Postcard dozen' });
    const again = await status(product);
    expect(again.status).toBe(200);
    expect(again.body).toContain('Postcard set');
    expect(again.body).not.toContain('Postcard dozen');
    expect((await status('/collections/stationery')).status).toBe(200);
  } finally {
    await resume();
    await editProduct('prod-postcard-set', { name: 'Postcard set' });
  }
});

it('a catalogue page past the last one is 404; a real next page is 200', async () => {
  for (const path of ['/', '/search?sort=price-asc']) {
    const html = (await status(path)).body;
    const next = /href="([^"]*cursor=[^"]*)" rel="next"|rel="next" href="([^"]*cursor=[^"]*)"/.exec(html);
    expect(next, path).not.toBeNull();
    const href = new URL((next![1] ?? next![2]!).replaceAll('&amp;', '&'), storefront('/'));
    expect([path, (await status(href.pathname + href.search)).status]).toEqual([path, 200]);
    href.searchParams.set('cursor', href.searchParams.get('cursor')!.replace(/^\d+\./, '9.'));
    expect([path, (await status(href.pathname + href.search)).status]).toEqual([path, 404]);
  }
});
