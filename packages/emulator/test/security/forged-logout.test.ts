import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot, type Client } from '../helpers';
import type { RunningEmulator } from '../../src/index';
import {
  ADA,
  APP,
  APP_ORIGIN,
  errorCard,
  EVIL,
  postForm,
  redirectSession,
  setCookie,
  shownForm,
  signInUrl,
} from './attack';

// Finding 10, logout by a forged link: anyone can make a logout session (a visitor token is enough), and its link
// signed out whoever opened it. Now a logout that the app's own page did not send asks first, with a button whose
// form carries a CSRF token.

let emu: RunningEmulator;
let client: Client;
beforeAll(async () => {
  ({ emu, client } = await boot());
});
afterAll(() => emu.close());

/** The victim's browser: signed in on the hosted page, so it holds the member's session cookie. */
async function signedInBrowser(): Promise<string> {
  const url = await signInUrl(client);
  const shown = await shownForm(url);
  const done = await postForm(url, { ...ADA, csrfToken: shown.csrfToken }, { cookie: shown.cookie });
  expect(done.status).toBe(303);
  return setCookie(done, 'vitrine_session')!;
}

/** Whether the browser's member is still signed in: a prompt-none sign-in with its cookie gets a code. */
async function stillSignedIn(cookie: string): Promise<boolean> {
  const authRequest = {
    redirectUri: `${APP_ORIGIN}/auth/callback`,
    clientId: APP,
    codeChallenge: 'c'.repeat(43),
    codeChallengeMethod: 'S256',
    state: 'probe',
  };
  const session = await redirectSession(client, APP, { auth: { authRequest, prompt: 'none' } });
  const answer = await fetch(session.body.redirectSession.fullUrl, { headers: { cookie }, redirect: 'manual' });
  return new URL(answer.headers.get('location')!).hash.includes('code=');
}

/** The attacker's logout link: made with his own visitor token for the demo app. */
async function forgedLogout(): Promise<{ id: string; url: string }> {
  const session = await redirectSession(client, APP, {
    logout: { clientId: APP },
    callbacks: { postFlowUrl: `${APP_ORIGIN}/` },
  });
  return { id: session.body.redirectSession.id, url: session.body.redirectSession.fullUrl };
}

const navigation = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

describe('a logout link opened from anywhere but the app', () => {
  test.each([
    ['another site’s page', { referer: `${EVIL}/cute-cats`, 'sec-fetch-site': 'cross-site' }],
    ['a link without referrer', { 'sec-fetch-site': 'cross-site' }],
    ['a page of another loopback port', { referer: 'http://127.0.0.1:9999/', 'sec-fetch-site': 'same-site' }],
    ['the address bar', { 'sec-fetch-site': 'none' }],
  ])('%s asks first and signs nobody out', async (_from, headers) => {
    const cookie = await signedInBrowser();
    const { id, url } = await forgedLogout();
    const answer = await fetch(url, { headers: { cookie, ...navigation, ...headers }, redirect: 'manual' });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().filter((c) => c.startsWith('vitrine_session='))).toEqual([]);
    const html = await answer.text();
    expect(html).toMatch(
      new RegExp(
        '<div class="card"><h1>Sign out\\?</h1><p>A page asked to sign you out of the emulator. Sign out only if you ' +
          `asked for it.</p><form method="post" action="\\?session=${id}"><input type="hidden" name="csrfToken" ` +
          'value="[A-Za-z0-9_-]{43}"/><button type="submit">Sign out</button></form><p class="note">' +
          '<a href="http://localhost:3000/">Stay signed in</a></p></div>',
      ),
    );
    expect(await stillSignedIn(cookie)).toBe(true);
  });

  test('its button, posted by the attacker’s page instead of the member, is refused', async () => {
    const cookie = await signedInBrowser();
    const { url } = await forgedLogout();
    const mine = await shownForm(url);
    const forged = await postForm(url, { csrfToken: mine.csrfToken }, { cookie, origin: EVIL });
    expect(forged.status).toBe(403);
    const own = new URL(emu.url).origin;
    expect(await forged.text()).toContain(
      errorCard('Request refused', `This form comes from ${EVIL}, not from ${own}, so it was not sent.`),
    );
    const noToken = await postForm(url, {}, { cookie });
    expect(noToken.status).toBe(403);
    expect(await stillSignedIn(cookie)).toBe(true);
  });

  test('the member who presses the button is signed out and goes on to the app', async () => {
    const cookie = await signedInBrowser();
    const { url } = await forgedLogout();
    const shown = await shownForm(url, { cookie });
    const confirmed = await postForm(url, { csrfToken: shown.csrfToken }, { cookie: `${cookie}; ${shown.cookie}` });
    expect([confirmed.status, confirmed.headers.get('location')]).toEqual([303, `${APP_ORIGIN}/`]);
    expect(setCookie(confirmed, 'vitrine_session')).toBe('vitrine_session=');
    expect(await stillSignedIn(cookie)).toBe(false);
  });
});

describe('a logout the app’s page sends', () => {
  test('signs out at once, as a storefront’s “Sign out” button expects; the same link from elsewhere asks', async () => {
    const cookie = await signedInBrowser();
    const { url } = await forgedLogout();
    const elsewhere = { cookie, ...navigation, referer: `${EVIL}/`, 'sec-fetch-site': 'cross-site' };
    expect((await fetch(url, { headers: elsewhere, redirect: 'manual' })).status).toBe(200);
    expect(await stillSignedIn(cookie)).toBe(true);
    // Chromium's navigation from the app's page: the origin as Referer (strict-origin-when-cross-origin).
    const headers = { cookie, ...navigation, referer: `${APP_ORIGIN}/`, 'sec-fetch-site': 'same-site' };
    const answer = await fetch(url, { headers, redirect: 'manual' });
    expect([answer.status, answer.headers.get('location')]).toEqual([302, `${APP_ORIGIN}/`]);
    expect(setCookie(answer, 'vitrine_session')).toBe('vitrine_session=');
    expect(await stillSignedIn(cookie)).toBe(false);
  });

  test('a client id with no app: a loopback page of the developer’s signs out at once, another site’s asks', async () => {
    const cookie = await signedInBrowser();
    const session = await redirectSession(client, 'no-app', { logout: {} });
    const url = session.body.redirectSession.fullUrl as string;
    const fromEvil = await fetch(url, { headers: { cookie, referer: `${EVIL}/` }, redirect: 'manual' });
    expect(await fromEvil.text()).toContain('<h1>Sign out?</h1>');
    expect(await stillSignedIn(cookie)).toBe(true);
    const answer = await fetch(url, {
      headers: { cookie, referer: 'http://localhost:3000/account' },
      redirect: 'manual',
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<h1>Signed out</h1>');
    expect(await stillSignedIn(cookie)).toBe(false);
  });
});
