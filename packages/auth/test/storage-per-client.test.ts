// @vitest-environment happy-dom
// Two shops on one origin (two dev servers on localhost:3000) keep their own tokens; old values move over once.
import { afterEach, describe, expect, it } from 'vitest';
import { clientScopedName, cookieStorage, localStorageStorage, oauth, serverCookieStorage } from '../src';
import { tokens } from './helpers';

afterEach(() => {
  localStorage.clear();
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    // Secure: a __Host- cookie is removed only by a Secure write.
    document.cookie = `${pair.split('=')[0]}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure`;
  }
});

describe('stored tokens are scoped by client id', () => {
  it('two client ids on one localStorage keep separate tokens, under vitrine.<client id>.tokens', async () => {
    const shopA = oauth({ clientId: 'shop-a', storage: localStorageStorage() });
    const shopB = oauth({ clientId: 'shop-b', storage: localStorageStorage() });
    await shopA.setTokens(tokens('a', 'member'));
    await shopB.setTokens(tokens('b', 'visitor'));
    expect(oauth({ clientId: 'shop-a' }).getTokens()).toEqual(
      tokens('a', 'member', shopA.getTokens().accessToken.expiresAt),
    );
    expect(oauth({ clientId: 'shop-b' }).getTokens().accessToken.value).toBe('b');
    expect(Object.keys(localStorage).sort()).toEqual(['vitrine.shop-a.tokens', 'vitrine.shop-b.tokens']);
  });

  it('two client ids on one cookie jar keep separate cookies, read the same by the server', async () => {
    await oauth({ clientId: 'shop-a', storage: cookieStorage() }).setTokens(tokens('a', 'member'));
    await oauth({ clientId: 'shop-b', storage: cookieStorage() }).setTokens(tokens('b', 'visitor'));
    // The Cookie header the browser sends with its next request (the happy-dom page is https: `__Host-` names).
    const request = new Headers({ cookie: document.cookie, 'x-forwarded-proto': 'https' });
    expect(oauth({ clientId: 'shop-a', storage: serverCookieStorage(request) }).getTokens().accessToken.value).toBe(
      'a',
    );
    expect(oauth({ clientId: 'shop-b', storage: serverCookieStorage(request) }).getTokens().accessToken.value).toBe(
      'b',
    );
  });

  it('takes over tokens under the old unscoped key once: moved to the client, the old key removed', async () => {
    const old = tokens('old', 'member');
    localStorage.setItem('vitrine.tokens', JSON.stringify(old));
    const auth = oauth({ clientId: 'shop-a' });
    expect(auth.getTokens()).toEqual(old);
    expect(localStorage.getItem('vitrine.shop-a.tokens')).toBe(JSON.stringify(old));
    expect(localStorage.getItem('vitrine.tokens')).toBeNull();
    // Another shop on the origin finds nothing left to take.
    expect(oauth({ clientId: 'shop-b' }).getTokens().refreshToken.role).toBe('none');
  });

  it('on a server, the old cookie is moved with two Set-Cookie lines on the answer', () => {
    const old = tokens('old', 'visitor');
    const storage = serverCookieStorage(`vitrine.tokens=${encodeURIComponent(JSON.stringify(old))}`);
    expect(oauth({ clientId: 'shop-a', storage }).getTokens()).toEqual(old);
    expect(storage.setCookies().map((line) => line.split(';')[0]!.split('=')[0])).toEqual([
      'vitrine.shop-a.tokens',
      'vitrine.tokens',
    ]);
    expect(storage.setCookies()[1]).toContain('Max-Age=0');
  });

  it('an explicit name is kept as it is, for every client id', async () => {
    await oauth({ clientId: 'shop-a', storage: localStorageStorage('mine') }).setTokens(tokens('a', 'visitor'));
    expect(Object.keys(localStorage)).toEqual(['mine.tokens']);
  });

  it('any client id gives a valid cookie name: every character outside [A-Za-z0-9_~-] is percent-encoded', async () => {
    expect(clientScopedName('my shop.eu/(1);é')).toBe('vitrine.my%20shop%2Eeu%2F%281%29%3B%C3%A9');
    await oauth({ clientId: 'my shop.eu/(1);é', storage: cookieStorage() }).setTokens(tokens('odd', 'visitor'));
    expect(document.cookie.split('=')[0]).toBe('__Host-vitrine.my%20shop%2Eeu%2F%281%29%3B%C3%A9.tokens');
    expect(oauth({ clientId: 'my shop.eu/(1);é', storage: cookieStorage() }).getTokens().accessToken.value).toBe('odd');
  });
});
