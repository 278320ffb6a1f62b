import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRedirectSession, type RedirectSessionRequest } from '@vitrine/redirects';
import { addToCurrentCart, createCheckoutFromCurrentCart, getCurrentCart } from '@vitrine/cart';
import { createClient } from '@vitrine/http';
import { boot } from '../helpers';
import { clients, submitHostedForm, eventsOf, inbox, LAYOUT_NAMES, rejection, TEST_OAUTH_APPS } from './setup';
import type { RunningEmulator } from '../../src/index';

let emu: RunningEmulator;

beforeAll(async () => {
  ({ emu } = await boot({ oauthApps: TEST_OAUTH_APPS }));
});
afterAll(() => emu.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHOP = 'http://shop.example:3000';

describe.each(LAYOUT_NAMES)('@vitrine/redirects against the emulator, %s layout', (pathLayout) => {
  const path = pathLayout === 'api' ? '/_api/redirects-api/v1/redirect-session' : '/headless/v1/redirect-session';

  /** The answer's exact shape for a page kind. */
  const expectSession = (
    session: { _id: string; fullUrl: string; urlDetails: unknown; sessionToken?: string },
    kind: string,
  ) => {
    expect(session._id).toMatch(UUID);
    expect(session).toEqual({
      _id: session._id,
      fullUrl: `${emu.url}/__vitrine/pages/${kind}?session=${session._id}`,
      urlDetails: { endpoint: `${emu.url}/__vitrine/pages/${kind}`, searchParams: { session: session._id } },
      ...(session.sessionToken !== undefined ? { sessionToken: session.sessionToken } : {}),
    });
  };

  test('login and logout: the hosted pages sign the member in and out and return to postFlowUrl', async () => {
    const { visitor, visitorSent } = clients(emu, pathLayout);
    const { redirectSession: login } = await createRedirectSession(visitor, {
      login: {},
      callbacks: { postFlowUrl: `${SHOP}/account` },
    });
    expectSession(login, 'login');
    expect(login.sessionToken).toBeUndefined();
    const form = await fetch(login.fullUrl);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('<form method="post"');
    const signedIn = await submitHostedForm(login.fullUrl, { email: 'ada@vitrine.dev', password: 'vitrine-demo' });
    expect([signedIn.status, signedIn.headers.get('location')]).toEqual([303, `${SHOP}/account`]);
    const cookie = signedIn.headers.getSetCookie().at(-1)!.split(';')[0]!;
    expect(cookie).toMatch(/^vitrine_session=st\./);

    const { redirectSession: logout } = await createRedirectSession(visitor, {
      logout: { clientId: 'sdk-suite' },
      callbacks: { postFlowUrl: `${SHOP}/bye` },
    });
    expectSession(logout, 'logout');
    // The shop's page sends the browser, as its Referer tells.
    const out = await fetch(logout.fullUrl, { headers: { cookie, referer: `${SHOP}/account` }, redirect: 'manual' });
    expect([out.status, out.headers.get('location')]).toEqual([302, `${SHOP}/bye`]);
    expect(out.headers.get('set-cookie')).toMatch(/^vitrine_session=;/);

    // The browser session is gone: a login page with prompt none is refused now.
    const { redirectSession: silent } = await createRedirectSession(visitor, {
      auth: {
        authRequest: {
          redirectUri: `${SHOP}/cb`,
          clientId: 'sdk-suite',
          codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
          codeChallengeMethod: 'S256',
          responseMode: 'query',
          responseType: 'code',
          scope: 'offline_access',
          state: 'after-logout',
        },
        prompt: 'none',
      },
    });
    const refused = await fetch(silent.fullUrl, { headers: { cookie }, redirect: 'manual' });
    const params = new URL(refused.headers.get('location')!).searchParams;
    expect([params.get('error'), params.get('state')]).toEqual(['login_required', 'after-logout']);

    expect(visitorSent.slice(1)).toEqual(Array<string>(3).fill(`POST main ${path}`));
  });

  test('auth: fragment and query returns carry code and state; a session token is echoed and signs in silently', async () => {
    const { visitor } = clients(emu, pathLayout);
    const authRequest = {
      redirectUri: `${SHOP}/callback`,
      clientId: 'sdk-suite',
      codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      codeChallengeMethod: 'S256',
      responseMode: 'fragment',
      responseType: 'code',
      scope: 'offline_access',
      state: 'state-1',
    } as const;
    const { redirectSession: fragment } = await createRedirectSession(visitor, {
      auth: { authRequest, prompt: 'login' },
    });
    expectSession(fragment, 'auth');
    const back = await submitHostedForm(fragment.fullUrl, { email: 'ada@vitrine.dev', password: 'vitrine-demo' });
    const location = new URL(back.headers.get('location')!);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(`${SHOP}/callback`);
    const hash = new URLSearchParams(location.hash.slice(1));
    expect([hash.get('code')?.startsWith('code.'), hash.get('state')]).toEqual([true, 'state-1']);

    // A session token from a custom form: the page answers at once, without a form.
    const { sessionToken } = (await (
      await fetch(`${emu.url}/_api/iam/authentication/v2/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: { email: 'ada@vitrine.dev' }, password: 'vitrine-demo' }),
      })
    ).json()) as { sessionToken: string };
    const { redirectSession: silent } = await createRedirectSession(visitor, {
      auth: { authRequest: { ...authRequest, responseMode: 'query', state: 'state-2', sessionToken }, prompt: 'none' },
    });
    expectSession(silent, 'auth');
    expect(silent.sessionToken).toBe(sessionToken);
    const answer = await fetch(silent.fullUrl, { redirect: 'manual' });
    const query = new URL(answer.headers.get('location')!).searchParams;
    expect([answer.status, query.get('code')?.startsWith('code.'), query.get('state')]).toEqual([302, true, 'state-2']);
  });

  test('ecomCheckout: the checkout page places the order, empties the cart and returns to the thank-you page', async () => {
    const { visitor } = clients(emu, pathLayout);
    const cart = await addToCurrentCart(visitor, {
      lineItems: [{ quantity: 2, catalogReference: { catalogItemId: 'prod-granola', appId: 'vitrine-stores' } }],
    });
    const { checkoutId } = await createCheckoutFromCurrentCart(visitor, {
      channelType: 'WEB',
      email: `buyer-${pathLayout}@example.com`,
    });
    const { redirectSession } = await createRedirectSession(visitor, {
      ecomCheckout: { checkoutId },
      callbacks: { postFlowUrl: `${SHOP}/`, thankYouPageUrl: `${SHOP}/thanks?from=emulator` },
    });
    expectSession(redirectSession, 'checkout');
    const view = await (await fetch(redirectSession.fullUrl)).text();
    expect(view).toContain('Granola');
    expect(view).toContain('2 × €8.90');
    const placed = await submitHostedForm(redirectSession.fullUrl, {});
    expect(placed.status).toBe(303);
    const thanks = new URL(placed.headers.get('location')!);
    expect(`${thanks.origin}${thanks.pathname}`).toBe(`${SHOP}/thanks`);
    expect(thanks.searchParams.get('from')).toBe('emulator');
    expect(thanks.searchParams.get('orderId')).toMatch(UUID);
    expect(await rejection(getCurrentCart(visitor))).toMatchObject({ status: 404, code: 'OWNED_CART_NOT_FOUND' });
    expect(await eventsOf(emu, cart._id!, 'cart')).toEqual(['cart.created', 'cart.updated', 'cart.deleted']);
    expect((await inbox(emu, `buyer-${pathLayout}@example.com`)).map((m) => m.kind)).toEqual(['order-confirmation']);

    // Another visitor cannot open this visitor's checkout.
    const other = clients(emu, pathLayout).visitor;
    expect(await rejection(createRedirectSession(other, { ecomCheckout: { checkoutId } }))).toMatchObject({
      name: 'ApplicationError',
      status: 403,
      code: 'PERMISSION_DENIED',
      message: 'The checkout belongs to another visitor',
    });
  });

  test('a section the emulator does not emulate gets the generic page with the request', async () => {
    const { visitor } = clients(emu, pathLayout);
    const { redirectSession } = await createRedirectSession(visitor, {
      storesProduct: { productSlug: 'linen-shirt' },
      callbacks: { postFlowUrl: `${SHOP}/back` },
      preferences: { additionalQueryParameters: { utm_source: 'test' } },
    });
    expectSession(redirectSession, 'generic');
    const page = await fetch(redirectSession.fullUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>storesProduct</h1>');
    expect(html).toContain('&quot;productSlug&quot;: &quot;linen-shirt&quot;');
    expect(html).toContain(`href="${SHOP}/back"`);
  });

  test('errors: two flows, a script URL, an unknown checkout, no token', async () => {
    const { visitor } = clients(emu, pathLayout);
    const two = await rejection(
      createRedirectSession(visitor, { login: {}, logout: { clientId: 'x' } } as unknown as RedirectSessionRequest),
    );
    expect(two).toMatchObject({
      name: 'ValidationError',
      status: 400,
      message:
        'INVALID_ARGUMENT: "body" must name exactly one of bookingsCheckout, ecomCheckout, eventsCheckout, paidPlansCheckout, login, logout, auth, storesProduct, bookingsBook (got login, logout)',
    });
    const script = await rejection(
      createRedirectSession(visitor, { login: {}, callbacks: { postFlowUrl: 'javascript:alert(1)' } }),
    );
    expect(script).toMatchObject({
      name: 'ValidationError',
      message: 'INVALID_ARGUMENT: "callbacks.postFlowUrl" must be an absolute http(s) URL',
    });
    const unknown = await rejection(createRedirectSession(visitor, { ecomCheckout: { checkoutId: 'nope' } }));
    expect(unknown).toMatchObject({
      name: 'ApplicationError',
      status: 404,
      code: 'CHECKOUT_NOT_FOUND',
      message: 'Checkout nope not found',
    });
    const anonymous = createClient({ host: emu.url, readOnlyHost: emu.readOnlyUrl, pathLayout });
    expect(await rejection(createRedirectSession(anonymous, { login: {} }))).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Creating a redirect session needs an access token',
    });
  });
});
