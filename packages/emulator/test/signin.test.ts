import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { boot, LAYOUTS, line, type Client, type LayoutName } from './helpers';
import type { RunningEmulator } from '../src/index';
import { TEST_OAUTH_APPS } from './sdk/setup';

let emu: RunningEmulator;
let client: Client;

beforeAll(async () => {
  ({ emu, client } = await boot({ oauthApps: TEST_OAUTH_APPS }));
});
afterAll(() => emu.close());

const REDIRECT = 'http://shop.example:3000/callback';

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function authSession(
  token: string,
  opts: {
    layout?: LayoutName;
    mode?: string;
    prompt?: string;
    sessionToken?: string;
    state?: string;
    challenge: string;
  },
) {
  const r = await client.call('POST', LAYOUTS[opts.layout ?? 'api'].redirects, {
    token,
    body: {
      auth: {
        authRequest: {
          redirectUri: REDIRECT,
          clientId: 'shop',
          codeChallenge: opts.challenge,
          codeChallengeMethod: 'S256',
          responseMode: opts.mode ?? 'fragment',
          responseType: 'code',
          scope: 'offline_access',
          state: opts.state ?? 'state-1',
          ...(opts.sessionToken ? { sessionToken: opts.sessionToken } : {}),
        },
        prompt: opts.prompt ?? 'login',
      },
    },
  });
  expect(r.status).toBe(200);
  return r.body.redirectSession as {
    id: string;
    fullUrl: string;
    urlDetails: { endpoint: string; searchParams: Record<string, string> };
    sessionToken?: string;
  };
}

async function postForm(url: string, form: Record<string, string>) {
  return fetch(url, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
}

function params(location: string, part: 'hash' | 'search'): Record<string, string> {
  const u = new URL(location);
  return Object.fromEntries(new URLSearchParams(u[part].slice(1)));
}

async function exchange(code: string, verifier: string, redirectUri?: string) {
  return client.call('POST', '/oauth2/token', {
    body: {
      clientId: 'shop',
      grantType: 'authorization_code',
      ...(redirectUri ? { redirectUri } : {}),
      code,
      codeVerifier: verifier,
    },
  });
}

async function identityLogin(email = 'ada@vitrine.dev', password = 'vitrine-demo') {
  const r = await client.call('POST', '/_api/iam/authentication/v2/login', { body: { loginId: { email }, password } });
  expect(r.body.state).toBe('SUCCESS');
  return r.body.sessionToken as string;
}

describe.each(['api', 'site'] as LayoutName[])('hosted login in the %s layout', (layout) => {
  test('form post → code and state in the fragment → member tokens; the visitor cart merges; a code works once', async () => {
    const v = await client.visitor('shop');
    await client.call('POST', `${LAYOUTS[layout].cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-green-tea', 3)] },
    });
    const { verifier, challenge } = pkce();
    const session = await authSession(v.access_token, { layout, challenge });
    expect(session.fullUrl).toBe(`${emu.url}/__vitrine/pages/auth?session=${session.id}`);
    expect(session.urlDetails).toEqual({
      endpoint: `${emu.url}/__vitrine/pages/auth`,
      searchParams: { session: session.id },
    });

    const form = await fetch(session.fullUrl);
    expect(form.status).toBe(200);
    expect(form.headers.get('x-request-id')).toBeTruthy();
    const html = await form.text();
    expect(html).toContain('<form method="post"');
    expect(html).toContain('name="email"');
    expect(html).toContain('name="password"');
    expect(html).toContain('mode=register');

    const wrong = await postForm(session.fullUrl, { action: 'login', email: 'ada@vitrine.dev', password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Wrong e-mail or password');

    const done = await postForm(session.fullUrl, {
      action: 'login',
      email: 'ada@vitrine.dev',
      password: 'vitrine-demo',
    });
    expect(done.status).toBe(303);
    const location = done.headers.get('location')!;
    expect(location.startsWith(`${REDIRECT}#`)).toBe(true);
    const p = params(location, 'hash');
    expect(Object.keys(p).sort()).toEqual(['code', 'state']);
    expect(p.state).toBe('state-1');

    const tokens = await exchange(p.code!, verifier, REDIRECT);
    expect(tokens.status).toBe(200);
    const cart = await client.call('GET', LAYOUTS[layout].cart, { token: tokens.body.access_token });
    expect(cart.status).toBe(200);
    expect(cart.body.cart.buyerInfo).toEqual({ memberId: 'member-ada' });
    expect(
      cart.body.cart.lineItems.find(
        (l: { catalogReference: { catalogItemId: string } }) => l.catalogReference.catalogItemId === 'prod-green-tea',
      ).quantity,
    ).toBeGreaterThanOrEqual(3);
    expect((await client.call('GET', LAYOUTS[layout].cart, { token: v.access_token })).status).toBe(404);

    const again = await exchange(p.code!, verifier, REDIRECT);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error: 'invalid_grant',
      error_description: 'The authorization code was already used',
    });

    const renewed = await client.call('POST', '/oauth2/token', {
      body: { clientId: 'shop', refreshToken: tokens.body.refresh_token, grantType: 'refresh_token' },
    });
    expect(renewed.status).toBe(200);
    expect(
      (await client.call('GET', LAYOUTS[layout].cart, { token: renewed.body.access_token })).body.cart.buyerInfo,
    ).toEqual({ memberId: 'member-ada' });
  });
});

