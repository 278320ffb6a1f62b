// Issue 11, finding 11: hidden products and collections could be read through other routes than the one that hid
// them. To a visitor or member every route now answers as it does for an id that does not exist; the API key
// still reads them.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot, encodeQuery, LAYOUTS, line, type Client, type Loose } from '../helpers';
import type { RunningEmulator } from '../../src/index';
import { appError, CART } from './flows';

let emu: RunningEmulator;
let client: Client;
let visitor: string;
const HIDDEN = 'prod-archived-sample';
let storeVariant: string;

beforeAll(async () => {
  ({ emu, client } = await boot());
  visitor = (await client.visitor()).access_token;
  const product = await client.call('GET', `/stores-reader/v1/products/${HIDDEN}`, { token: emu.apiKey });
  storeVariant = `${HIDDEN}-${product.body.product.variants[0].id}`;
  const made = await client.call('POST', '/stores/v1/collections', {
    token: emu.apiKey,
    body: { collection: { id: 'col-secret', name: 'Secret', slug: 'secret', visible: false } },
  });
  expect(made.status).toBe(200);
  await client.call('POST', '/stores/v1/collections/col-secret/productIds', {
    token: emu.apiKey,
    body: { productIds: [HIDDEN, 'prod-granola'] },
  });
});
afterAll(() => emu.close());

const unknownProduct = (id: string) => appError(`Product ${id} not found`, 'PRODUCT_NOT_FOUND');

describe.each(['api', 'site'] as const)('a hidden product, %s layout', (layout) => {
  const reader = `${LAYOUTS[layout].reader}/v1`;

  /** Every read of one product by id: [method, path, body]. */
  const byId = (id: string): [string, string, unknown][] => [
    ['GET', `${reader}/products/${id}`, undefined],
    ['POST', `${reader}/products/${id}`, {}],
    ['GET', `${reader}/products-platformized/${id}`, undefined],
    ['POST', `${reader}/products/${id}/productOptionsAvailability`, { options: {} }],
    ['POST', `${reader}/products/${id}/variants/query`, {}],
  ];

  test('every read by id answers as for an id that does not exist; the API key reads it', async () => {
    const reads = byId(HIDDEN);
    for (const [i, [method, path, body]] of reads.entries()) {
      const hidden = await client.call(method, path, { token: visitor, ...(body ? { body } : {}) });
      const [, unknownPath] = byId('prod-nothing')[i]!;
      const unknown = await client.call(method, unknownPath, { token: visitor, ...(body ? { body } : {}) });
      expect([path, hidden.status, hidden.body]).toEqual([path, 404, unknownProduct(HIDDEN)]);
      expect([unknown.status, unknown.body]).toEqual([404, unknownProduct('prod-nothing')]);
      const merchant = await client.call(method, path, { token: emu.apiKey, ...(body ? { body } : {}) });
      expect([path, merchant.status]).toEqual([path, 200]);
    }
  });

  test('its store variant by id is unknown; no query finds it, hidden products asked for or not', async () => {
    const variant = await client.call('GET', `${reader}/variants/${storeVariant}`, { token: visitor });
    expect([variant.status, variant.body]).toEqual([
      404,
      appError(`Variant ${storeVariant} not found`, 'VARIANT_NOT_FOUND'),
    ]);
    expect((await client.call('GET', `${reader}/variants/${storeVariant}`, { token: emu.apiKey })).status).toBe(200);
    const variants = await client.call('POST', `${reader}/variants/query`, {
      token: visitor,
      body: { query: { filter: { productId: HIDDEN } } },
    });
    expect([variants.status, variants.body.variants]).toEqual([200, []]);
    for (const filter of [{ id: HIDDEN }, { 'collections.id': 'col-secret' }]) {
      const query = { query: { filter }, includeHiddenProducts: true };
      const r = await client.call('GET', `${reader}/products/query-platformized?.r=${encodeQuery(query)}`, {
        token: visitor,
      });
      expect([r.status, r.body.products.map((p: Loose) => p.id)]).toEqual([
        200,
        'id' in filter ? [] : ['prod-granola'],
      ]);
    }
  });
});

describe('a hidden collection', () => {
  const unknown = (says: string) => appError(says, 'COLLECTION_NOT_FOUND');
  const reads: [string, string][] = [
    ['/stores-reader/v1/collections/slug/secret', 'Collection with slug secret not found'],
    ['/_api/catalog-reader-server/v1/collections/slug/secret', 'Collection with slug secret not found'],
    ['/stores-reader/v2/collections/col-secret', 'Collection col-secret not found'],
    ['/stores-reader/v2/collections/slug/secret', 'Collection with slug secret not found'],
    ['/v2/collections/col-secret', 'Collection col-secret not found'],
    ['/v2/collections/slug/secret', 'Collection with slug secret not found'],
  ];

  test.each(reads)('GET %s is 404 as for an unknown collection; the API key reads it', async (path, says) => {
    const r = await client.call('GET', path, { token: visitor });
    expect([r.status, r.body]).toEqual([404, unknown(says)]);
    const merchant = await client.call('GET', path, { token: emu.apiKey });
    expect([merchant.status, merchant.body.collection.id]).toEqual([200, 'col-secret']);
  });

  test('no collection query finds it, unless the API key asks', async () => {
    const query = encodeQuery({ query: { filter: { slug: 'secret' } } });
    for (const path of ['/stores-reader/v2/collections/query', '/v2/collections/query']) {
      const r = await client.call('GET', `${path}?.r=${query}`, { token: visitor });
      expect([r.status, r.body.collections, r.body.metadata.total]).toEqual([200, [], 0]);
      const merchant = await client.call('GET', `${path}?.r=${query}`, { token: emu.apiKey });
      expect(merchant.body.collections.map((c: Loose) => c.id)).toEqual(['col-secret']);
    }
  });
});

describe('the cart’s catalogue lookups', () => {
  test('a hidden product cannot be added: the answer of an unknown product', async () => {
    const r = await client.call('POST', `${CART}/add-to-cart`, {
      token: visitor,
      body: { lineItems: [line(HIDDEN, 1)] },
    });
    const data = { field: 'lineItems[0].catalogReference' };
    expect([r.status, r.body]).toEqual([400, appError(`Product ${HIDDEN} not found`, 'PRODUCT_NOT_FOUND', data)]);
  });

  test('a line whose product is hidden afterwards reads as one whose product is gone', async () => {
    const token = (await client.visitor()).access_token;
    const made = await client.call('POST', '/stores/v1/products', {
      token: emu.apiKey,
      body: { product: { name: 'Soon hidden', price: 12 } },
    });
    const id = made.body.product.id;
    await client.call('POST', `${CART}/add-to-cart`, { token, body: { lineItems: [line(id, 1)] } });
    await client.call('PATCH', `/stores/v1/products/${id}`, {
      token: emu.apiKey,
      body: { product: { visible: false } },
    });
    const cart = await client.call('GET', CART, { token });
    expect(cart.body.cart.lineItems[0]).toMatchObject({
      productName: { original: 'Soon hidden' },
      url: { relativePath: `/product-page/${id}` },
      availability: { status: 'NOT_FOUND' },
    });
    expect(cart.body.cart.lineItems[0].image).toBeUndefined();
    expect(cart.body.cart.subtotal.amount).toBe('0.00');
  });
});
