import { describe, expect, test } from 'vitest';
import { pkce } from './support/pkce';
import { bootForFile } from './support/boot';
import { APPS, redirectSessions, script, SHOP, SHOP_PREVIEW } from './support/oauth-app-sessions';

const { emu, client } = await bootForFile({ oauthApps: APPS });
const { authSession, sessionToken } = redirectSessions(client);

describe('the silent sign-in without a redirect URI (the platform SDK’s getMemberTokensForDirectLogin)', () => {
  test('the page posts {code, state} to each allowed origin of the app and nowhere else; the code exchange has no redirectUri', async () => {
    const v = await client.visitor('shop');
    const { verifier, challenge } = pkce();
    const created = await authSession(v.access_token, {
      mode: 'web_message',
      prompt: 'none',
      sessionToken: await sessionToken(),
      state: 'silent-1',
      challenge,
    });
    expect(created.status).toBe(200);
    const res = await fetch(created.body.redirectSession.fullUrl, { headers: { referer: 'https://evil.example/' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const s = script(html);
    expect(s.targets).toEqual([SHOP, SHOP_PREVIEW]);
    expect(s.target).toBe(SHOP);
    expect(s.posts).toEqual(['data,target']);
    expect(html).toContain(
      'for(var i=0;i<targets.length;i++){target=targets[i];window.parent.postMessage(data,target);}',
    );
    expect(html).not.toContain("'*'");
    expect(html).not.toContain('"*"');
    expect(html).not.toContain('evil.example');
    expect(Object.keys(s.data)).toEqual(['code', 'state']);
    expect(s.data.state).toBe('silent-1');

    const tokens = await client.call('POST', '/oauth2/token', {
      body: { clientId: 'shop', grantType: 'authorization_code', code: s.data.code, codeVerifier: verifier },
    });
    expect(tokens.status).toBe(200);
    const cart = await client.call('POST', '/ecom/v1/carts/current/add-to-cart', {
      token: tokens.body.access_token,
      body: {
        lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'prod-granola', appId: 'vitrine-stores' } }],
      },
    });
    expect(cart.body.cart.buyerInfo).toEqual({ memberId: 'member-ada' });
  });

  test('without a member session the error goes to the same origins', async () => {
    const v = await client.visitor('shop');
    const created = await authSession(v.access_token, { mode: 'web_message', prompt: 'none', state: 'silent-2' });
    const s = script(await (await fetch(created.body.redirectSession.fullUrl)).text());
    expect(s.targets).toEqual([SHOP, SHOP_PREVIEW]);
    expect(s.data).toEqual({
      error: 'login_required',
      error_description: 'No signed-in member session; sign in with prompt "login"',
      state: 'silent-2',
    });
  });

  test('a client id with no app gets no answer, even embedded by a loopback page: no code, no postMessage', async () => {
    const v = await client.visitor('no-app');
    const token = await sessionToken();
    for (const headers of [
      { referer: 'http://localhost:4173/account?x=1' },
      { referer: 'https://shop.example/' },
      {},
      { referer: `${emu.url}/__vitrine/pages/auth` },
    ] as Record<string, string>[]) {
      const again = await authSession(v.access_token, {
        clientId: 'no-app',
        mode: 'web_message',
        prompt: 'none',
        sessionToken: token,
      });
      const page = await fetch(again.body.redirectSession.fullUrl, { headers });
      expect(page.status).toBe(400);
      const html = await page.text();
      expect(html).toContain('<h1>Nowhere to report</h1>');
      expect(html).toContain(
        'Client no-app has no OAuth app, so the sign-in result is not sent anywhere. Register the app (--oauth-app no-app=&lt;redirect URI&gt;).',
      );
      expect(html).not.toContain('postMessage');
      expect(html).not.toContain('code.');
    }
  });
});
