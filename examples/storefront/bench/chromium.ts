import { gzipSync } from 'node:zlib';
import { oauth } from '@vitrine/auth';
import { queryProducts } from '@vitrine/catalogue';
import { createClient } from '@vitrine/http';
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../test-support/chromium';

export interface AppFigures {
  name: string;
  /** Medians over the cold loads of the product page. */
  ttfbMs: number;
  lcpMs: number;
  /** Page path → bytes of JavaScript it loaded, each script gzipped on its own. */
  scriptBytes: Record<string, number>;
}

/** The first visible product of the demo catalogue, through the SDK itself. */
export async function loadProductId(host: string): Promise<string> {
  const client = createClient({ host, auth: oauth({ clientId: 'vitrine-storefront' }) });
  const { items } = await queryProducts(client).ascending('name').limit(1).find();
  const id = items[0]?._id;
  if (!id) throw new Error('The demo catalogue has no product to measure');
  return id;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// LCP is final once the page has been idle: read the last entry then, from the buffered observer.
const READ_LCP = `new Promise((resolve) => {
  let last = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) last = entry.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(last), 500);
})`;

async function loadOnce(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const ttfb = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return navigation!.responseStart - navigation!.startTime;
  });
  const lcp = (await page.evaluate(READ_LCP)) as number;
  const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return { ttfb, lcp, bytes };
}

/** Cold loads (a new context each: no cache, no cookies) of every page; timings from the product page. */
export async function measureApp(name: string, origin: string, pages: string[], runs: number): Promise<AppFigures> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const scriptBytes: Record<string, number> = {};
    for (const path of pages) scriptBytes[path] = (await loadOnce(browser, origin + path)).bytes;
    await loadOnce(browser, origin + pages[1]); // warms the server (a dev-free build still compiles nothing, but caches)
    const ttfb: number[] = [];
    const lcp: number[] = [];
    for (let run = 0; run < runs; run++) {
      const figures = await loadOnce(browser, origin + pages[1]);
      ttfb.push(figures.ttfb);
      lcp.push(figures.lcp);
    }
    return { name, ttfbMs: median(ttfb), lcpMs: median(lcp), scriptBytes };
  } finally {
    await browser.close();
  }
}
