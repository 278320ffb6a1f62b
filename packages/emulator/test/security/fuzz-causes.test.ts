// The causes of the 500s that the attack's fuzz run found (issue 11, finding 4), each replayed: every one is now the
// platform's 400, with the field that is wrong.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot, encodeQuery, line, type Client } from '../helpers';
import type { RunningEmulator } from '../../src/index';
import { CART, REDIRECT_SESSION } from './flows';
import { invalid, nested, tooDeep } from './violations';

let emu: RunningEmulator;
let client: Client;
let visitor: string;

beforeAll(async () => {
  ({ emu, client } = await boot());
  visitor = (await client.visitor()).access_token;
});
afterAll(() => emu.close());

const QUERY = '/stores-reader/v1/products/query-platformized';
const query = (raw: string) => client.call('POST', QUERY, { token: visitor, raw });

describe('deeply nested JSON (it was stored without a schema, then every read ran out of stack)', () => {
  test('a body nested deeper than 32 levels is refused before it is parsed, whichever field nests', async () => {
    const product = await client.call('POST', '/stores/v1/products', {
      token: emu.apiKey,
      raw: `{"product":{"name":"Deep","customTextFields":[${nested(5000)}]}}`,
    });
    expect([product.status, product.body]).toEqual([400, invalid(tooDeep('body'))]);
    const line = `{"quantity":1,"catalogReference":{"catalogItemId":"prod-granola","appId":"vitrine-stores","options":{"x":${nested(40)}}}}`;
    const add = await client.call('POST', `${CART}/add-to-cart`, { token: visitor, raw: `{"lineItems":[${line}]}` });
    expect([add.status, add.body]).toEqual([400, invalid(tooDeep('body'))]);
    const seo = await client.call('PATCH', '/stores/v1/products/prod-granola', {
      token: emu.apiKey,
      raw: `{"product":{"seoData":${nested(33)}}}`,
    });
    expect([seo.status, seo.body]).toEqual([400, invalid(tooDeep('body'))]);
    // Nothing was stored: the cart was never made, the product reads as before.
    expect((await client.call('GET', CART, { token: visitor })).status).toBe(404);
    expect((await client.call('GET', '/stores-reader/v1/products/prod-granola')).status).toBe(200);
  });

  test('32 levels are read; the 33rd is refused; a GET query (.r) is held to the same depth', async () => {
    const filter = (nots: number) => `${'{"$not":'.repeat(nots)}{"slug":"granola"}${'}'.repeat(nots)}`;
    // {"query":{"filter": …}} adds two levels to the filter's own.
    const deepest = await query(`{"query":{"filter":${filter(29)}}}`);
    // 29 negations: every visible product but granola.
    expect([deepest.status, deepest.body.metadata]).toEqual([200, { count: 39, offset: 0, total: 39 }]);
    const deeper = await query(`{"query":{"filter":${filter(30)}}}`);
    expect([deeper.status, deeper.body]).toEqual([400, invalid(tooDeep('body'))]);
    const r = Buffer.from(`{"query":{"filter":${filter(30)}}}`).toString('base64url');
    const get = await client.call('GET', `${QUERY}?.r=${r}`, { token: visitor });
    expect([get.status, get.body]).toEqual([400, invalid(tooDeep('.r'))]);
  });
});

describe('deeply nested filters (they recursed until the stack ran out)', () => {
  test('thousands of $not or $and levels, in the body or in a filter sent as JSON text', async () => {
    const nots = `${'{"$not":'.repeat(5000)}{"name":"x"}${'}'.repeat(5000)}`;
    const ands = `${'{"$and":['.repeat(3000)}{"name":"x"}${']}'.repeat(3000)}`;
    for (const filter of [nots, ands]) {
      const body = await query(`{"query":{"filter":${filter}}}`);
      expect([body.status, body.body]).toEqual([400, invalid(tooDeep('body'))]);
      const text = await query(JSON.stringify({ query: { filter } }));
      expect([text.status, text.body]).toEqual([400, invalid(tooDeep('filter'))]);
    }
    const collections = await client.call('POST', '/stores-reader/v2/collections/query', {
      token: visitor,
      body: { query: { filter: nots } },
    });
    expect([collections.status, collections.body]).toEqual([400, invalid(tooDeep('filter'))]);
  });
});

