import { describe, expect, it } from 'vitest';
import { isAbortError } from '@vitrine/http';
import { decodePacked, HOST, makeClient, READ, useServer } from '../server';
import { calls } from './calls';

const { answer } = useServer();

it('covers every call of the subpath', async () => {
  const v3 = await import('../../src/v3');
  const functions = Object.entries(v3)
    .filter(([name, value]) => typeof value === 'function' && !/Error$|^is[A-Z]|^inCategory$/.test(name))
    .map(([name]) => name)
    .sort();
  expect(calls.map((c) => c.name).sort()).toEqual(functions);
});

describe.each(calls)('$name', (call) => {
  it.each([0, 1] as const)(
    'sends one request with the exact method, path, query and body (layout %i)',
    async (layout) => {
      const seen = answer(call.answer);
      await call.run(makeClient(layout === 0 ? 'api' : 'site'));
      expect(seen).toHaveLength(1);
      const request = seen[0]!;
      const url = new URL(request.url);
      expect(request.method).toBe(call.method);
      // Every GET reads from the read-only host; the rest go to the main host.
      expect(url.origin).toBe(call.method === 'GET' ? READ : HOST);
      expect(url.pathname).toBe(call.prefix[layout] + call.path);
      if (call.query === undefined) expect(url.search).toBe('');
      else if (typeof call.query === 'string') expect(url.search).toBe(`?${call.query}`);
      else expect(decodePacked(request.url)).toEqual(call.query);
      if (call.body === undefined) {
        expect(request.body).toBe('');
        expect(request.contentType).toBeNull();
      } else {
        expect(JSON.parse(request.body)).toEqual(call.body);
        expect(request.contentType).toBe('application/json');
      }
    },
  );

  it('passes the signal on: an aborted call rejects with AbortError and sends nothing', async () => {
    const seen = answer(call.answer);
    const error = await call.run(makeClient(), { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(seen).toEqual([]);
  });
});
