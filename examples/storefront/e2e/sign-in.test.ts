import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { screenshot, storefront, useBrowser } from './browser';
import { latestCode, platformSettings, registerOnAccountPage } from './members';

const chromium = useBrowser();
const DEMO_MEMBER = { email: 'ada@vitrine.dev', password: 'vitrine-demo' };

const badge = (page: Page) => page.getByTestId('member-badge');
const isMember = (page: Page) => badge(page).isVisible();

afterEach(() => platformSettings({ requireEmailVerification: false }));

it('redirect sign-in finished on the server → member badge → reload keeps the session → logout on both sides', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await page.goto(storefront('/'));
  await expect.poll(() => page.locator('.card:visible').count()).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Sign in' }).click();

  // The platform's hosted login page; the sign-in's secrets wait in an HttpOnly cookie of the shop.
  await page.waitForURL((url) => url.pathname.startsWith('/__vitrine/pages/'));
  const pending = (await context.cookies(storefront('/'))).find(
    (cookie) => cookie.name === 'vitrine.vitrine-storefront.signIn',
  );
  expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('vitrine.vitrine-storefront.signIn');
  await page.locator('#email').fill(DEMO_MEMBER.email);
  await page.locator('#password').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back through the server's /auth/callback to where the visitor started, as a member, the code gone from the
  // address bar and the pending sign-in used up.
  await page.waitForURL(storefront('/'));
  await expect.poll(() => isMember(page)).toBe(true);
  expect(page.url()).not.toMatch(/code=|state=/);
  expect(await cookieRole(context)).toBe('member');
  expect((await context.cookies(storefront('/'))).map((cookie) => cookie.name)).not.toContain(
    'vitrine.vitrine-storefront.signIn',
  );
  await screenshot(page, 'member');

  await page.reload();
  await expect.poll(() => isMember(page)).toBe(true);

  // The page is already at '/', so wait for the navigation back from the platform's logout page itself.
  const backFromLogout = page.waitForEvent('framenavigated', {
    predicate: (frame) => frame === page.mainFrame() && frame.url() === storefront('/'),
  });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await backFromLogout;
  await expect.poll(() => page.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
  expect(await badge(page).count()).toBe(0);
  // The server's next page has a visitor again, not the member.
  await page.reload();
  expect(await cookieRole(context)).toBe('visitor');
  expect(await badge(page).count()).toBe(0);
  await context.close();
});

/** The role of the refresh token in the shop's tokens cookie, as the shop's server reads it. */
async function cookieRole(context: BrowserContext): Promise<string | undefined> {
  const tokens = (await context.cookies(storefront('/'))).find(
    (cookie) => cookie.name === 'vitrine.vitrine-storefront.tokens',
  );
  return tokens ? JSON.parse(decodeURIComponent(tokens.value)).refreshToken.role : undefined;
}

it('custom register form with the e-mail verification code from the inbox', async () => {
  await platformSettings({ requireEmailVerification: true });
  const email = `new-${Date.now()}@example.com`;
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await registerOnAccountPage(page, email);

  await expect.poll(() => page.getByRole('heading', { name: 'Check your inbox' }).isVisible()).toBe(true);
  const code = await latestCode(email);
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect.poll(() => isMember(page)).toBe(true);
  await expect.poll(() => page.getByTestId('signed-in').isVisible()).toBe(true);
  await screenshot(page, 'registered');
  await context.close();
});

it('custom login form, then the silent sign-in in a hidden frame', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  const frames: string[] = [];
  page.on('frameattached', (frame) => frames.push(frame.url()));
  const navigations: string[] = [];
  // Document loads only: the router's own history entries are not a page left.
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      navigations.push(new URL(request.url()).pathname);
  });

  await page.goto(storefront('/account'));
  await page.getByLabel('E-mail').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password').fill(DEMO_MEMBER.password);
  await page.getByTestId('submit-account').click();

  await expect.poll(() => isMember(page)).toBe(true);
  // Signed in without leaving the page: the authorization ran in one hidden frame, which is gone again.
  expect(navigations).toEqual(['/account']);
  expect(frames).toHaveLength(1);
  expect(await page.locator('iframe').count()).toBe(0);
  await screenshot(page, 'silent-sign-in');
  await context.close();
});

it('a wrong password is shown on the form, not swallowed', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await page.goto(storefront('/account'));
  await page.getByLabel('E-mail').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByTestId('submit-account').click();
  await expect.poll(() => page.getByRole('main').getByRole('alert').textContent()).toBe('Wrong e-mail or password');
  expect(await isMember(page)).toBe(false);
  await screenshot(page, 'wrong-password');
  await context.close();
});
