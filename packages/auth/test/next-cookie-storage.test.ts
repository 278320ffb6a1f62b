// @vitest-environment node
import type { cookies } from 'next/headers';
import { MutableRequestCookiesAdapter } from 'next/dist/server/web/spec-extension/adapters/request-cookies';
import { RequestCookies } from 'next/dist/server/web/spec-extension/cookies';
import { NextRequest, NextResponse } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAuthError, nextCookieStorage } from '../src';

const IN_30_DAYS = 'Path=/; Expires=Thu, 31 Jan 2030 00:00:00 GMT; Max-Age=2592000';
const EXPIRED = 'Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0';
const TOKENS = '{"accessToken":{"value":"a b;c"}}';
const ENCODED = encodeURIComponent(TOKENS);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

/** What `await cookies()` is in a route handler or a server action: the request's cookies, settable. */
function routeHandlerCookies(cookie: string) {
  const sent: string[][] = [];
  // Next builds it this way for a route handler; typed as `cookies()` answers, so the adapter is checked against it.
  const store = MutableRequestCookiesAdapter.wrap(new RequestCookies(new Headers({ cookie })), (serialized) =>
    sent.push(serialized),
  ) as unknown as Awaited<ReturnType<typeof cookies>>;
  return { store, sent };
}

describe("nextCookieStorage over Next's own cookie classes", () => {
  it('cookies() in a route handler: reads the request, sets the answer’s cookies, the sign-in HttpOnly', () => {
    const { store, sent } = routeHandlerCookies(`__Host-vitrine.tokens=${ENCODED}; __Host-vitrine.signIn=s`);
    const storage = nextCookieStorage(store, { secure: true });
    expect(storage.get('tokens')).toBe(TOKENS);
    expect(storage.get('signIn')).toBe('s');
    storage.set('tokens', '{"renewed":true}');
    storage.remove('signIn');
    expect(storage.get('tokens')).toBe('{"renewed":true}');
    expect(storage.get('signIn')).toBeUndefined();
    expect(sent.at(-1)).toEqual([
      `__Host-vitrine.tokens=%7B%22renewed%22%3Atrue%7D; ${IN_30_DAYS}; Secure; SameSite=lax`,
      `__Host-vitrine.signIn=; ${EXPIRED}; Secure; HttpOnly; SameSite=lax`,
    ]);
  });

  it('request.cookies read and response.cookies written in a proxy: later reads see the writes', () => {
    const request = new NextRequest('http://localhost:3000/product/1', {
      headers: { cookie: 'vitrine.tokens=old' },
    });
    const response = NextResponse.next();
    const storage = nextCookieStorage({ read: request.cookies, write: response.cookies }, { secure: false });
    storage.set('tokens', 'new');
    storage.set('signIn', '{"state":"s"}');
    expect(storage.get('tokens')).toBe('new');
    expect(request.cookies.get('vitrine.tokens')?.value).toBe('old');
    expect(response.headers.getSetCookie()).toEqual([
      `vitrine.tokens=new; ${IN_30_DAYS}; SameSite=lax`,
      `vitrine.signIn=%7B%22state%22%3A%22s%22%7D; ${IN_30_DAYS}; HttpOnly; SameSite=lax`,
    ]);
  });

  it('each change goes to every writer: the request (for server components) and the response (for the browser)', () => {
    const request = new NextRequest('https://shop.example/', { headers: { cookie: 'theme=dark' } });
    const answer = NextResponse.next();
    const storage = nextCookieStorage(
      { read: request.cookies, write: [request.cookies, answer.cookies] },
      { name: 'shop', days: 1, sameSite: 'Strict', httpOnly: [] },
    );
    storage.set('signIn', 'v');
    const forwarded = NextResponse.next({ request: { headers: request.headers }, headers: answer.headers });
    expect(forwarded.headers.get('x-middleware-request-cookie')).toBe('theme=dark; shop.signIn=v');
    expect(forwarded.headers.getSetCookie()).toEqual([
      'shop.signIn=v; Path=/; Expires=Wed, 02 Jan 2030 00:00:00 GMT; Max-Age=86400; SameSite=strict',
    ]);
  });

  it('with a reader only (a server component may not set cookies), writes last for this render and set nothing', () => {
    const { store, sent } = routeHandlerCookies('vitrine.tokens=old');
    const storage = nextCookieStorage({ read: store });
    storage.set('tokens', 'new');
    expect(storage.get('tokens')).toBe('new');
    expect(store.get('vitrine.tokens')?.value).toBe('old');
    expect(sent).toEqual([]);
  });

  it('Secure by default in production, and a value over 4 KB refused with an AuthError', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const response = NextResponse.next();
    const storage = nextCookieStorage({
      read: new NextRequest('https://shop.example/').cookies,
      write: response.cookies,
    });
    storage.set('tokens', 'v');
    expect(response.headers.getSetCookie()).toEqual([`__Host-vitrine.tokens=v; ${IN_30_DAYS}; Secure; SameSite=lax`]);
    let error: unknown;
    try {
      storage.set('tokens', 'x'.repeat(4090));
    } catch (caught) {
      error = caught;
    }
    expect(isAuthError(error) && error.code).toBe('STORAGE');
    expect((error as Error).message).toBe(
      'The cookie __Host-vitrine.tokens would be 4112 bytes; browsers drop cookies over 4096 bytes. Keep this value in a session store on your server instead.',
    );
    expect(storage.get('tokens')).toBe('v');
  });
});