describe('sort values that are not strings (String() of {"toString":1} threw)', () => {
  const sorted = (sort: unknown) => query(JSON.stringify({ query: { sort } }));
  const enumOf = (field: string) => ({
    field,
    description: 'must be one of ASC, DESC',
    violatedRule: 'INVALID_ENUM_VALUE',
  });

  test.each([
    ['an order that is an object', [{ fieldName: 'name', order: { toString: 1 } }], enumOf('sort[0].order')],
    ['an order that is a number', [{ fieldName: 'name', order: 1 }], enumOf('sort[0].order')],
    ['the short form with an object', [{ name: { toString: 1 } }], enumOf('sort[0].name')],
    ['the short form with null', [{ name: null }], enumOf('sort[0].name')],
    [
      'a field name that is a number',
      [{ fieldName: 5 }],
      { field: 'sort[0].fieldName', description: 'must be a string, got number', violatedRule: 'VALIDATION' },
    ],
    [
      'a field name longer than the 512 characters of the platform SDK',
      [{ fieldName: 'a.'.repeat(300) }],
      { field: 'sort[0].fieldName', description: 'must be at most 512 characters long', violatedRule: 'MAX_LENGTH' },
    ],
    ['the same as JSON text', JSON.stringify([{ name: { toString: 1 } }]), enumOf('sort[0].name')],
  ])('%s', async (_name, sort, violation) => {
    const r = await sorted(sort);
    expect([r.status, r.body]).toEqual([400, invalid(violation)]);
  });

  test('string values still sort (an unknown word sorts up, as it always has)', async () => {
    const slugs = async (sort: unknown) => {
      const r = await client.call('POST', QUERY, {
        token: visitor,
        body: { query: { sort, paging: { limit: 2 }, filter: { slug: { $startsWith: 'c' } } }, includeVariants: false },
      });
      return r.body.products.map((p: { slug: string }) => p.slug);
    };
    expect(await slugs([{ slug: 'desc' }])).toEqual(['cotton-tote', 'cotton-tee']);
    expect(await slugs([{ slug: 'up' }])).toEqual(await slugs([{ fieldName: 'slug', order: 'ASC' }]));
  });
});

describe('$date values that are not strings', () => {
  test.each([
    { filter: { lastUpdated: { $gt: { $date: { toString: 1 } } } }, field: 'filter.lastUpdated.$gt.$date' },
    { filter: { lastUpdated: { $date: 5 } }, field: 'filter.lastUpdated.$date' },
    { filter: { createdDate: { $in: ['x', { $date: null }] } }, field: 'filter.createdDate.$in[1].$date' },
    {
      filter: { $or: [{ createdDate: { $lte: { $date: ['2025'] } } }] },
      field: 'filter.$or[0].createdDate.$lte.$date',
    },
  ])('$field', async ({ filter, field }) => {
    const r = await query(JSON.stringify({ query: { filter } }));
    expect([r.status, r.body]).toEqual([
      400,
      invalid({ field, description: 'must be a date string', violatedRule: 'VALIDATION' }),
    ]);
    const dated = await query(JSON.stringify({ query: { filter: { lastUpdated: { $gt: { $date: '2000-01-01' } } } } }));
    expect([dated.status, dated.body.metadata.total]).toEqual([200, 40]);
  });

  test('a bad filter is refused even where there is nothing to filter', async () => {
    const empty = await boot({ seed: 'empty' });
    try {
      const token = (await empty.client.visitor()).access_token;
      const r = await empty.client.call(
        'GET',
        `${QUERY}?.r=${encodeQuery({ query: { filter: { a: { $date: 1 } } } })}`,
        {
          token,
        },
      );
      expect([r.status, r.body]).toEqual([
        400,
        invalid({ field: 'filter.a.$date', description: 'must be a date string', violatedRule: 'VALIDATION' }),
      ]);
    } finally {
      await empty.emu.close();
    }
  });
});

