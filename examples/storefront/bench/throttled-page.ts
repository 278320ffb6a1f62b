import type { Browser, BrowserContext, Page } from 'playwright-core';

// A throttled phone, as the issue measured it: a 4× slower CPU on Lighthouse's slow 4G (150 ms, 1.6 Mbit/s down,
// 750 kbit/s up).
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** A page in a fresh context (nothing cached, no cookies), throttled like that phone when asked. */
export async function freshPage(
  browser: Browser,
  viewport: { width: number; height: number },
  throttled: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  return { context, page };
}
