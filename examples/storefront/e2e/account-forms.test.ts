import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, storefront, useBrowser } from './browser';
import { latestResetLink, registerOnAccountPage } from './members';

const chromium = useBrowser();
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

const alert = (page: Page) => page.getByRole('main').getByRole('alert');
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

describe.each(SIZES)('at $width px', (size) => {
  it('"Forgot your password?" → the mailed link sets a new password → signing in with it works', async () => {
    const email = `reset-${size.width}-${Date.now()}@example.com`;
    const registered = await chromium.browser.newContext({ viewport: size });
    await registerOnAccountPage(await registered.newPage(), email, 'first-password');
    await expect.poll(async () => (await registered.pages()[0]!.getByTestId('signed-in').count()) > 0).toBe(true);
    await registered.close();

    const context = await chromium.browser.newContext({ viewport: size });
    const page = await context.newPage();
    await page.goto(storefront('/account'));
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect
      .poll(() => page.getByRole('main').getByRole('status').textContent())
      .toBe(`If ${email} has an account, a link to choose a new password is on its way.`);
    await expect.poll(() => latestResetLink(email)).toMatch(/\/account\?recoveryToken=/);
    const link = await latestResetLink(email);
    expect(link.startsWith(storefront('/account?recoveryToken='))).toBe(true);

    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Choose a new password');
    // Too short: said on the form, before any request, with the focus on the sentence.
    await page.getByLabel('New password').fill('abc');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect.poll(() => alert(page).textContent()).toBe('Choose a password of at least 4 characters.');
    expect(await focusedTestId(page)).toBe('account-error');

    await page.getByLabel('New password').fill('second-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect
      .poll(() => page.getByRole('main').getByRole('status').textContent())
      .toBe('Your new password is saved. Sign in with it below.');
    expect(page.url()).toBe(storefront('/account'));
    await screenshot(page, `password-reset-${size.width}`);

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('second-password');
    await page.getByTestId('submit-account').click();
    await expect.poll(() => page.getByTestId('signed-in').isVisible()).toBe(true);

    // The link works once: a second use says how to get a new one.
    const again = await (await chromium.browser.newContext({ viewport: size })).newPage();
    await again.goto(link);
    await again.getByLabel('New password').fill('third-password');
    await again.getByRole('button', { name: 'Save the new password' }).click();
    await expect
      .poll(() => again.getByRole('main').getByRole('status').textContent())
      .toBe(
        'This link was used already or has expired. Enter your e-mail and choose “Forgot your password?” for a new one.',
      );
    await again.context().close();
    await context.close();
  });

  it('the sign-in form: "Sign in" once, the error focused, cleared during the retry, a short password explained', async () => {
    const context = await chromium.browser.newContext({ viewport: size });
    const page = await context.newPage();
    await page.goto(storefront('/account'));
    await page.getByTestId('submit-account').waitFor();
    // One "Sign in" on the form: the button that does it.
    expect(await page.getByRole('main').getByText('Sign in', { exact: true }).count()).toBe(1);

    await page.getByLabel('E-mail').fill('ada@vitrine.dev');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByTestId('submit-account').click();
    await expect.poll(() => alert(page).textContent()).toBe('Wrong e-mail or password');
    expect(await focusedTestId(page)).toBe('account-error');

    // The retry is held up: meanwhile the old refusal is gone, and it comes back for the new one.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith('/authentication/v2/login'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByLabel('Password').fill('still-not-it');
    await page.getByTestId('submit-account').click();
    await expect.poll(() => alert(page).count()).toBe(0);
    release();
    await expect.poll(() => alert(page).textContent()).toBe('Wrong e-mail or password');
    expect(await focusedTestId(page)).toBe('account-error');
    await page.unroute((url) => url.pathname.endsWith('/authentication/v2/login'));

    await page.getByRole('button', { name: 'I am new here' }).click();
    await page.getByLabel('E-mail').fill(`short-${size.width}-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('abc');
    await page.getByTestId('submit-account').click();
    await expect.poll(() => alert(page).textContent()).toBe('Choose a password of at least 4 characters.');
    expect(await focusedTestId(page)).toBe('account-error');
    await screenshot(page, `sign-in-form-${size.width}`);
    await context.close();
  });
});
