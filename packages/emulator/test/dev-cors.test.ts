import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmulator, type RunningEmulator } from '../src/index';
import { adminHeaders } from './helpers';

// The dev endpoints under /__vitrine/ must not be readable or writable from another site's page: no CORS there,
// while the platform's API keeps answering any origin.
let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startEmulator({ log: () => undefined });
});
afterAll(() => emu.close());

const EVIL = 'https://evil.example';

async function preflight(path: string, method: string): Promise<Response> {
  return fetch(emu.url + path, {
    method: 'OPTIONS',
    headers: {
      origin: EVIL,
      'access-control-request-method': method,
      'access-control-request-headers': 'content-type',
    },
  });
}

describe('CORS', () => {
  test.each([
    ['/__vitrine/oauth-apps/vitrine-storefront', 'PUT'],
    ['/__vitrine/settings', 'PUT'],
    ['/__vitrine/inbox.json', 'GET'],
  ])('a preflight for %s from another site gets no CORS grant', async (path, method) => {
    const answer = await preflight(path, method);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-methods')).toBeNull();
  });

  test('a plain read of the inbox from another site carries no CORS grant, so its page cannot read it', async () => {
    const answer = await fetch(`${emu.url}/__vitrine/inbox.json`, { headers: { origin: EVIL, ...adminHeaders(emu) } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('the platform API still answers any origin, with the headers the preflight asks for', async () => {
    const answer = await fetch(`${emu.url}/ecom/v1/carts/current`, {
      method: 'OPTIONS',
      headers: {
        origin: EVIL,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-wix-bi-gateway',
      },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-headers')).toBe('authorization,x-wix-bi-gateway');
  });
});
