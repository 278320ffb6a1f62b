import { expect, it } from 'vitest';
import { storefront, useBrowser } from './browser';

const chromium = useBrowser();

// Issue 31, item 14: crawlers find the sitemap in a robots.txt; the home page names its canonical URL and what a
// shared link shows.

it('robots.txt allows the shop, keeps crawlers out of the visitor-only pages and names the sitemap', async () => {
  const answer = await fetch(storefront('/robots.txt'));
  expect(answer.status).toBe(200);
  const text = await answer.text();
  expect(text).toContain('User-Agent: *');
  expect(text).toContain('Allow: /');
  for (const path of ['/checkout', '/account', '/order-complete', '/auth/', '/api/'])
    expect(text).toContain(`Disallow: ${path}`);
  // The shop's configured origin (VITRINE_SHOP_URL, the default in the e2e run), never the request's Host.
  expect(text).toMatch(/Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml/);
});

it('the home page has a canonical URL and Open Graph tags', async () => {
  const page = await (await chromium.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  try {
    await page.goto(storefront('/'));
    const attribute = (selector: string, name: string) => page.locator(selector).getAttribute(name);
    expect(await attribute('link[rel="canonical"]', 'href')).toMatch(/^https?:\/\/[^/]+\/?$/);
    expect(await attribute('meta[property="og:title"]', 'content')).toBe('Maison Vitrine');
    expect(await attribute('meta[property="og:type"]', 'content')).toBe('website');
    expect(await attribute('meta[property="og:url"]', 'content')).toMatch(/^https?:\/\/[^/]+\/?$/);
    expect(await attribute('meta[property="og:site_name"]', 'content')).toBe('Maison Vitrine');
    expect(await attribute('meta[property="og:description"]', 'content')).toContain('Linen, ceramics');
    // A paged or sorted list is the same list: its canonical is the home page, not a copy with parameters.
    await page.goto(storefront('/?sort=price-asc'));
    expect(await attribute('link[rel="canonical"]', 'href')).toMatch(/^https?:\/\/[^/]+\/?$/);
  } finally {
    await page.context().close();
  }
});
