import { describe, expect, it } from 'vitest';
import * as catalogue from '../src';
import { HOST, makeClient, PREFIX, READ, useServer } from './server';
import { cases } from './support/calls';

const { answer } = useServer();

describe.each(['api', 'site'] as const)('every call in the %s layout', (layout) => {
  it.each(cases)('$name: method, host, path, body and result', async (c) => {
    const seen = answer(c.wire);
    const result = await c.run(makeClient(layout));
    const host = c.method === 'GET' ? READ : HOST;
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      `${c.method} ${host}${PREFIX[layout][c.service]}${c.path}`,
    ]);
    expect(seen[0]!.body).toBe(c.body ?? '');
    expect(seen[0]!.contentType).toBe(c.body === undefined ? null : 'application/json');
    expect(result).toEqual(c.result);
  });
});

it('the table covers every exported call', () => {
  const calls = Object.entries(catalogue)
    .filter(([, value]) => typeof value === 'function')
    .map(([name]) => name)
    .sort();
  expect(cases.map((c) => c.name).sort()).toEqual(calls);
});
