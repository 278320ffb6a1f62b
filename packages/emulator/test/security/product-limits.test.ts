// Issue 11, findings 3 and 11: one API-key request of about 1 KB (6 options × 8 choices) made a product of 262,144
// variants that turned the product list into a 500 for everyone, and 6 × 12 killed the process; a price of 1e309
// was stored as null, which made the product free. Products now hold the platform SDK's limits.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot, encodeQuery, type Client } from '../helpers';
import type { RunningEmulator } from '../../src/index';
import { invalid, type Violation } from './violations';

let emu: RunningEmulator;
let client: Client;

beforeAll(async () => {
  ({ emu, client } = await boot());
});
afterAll(() => emu.close());

/** `options` options of `choices` choices each, as compact as the attack sent them. */
const productOptions = (options: number, choices: number) =>
  Array.from({ length: options }, (_, o) => ({
    name: `o${o}`,
    choices: Array.from({ length: choices }, (_, c) => ({ value: `c${c}` })),
  }));
const create = (product: Record<string, unknown>) =>
  client.call('POST', '/stores/v1/products', { token: emu.apiKey, body: { product } });
const explosion = (variants: number, counts: string): Violation => ({
  field: 'product.productOptions',
  description: `would make ${variants} variants (${counts} choices); a product has at most 1000`,
  violatedRule: 'MAX_SIZE',
});

async function listTotal(): Promise<[number, number]> {
  const r = await client.call('GET', `/stores-reader/v1/products/query-platformized?.r=${encodeQuery({ query: {} })}`);
  return [r.status, r.body.metadata?.total];
}

describe('variants are never built beyond the 1,000 of a product', () => {
  test('the 1 KB request (6 options × 8 choices) and the 6 × 12 one are refused; the list keeps answering', async () => {
    const attack = { name: 'Explosive', productOptions: productOptions(6, 8) };
    expect(Buffer.byteLength(JSON.stringify({ product: attack }))).toBeLessThan(1024);
    const eight = await create(attack);
    expect([eight.status, eight.body]).toEqual([400, invalid(explosion(262144, '8 × 8 × 8 × 8 × 8 × 8'))]);
    const twelve = await create({ name: 'Fatal', productOptions: productOptions(6, 12) });
    expect([twelve.status, twelve.body]).toEqual([400, invalid(explosion(2985984, '12 × 12 × 12 × 12 × 12 × 12'))]);
    expect(await listTotal()).toEqual([200, 40]);
  });

  test('an update that would explode an existing product is refused and leaves it as it was', async () => {
    const before = await client.call('GET', '/stores-reader/v1/products/prod-linen-shirt');
    const r = await client.call('PATCH', '/stores/v1/products/prod-linen-shirt', {
      token: emu.apiKey,
      body: { product: { productOptions: productOptions(4, 10) } },
    });
    expect([r.status, r.body]).toEqual([400, invalid(explosion(10000, '10 × 10 × 10 × 10'))]);
    const after = await client.call('GET', '/stores-reader/v1/products/prod-linen-shirt');
    expect(after.body).toEqual(before.body);
    expect(await listTotal()).toEqual([200, 40]);
  });

  test('1,000 variants are a product; 1,001 are not; an option holds 1 to 100 choices, a product 6 options', async () => {
    const thousand = await create({ name: 'Thousand', productOptions: productOptions(3, 10) });
    expect([thousand.status, thousand.body.product.variants.length]).toEqual([200, 1000]);
    const odd = [7, 11, 13].map((n, o) => ({ name: `p${o}`, choices: productOptions(1, n)[0]!.choices }));
    const more = await create({ name: 'Thousand and one', productOptions: odd });
    expect([more.status, more.body]).toEqual([400, invalid(explosion(1001, '7 × 11 × 13'))]);
    const wide = await create({ name: 'Wide', productOptions: productOptions(1, 101) });
    expect([wide.status, wide.body]).toEqual([
      400,
      invalid({
        field: 'product.productOptions[0].choices',
        description: 'must have at most 100 items',
        violatedRule: 'MAX_SIZE',
      }),
    ]);
    const none = await create({ name: 'None', productOptions: [{ name: 'Size', choices: [] }] });
    expect([none.status, none.body]).toEqual([
      400,
      invalid({
        field: 'product.productOptions[0].choices',
        description: 'must have at least 1 items',
        violatedRule: 'MIN_SIZE',
      }),
    ]);
    const seven = await create({ name: 'Seven', productOptions: productOptions(7, 1) });
    expect([seven.status, seven.body]).toEqual([
      400,
      invalid({ field: 'product.productOptions', description: 'must have at most 6 items', violatedRule: 'MAX_SIZE' }),
    ]);
    expect(await listTotal()).toEqual([200, 41]);
  });
});

