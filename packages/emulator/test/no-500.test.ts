import { afterAll, beforeAll, expect, test } from 'vitest';
import { boot, type Client } from './helpers';
import { createApp } from '../src/app';
import { Store } from '../src/store';
import { LOGIN_THROTTLE } from '../src/throttle/policy';
import type { RunningEmulator } from '../src/index';
import { resizeGate } from '../src/media/gate';
import { SCRYPT_HASHER } from '../src/identity/password';

let emu: RunningEmulator;
let client: Client;

beforeAll(async () => {
  ({ emu, client } = await boot());
});
afterAll(() => emu.close());

/** Every route of the app, as registered (both layouts, pages, admin). */
function routes(): [string, string][] {
  const store = new Store(':memory:');
  try {
    const app = createApp(
      {
        store,
        now: () => 0,
        url: '',
        readOnlyUrl: '',
        accessTokenLifetimeSeconds: 1,
        refreshTokenIdleSeconds: 1,
        refreshTokenLifetimeSeconds: 1,
        recentSignInSeconds: 1,
        loginThrottle: LOGIN_THROTTLE,
        adminToken: 'no-500-admin-token',
        formKey: Buffer.alloc(32),
        deliveries: { wake: () => undefined, close: () => Promise.resolve() },
        resizes: resizeGate(),
        passwords: SCRYPT_HASHER,
      },
      { readOnly: false },
    );
    return app.routes.filter((r) => r.method !== 'ALL').map((r) => [r.method, r.path]);
  } finally {
    store.close();
  }
}

// One concern per body: a body with an unknown field stops at validation and would hide a handler bug.
const BODIES = [
  'null',
  '[]',
  '"x"',
  '{"product":{}}',
  '{"product":null}',
  '{"lineItems":[{}]}',
  '{"lineItems":[null]}',
  '{"query":{"filter":"{bad"}}',
  '{"query":{"filter":{"a":{"$in":5}}}}',
  '{"query":{"sort":"[1]"}}',
  '{"options":{"Size":1}}',
  '{"variants":[{}]}',
  '{"media":[{}]}',
  '{"ids":[1],"set":{}}',
  '{"collection":{}}',
  '{"auth":{"authRequest":{}}}',
  '{"ecomCheckout":{"checkoutId":"x"}}',
  '{"loginId":{"email":5},"password":"x"}',
  '{"cartInfo":{"contactInfo":{"address":5}}}',
  '{"merchantDiscounts":[{"amount":"abc"}]}',
  '{"customLineItems":[{"quantity":1,"productName":1,"price":"x"}]}',
  '{"lineItems":[{"quantity":1,"catalogReference":{"catalogItemId":"prod-granola","appId":"x"}}]}',
  '{"selectedMemberships":5}',
  '{"stateToken":5}',
  '{"code":"123456","stateToken":"x"}',
];

test('case 36: no route answers 500 to malformed bodies, odd ids or odd query strings', async () => {
  const list = routes();
  expect(list.length).toBeGreaterThan(100);
  const visitor = (await client.visitor()).access_token;
  const failures: string[] = [];
  let count = 0;
  for (const [method, path] of list) {
    // Reads get an undecodable id too; writes get a real one so that their bodies are looked at.
    const ids = !path.includes(':')
      ? ['']
      : method === 'GET' || method === 'DELETE'
        ? ['prod-granola', '%E0%A4%A']
        : ['prod-granola'];
    const writer = path.startsWith('/stores/') || path.startsWith('/_api/catalog-server/') || path.includes('sign-on');
    for (const id of ids) {
      const target = path.replace(/:[a-zA-Z]+/g, id);
      for (const token of writer ? [emu.apiKey] : [visitor]) {
        const bodies = method === 'GET' || method === 'DELETE' ? [undefined] : BODIES;
        await Promise.all(
          bodies.map(async (raw) => {
            const query = method === 'GET' ? '?.r=e30&includeMerchantSpecificData=true&paging.limit=x&session=x' : '';
            const r = await client.call(method, target + query, { token, ...(raw !== undefined ? { raw } : {}) });
            count++;
            if (
              r.status >= 500 ||
              !r.headers.get('x-wix-request-id') ||
              r.headers.get('x-request-id') !== r.headers.get('x-wix-request-id')
            )
              failures.push(`${r.status} ${method} ${target} ${raw ?? ''}`);
          }),
        );
      }
    }
  }
  expect(count).toBeGreaterThan(2000);
  expect(failures).toEqual([]);
}, 60_000);
