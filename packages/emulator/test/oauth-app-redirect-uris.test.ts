import { describe, expect, test } from 'vitest';
import type { LayoutName } from './helpers';
import { bootForFile } from './support/boot';
import { APPS, redirectSessions, refused, SHOP, SHOP_PREVIEW } from './support/oauth-app-sessions';

const { client } = await bootForFile({ oauthApps: APPS });
const { authSession, sessionToken } = redirectSessions(client);

describe.each(['api', 'site'] as LayoutName[])('redirect URIs against the OAuth app, %s layout', (layout) => {
  test('a redirect URI on any allowed origin gets the code there; another origin is the validation error', async () => {
    const v = await client.visitor('shop');
    const token = await sessionToken();
    for (const redirectUri of [`${SHOP}/callback`, `${SHOP_PREVIEW}/cb?x=1`]) {
      const ok = await authSession(v.access_token, { layout, redirectUri, sessionToken: token, mode: 'query' });
      expect(ok.status).toBe(200);
      const res = await fetch(ok.body.redirectSession.fullUrl, { redirect: 'manual' });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!);
      expect(location.origin).toBe(new URL(redirectUri).origin);
      expect([...location.searchParams.keys()].sort()).toEqual(
        ['code', 'state', ...(redirectUri.includes('x=1') ? ['x'] : [])].sort(),
      );
    }
    for (const redirectUri of [
      'https://evil.example/callback',
      'http://shop.example/callback',
      'https://shop.example:8443/callback',
      'https://shop.example.evil.example/',
      'http://localhost:5173/callback',
    ]) {
      const r = await authSession(v.access_token, { layout, redirectUri });
      expect([r.status, r.body]).toEqual([400, refused(`${redirectUri} is not a redirect URI of the OAuth app shop`)]);
    }
  });

  test('a client id with no app gets no sign-in answer, at loopback origins neither', async () => {
    const v = await client.visitor('no-app');
    for (const redirectUri of ['http://localhost:5173/callback', 'http://127.0.0.1:1/cb', 'http://[::1]:3000/']) {
      const r = await authSession(v.access_token, { layout, clientId: 'no-app', redirectUri });
      expect([r.status, r.body]).toEqual([
        400,
        refused(
          'is for client no-app, which has no OAuth app: register its redirect URIs (--oauth-app no-app=<redirect URI>)',
        ),
      ]);
    }
  });

  test('only the web_message answer may leave the redirect URI out', async () => {
    const v = await client.visitor('shop');
    for (const mode of ['fragment', 'query'] as const) {
      const r = await authSession(v.access_token, { layout, mode });
      expect([r.status, r.body]).toEqual([
        400,
        {
          message: 'INVALID_ARGUMENT: "auth.authRequest.redirectUri" is required unless responseMode is web_message',
          details: {
            validationError: {
              fieldViolations: [
                {
                  field: 'auth.authRequest.redirectUri',
                  description: 'is required unless responseMode is web_message',
                  violatedRule: 'REQUIRED_FIELD',
                },
              ],
            },
          },
        },
      ]);
    }
  });
});
