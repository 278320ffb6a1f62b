// Read-your-writes: an answer to a request that changed the database carries `X-Wix-Consistent`, the write sequence
// after it, which a browser may read and send back. Both hosts read the one database, so a read is never stale.
import { describe, expect, test } from 'vitest';
import { bootWithVisitor } from './support/boot';

const { emu, client, token } = await bootWithVisitor();
const PRODUCT = '/v1/products/prod-cotton-tee';
const SHOP = 'http://shop.example:5173';

const rename = (name: string) =>
  client.call('PATCH', `/stores${PRODUCT}`, { token: emu.apiKey, body: { product: { name } } });
const sequence = (headers: Headers) => headers.get('x-wix-consistent');

describe('X-Wix-Consistent', () => {
  test('a write answers with the write sequence after it; each write answers a larger one', async () => {
    const first = await rename('Cotton tee, washed');
    const second = await rename('Cotton tee, organic');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(sequence(first.headers)).toMatch(/^[1-9][0-9]*$/);
    expect(Number(sequence(second.headers))).toBeGreaterThan(Number(sequence(first.headers)));
    // A new visitor is a write too (its tokens are stored).
    const minted = await client.call('POST', '/oauth2/token', { body: { clientId: 'c', grantType: 'anonymous' } });
    expect(Number(sequence(minted.headers))).toBeGreaterThan(Number(sequence(second.headers)));
  });

  test('a read that changed nothing answers without it', async () => {
    const read = await client.call('GET', `/stores-reader${PRODUCT}`, { token, readOnly: true });
    expect(read.status).toBe(200);
    expect(sequence(read.headers)).toBeNull();
  });

  test('a read on the read-only host, sent with the value, sees the write at once', async () => {
    const written = await rename('Cotton tee, read back');
    const read = await client.call('GET', `/stores-reader${PRODUCT}`, {
      token,
      readOnly: true,
      headers: { 'x-wix-consistent': sequence(written.headers)! },
    });
    expect(read.body.product.name).toBe('Cotton tee, read back');
  });

  test('a value it never gave (garbage, too large, too long) changes nothing', async () => {
    for (const value of ['banana', '99999999999999999999', 'x'.repeat(4000), '-1']) {
      const read = await client.call('GET', `/stores-reader${PRODUCT}`, {
        token,
        readOnly: true,
        headers: { 'x-wix-consistent': value },
      });
      expect(read.status).toBe(200);
      expect(sequence(read.headers)).toBeNull();
    }
  });

  test('CORS: both hosts allow it in a preflight, and an answer exposes it', async () => {
    for (const base of [emu.url, emu.readOnlyUrl]) {
      const pre = await fetch(`${base}/stores-reader${PRODUCT}`, {
        method: 'OPTIONS',
        headers: {
          origin: SHOP,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,x-wix-consistent',
        },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-headers')).toBe('authorization,x-wix-consistent');
    }
    const written = await fetch(`${emu.url}/stores${PRODUCT}`, {
      method: 'PATCH',
      headers: { origin: SHOP, authorization: emu.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ product: { name: 'Cotton tee' } }),
    });
    expect(written.status).toBe(200);
    expect(sequence(written.headers)).toMatch(/^[1-9][0-9]*$/);
    expect(written.headers.get('access-control-expose-headers')).toBe(
      'x-wix-request-id,x-request-id,retry-after,x-wix-consistent',
    );
  });
});
