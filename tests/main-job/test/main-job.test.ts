import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getProduct as getProductV3, updateProduct as updateProductV3 } from '@vitrine/catalogue/v3';
import { apiKey, createClient, updateProduct } from '@vitrine/sdk';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test-support/free-port';
import { pnpmStart, type RunningStart } from './pnpm-start';
import { chromiumLaunchOptions } from '../../../test-support/chromium';

// The demo member of the emulator's demo seed (packages/emulator/src/seed/members.ts).
const DEMO_MEMBER = { email: 'ada@vitrine.dev', password: 'vitrine-demo' };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// A step that cannot happen fails within this, with Playwright's own message, instead of at the test's timeout.
const STEP_TIMEOUT_MS = 60_000;

let browser: Browser;
const folder = mkdtempSync(join(tmpdir(), 'vitrine-main-job-'));

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Every picture's answer (status by URL) from now on; pictures come from the platform's media service. */
function pictureAnswers(page: Page): Map<string, number> {
  const answers = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image') answers.set(response.url(), response.status());
  });
  return answers;
}

/**
 * The pictures the page shows: each <img> drawn on the screen (rendered, and inside the viewport), with the size it
 * decoded. A page left by a client-side navigation stays in the document, hidden (Next.js keeps it for Back), with
 * its lazy pictures below the fold never loaded: those are not on the screen, and a hidden box sits at the top.
 */
const shownPictures = (page: Page) =>
  page.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return image.checkVisibility() && box.bottom > 0 && box.top < window.innerHeight;
      })
      .map((image) => ({ src: image.currentSrc, complete: image.complete, width: image.naturalWidth })),
  );

// The README's `pnpm start` on the store it starts by default (Catalog V3, as the platform creates stores today), then
// on a Catalog V1 store (`VITRINE_CATALOG_VERSION=V1_CATALOG pnpm start`): the same shop, the same steps. Each run has
// its own database (a database keeps its store's version) and ends before the next starts.
describe.each([
  ['Catalog V3 (the default)', undefined],
  ['Catalog V1 (VITRINE_CATALOG_VERSION=V1_CATALOG)', 'V1_CATALOG'],
] as const)('pnpm start on %s', (_name, catalogVersion) => {
  let started: RunningStart;

  beforeAll(async () => {
    started = await pnpmStart(
      {
        VITRINE_PORT: String(await freePort()),
        STOREFRONT_PORT: String(await freePort()),
        VITRINE_DB: join(folder, `emulator-${catalogVersion ?? 'default'}.db`),
        ...(catalogVersion ? { VITRINE_CATALOG_VERSION: catalogVersion } : {}),
      },
      240_000,
    );
  });

  afterAll(() => {
    started?.stop();
  });

  it('prints the shop and the dev inbox', () => {
    expect(started.shopUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(started.inboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__vitrine\/inbox\?adminToken=/);
  });

  it('on a phone: a product page with its pictures, add to cart, the hosted checkout, thank you', async () => {
    const context = await browser.newContext(PHONE);
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const pictures = pictureAnswers(page);
    await page.goto(started.shopUrl);
    await page
      .getByRole('link', { name: /Bike bell/ })
      .first()
      .click();
    await page.waitForURL(/\/product\/prod-bike-bell$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Bike bell');

    // Every picture on screen loaded from the platform, and none answered other than 200.
    await expect
      .poll(async () => (await shownPictures(page)).every((picture) => picture.complete && picture.width > 0))
      .toBe(true);
    const shown = await shownPictures(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.some((picture) => picture.src.includes('/media/m-bike-bell-1'))).toBe(true);
    expect([...pictures.values()].filter((status) => status !== 200)).toEqual([]);

    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByTestId('cart-drawer');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByRole('button', { name: 'Checkout' }).click();
    // The checkout starts empty (no stranger's address): the buyer's name and address, as a newcomer types them.
    await page.getByLabel('E-mail').fill('newcomer@example.com');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Street and number').fill('Elbchaussee 5');
    await page.getByLabel('Postal code').fill('22765');
    await page.getByLabel('City').fill('Hamburg');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The platform's hosted checkout page, then the shop's thank-you page.
    await page.waitForURL((url) => url.pathname.startsWith('/__vitrine/pages/'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/checkout/i);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((url) => url.pathname === '/order-complete');
    await expect.poll(() => page.getByRole('heading', { name: 'Thank you!' }).isVisible()).toBe(true);
    await context.close();
  });

  it('on a phone: the hosted sign-in and the sign-out', async () => {
    const context = await browser.newContext(PHONE);
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    await page.goto(started.shopUrl);
    await page.getByRole('link', { name: 'Sign in' }).click();

    // The platform's hosted sign-in page.
    await page.waitForURL((url) => url.pathname.startsWith('/__vitrine/pages/'));
    expect(await page.title()).toBe('Sign in · Vitrine emulator');
    await page.getByLabel('E-mail').fill(DEMO_MEMBER.email);
    await page.getByLabel('Password').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL(started.shopUrl);
    await expect.poll(() => page.getByTestId('member-badge').isVisible()).toBe(true);
    // The page is at the shop's home already: wait for the navigation back from the platform's logout page itself.
    const backFromLogout = page.waitForEvent('framenavigated', {
      predicate: (frame) => frame === page.mainFrame() && frame.url() === started.shopUrl,
    });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await backFromLogout;
    await page.waitForLoadState();
    await expect.poll(() => page.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await page.getByTestId('member-badge').count()).toBe(0);
    await context.close();
  });

  it('the dev inbox link it prints shows the mail of the order', async () => {
    const page = await browser.newPage(PHONE);
    const answer = await page.goto(started.inboxUrl);
    expect(answer?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Dev inbox');
    await expect.poll(() => page.getByText('newcomer@example.com').count()).toBeGreaterThan(0);
    await page.close();
  });

  it("a merchant's change shows in the running shop by itself: the shop hears the platform's events", async () => {
    const merchant = createClient({ host: started.platformUrl, auth: apiKey({ apiKey: 'vitrine-dev-api-key' }) });
    // The merchant's tool speaks the store's version (the shop does not need to).
    const rename = (name: string) =>
      catalogVersion === 'V1_CATALOG'
        ? updateProduct(merchant, { _id: 'prod-honey-jar', name })
        : getProductV3(merchant, 'prod-honey-jar').then(({ revision }) =>
            updateProductV3(merchant, 'prod-honey-jar', { revision, name }),
          );
    const page = await browser.newPage(PHONE);
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const product = `${started.shopUrl}product/prod-honey-jar`;
    await page.goto(product);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Honey jar');
    await rename('Wildflower honey');
    await expect
      .poll(async () => (await page.goto(product), page.getByRole('heading', { level: 1 }).textContent()), {
        timeout: 120_000,
      })
      .toBe('Wildflower honey');
    await page.close();
  });
});
