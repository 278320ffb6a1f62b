import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { platform, platformAdmin, storefront } from './browser';

/** Changes the platform's sign-in settings (e-mail verification, owner approval) through its dev endpoint. */
export async function platformSettings(values: Record<string, boolean>): Promise<void> {
  const response = await fetch(platform('/__vitrine/settings'), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...platformAdmin() },
    body: JSON.stringify(values),
  });
  expect(response.status).toBe(200);
}

/** The newest verification code in the platform's dev inbox for `email` (the inbox lists the newest first). */
export async function latestCode(email: string): Promise<string> {
  const answer = await fetch(platform(`/__vitrine/inbox.json?to=${encodeURIComponent(email)}`), {
    headers: platformAdmin(),
  });
  const { mails } = (await answer.json()) as { mails: { code?: string }[] };
  return mails.find((mail) => mail.code)?.code ?? '';
}

/** Sends the shop's "Create account" form for `email`, from the account page. */
export async function registerOnAccountPage(page: Page, email: string, password = 'a-good-password'): Promise<void> {
  await page.goto(storefront('/account'));
  await page.getByRole('button', { name: 'I am new here' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByTestId('submit-account').click();
}

/** The link of the newest password-reset mail in the platform's dev inbox for `email`. */
export async function latestResetLink(email: string): Promise<string> {
  const answer = await fetch(platform(`/__vitrine/inbox.json?to=${encodeURIComponent(email)}`), {
    headers: platformAdmin(),
  });
  const { mails } = (await answer.json()) as { mails: { kind?: string; link?: string }[] };
  return mails.find((mail) => mail.kind === 'password-recovery')?.link ?? '';
}
