import { gzipSync } from 'node:zlib';
import { oauth } from '@vitrine/auth';
import { queryProducts } from '@vitrine/catalogue';
import { createClient } from '@vitrine/http';
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../test-support/chromium';
import { freshPage } from './throttled-page';

export interface AppFigures {
  name: string;
  /** Medians over the cold loads of the product page, on this machine as it is. */
  ttfbMs: number;
  lcpMs: number;
  /** The same with the CPU 4× slower and Lighthouse's slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up). */
  throttledTtfbMs: number;
  throttledLcpMs: number;
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

async function loadOnce(browser: Browser, url: string, throttled = false) {
  const { context, page } = await freshPage(browser, { width: 1366, height: 900 }, throttled);
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
export async function measureApp(
  name: string,
  origin: string,
  pages: string[],
  productPage: string,
  runs: number,
): Promise<AppFigures> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const scriptBytes: Record<string, number> = {};
    for (const path of pages) scriptBytes[path] = (await loadOnce(browser, origin + path)).bytes;
    await loadOnce(browser, origin + productPage); // warms the server: its first view fills what it caches
    const timings = async (throttled: boolean) => {
      const ttfb: number[] = [];
      const lcp: number[] = [];
      for (let run = 0; run < runs; run++) {
        const figures = await loadOnce(browser, origin + productPage, throttled);
        ttfb.push(figures.ttfb);
        lcp.push(figures.lcp);
      }
      return { ttfb: median(ttfb), lcp: median(lcp) };
    };
    const plain = await timings(false);
    const throttled = await timings(true);
    return {
      name,
      ttfbMs: plain.ttfb,
      lcpMs: plain.lcp,
      throttledTtfbMs: throttled.ttfb,
      throttledLcpMs: throttled.lcp,
      scriptBytes,
    };
  } finally {
    await browser.close();
  }
}

/** The JavaScript (gzip, each script on its own) of one cold load of each page. */
export async function scriptBytesOf(origin: string, pages: string[]): Promise<Record<string, number>> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const bytes: Record<string, number> = {};
    for (const path of pages) bytes[path] = (await loadOnce(browser, origin + path)).bytes;
    return bytes;
  } finally {
    await browser.close();
  }
}