describe('authorization code checks', () => {
  test('a PKCE mismatch, another redirect URI or another client is invalid_grant', async () => {
    const v = await client.visitor('shop');
    const sessionToken = await identityLogin();
    for (const [attempt, expected] of [
      [
        (code: string) => exchange(code, pkce().verifier, REDIRECT),
        'The code verifier does not match the code challenge',
      ],
      [
        (code: string, verifier: string) => exchange(code, verifier, 'http://evil.example/callback'),
        'redirectUri does not match the authorization request',
      ],
      [
        (code: string, verifier: string) =>
          client.call('POST', '/oauth2/token', {
            body: { clientId: 'other', grantType: 'authorization_code', code, codeVerifier: verifier },
          }),
        'The authorization code was issued to another client',
      ],
    ] as const) {
      const { verifier, challenge } = pkce();
      const session = await authSession(v.access_token, { challenge, sessionToken, mode: 'query' });
      const res = await fetch(session.fullUrl, { redirect: 'manual' });
      expect(res.status).toBe(302);
      const p = params(res.headers.get('location')!, 'search');
      const r = await attempt(p.code!, verifier);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: 'invalid_grant', error_description: expected });
    }
  });

  test('query mode puts code and state in the query string', async () => {
    const v = await client.visitor('shop');
    const { verifier, challenge } = pkce();
    const session = await authSession(v.access_token, { challenge, mode: 'query', state: 'q-state' });
    const done = await postForm(session.fullUrl, { email: 'ada@vitrine.dev', password: 'vitrine-demo' });
    expect(done.status).toBe(303);
    const location = done.headers.get('location')!;
    const u = new URL(location);
    expect(u.origin + u.pathname).toBe(REDIRECT);
    expect(u.hash).toBe('');
    const p = params(location, 'search');
    expect(p.state).toBe('q-state');
    expect((await exchange(p.code!, verifier, REDIRECT)).status).toBe(200);
  });

  test('silent web_message flow posts {code, state} to the redirect URI origin only', async () => {
    const v = await client.visitor('shop');
    const sessionToken = await identityLogin();
    const { verifier, challenge } = pkce();
    const session = await authSession(v.access_token, {
      challenge,
      mode: 'web_message',
      prompt: 'none',
      sessionToken,
      state: 'silent</script>',
    });
    expect(session.sessionToken).toBe(sessionToken);
    const res = await fetch(session.fullUrl);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<form');
    const data = /var data=(\{.*?\});var target=("[^"]*");/.exec(html);
    expect(data).not.toBeNull();
    expect(JSON.parse(data![2]!)).toBe('http://shop.example:3000');
    expect(html).toContain('window.parent.postMessage(data,target)');
    const message = JSON.parse(data![1]!) as { code: string; state: string };
    expect(Object.keys(message)).toEqual(['code', 'state']);
    expect(message.state).toBe('silent</script>');
    expect(html).not.toContain('silent</script>');
    // The authorization request named REDIRECT, so the exchange repeats it (RFC 6749 §4.1.3).
    const tokens = await exchange(message.code, verifier, REDIRECT);
    expect(tokens.status).toBe(200);
  });

  test('prompt none without a session answers login_required', async () => {
    const v = await client.visitor('shop');
    const { challenge } = pkce();
    const silent = await authSession(v.access_token, { challenge, mode: 'web_message', prompt: 'none', state: 's1' });
    const html = await (await fetch(silent.fullUrl)).text();
    const data = /var data=(\{.*?\});/.exec(html);
    expect(JSON.parse(data![1]!)).toEqual({
      error: 'login_required',
      error_description: 'No signed-in member session; sign in with prompt "login"',
      state: 's1',
    });
    const frag = await authSession(v.access_token, { challenge, mode: 'fragment', prompt: 'none', state: 's2' });
    const res = await fetch(frag.fullUrl, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(params(res.headers.get('location')!, 'hash')).toEqual({
      error: 'login_required',
      error_description: 'No signed-in member session; sign in with prompt "login"',
      state: 's2',
    });
  });

  test('registering on the hosted page signs the new member in', async () => {
    const v = await client.visitor('shop');
    const { verifier, challenge } = pkce();
    const session = await authSession(v.access_token, { challenge });
    expect(await (await fetch(`${session.fullUrl}&mode=register`)).text()).toContain('name="firstName"');
    const done = await postForm(session.fullUrl, {
      action: 'register',
      firstName: 'Grace',
      email: 'grace.page@vitrine.dev',
      password: 'hopper-1',
    });
    expect(done.status).toBe(303);
    const p = params(done.headers.get('location')!, 'hash');
    expect((await exchange(p.code!, verifier, REDIRECT)).status).toBe(200);
  });

  test('unknown and malformed redirect sessions', async () => {
    const v = await client.visitor('shop');
    const missing = await fetch(`${emu.url}/__vitrine/pages/auth?session=nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Unknown session');
    const none = await client.call('POST', LAYOUTS.api.redirects, {
      token: v.access_token,
      body: { callbacks: { postFlowUrl: 'http://shop.example/' } },
    });
    expect(none.status).toBe(400);
    expect(none.body.details.validationError.fieldViolations[0].field).toBe('body');
    const badMode = await client.call('POST', LAYOUTS.api.redirects, {
      token: v.access_token,
      body: {
        auth: {
          authRequest: {
            redirectUri: REDIRECT,
            clientId: 'shop',
            codeChallenge: 'x'.repeat(43),
            codeChallengeMethod: 'plain',
            state: 's',
          },
        },
      },
    });
    expect(badMode.status).toBe(400);
    expect(badMode.body.details.validationError.fieldViolations).toEqual([
      {
        field: 'auth.authRequest.codeChallengeMethod',
        description: 'must be one of S256',
        violatedRule: 'INVALID_ENUM_VALUE',
        data: { allowed: ['S256'] },
      },
    ]);
    const anonymous = await client.call('POST', LAYOUTS.api.redirects, { body: { logout: { clientId: 'shop' } } });
    expect(anonymous.status).toBe(401);
  });
});

describe.each(['api', 'site'] as LayoutName[])('logout, checkout and other sessions in the %s layout', (layout) => {
  test('logout ends the member session and goes to postFlowUrl', async () => {
    const v = await client.visitor('shop');
    const sessionToken = await identityLogin();
    const { verifier, challenge } = pkce();
    const login = await authSession(v.access_token, { challenge, sessionToken, layout });
    const code = params((await fetch(login.fullUrl, { redirect: 'manual' })).headers.get('location')!, 'hash').code!;
    const member = await exchange(code, verifier, REDIRECT);
    const out = await client.call('POST', LAYOUTS[layout].redirects, {
      token: member.body.access_token,
      body: { logout: { clientId: 'shop' }, callbacks: { postFlowUrl: 'http://shop.example:3000/bye' } },
    });
    expect(out.status).toBe(200);
    expect(out.body.redirectSession.fullUrl).toBe(
      `${emu.url}/__vitrine/pages/logout?session=${out.body.redirectSession.id}`,
    );
    const res = await fetch(out.body.redirectSession.fullUrl, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://shop.example:3000/bye');
    const after = await authSession(v.access_token, {
      challenge,
      sessionToken,
      mode: 'fragment',
      prompt: 'none',
      state: 'after',
    });
    const p = params((await fetch(after.fullUrl, { redirect: 'manual' })).headers.get('location')!, 'hash');
    expect(p.error).toBe('login_required');
  });

  test('checkout page shows the lines and totals; placing the order empties the cart', async () => {
    const v = await client.visitor('shop');
    await client.call('POST', `${LAYOUTS[layout].cart}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-linen-shirt', 1, { options: { Size: 'S', Color: 'White' } })] },
    });
    const checkout = await client.call('POST', `${LAYOUTS[layout].cart}/create-checkout`, {
      token: v.access_token,
      body: { channelType: 'WEB', email: 'buyer@example.com' },
    });
    const other = await client.visitor('shop');
    const stolen = await client.call('POST', LAYOUTS[layout].redirects, {
      token: other.access_token,
      body: { ecomCheckout: { checkoutId: checkout.body.checkoutId } },
    });
    expect(stolen.status).toBe(403);
    const session = await client.call('POST', LAYOUTS[layout].redirects, {
      token: v.access_token,
      body: {
        ecomCheckout: { checkoutId: checkout.body.checkoutId },
        callbacks: { postFlowUrl: 'http://shop.example:3000/cart', thankYouPageUrl: 'http://shop.example:3000/thanks' },
      },
    });
    expect(session.status).toBe(200);
    const pageRes = await fetch(session.body.redirectSession.fullUrl);
    const html = await pageRes.text();
    expect(pageRes.status).toBe(200);
    expect(html).toContain('Linen shirt');
    expect(html).toContain('1 × €59.00');
    expect(html).toContain('<tr class="total"><td>Total</td><td class="num">€59.00</td></tr>');
    expect(html).toContain('Place order');
    const placed = await postForm(session.body.redirectSession.fullUrl, {});
    expect(placed.status).toBe(303);
    const loc = new URL(placed.headers.get('location')!);
    expect(loc.origin + loc.pathname).toBe('http://shop.example:3000/thanks');
    expect(loc.searchParams.get('orderId')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await client.call('GET', LAYOUTS[layout].cart, { token: v.access_token })).status).toBe(404);
    const inbox = await client.call('GET', '/__vitrine/inbox.json?to=buyer@example.com');
    expect(inbox.body.mails[0].kind).toBe('order-confirmation');
  });

  test('other sections get a generic page', async () => {
    const v = await client.visitor('shop');
    const r = await client.call('POST', LAYOUTS[layout].redirects, {
      token: v.access_token,
      body: { storesProduct: { productSlug: 'linen-shirt' }, callbacks: { postFlowUrl: 'http://shop.example:3000/' } },
    });
    expect(r.status).toBe(200);
    const html = await (await fetch(r.body.redirectSession.fullUrl)).text();
    expect(html).toContain('storesProduct');
    expect(html).toContain('href="http://shop.example:3000/"');
  });
});
