// @vitest-environment node
import { createClient } from '@vitrine/http';
import { RequestCookies } from 'next/dist/server/web/spec-extension/cookies';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { nextCookieStorage, oauth } from '../src';
import { visitorProxy } from './recipes/next-proxy';
import { cookieHeaderFrom, useEmulator } from './recipes/platform';

const { platform, grants } = useEmulator();
beforeEach(() => void grants.splice(0));

const PAGE = 'https://shop.example/product/prod-granola';

describe('the Next.js proxy recipe against the emulator', () => {
  it('a new browser: tokens minted once, set on the answer and handed to this render’s server components', async () => {
    const proxy = visitorProxy(platform());
    const answer = await proxy(new NextRequest(PAGE, { headers: { cookie: 'theme=dark' } }));
    expect(grants).toEqual(['anonymous']);
    const setCookies = answer.headers.getSetCookie();
    expect(setCookies).toEqual([
      expect.stringMatching(
        /^__Host-vitrine\.server-recipes\.tokens=[^;]+; Path=\/; Expires=[^;]+ GMT; Max-Age=2592000; Secure; SameSite=lax$/,
      ),
    ]);
    const forwarded = answer.headers.get('x-middleware-request-cookie');
    expect(forwarded).toBe(`theme=dark; ${cookieHeaderFrom(setCookies)}`);

    // A server component of the same render reads `await cookies()` (here: the forwarded header) and mints nothing.
    const { host, clientId, fetch } = platform();
    // On https, as the proxy's storage: both name the cookies `__Host-…`.
    const serverComponent = nextCookieStorage(
      { read: new RequestCookies(new Headers({ cookie: forwarded! })) },
      { secure: true },
    );
    const auth = oauth({ clientId, storage: serverComponent });
    createClient({ host, fetch, auth });
    const minted = JSON.parse(
      decodeURIComponent(setCookies[0]!.split(';')[0]!.slice('__Host-vitrine.server-recipes.tokens='.length)),
    );
    expect(await auth.getAuthHeaders()).toEqual({ Authorization: minted.accessToken.value });

    // The browser's next page carries the cookie: nothing minted, nothing set.
    const again = await proxy(new NextRequest(PAGE, { headers: { cookie: cookieHeaderFrom(setCookies) } }));
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(grants).toEqual(['anonymous']);
  });
});
