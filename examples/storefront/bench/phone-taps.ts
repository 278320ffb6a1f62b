import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../test-support/chromium';
import { freshPage } from './throttled-page';

export interface TapFigures {
  /** Median over fresh visitors: from the first tap on Add to cart (page hydrated) to its line painted in the cart. */
  firstAddMs: number;
  /** Taps on Add to cart as soon as it shows (before the page hydrates) that never reached the cart, of `runs`. */
  lostEarlyTaps: number;
  runs: number;
  /** Page → the cumulative layout shift of its load, at 390 px and at 1280 px. */
  cls: Record<string, { phone: number; wide: number }>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A fresh page `width` px wide, as tall as a phone below 1280 px. */
const fresh = (browser: Browser, width: number, throttled: boolean) =>
  freshPage(browser, { width, height: width < 1280 ? 844 : 800 }, throttled);

const hydrated = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[data-testid="open-cart"]')?.hasAttribute('disabled'), null, {
    timeout: 60_000,
  });

/** The time from the tap to the next frame after the cart's first line is in the document. */
async function firstAdd(browser: Browser, url: string): Promise<number> {
  const { context, page } = await fresh(browser, 390, true);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await hydrated(page);
    const painted = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let tapped = 0;
          document.addEventListener('click', (event) => (tapped = event.timeStamp), { capture: true, once: true });
          new MutationObserver((_, observer) => {
            if (!document.querySelector('[data-testid="cart-line"]')) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - tapped)));
          }).observe(document.body, { childList: true, subtree: true });
        }),
    );
    await page.getByRole('button', { name: 'Add to cart' }).click();
    return await painted;
  } finally {
    await context.close();
  }
}

/** A tap on Add to cart the moment it shows; whether the cart has the line once the page has settled (20 s). */
async function earlyTapReached(browser: Browser, url: string): Promise<boolean> {
  const { context, page } = await fresh(browser, 390, true);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const add = page.getByRole('button', { name: 'Add to cart' });
    await add.click({ timeout: 60_000 });
    const until = Date.now() + 20_000;
    while (Date.now() < until) {
      const count = await page
        .locator('.cart-count')
        .textContent({ timeout: 1000 })
        .catch(() => null);
      if (count === '1') return true;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return false;
  } finally {
    await context.close();
  }
}

const READ_CLS = `new Promise((resolve) => {
  let sum = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) sum += entry.value; })
    .observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => resolve(sum), 1000);
})`;

async function cls(browser: Browser, url: string, width: number): Promise<number> {
  const { context, page } = await fresh(browser, width, false);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    return (await page.evaluate(READ_CLS)) as number;
  } finally {
    await context.close();
  }
}

/** The shop's taps on a throttled phone (`productPath`: a product without options) and the CLS of `pages`. */
export async function measureTaps(origin: string, productPath: string, pages: string[], runs: number) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await firstAdd(browser, origin + productPath); // warms the server and the platform's cart path
    const adds: number[] = [];
    for (let run = 0; run < runs; run++) adds.push(await firstAdd(browser, origin + productPath));
    let lost = 0;
    for (let run = 0; run < runs; run++) if (!(await earlyTapReached(browser, origin + productPath))) lost++;
    const shifts: TapFigures['cls'] = {};
    for (const path of pages)
      shifts[path] = { phone: await cls(browser, origin + path, 390), wide: await cls(browser, origin + path, 1280) };
    return { firstAddMs: median(adds), lostEarlyTaps: lost, runs, cls: shifts } satisfies TapFigures;
  } finally {
    await browser.close();
  }
}
