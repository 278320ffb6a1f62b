import { describe, expect, test } from 'vitest';
import { LAYOUTS, line, type LayoutName } from './helpers';
import { TEST_OAUTH_APPS } from './sdk/setup';
import { bootForFile } from './support/boot';
import { hostedLogin, params, postForm, REDIRECT } from './support/hosted-login';
import { pkce } from './support/pkce';

const { emu, client } = await bootForFile({ oauthApps: TEST_OAUTH_APPS });
const { authSession, exchange } = hostedLogin(client);

describe.each(['api', 'site'] as LayoutName[])('hosted login in the %s layout', (layout) => {
  test('form post → code and state in the fragment → member tokens; the visitor cart merges; a code works once, its replay revokes its tokens', async () => {
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
      error_description: 'The authorization code was already used; the tokens of its first exchange are now revoked',
    });

    // The replay revoked what the first exchange issued (RFC 6749 §4.1.2): a leaked code ends that sign-in.
    const renewed = await client.call('POST', '/oauth2/token', {
      body: { clientId: 'shop', refreshToken: tokens.body.refresh_token, grantType: 'refresh_token' },
    });
    expect([renewed.status, renewed.body.error_description]).toEqual([400, 'Unknown or revoked refresh token']);
  });
});
