import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core';
import { startEmulator, type RunningEmulator } from '../../src/index';
import { Client } from '../helpers';
import { ADA, APP, signInUrl } from './attack';

// Findings 2, 5 and 10 as the chain, in real Chromium: a developer is signed in on the hosted pages and
// opened the dev inbox; then visits a page served from another loopback port (another origin of the same site,
// so the browser sends it the emulator's cookies). That page tries to read the inbox, to reset the demo member's
// password and to sign in, by every way a page has: fetch, frames, forms, links. Each step must fail.

const PAGE = '<!doctype html><html><body><p>Cute cats</p></body></html>';

let browser: Browser;
let victim: BrowserContext;
let emu: RunningEmulator;
let client: Client;
const servers: Server[] = [];
let shop: string;
let attacker: string;

async function serve(): Promise<string> {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  shop = await serve();
  attacker = await serve();
  emu = await startEmulator({ log: () => undefined, oauthApps: [{ clientId: APP, allowedRedirectOrigins: [shop] }] });
  client = new Client(emu);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  victim = await browser.newContext();
  const page = await victim.newPage();
  // The developer opened the inbox link the CLI printed, and signed in on the hosted page.
  await page.goto(`${emu.url}/__vitrine/inbox?adminToken=${emu.adminToken}`);
  expect(await page.locator('h1').textContent()).toBe('Dev inbox');
  await page.goto(await signInUrl(client, APP, `${shop}/callback`));
  await page.locator('#email').fill(ADA.email);
  await page.locator('#password').fill(ADA.password);
  await Promise.all([page.waitForURL(`${shop}/callback**`), page.locator('button[type=submit]').click()]);
  await page.close();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await emu?.close();
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

/** The attacker's page, open in the victim's browser, and the status of every answer the emulator gave it. */
async function attackersPage(): Promise<{ page: Page; statuses: Map<string, number> }> {
  const page = await victim.newPage();
  const statuses = new Map<string, number>();
  page.on('response', (r) => r.url().startsWith(emu.url) && statuses.set(new URL(r.url()).pathname, r.status()));
  await page.goto(`${attacker}/`);
  return { page, statuses };
}

/** What a fetch from the page got: the status and body it could read, or the error the browser gave instead. */
function pageFetch(page: Page, url: string, init: RequestInit = {}) {
  return page.evaluate(
    async ([url, init]) => {
      try {
        const res = await fetch(url, init);
        return { status: res.status, body: await res.text() };
      } catch (e) {
        return { error: String(e) };
      }
    },
    [url, init] as const,
  );
}

/** Frames `url` in the page: the frame's document address (Chromium's error page when the frame is refused). */
async function framed(page: Page, url: string): Promise<string> {
  await page.evaluate(
    (src) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe');
        frame.onload = () => resolve();
        frame.src = src;
        document.body.appendChild(frame);
      }),
    url,
  );
  const child = page.frames().find((f: Frame) => f !== page.mainFrame() && f.parentFrame() === page.mainFrame());
  return child?.url() ?? '';
}

/** Submits a form from the page, as the page's own script would; answers the navigation's status. */
async function submitForm(page: Page, action: string, fields: Record<string, string>): Promise<number | undefined> {
  const [answer] = await Promise.all([
    page.waitForNavigation(),
    page.evaluate(
      ([action, fields]) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = action;
        for (const [name, value] of Object.entries(fields)) {
          const input = document.createElement('input');
          Object.assign(input, { type: 'hidden', name, value });
          form.appendChild(input);
        }
        document.body.appendChild(form);
        form.submit();
      },
      [action, fields] as const,
    ),
  ]);
  return answer?.status();
}

