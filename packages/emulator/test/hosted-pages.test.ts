import { describe, expect, test } from 'vitest';
import { LAYOUTS, line, type LayoutName } from './helpers';
import { TEST_OAUTH_APPS } from './sdk/setup';
import { bootForFile } from './support/boot';
import { hostedLogin, params, postForm, REDIRECT } from './support/hosted-login';
import { pkce } from './support/pkce';

const { emu, client } = await bootForFile({ oauthApps: TEST_OAUTH_APPS });
const { authSession, exchange, identityLogin } = hostedLogin(client);

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
    // The shop's page sends the browser, as its Referer tells.
    const fromShop = { referer: 'http://shop.example:3000/account' };
    const res = await fetch(out.body.redirectSession.fullUrl, { redirect: 'manual', headers: fromShop });
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
    // A way back to the shop that sent the buyer here, without placing the order.
    expect(html).toContain('<a href="http://shop.example:3000/cart">← Back to the shop</a>');
    const placed = await postForm(session.body.redirectSession.fullUrl, {});
    expect(placed.status).toBe(303);
    const loc = new URL(placed.headers.get('location')!);
    expect(loc.origin + loc.pathname).toBe('http://shop.example:3000/thanks');
    expect(loc.searchParams.get('orderId')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await client.call('GET', LAYOUTS[layout].cart, { token: v.access_token })).status).toBe(404);
    const inbox = await client.call('GET', '/__vitrine/inbox.json?to=buyer@example.com');
    expect(inbox.body.mails[0].kind).toBe('order-confirmation');
  });

  test('a line beyond stock: the checkout says so in words and places nothing, even when the form was sent', async () => {
    const v = await client.visitor('shop');
    const cartPath = LAYOUTS[layout].cart;
    const added = await client.call('POST', `${cartPath}/add-to-cart`, {
      token: v.access_token,
      body: { lineItems: [line('prod-wristwatch', 2)] },
    });
    const lineId = added.body.cart.lineItems[0].id as string;
    const checkout = await client.call('POST', `${cartPath}/create-checkout`, {
      token: v.access_token,
      body: { channelType: 'WEB', email: 'watches@example.com' },
    });
    const session = await client.call('POST', LAYOUTS[layout].redirects, {
      token: v.access_token,
      body: {
        ecomCheckout: { checkoutId: checkout.body.checkoutId },
        callbacks: { postFlowUrl: 'http://shop.example:3000/cart', thankYouPageUrl: 'http://shop.example:3000/thanks' },
      },
    });
    const url = session.body.redirectSession.fullUrl as string;
    // The page shown while both watches are there: its form is sent after the cart asked for 4 (2 in stock).
    const shown = await fetch(url);
    const csrfToken = /name="csrfToken" value="([^"]*)"/.exec(await shown.text())![1]!;
    const cookie = shown.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const updated = await client.call('POST', `${cartPath}/update-line-items-quantity`, {
      token: v.access_token,
      body: { lineItems: [{ id: lineId, quantity: 4 }] },
    });
    expect(updated.status).toBe(200);

    const page = await (await fetch(url)).text();
    expect(page).toContain('<div class="error">Only 2 in stock, not 4.</div>');
    expect(page).not.toContain('Place order');
    expect(page).not.toMatch(/PARTIALLY_AVAILABLE|NOT_AVAILABLE|NOT_FOUND/);
    const placed = await fetch(url, {
      method: 'POST',
      headers: { cookie },
      body: new URLSearchParams({ csrfToken }),
      redirect: 'manual',
    });
    expect(placed.status).toBe(409);
    const refusal = await placed.text();
    expect(refusal).toContain(
      '<p class="error" role="alert">Nothing was ordered. Some items are not available in the quantity in your cart: change the cart in the shop, then check out again.</p>',
    );
    // Nothing ordered: the cart is still there, unchanged, and no confirmation was mailed.
    const cart = await client.call('GET', cartPath, { token: v.access_token });
    expect(cart.body.cart.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([4]);
    const inbox = await client.call('GET', '/__vitrine/inbox.json?to=watches@example.com');
    expect(inbox.body.mails).toEqual([]);
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
