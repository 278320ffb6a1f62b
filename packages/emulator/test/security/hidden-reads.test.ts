// Finding 11: hidden products and collections could be read through routes other than the product read.
import { beforeAll, describe, expect, test } from 'vitest';
import { encodeQuery, LAYOUTS, type Loose } from '../helpers';
import { bootWithVisitor } from '../support/boot';

const { emu, client, token } = await bootWithVisitor();
const { reader, writer } = LAYOUTS.api;
const HIDDEN = 'prod-silk-tie';
let variantId = '';
let hiddenCollection: Loose = {};

const notFound = (code: string, message: string) => ({
  message,
  details: { applicationError: { code, description: message } },
});

beforeAll(async () => {
  const variants = await client.call('POST', `${reader}/v1/variants/query`, {
    token,
    body: { query: { filter: { productId: HIDDEN } } },
  });
  variantId = variants.body.variants[0].id;
  const hide = await client.call('PATCH', `${writer}/v1/products/${HIDDEN}`, {
    token: emu.apiKey,
    body: { product: { visible: false } },
  });
  expect(hide.status).toBe(200);
  const made = await client.call('POST', `${writer}/v1/collections`, {
    token: emu.apiKey,
    body: { collection: { name: 'Staff picks', visible: false } },
  });
  hiddenCollection = made.body.collection;
});

describe('a hidden product, read by a visitor through every route', () => {
  test('options availability and the variants query answer as for an unknown product', async () => {
    const availability = await client.call('POST', `${reader}/v1/products/${HIDDEN}/productOptionsAvailability`, {
      token,
      body: { options: {} },
    });
    const variants = await client.call('POST', `${reader}/v1/products/${HIDDEN}/variants/query`, { token, body: {} });
    const missing = notFound('PRODUCT_NOT_FOUND', `Product ${HIDDEN} not found`);
    expect([availability.status, availability.body]).toEqual([404, missing]);
    expect([variants.status, variants.body]).toEqual([404, missing]);
  });

  test('its store variant by id is unknown, and the store-variants query leaves it out', async () => {
    const one = await client.call('GET', `${reader}/v1/variants/${variantId}`, { token });
    expect([one.status, one.body]).toEqual([404, notFound('VARIANT_NOT_FOUND', `Variant ${variantId} not found`)]);
    const query = await client.call('POST', `${reader}/v1/variants/query`, {
      token,
      body: { query: { filter: { productId: HIDDEN } } },
    });
    expect(query.body.variants).toEqual([]);
  });

  test('the API key still reads all of it', async () => {
    const key = { token: emu.apiKey };
    expect((await client.call('GET', `${reader}/v1/variants/${variantId}`, key)).status).toBe(200);
    const variants = await client.call('POST', `${reader}/v1/products/${HIDDEN}/variants/query`, { ...key, body: {} });
    expect(variants.status).toBe(200);
  });
});

describe('a hidden collection, read by a visitor', () => {
  test('by id, by slug (v1 and v2) and in the query, it is unknown', async () => {
    const { id, slug } = hiddenCollection;
    const byId = await client.call('GET', `${reader}/v2/collections/${id}`, { token });
    expect([byId.status, byId.body]).toEqual([404, notFound('COLLECTION_NOT_FOUND', `Collection ${id} not found`)]);
    const missingSlug = notFound('COLLECTION_NOT_FOUND', `Collection with slug ${slug} not found`);
    for (const path of [`${reader}/v2/collections/slug/${slug}`, `${reader}/v1/collections/slug/${slug}`]) {
      const answer = await client.call('GET', path, { token });
      expect([answer.status, answer.body]).toEqual([404, missingSlug]);
    }
    const query = await client.call('GET', `${reader}/v2/collections/query?.r=${encodeQuery({ query: {} })}`, {
      token,
    });
    expect(query.body.collections.map((c: Loose) => c.id)).not.toContain(id);
    expect(query.body.collections.length).toBeGreaterThan(0);
  });

  test('the API key reads it', async () => {
    const answer = await client.call('GET', `${reader}/v2/collections/${hiddenCollection.id}`, { token: emu.apiKey });
    expect([answer.status, answer.body.collection.id]).toEqual([200, hiddenCollection.id]);
  });
});
