import { beforeEach, describe, expect, it } from 'vitest';
import { cookieStorage, oauth, serverCookieStorage } from '../src';
import { CLIENT_ID, tokens } from './helpers';

// The happy-dom page is https://shop.example/cart: its document.cookie is the browser's cookie jar.
const PAGE = 'https://shop.example/cart';

/** What the browser does with an answer: it keeps each Set-Cookie (scripts never see an HttpOnly one). */
const receive = (setCookies: string[]): void => setCookies.forEach((line) => (document.cookie = line));

/** The headers of the browser's next request to the shop (a page's own Request may not carry a Cookie header). */
const nextRequest = (): Headers => new Headers({ cookie: document.cookie, 'x-forwarded-proto': 'https' });

beforeEach(() => {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${pair.split('=')[0]}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure`;
  }
});

describe('one visitor across the server and the browser', () => {
  it('tokens the server keeps are the browser strategy’s tokens; the pending sign-in stays out of scripts’ reach', async () => {
    const server = serverCookieStorage(new Request(PAGE));
    const minted = tokens('server-at', 'visitor');
    await oauth({ clientId: CLIENT_ID, storage: server }).setTokens(minted);
    server.set('signIn', '{"state":"s"}');
    receive(server.setCookies());

    expect(cookieStorage().forClient!(CLIENT_ID).get('tokens')).toBe(JSON.stringify(minted));
    expect(cookieStorage().forClient!(CLIENT_ID).get('signIn')).toBeUndefined();
    expect(oauth({ clientId: CLIENT_ID, storage: cookieStorage() }).getTokens()).toEqual(minted);
    expect(document.cookie).toBe(`__Host-vitrine.client-1.tokens=${encodeURIComponent(JSON.stringify(minted))}`);
  });

  it('tokens the browser keeps are read by the server on the next request, and a browser removal reaches it too', async () => {
    const renewed = tokens('browser-at', 'member');
    await oauth({ clientId: CLIENT_ID, storage: cookieStorage() }).setTokens(renewed);

    const server = serverCookieStorage(nextRequest());
    expect(server.forClient!(CLIENT_ID).get('tokens')).toBe(JSON.stringify(renewed));
    expect(oauth({ clientId: CLIENT_ID, storage: server }).getTokens()).toEqual(renewed);

    cookieStorage().forClient!(CLIENT_ID).remove('tokens');
    expect(serverCookieStorage(nextRequest()).forClient!(CLIENT_ID).get('tokens')).toBeUndefined();
  });

  it("a server's removal clears the browser's cookie", () => {
    cookieStorage().set('tokens', 'v');
    const server = serverCookieStorage(nextRequest());
    server.remove('tokens');
    receive(server.setCookies());
    expect(cookieStorage().get('tokens')).toBeUndefined();
    expect(document.cookie).toBe('');
  });
});
