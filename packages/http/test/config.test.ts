import { describe, expect, it } from 'vitest';
import { ConfigError, createClient, isConfigError } from '@vitrine/http';

describe('createClient options', () => {
  it.each([
    [undefined, 'undefined'],
    ['', '""'],
    ['api.example.com', '"api.example.com"'],
    ['ftp://api.example.com', '"ftp://api.example.com"'],
    [42, '42'],
  ])('refuses host %j with a sentence saying what to pass', (host, shown) => {
    const make = () => createClient({ host: host as string });
    expect(make).toThrow(ConfigError);
    expect(make).toThrow(
      `createClient needs host as an http(s) origin, e.g. createClient({ host: 'https://api.example.com' }); got ${shown}.`,
    );
  });

  it('refuses a malformed readOnlyHost, naming that option', () => {
    expect(() => createClient({ host: 'https://api.example.com', readOnlyHost: 'nope' })).toThrow(
      `createClient needs readOnlyHost as an http(s) origin, e.g. createClient({ readOnlyHost: 'https://api.example.com' }); got "nope".`,
    );
  });

  it('refuses an unknown path layout and a non-positive timeout', () => {
    expect(() => createClient({ host: 'https://a.example', pathLayout: 'web' as 'api' })).toThrow(
      `createClient needs pathLayout 'api' (the default) or 'site'; got "web".`,
    );
    expect(() => createClient({ host: 'https://a.example', timeoutMs: 0 })).toThrow(
      'createClient needs timeoutMs above 0 (milliseconds); got 0.',
    );
  });

  it('is an Error subclass with a literal name that the guard recognises', () => {
    try {
      createClient({ host: '' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe('ConfigError');
      expect(isConfigError(error)).toBe(true);
    }
  });

  it('strips trailing slashes and defaults the read-only host and layout', () => {
    const client = createClient({ host: 'https://api.example.com//' });
    expect(client.host).toBe('https://api.example.com');
    expect(client.readOnlyHost).toBe('https://api.example.com');
    expect(client.pathLayout).toBe('api');
  });

  it('hands itself to the auth strategy once', () => {
    const attached: unknown[] = [];
    const client = createClient({
      host: 'https://api.example.com',
      auth: { attach: (c) => attached.push(c), getAuthHeaders: async () => ({}) },
    });
    expect(attached).toEqual([client]);
  });

  it('hands the strategy the client of each call, for its headers and for a refused token', async () => {
    const seen: unknown[] = [];
    const answers = [new Response('{}', { status: 401 }), new Response('{"ok":true}')];
    const client = createClient({
      host: 'https://api.example.com',
      retry: 0,
      fetch: async () => answers.shift()!,
      auth: {
        getAuthHeaders: async (_options, given) => (seen.push(given), { Authorization: 't' }),
        onUnauthorized: async (_refused, _options, given) => (seen.push(given), true),
      },
    });
    await client.request({ method: 'GET', service: ['/a', '/b'], path: '/x' });
    expect(seen).toEqual([client, client, client]);
    expect(seen.every((given) => given === client)).toBe(true);
  });
});
