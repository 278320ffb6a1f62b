import { afterEach, expect, it } from 'vitest';
import { storefront, useBrowser } from './browser';
import { latestCode, platformSettings, registerOnAccountPage } from './members';

const chromium = useBrowser();

afterEach(() => platformSettings({ requireEmailVerification: false }));

it('an unknown e-mail reads exactly like a wrong password', async () => {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await page.goto(storefront('/account'));
  await page.getByLabel('E-mail').fill('nobody-here@example.com');
  await page.getByLabel('Password').fill('whatever-it-is');
  await page.getByTestId('submit-account').click();
  await expect.poll(() => page.getByRole('main').getByRole('alert').textContent()).toBe('Wrong e-mail or password');
  await context.close();
});

it('a wrong verification code does not strand a new account: retry on the code step, or Create account again', async () => {
  await platformSettings({ requireEmailVerification: true });
  const email = `retry-${Date.now()}@example.com`;
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await registerOnAccountPage(page, email);
  await expect.poll(() => page.getByRole('heading', { name: 'Check your inbox' }).isVisible()).toBe(true);

  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect
    .poll(() => page.getByRole('main').getByRole('alert').textContent())
    .toBe('That code is not right. Send a new code and try again.');

  // Left and come back: "Create account" with the same details goes on to a new code, not "it exists".
  await page.reload();
  await page.getByRole('button', { name: 'I am new here' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('a-good-password');
  const firstCode = await latestCode(email);
  await page.getByTestId('submit-account').click();
  await expect.poll(() => page.getByRole('heading', { name: 'Check your inbox' }).isVisible()).toBe(true);
  await expect.poll(() => latestCode(email)).not.toBe(firstCode);
  await page.getByLabel('Verification code').fill(await latestCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect.poll(() => page.getByTestId('signed-in').isVisible()).toBe(true);
  await context.close();
});
