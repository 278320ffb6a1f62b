import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminHeaders, boot, LAYOUTS, line, submitHostedForm, type Client } from './helpers';
import type { RunningEmulator } from '../src/index';
import { TEST_OAUTH_APPS } from './sdk/setup';

// Every hosted page that shows what a caller sent shows it as text: markup and quotes come out escaped.

let emu: RunningEmulator;
let client: Client;
let token: string;

beforeAll(async () => {
  // The visitor's client (test-client) may send browsers to https://shop.example.
  const testClient = { clientId: 'test-client', allowedRedirectOrigins: ['https://shop.example'] };
  ({ emu, client } = await boot({ oauthApps: [...TEST_OAUTH_APPS, testClient] }));
  token = (await client.visitor()).access_token;
});
afterAll(() => emu.close());

const SCRIPT = '<script>alert(1)</script>';
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt;';

async function redirectSession(body: unknown): Promise<string> {
  const r = await client.call('POST', LAYOUTS.api.redirects, { token, body });
  expect(r.status).toBe(200);
  return r.body.redirectSession.fullUrl;
}

function silentSignIn(clientId: string, state: string) {
  return redirectSession({
    auth: {
      authRequest: {
        clientId,
        codeChallenge: 'x'.repeat(43),
        codeChallengeMethod: 'S256',
        responseMode: 'web_message',
        responseType: 'code',
        state,
      },
      prompt: 'none',
    },
  });
}

async function page(url: string, init: RequestInit = {}): Promise<{ status: number; html: string }> {
  const res = await fetch(url, { redirect: 'manual', ...init });
  return { status: res.status, html: await res.text() };
}

async function post(url: string, form: Record<string, string>): Promise<{ status: number; html: string }> {
  const res = await submitHostedForm(url, form);
  return { status: res.status, html: await res.text() };
}

/** The one script the pages have is the silent sign-in's; no other may appear. */
const scripts = (html: string) => html.split('<script').length - 1;

