import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmulator, type RunningEmulator } from '../src/index';
import { adminHeaders } from './helpers';

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startEmulator({ port: 0, readOnlyPort: 0, db: ':memory:', seed: 'demo', log: () => undefined });
});
afterAll(() => emu.close());

const ID = /^[0-9a-f-]{36}$/;

describe('both request id headers on every kind of answer (Hono requestId middleware)', () => {
  test('JSON, 501, HTML page, redirect, SVG, page error and a kept incoming id', async () => {
    const session = await fetch(`${emu.url}/_api/redirects-api/v1/redirect-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: emu.apiKey },
      body: JSON.stringify({ logout: {}, callbacks: { postFlowUrl: 'http://localhost:3000/bye' } }),
    });
    const logout = ((await session.json()) as { redirectSession: { fullUrl: string } }).redirectSession.fullUrl;
    const answers = [
      session,
      await fetch(`${emu.url}/no/such/route`),
      await fetch(`${emu.url}/__vitrine/inbox`, { headers: adminHeaders(emu) }),
      // Sent from the shop's page, as a browser tells it.
      await fetch(logout, { redirect: 'manual', headers: { referer: 'http://localhost:3000/' } }),
      await fetch(`${emu.url}/__vitrine/media/m-x.svg`),
      await fetch(`${emu.url}/__vitrine/pages/auth?session=nope`),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 501, 200, 302, 200, 404]);
    for (const r of answers) {
      expect(r.headers.get('x-wix-request-id')).toMatch(ID);
      expect(r.headers.get('x-request-id')).toBe(r.headers.get('x-wix-request-id'));
    }
    const kept = await fetch(`${emu.url}/__vitrine/health`, { headers: { 'x-wix-request-id': 'my-id=1' } });
    expect([kept.headers.get('x-wix-request-id'), kept.headers.get('x-request-id')]).toEqual(['my-id=1', 'my-id=1']);
  });
});