describe('a price beyond the schema’s range is a 400, never stored as null', () => {
  const max = (field: string): Violation => ({
    field,
    description: 'must be at most 999999999.99',
    violatedRule: 'MAX',
  });

  test.each([
    [
      'priceData.price 1e309',
      '{"product":{"name":"Free?","priceData":{"price":1e309}}}',
      max('product.priceData.price'),
    ],
    [
      'priceData.price as text',
      '{"product":{"name":"Free?","priceData":{"price":"1e309"}}}',
      max('product.priceData.price'),
    ],
    [
      'a decimal string of 20 digits',
      '{"product":{"name":"Free?","priceData":{"price":"99999999999999999999"}}}',
      max('product.priceData.price'),
    ],
    ['the deprecated price', '{"product":{"name":"Free?","price":1e309}}', max('product.price')],
    ['the deprecated {price}', '{"product":{"name":"Free?","price":{"price":"1e400"}}}', max('product.price')],
    [
      'a cost',
      '{"product":{"name":"Free?","costAndProfitData":{"itemCost":1e309}}}',
      max('product.costAndProfitData.itemCost'),
    ],
    [
      'a weight',
      '{"product":{"name":"Free?","weight":-1e309}}',
      { field: 'product.weight', description: 'must be at least 0', violatedRule: 'MIN' },
    ],
  ])('%s', async (_name, raw, violation) => {
    const r = await client.call('POST', '/stores/v1/products', { token: emu.apiKey, raw });
    expect([r.status, r.body]).toEqual([400, invalid(violation)]);
  });

  test('variant and bulk prices too; the product keeps its €8.90', async () => {
    const writer = '/stores/v1';
    const variants = await client.call('PATCH', `${writer}/products/prod-granola/variants`, {
      token: emu.apiKey,
      raw: '{"variants":[{"choices":{},"price":"1e400"}]}',
    });
    expect([variants.status, variants.body]).toEqual([400, invalid(max('variants[0].price'))]);
    const bulk = await client.call('POST', `${writer}/bulk/products/update`, {
      token: emu.apiKey,
      raw: '{"ids":["prod-granola"],"set":{"price":1e309}}',
    });
    expect([bulk.status, bulk.body]).toEqual([400, invalid(max('set.price'))]);
    const adjust = await client.call('POST', `${writer}/bulk/products/adjust-properties`, {
      token: emu.apiKey,
      body: { ids: ['prod-granola'], adjust: { price: { percentage: 1e6 } } },
    });
    expect([adjust.status, adjust.body]).toEqual([
      400,
      invalid({ field: 'adjust.price.percentage', description: 'must be at most 1000', violatedRule: 'MAX' }),
    ]);
    const granola = await client.call('GET', '/stores-reader/v1/products/prod-granola');
    expect(granola.body.product.priceData.price).toBe(8.9);
  });

  test('a number with no bound of its own must still be finite', async () => {
    const token = (await client.visitor()).access_token;
    const r = await client.call('PATCH', '/ecom/v1/carts/current', {
      token,
      raw: '{"cartInfo":{"contactInfo":{"address":{"geocode":{"latitude":1e309}}}}}',
    });
    expect([r.status, r.body]).toEqual([
      400,
      invalid({
        field: 'cartInfo.contactInfo.address.geocode.latitude',
        description: 'must be a finite number',
        violatedRule: 'VALIDATION',
      }),
    ]);
  });
});

test('media writes: a picture’s URL is http(s) (`@format WEB_URL`), at most 50 at once', async () => {
  const add = (media: unknown[]) =>
    client.call('POST', '/stores/v1/products/prod-granola/media', { token: emu.apiKey, body: { media } });
  const script = await add([{ url: 'javascript:alert(1)' }]);
  expect([script.status, script.body]).toEqual([
    400,
    invalid({ field: 'media[0].url', description: 'must be an http(s) URL', violatedRule: 'FORMAT' }),
  ]);
  const many = await add(Array.from({ length: 51 }, (_, i) => ({ url: `https://cdn.example/${i}.png` })));
  expect([many.status, many.body]).toEqual([
    400,
    invalid({ field: 'media', description: 'must have at most 50 items', violatedRule: 'MAX_SIZE' }),
  ]);
  expect((await add([{ url: 'https://cdn.example/granola.png' }])).status).toBe(200);
});