describe('hosted pages escape what callers send', () => {
  test('generic page: the request data and the post-flow URL', async () => {
    const url = await redirectSession({
      storesProduct: { productSlug: SCRIPT },
      callbacks: { postFlowUrl: 'https://shop.example/back?q="><b>' },
    });
    const { status, html } = await page(url);
    expect(status).toBe(200);
    expect(html).toContain(`&quot;productSlug&quot;: &quot;${ESCAPED}&quot;`);
    expect(html).toContain('<a class="button" href="https://shop.example/back?q=&quot;&gt;&lt;b&gt;">Continue</a>');
    expect(scripts(html)).toBe(0);
  });

  test('sign-in form: the e-mail sent back into the field and the error that names it', async () => {
    const url = await redirectSession({ login: {} });
    const email = `"><b>${SCRIPT}@a.b`;
    const { status, html } = await post(url, { action: 'login', email, password: 'secret' });
    expect(status).toBe(400);
    const shown = `&quot;&gt;&lt;b&gt;${ESCAPED}@a.b`;
    expect(html).toContain(`<div class="error" role="alert">No member with the e-mail ${shown}</div>`);
    expect(html).toContain(`autocomplete="email" value="${shown}"/>`);
    expect(scripts(html)).toBe(0);
  });

  test('step page: the state token sent back into the form', async () => {
    const url = await redirectSession({ login: {} });
    const { status, html } = await post(url, { action: 'verify', code: '123456', stateToken: `"><b>${SCRIPT}` });
    expect(status).toBe(400);
    expect(html).toContain(`<input type="hidden" name="stateToken" value="&quot;&gt;&lt;b&gt;${ESCAPED}"/>`);
    expect(scripts(html)).toBe(0);
  });

  test('error page: a client id in the reason', async () => {
    const url = await silentSignIn(`"${SCRIPT}`, 's');
    const { status, html } = await page(url, { headers: { referer: 'https://evil.example/' } });
    expect(status).toBe(400);
    expect(html).toContain(`<p>Client &quot;${ESCAPED} has no OAuth app, so the sign-in result`);
    expect(html).toContain(`(--oauth-app &quot;${ESCAPED}=&lt;redirect URI&gt;).</p>`);
    expect(scripts(html)).toBe(0);
  });

  test('silent sign-in answer: the state inside the script is JSON that cannot close it', async () => {
    const url = await silentSignIn('shop', `</script>${SCRIPT}<!--`);
    const { status, html } = await page(url);
    expect(status).toBe(200);
    expect(html).toContain(
      '"state":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!--"};' +
        'var target="http://shop.example:3000";',
    );
    expect(scripts(html)).toBe(1);
  });

  test('checkout page: a custom line’s name, description, picture and alt text', async () => {
    const cart = LAYOUTS.api.cart;
    const granola = await client.call('POST', `${cart}/add-to-cart`, {
      token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    // A priced custom line is the merchant's to add (API key), to the visitor's cart by its id.
    const add = await client.call('POST', cart.replace(/current$/, `${granola.body.cart.id}/add-to-cart`), {
      token: emu.apiKey,
      body: {
        customLineItems: [
          {
            quantity: 1,
            productName: { original: SCRIPT },
            price: { amount: '1.00' },
            descriptionLines: [{ name: { original: '<i>' }, plainText: { original: '"&' } }],
            media: { url: 'https://cdn.example/x.png" onerror="alert(1)', altText: '"><b>' },
          },
        ],
      },
    });
    expect(add.status).toBe(200);
    const checkout = await client.call('POST', `${cart}/create-checkout`, { token, body: {} });
    const url = await redirectSession({ ecomCheckout: { checkoutId: checkout.body.checkoutId } });
    const { status, html } = await page(url);
    expect(status).toBe(200);
    expect(html).toContain(
      '<img class="thumb" src="https://cdn.example/x.png&quot; onerror=&quot;alert(1)" alt="&quot;&gt;&lt;b&gt;"/>',
    );
    expect(html).toContain(`<td>${ESCAPED}<div class="note">&lt;i&gt;: &quot;&amp;</div></td>`);
    expect(scripts(html)).toBe(0);
  });

  test('password pages and the dev inbox: the token, the address, the mail and its link', async () => {
    const recover = await page(`${emu.url}/__vitrine/pages/recover?recoveryToken=${encodeURIComponent("a'b")}`);
    expect(recover.html).toContain(`<form method="post" action="?recoveryToken=a&#39;b">`);

    const email = `<b>${Date.now()}</b>@a.b`;
    const shown = email.replace('<b>', '&lt;b&gt;').replace('</b>', '&lt;/b&gt;');
    const registered = await client.call('POST', '/_api/iam/authentication/v2/register', {
      body: { loginId: { email }, password: 'secret' },
    });
    expect(registered.status).toBe(200);
    const sent = await client.call('POST', '/_api/iam/recovery/v1/send-email', {
      body: { email, redirect: { url: 'https://shop.example/reset?x="><b>', clientId: 'test-client' } },
    });
    expect(sent.status).toBe(200);

    const inbox = await page(`${emu.url}/__vitrine/inbox?to=${encodeURIComponent(email)}`, {
      headers: adminHeaders(emu),
    });
    expect(inbox.html).toContain(`<h1>Dev inbox for ${shown}</h1>`);
    expect(inbox.html).toContain(`<td>${shown}</td>`);
    expect(inbox.html).toContain('<a href="https://shop.example/reset?x=&quot;&gt;&lt;b&gt;&amp;recoveryToken=');
    expect(scripts(inbox.html)).toBe(0);

    const mails = await (
      await fetch(`${emu.url}/__vitrine/inbox.json?to=${encodeURIComponent(email)}`, { headers: adminHeaders(emu) })
    ).json();
    const link = new URL(mails.mails[0].link);
    const recoveryToken = link.searchParams.get('recoveryToken') ?? '';
    const changed = await post(
      `${emu.url}/__vitrine/pages/recover?recoveryToken=${encodeURIComponent(recoveryToken)}`,
      { password: 'secret-2' },
    );
    expect(changed.status).toBe(200);
    expect(changed.html).toContain(`<p>${shown.toLowerCase()} can sign in with the new password.</p>`);
  });

  test('placeholder picture: the media id in its label', async () => {
    const res = await fetch(`${emu.url}/__vitrine/media/m-${encodeURIComponent(`"${SCRIPT}'&`)}-2.svg`);
    expect(res.status).toBe(200);
    const svg = await res.text();
    expect(svg).toContain('opacity="0.8">&quot;&lt;script&gt;alert(1)&lt;/script&gt;&#39;&amp;</text></svg>');
    expect(scripts(svg)).toBe(0);
  });
});
