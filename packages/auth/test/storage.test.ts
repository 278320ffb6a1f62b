import { createClient } from '@vitrine/http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieStorage, isAuthError, localStorageStorage, memoryStorage, oauth, type AuthStorage } from '../src';
import {
  CLIENT_ID,
  countingTokens,
  getCart,
  cartEndpoint,
  HOST,
  nowSeconds,
  setup,
  tokens,
  useServer,
} from './helpers';

const server = useServer();

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('32: stored tokens of the wrong shape are no tokens', () => {
  it.each([
    ['corrupt JSON', '{"accessToken":'],
    ['null', 'null'],
    ['a number', '42'],
    ['an array', '[]'],
    ['no refresh token', JSON.stringify({ accessToken: { value: 'a', expiresAt: 1 } })],
    [
      'an unknown role',
      JSON.stringify({ accessToken: { value: 'a', expiresAt: 1 }, refreshToken: { value: 'r', role: 'admin' } }),
    ],
    [
      'a string expiry',
      JSON.stringify({ accessToken: { value: 'a', expiresAt: '1' }, refreshToken: { value: 'r', role: 'visitor' } }),
    ],
  ])('%s → a new visitor, no throw', async (_, stored) => {
    const token = countingTokens();
    const cart = cartEndpoint();
    server.use(token.handler, cart.handler);
    const storage = memoryStorage();
    await storage.set('tokens', stored);
    const { client, auth } = setup({ storage });
    expect(auth.getTokens().refreshToken.role).toBe('none');
    await getCart(client);
    expect(token.requests).toEqual([{ clientId: CLIENT_ID, grantType: 'anonymous' }]);
  });

  it('a storage that throws on reading is no tokens', async () => {
    const token = countingTokens();
    const cart = cartEndpoint();
    server.use(token.handler, cart.handler);
    const storage: AuthStorage = {
      get: () => {
        throw new Error('SecurityError');
      },
      set: () => {},
      remove: () => {},
    };
    const { client } = setup({ storage });
    await getCart(client);
    expect(cart.seen).toEqual(['at-1']);
  });
});

describe('pluggable, possibly async storage', () => {
  it('reads an async storage before the first call and writes through it', async () => {
    const token = countingTokens();
    const cart = cartEndpoint();
    server.use(token.handler, cart.handler);
    const values = new Map([['tokens', JSON.stringify(tokens('stored', 'member'))]]);
    const storage: AuthStorage = {
      get: async (key) => values.get(key),
      set: async (key, value) => void values.set(key, value),
      remove: async (key) => void values.delete(key),
    };
    const { client, auth } = setup({ storage });
    await getCart(client);
    expect(cart.seen).toEqual(['stored']);
    expect(auth.loggedIn()).toBe(true);
    await auth.clearTokens();
    expect(values.has('tokens')).toBe(false);
  });

  it('reads a synchronous storage at once', () => {
    const storage = memoryStorage();
    storage.set('tokens', JSON.stringify(tokens('stored', 'member')));
    expect(oauth({ clientId: CLIENT_ID, storage }).loggedIn()).toBe(true);
  });

  it('given tokens win over stored ones, also when another renewal is due', async () => {
    const storage = memoryStorage();
    storage.set('tokens', JSON.stringify(tokens('older', 'visitor', nowSeconds() + 100)));
    const cart = cartEndpoint();
    server.use(cart.handler);
    const { client } = setup({ storage, tokens: tokens('given', 'member', nowSeconds() + 3600) });
    await getCart(client);
    expect(cart.seen).toEqual(['given']);
  });

  it('setTokens replaces the tokens in memory and storage, and tells listeners', async () => {
    const { auth, storage } = setup();
    const seen: string[] = [];
    const stop = auth.onTokensChange((t, reason) => seen.push(`${t.accessToken.value}:${reason}`));
    await auth.setTokens(tokens('mine', 'member'));
    stop();
    await auth.setTokens(tokens('later', 'visitor'));
    expect(seen).toEqual(['mine:set']);
    expect(JSON.parse(String(await storage.get('tokens'))).accessToken.value).toBe('later');
    await expect(auth.setTokens({} as never)).rejects.toThrow(
      'setTokens needs { accessToken: { value, expiresAt }, refreshToken: { value, role } }.',
    );
  });

  it('a listener that throws does not break the renewal', async () => {
    const token = countingTokens();
    server.use(token.handler);
    const { auth } = setup();
    auth.onTokensChange(() => {
      throw new Error('listener bug');
    });
    expect((await auth.generateVisitorTokens()).accessToken.value).toBe('at-1');
  });
});

