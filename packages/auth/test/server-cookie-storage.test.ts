// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAuthError, serverCookieStorage } from '../src';

const TOKENS = '{"accessToken":{"value":"a b;c","expiresAt":1}}';
const ENCODED = '%7B%22accessToken%22%3A%7B%22value%22%3A%22a%20b%3Bc%22%2C%22expiresAt%22%3A1%7D%7D';
const IN_30_DAYS = 'Max-Age=2592000; Path=/; Expires=Thu, 31 Jan 2030 00:00:00 GMT';
const EXPIRED = 'Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('serverCookieStorage: reading the request', () => {
  const cookie = `other=1; vitrine.tokens=${ENCODED}; vitrine.signIn=pending`;

  it.each([
    ['a Request on http', new Request('http://localhost:3000/', { headers: { cookie } })],
    ['its Headers', new Headers({ cookie })],
    ['a Cookie header', cookie],
  ])('reads vitrine.tokens and vitrine.signIn, decoded, from %s', (_, from) => {
    const storage = serverCookieStorage(from);
    expect(storage.get('tokens')).toBe(TOKENS);
    expect(storage.get('signIn')).toBe('pending');
    expect(storage.get('other')).toBeUndefined();
    expect(storage.setCookies()).toEqual([]);
  });

  it('on https reads the __Host- names only: a planted plain vitrine.tokens is ignored', () => {
    const planted = `vitrine.tokens=planted; __Host-vitrine.tokens=${ENCODED}; __Host-vitrine.signIn=pending`;
    const storage = serverCookieStorage(new Request('https://shop.example/', { headers: { cookie: planted } }));
    expect([storage.get('tokens'), storage.get('signIn')]).toEqual([TOKENS, 'pending']);
    const plantedOnly = new Headers({ cookie: 'vitrine.tokens=planted', 'x-forwarded-proto': 'https' });
    expect(serverCookieStorage(plantedOnly).get('tokens')).toBeUndefined();
    expect(serverCookieStorage('vitrine.tokens=planted', { secure: true }).get('tokens')).toBeUndefined();
  });

  it('no cookie, no request, another name and a value that is not percent-encoding are no values', () => {
    expect(serverCookieStorage(new Request('https://shop.example/')).get('tokens')).toBeUndefined();
    expect(serverCookieStorage(undefined).get('tokens')).toBeUndefined();
    expect(serverCookieStorage('shop.tokens=v', { name: 'shop' }).get('tokens')).toBe('v');
    expect(serverCookieStorage('vitrine.tokens=%E0%A4%A').get('tokens')).toBeUndefined();
  });
});

describe('serverCookieStorage: the Set-Cookie values of the answer', () => {
  it('tokens readable by scripts, the pending sign-in HttpOnly, Secure behind https, 30 days, SameSite=Lax', () => {
    const storage = serverCookieStorage(new Request('https://shop.example/cart'));
    storage.set('tokens', TOKENS);
    storage.set('signIn', '{"state":"s"}');
    expect(storage.setCookies()).toEqual([
      `__Host-vitrine.tokens=${ENCODED}; ${IN_30_DAYS}; Secure; SameSite=Lax`,
      `__Host-vitrine.signIn=%7B%22state%22%3A%22s%22%7D; ${IN_30_DAYS}; HttpOnly; Secure; SameSite=Lax`,
    ]);
  });

  it('no Secure (and no __Host- prefix) on http, unless the proxy in front says https; the options given win', () => {
    const write = (storage: ReturnType<typeof serverCookieStorage>) => (
      storage.set('tokens', 'v'),
      storage.setCookies()
    );
    expect(write(serverCookieStorage(new Request('http://localhost:3000/')))).toEqual([
      `vitrine.tokens=v; ${IN_30_DAYS}; SameSite=Lax`,
    ]);
    expect(write(serverCookieStorage(new Headers({ 'x-forwarded-proto': 'https, http' })))).toEqual([
      `__Host-vitrine.tokens=v; ${IN_30_DAYS}; Secure; SameSite=Lax`,
    ]);
    expect(write(serverCookieStorage('', { secure: true }))).toEqual([
      `__Host-vitrine.tokens=v; ${IN_30_DAYS}; Secure; SameSite=Lax`,
    ]);
    // `__Host-` needs Path=/: a Secure cookie at another path keeps its plain name.
    expect(write(serverCookieStorage('', { secure: true, path: '/store' }))).toEqual([
      `vitrine.tokens=v; ${IN_30_DAYS.replace('Path=/', 'Path=/store')}; Secure; SameSite=Lax`,
    ]);
    const custom = serverCookieStorage(new Request('https://shop.example/'), {
      name: 'shop',
      days: 1,
      path: '/store',
      secure: false,
      sameSite: 'Strict',
      httpOnly: ['tokens', 'signIn'],
    });
    expect(write(custom)).toEqual([
      'shop.tokens=v; Max-Age=86400; Path=/store; Expires=Wed, 02 Jan 2030 00:00:00 GMT; HttpOnly; SameSite=Strict',
    ]);
  });

  it('a removal writes an expired cookie; reads after a write see the written value', () => {
    const storage = serverCookieStorage(`vitrine.tokens=old; vitrine.signIn=s`);
    storage.set('tokens', 'new');
    expect(storage.get('tokens')).toBe('new');
    storage.remove('signIn');
    expect(storage.get('signIn')).toBeUndefined();
    storage.remove('tokens');
    expect(storage.get('tokens')).toBeUndefined();
    // One Set-Cookie per cookie: its last change, in the order of the first.
    expect(storage.setCookies()).toEqual([
      `vitrine.tokens=; ${EXPIRED}; SameSite=Lax`,
      `vitrine.signIn=; ${EXPIRED}; HttpOnly; SameSite=Lax`,
    ]);
  });

  it('queues nothing for a value that does not change, nor for removing a cookie the request did not carry', () => {
    const storage = serverCookieStorage('vitrine.tokens=same');
    storage.set('tokens', 'same');
    storage.remove('signIn');
    expect(storage.setCookies()).toEqual([]);
  });

  it("applyTo appends the Set-Cookie values to a response's headers", () => {
    const storage = serverCookieStorage('');
    storage.set('tokens', 'v');
    storage.set('signIn', 's');
    const response = new Response('ok', { headers: { 'set-cookie': 'theme=dark' } });
    expect(storage.applyTo(response.headers)).toBe(response.headers);
    expect(response.headers.getSetCookie()).toEqual([
      'theme=dark',
      `vitrine.tokens=v; ${IN_30_DAYS}; SameSite=Lax`,
      `vitrine.signIn=s; ${IN_30_DAYS}; HttpOnly; SameSite=Lax`,
    ]);
  });

  it('refuses a value over 4 KB with an AuthError, and queues nothing for it', () => {
    const storage = serverCookieStorage('vitrine.tokens=kept');
    let error: unknown;
    try {
      storage.set('tokens', 'x'.repeat(4090));
    } catch (caught) {
      error = caught;
    }
    expect(isAuthError(error) && error.code).toBe('STORAGE');
    expect((error as Error).message).toBe(
      'The cookie vitrine.tokens would be 4105 bytes; browsers drop cookies over 4096 bytes. Keep this value in a session store on your server instead.',
    );
    expect(storage.get('tokens')).toBe('kept');
    expect(storage.setCookies()).toEqual([]);
  });
});