describe('a null redirect-session section (it was taken as the session intent)', () => {
  const session = (body: unknown) => client.call('POST', REDIRECT_SESSION, { token: visitor, body });
  const noIntent = (got = '') =>
    invalid({
      field: 'body',
      description: `must name exactly one of bookingsCheckout, ecomCheckout, eventsCheckout, paidPlansCheckout, login, logout, auth, storesProduct, bookingsBook${got}`,
      violatedRule: 'VALIDATION',
    });

  test.each(['ecomCheckout', 'auth', 'logout', 'login', 'bookingsCheckout'])(
    '{"%s": null} names no intent',
    async (k) => {
      const r = await session({ [k]: null });
      expect([r.status, r.body]).toEqual([400, noIntent()]);
    },
  );

  test('a null section beside a real one is absent; null callbacks are none', async () => {
    const r = await session({ ecomCheckout: null, auth: null, login: {}, callbacks: null });
    expect(r.status).toBe(200);
    expect(r.body.redirectSession.urlDetails.endpoint).toBe(`${emu.url}/__vitrine/pages/login`);
    const two = await session({ login: {}, logout: {} });
    expect([two.status, two.body]).toEqual([400, noIntent(' (got login, logout)')]);
  });
});

describe('a custom line item’s price given as an object (the cart was saved, then every read answered 500)', () => {
  const DECIMAL = 'must be a decimal such as "12.50"';
  test.each<{ price: unknown; violatedRule: string; description: string }>([
    { price: { toString: 1 }, violatedRule: 'VALIDATION', description: DECIMAL },
    { price: { amount: { amount: '1' } }, violatedRule: 'VALIDATION', description: DECIMAL },
    { price: [1], violatedRule: 'VALIDATION', description: DECIMAL },
    { price: true, violatedRule: 'VALIDATION', description: DECIMAL },
    { price: 'a lot', violatedRule: 'FORMAT', description: DECIMAL },
  ])('$price: 400 before anything is saved; the cart never exists', async ({ price, violatedRule, description }) => {
    const token = (await client.visitor()).access_token;
    const add = await client.call('POST', `${CART}/add-to-cart`, {
      token,
      body: { customLineItems: [{ quantity: 1, productName: { original: 'Gift wrap' }, price }] },
    });
    expect([add.status, add.body]).toEqual([
      400,
      invalid({ field: 'customLineItems[0].price', description, violatedRule }),
    ]);
    expect((await client.call('GET', CART, { token })).status).toBe(404);
  });

  test('the merchant gets the same 400; a price given as {amount} still works', async () => {
    const token = (await client.visitor()).access_token;
    const made = await client.call('POST', `${CART}/add-to-cart`, {
      token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    const byId = `/ecom/v1/carts/${made.body.cart.id}/add-to-cart`;
    const wrap = (price: unknown) => ({ customLineItems: [{ quantity: 1, productName: { original: 'Wrap' }, price }] });
    const bad = await client.call('POST', byId, { token: emu.apiKey, body: wrap({ amount: { toString: 1 } }) });
    expect([bad.status, bad.body]).toEqual([
      400,
      invalid({ field: 'customLineItems[0].price', description: DECIMAL, violatedRule: 'VALIDATION' }),
    ]);
    const good = await client.call('POST', byId, { token: emu.apiKey, body: wrap({ amount: '3.50' }) });
    expect(good.status).toBe(200);
    const read = await client.call('GET', CART, { token });
    expect([read.status, read.body.cart.subtotal.amount]).toEqual([200, '12.40']);
  });
});
