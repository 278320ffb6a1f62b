import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot, LAYOUTS, line, type Client } from '../helpers';
import type { RunningEmulator } from '../../src/index';
import { ADA, APP, errorCard, EVIL, postForm, redirectSession, setCookie, shownForm, signInUrl } from './attack';

// Finding 10, login CSRF: another site's page posted the hosted login form with the attacker's credentials, and
// the victim's browser came back signed in as the attacker. Every hosted form now carries a CSRF token bound to
// the browser (a cookie) and to the page it was shown for, and a POST from another origin is refused.

let emu: RunningEmulator;
let client: Client;
let own: string;
beforeAll(async () => {
  ({ emu, client } = await boot());
  own = new URL(emu.url).origin;
});
afterAll(() => emu.close());

const ATTACKER = { email: 'mallory@evil.example', password: 'mallory-1' };
const EXPIRED = errorCard(
  'Form expired',
  'This form was not sent from the page this browser was shown. Open the page again and send it from there.',
);
const fromElsewhere = (reason: string) => errorCard('Request refused', `This form ${reason}, so it was not sent.`);

beforeAll(async () => {
  const r = await client.call('POST', '/_api/iam/authentication/v2/register', {
    body: { loginId: { email: ATTACKER.email }, password: ATTACKER.password },
  });
  expect(r.status).toBe(200);
});

/** Expects a refused form: the status, the error card, and no member signed in to the browser. */
async function expectRefused(answer: Response, card: string) {
  expect(answer.status).toBe(403);
  expect(await answer.text()).toContain(card);
  expect(setCookie(answer, 'vitrine_session')).toBeUndefined();
}

describe('the sign-in form', () => {
  test('posted by another site’s page with the attacker’s own token: refused by its Origin', async () => {
    const url = await signInUrl(client);
    const attackers = await shownForm(url);
    const form = { action: 'login', ...ATTACKER, csrfToken: attackers.csrfToken };
    await expectRefused(
      await postForm(url, form, { origin: EVIL }),
      fromElsewhere(`comes from ${EVIL}, not from ${own}`),
    );
    // A page of another loopback port is the same site, not the same origin.
    await expectRefused(
      await postForm(url, form, { origin: 'http://127.0.0.1:9999' }),
      fromElsewhere(`comes from http://127.0.0.1:9999, not from ${own}`),
    );
    await expectRefused(
      await postForm(url, form, { 'sec-fetch-site': 'cross-site' }),
      fromElsewhere('was sent by a page of another origin (cross-site)'),
    );
    await expectRefused(
      await postForm(url, form, { origin: 'null' }),
      fromElsewhere(`comes from null, not from ${own}`),
    );
  });

  test('posted by a browser that sends no Origin: the attacker’s token does not fit the victim’s browser', async () => {
    const url = await signInUrl(client);
    const attackers = await shownForm(url);
    const victims = await shownForm(url);
    const form = { action: 'login', ...ATTACKER, csrfToken: attackers.csrfToken };
    await expectRefused(await postForm(url, form), EXPIRED);
    await expectRefused(await postForm(url, form, { cookie: victims.cookie }), EXPIRED);
    await expectRefused(await postForm(url, { action: 'login', ...ATTACKER }, { cookie: victims.cookie }), EXPIRED);
    await expectRefused(
      await postForm(url, { action: 'login', ...ATTACKER, csrfToken: '' }, { cookie: victims.cookie }),
      EXPIRED,
    );
  });

  test('a token is bound to the page it was shown for: another session’s does not fit', async () => {
    const first = await signInUrl(client);
    const second = await signInUrl(client);
    const shown = await shownForm(first);
    const form = { action: 'login', ...ADA, csrfToken: shown.csrfToken };
    await expectRefused(await postForm(second, form, { cookie: shown.cookie }), EXPIRED);
  });

  test('the browser that was shown the form signs in (register and verify steps too)', async () => {
    const url = await signInUrl(client);
    const shown = await shownForm(url);
    expect(shown.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const headers = { cookie: shown.cookie, origin: own, 'sec-fetch-site': 'same-origin' };
    const wrong = await postForm(
      url,
      { action: 'login', ...ADA, password: 'nope', csrfToken: shown.csrfToken },
      headers,
    );
    expect(wrong.status).toBe(400);
    // The form shown again carries the same browser's token.
    expect(await wrong.text()).toContain(`name="csrfToken" value="${shown.csrfToken}"`);
    const done = await postForm(url, { action: 'login', ...ADA, csrfToken: shown.csrfToken }, headers);
    expect(done.status).toBe(303);
    expect(setCookie(done, 'vitrine_session')).toMatch(/^vitrine_session=st\./);
  });
});

describe('the other hosted forms', () => {
  test('the checkout’s “Place order” without the token places nothing', async () => {
    const visitor = await client.visitor(APP);
    await client.call('POST', `${LAYOUTS.api.cart}/add-to-cart`, {
      token: visitor.access_token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    const checkout = await client.call('POST', `${LAYOUTS.api.cart}/create-checkout`, {
      token: visitor.access_token,
      body: {},
    });
    const session = await client.call('POST', LAYOUTS.api.redirects, {
      token: visitor.access_token,
      body: { ecomCheckout: { checkoutId: checkout.body.checkoutId } },
    });
    const url = session.body.redirectSession.fullUrl as string;
    await expectRefused(
      await postForm(url, {}, { origin: EVIL }),
      fromElsewhere(`comes from ${EVIL}, not from ${own}`),
    );
    await expectRefused(await postForm(url, {}), EXPIRED);
    expect((await client.call('GET', LAYOUTS.api.cart, { token: visitor.access_token })).status).toBe(200);
  });

  test('the new-password form without the token changes nothing', async () => {
    await client.call('POST', '/_api/iam/recovery/v1/send-email', { body: { email: ATTACKER.email } });
    const mail = (await client.call('GET', `/__vitrine/inbox.json?to=${ATTACKER.email}`)).body.mails[0];
    const url = mail.link as string;
    await expectRefused(
      await postForm(url, { password: 'changed-1' }, { origin: EVIL }),
      fromElsewhere(`comes from ${EVIL}, not from ${own}`),
    );
    const otherToken = await shownForm(`${emu.url}/__vitrine/pages/recover?recoveryToken=another`);
    await expectRefused(
      await postForm(url, { password: 'changed-1', csrfToken: otherToken.csrfToken }, { cookie: otherToken.cookie }),
      EXPIRED,
    );
    const login = await client.call('POST', '/_api/iam/authentication/v2/login', {
      body: { loginId: { email: ATTACKER.email }, password: ATTACKER.password },
    });
    expect(login.body.state).toBe('SUCCESS');
  });

  test('a logout session made by the attacker is no way around it: its confirmation form needs the token', async () => {
    const session = await redirectSession(client, APP, { logout: { clientId: APP } });
    const url = session.body.redirectSession.fullUrl as string;
    await expectRefused(await postForm(url, {}), EXPIRED);
  });
});