describe('a page of another origin against a signed-in developer', () => {
  test('it cannot read the inbox: not by fetch with the browser’s cookies, not in a frame', async () => {
    const { page, statuses } = await attackersPage();
    const inbox = `${emu.url}/__vitrine/inbox.json?to=${ADA.email}`;
    const read = await pageFetch(page, inbox, { credentials: 'include' });
    expect(read).toEqual({ error: 'TypeError: Failed to fetch' });
    // Not only unreadable: the emulator refused it, although the browser sent the developer's inbox cookie.
    expect(await pageFetch(page, inbox, { credentials: 'include', mode: 'no-cors' })).toEqual({ status: 0, body: '' });
    expect(statuses.get('/__vitrine/inbox.json')).toBe(403);
    expect(await framed(page, `${emu.url}/__vitrine/inbox`)).toBe('chrome-error://chromewebdata/');
    await page.close();
  }, 30_000);

  test('it cannot reset the member’s password: no reset link to its page, no guessed token, no dev write', async () => {
    await client.call('PUT', '/__vitrine/settings', { body: { requireOwnerApproval: true } });
    const pending = await client.call('POST', '/_api/iam/authentication/v2/register', {
      body: { loginId: { email: 'pending@vitrine.dev' }, password: 'pending-1' },
    });
    await client.call('PUT', '/__vitrine/settings', { body: { requireOwnerApproval: false } });
    const { page } = await attackersPage();

    const poisoned = await pageFetch(page, `${emu.url}/_api/iam/recovery/v1/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADA.email, redirect: { url: `${attacker}/steal`, clientId: APP } }),
    });
    expect(poisoned.status).toBe(400);
    expect(JSON.parse(poisoned.body!).details.validationError.fieldViolations[0]).toEqual({
      field: 'redirect.url',
      description: `has the origin ${attacker}, which the OAuth app ${APP} does not allow`,
      violatedRule: 'VALIDATION',
    });
    const guessed = await pageFetch(page, `${emu.url}/_api/iam/recovery/v1/recover`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ recoveryToken: 'recovery.guess', password: 'mallory-1' }),
    });
    expect(guessed.status).toBe(400);
    const settings = await pageFetch(page, `${emu.url}/__vitrine/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"requireCaptcha":true}',
    });
    expect(settings).toEqual({ error: 'TypeError: Failed to fetch' });
    const approve = `${emu.url}/__vitrine/identities/${pending.body.identity.id}/approve`;
    expect(await submitForm(page, approve, {})).toBe(403);

    const identities = (await client.call('GET', '/__vitrine/identities')).body.identities as Record<string, unknown>[];
    expect(identities.find((i) => i.email === 'pending@vitrine.dev')?.approved).toBe(false);
    const mails = (await client.call('GET', `/__vitrine/inbox.json?to=${ADA.email}`)).body.mails as unknown[];
    expect(mails).toEqual([]);
    expect((await client.call('GET', '/__vitrine/settings')).body.settings.requireCaptcha).toBe(false);
    await page.close();
  }, 30_000);

  test('it cannot sign the browser in as its own member, frame the sign-in page, or sign the developer out', async () => {
    const before = (await victim.cookies(emu.url)).find((c) => c.name === 'vitrine_session')?.value;
    expect(before).toMatch(/^st\./);
    const { page } = await attackersPage();

    // Login CSRF: its own session and form, posted in the victim's browser.
    const own = await signInUrl(client, APP, `${shop}/callback`);
    const signIn = await submitForm(page, own, { email: 'mallory@evil.example', password: 'mallory-1' });
    expect(signIn).toBe(403);
    expect(await page.locator('h1').textContent()).toBe('Request refused');
    expect((await victim.cookies(emu.url)).find((c) => c.name === 'vitrine_session')?.value).toBe(before);

    await page.goto(`${attacker}/`);
    expect(await framed(page, await signInUrl(client, APP, `${shop}/callback`))).toBe('chrome-error://chromewebdata/');
    // The app's own page still may (its silent sign-in runs in a hidden frame).
    const shopPage = await victim.newPage();
    await shopPage.goto(`${shop}/`);
    const url = await signInUrl(client, APP, `${shop}/callback`);
    expect(await framed(shopPage, url)).toBe(url);
    await shopPage.close();

    const logout = await client.call('POST', '/_api/redirects-api/v1/redirect-session', {
      token: (await client.visitor(APP)).access_token,
      body: { logout: { clientId: APP }, callbacks: { postFlowUrl: `${shop}/` } },
    });
    await page.goto(`${attacker}/`);
    await Promise.all([
      page.waitForURL(`${emu.url}/**`),
      page.evaluate((u) => (location.href = u), logout.body.redirectSession.fullUrl),
    ]);
    expect(await page.locator('h1').textContent()).toBe('Sign out?');
    expect((await victim.cookies(emu.url)).find((c) => c.name === 'vitrine_session')?.value).toBe(before);

    // The member's password is what it was.
    const login = await client.call('POST', '/_api/iam/authentication/v2/login', {
      body: { loginId: { email: ADA.email }, password: ADA.password },
    });
    expect(login.body.state).toBe('SUCCESS');
    await page.close();
  }, 30_000);
});
