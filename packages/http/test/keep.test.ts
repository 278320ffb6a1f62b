import { describe, expect, it } from 'vitest';
import { createClient } from '../src/index';

// `Client.keep`: what a package above learns once per client (the storefront model's catalog version).

const KEY = Symbol('test');
const make = () => createClient({ host: 'https://api.example.com' });

describe('Client.keep', () => {
  it('makes the value once per client and gives the same one after', () => {
    const client = make();
    let made = 0;
    const first = client.keep(KEY, () => ({ made: ++made }));
    expect(client.keep(KEY, () => ({ made: ++made }))).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps nothing between clients, nor between keys', () => {
    const [a, b] = [make(), make()];
    a.keep(KEY, () => 'a');
    expect(b.keep(KEY, () => 'b')).toBe('b');
    expect(a.keep(Symbol('other'), () => 'other')).toBe('other');
    expect(a.keep(KEY, () => 'again')).toBe('a');
  });

  it('keeps a pending promise, so concurrent callers share one', async () => {
    const client = make();
    let made = 0;
    const ask = () => client.keep(KEY, () => Promise.resolve(++made));
    const [x, y] = await Promise.all([ask(), ask()]);
    expect([x, y, made]).toEqual([1, 1, 1]);
    expect(await ask()).toBe(1);
  });

  it('forgets a promise that rejects: the next call makes it again', async () => {
    const client = make();
    let made = 0;
    const ask = () =>
      client.keep(KEY, () => (++made === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(made)));
    await expect(ask()).rejects.toThrow('offline');
    expect(await ask()).toBe(2);
    expect(await ask()).toBe(2);
    expect(made).toBe(2);
  });
});