describe('localStorageStorage', () => {
  it('keeps <key>.tokens and <key>.signIn in localStorage, and is the browser default', async () => {
    const token = countingTokens();
    server.use(token.handler);
    const auth = oauth({ clientId: CLIENT_ID });
    createClient({ host: HOST, auth });
    await auth.generateVisitorTokens();
    expect(JSON.parse(localStorage.getItem('vitrine.client-1.tokens')!).accessToken.value).toBe('at-1');
    const custom = localStorageStorage('shop');
    custom.set('signIn', 'x');
    expect(localStorage.getItem('shop.signIn')).toBe('x');
    custom.remove('signIn');
    expect(localStorage.getItem('shop.signIn')).toBeNull();
  });

  it("two strategies on one localStorage see each other's tokens (two tabs)", async () => {
    localStorage.setItem('vitrine.tokens', JSON.stringify(tokens('shared', 'member')));
    expect(oauth({ clientId: CLIENT_ID }).getTokens().accessToken.value).toBe('shared');
  });
});

describe('33: cookieStorage', () => {
  function captureCookies() {
    const writes: string[] = [];
    let jar = '';
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      const [pair] = value.split('; ');
      const [name] = pair!.split('=');
      const others = jar.split('; ').filter((c) => c && !c.startsWith(`${name}=`));
      jar = [...others, ...(value.includes('1970') ? [] : [pair!])].join('; ');
    });
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => jar);
    return writes;
  }

  it('writes path=/, an expiry in days, Secure on this https page and SameSite=Lax, and reads the value back', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const writes = captureCookies();
    const storage = cookieStorage({ days: 2 });
    storage.set('tokens', '{"a":"b c;"}');
    expect(writes).toEqual([
      '__Host-vitrine.tokens=%7B%22a%22%3A%22b%20c%3B%22%7D; Path=/; Expires=Thu, 03 Jan 2030 00:00:00 GMT; Secure; SameSite=Lax',
    ]);
    expect(storage.get('tokens')).toBe('{"a":"b c;"}');
    expect(storage.get('signIn')).toBeUndefined();
    storage.remove('tokens');
    expect(writes[1]).toBe(
      '__Host-vitrine.tokens=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=Lax',
    );
    expect(storage.get('tokens')).toBeUndefined();
  });

  it('leaves Secure out on http and takes the name, path and SameSite given', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const writes = captureCookies();
    vi.spyOn(location, 'protocol', 'get').mockReturnValue('http:');
    cookieStorage({ name: 'shop', path: '/store', sameSite: 'Strict' }).set('tokens', 'v');
    cookieStorage({ secure: false }).set('tokens', 'v');
    cookieStorage({ secure: true }).set('tokens', 'v');
    expect(writes).toEqual([
      'shop.tokens=v; Path=/store; Expires=Thu, 31 Jan 2030 00:00:00 GMT; SameSite=Strict',
      'vitrine.tokens=v; Path=/; Expires=Thu, 31 Jan 2030 00:00:00 GMT; SameSite=Lax',
      '__Host-vitrine.tokens=v; Path=/; Expires=Thu, 31 Jan 2030 00:00:00 GMT; Secure; SameSite=Lax',
    ]);
  });

  it('on an https page reads the __Host- name only: a plain vitrine.tokens planted by another port is ignored', () => {
    const writes = captureCookies();
    document.cookie = 'vitrine.tokens=planted; Path=/';
    const storage = cookieStorage();
    expect(storage.get('tokens')).toBeUndefined();
    storage.set('tokens', 'own');
    expect([storage.get('tokens'), writes[1]?.split(';')[0]]).toEqual(['own', '__Host-vitrine.tokens=own']);
  });

  it('refuses a value over 4 KB with a clear error instead of losing it', () => {
    const writes = captureCookies();
    const error = (() => {
      try {
        cookieStorage().set('tokens', 'x'.repeat(4090));
      } catch (e) {
        return e as Error;
      }
    })();
    expect(isAuthError(error)).toBe(true);
    expect(error?.message).toBe(
      'The cookie __Host-vitrine.tokens would be 4112 bytes; browsers drop cookies over 4096 bytes. Use localStorageStorage() instead.',
    );
    expect(writes).toEqual([]);
  });

  it('an oversized token set rejects the call that would store it', async () => {
    captureCookies();
    server.use(countingTokens().handler);
    const auth = oauth({ clientId: CLIENT_ID, storage: cookieStorage() });
    createClient({ host: HOST, auth });
    await auth.generateVisitorTokens();
    await expect(auth.setTokens(tokens('x'.repeat(5000), 'member'))).rejects.toThrow(
      /browsers drop cookies over 4096 bytes/,
    );
  });
});
