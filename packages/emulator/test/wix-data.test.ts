import { describe, expect, test } from 'vitest';
import { encodeQuery } from './helpers';
import { bootForFile, bootWithVisitor } from './support/boot';
import { DEV_API_KEY } from '../src/seed/demo';

const { client, token } = await bootWithVisitor();
const empty = await bootForFile({ seed: 'empty' });

const CMS_DATE = { $date: '2026-01-05T09:00:00.000Z' };
const about = {
  _id: 'page-about',
  title: 'About us',
  slug: 'about',
  body: '<p>Vitrine is a small shop of well-made things for every day.</p>',
  seoTitle: 'About Vitrine',
  seoDescription: 'Who we are and what we sell.',
  _createdDate: CMS_DATE,
  _updatedDate: CMS_DATE,
};
const shipping = {
  _id: 'page-shipping',
  title: 'Shipping & returns',
  slug: 'shipping-returns',
  body: '<p>Standard delivery in 2-3 days, free from €50. Returns within 30 days.</p>',
  seoTitle: 'Shipping & returns',
  seoDescription: 'Delivery times, prices and how to return an order.',
  _createdDate: CMS_DATE,
  _updatedDate: CMS_DATE,
};
const privacy = {
  _id: 'page-privacy',
  title: 'Privacy policy',
  slug: 'privacy-policy',
  body: '<p>We keep only what an order needs.</p>',
  seoTitle: 'Privacy policy',
  seoDescription: 'What we keep about you and why.',
  _createdDate: CMS_DATE,
  _updatedDate: CMS_DATE,
};
const pageItem = (data: Record<string, unknown>) => ({ id: data._id, dataCollectionId: 'Pages', data });
const QUERY = '/wix-data/v2/items/query';

describe('Wix Data item queries, as @wix/data sends them', () => {
  test('GET ?.r= and POST answer the same: filter, sort, offset paging, total on request', async () => {
    const request = {
      dataCollectionId: 'Pages',
      query: {
        filter: { slug: { $in: ['about', 'shipping-returns', 'privacy-policy'] } },
        sort: [{ fieldName: 'title', order: 'DESC' }],
        paging: { limit: 2, offset: 1 },
      },
      returnTotalCount: true,
      consistentRead: true,
    };
    const expected = {
      dataItems: [pageItem(privacy), pageItem(about)],
      pagingMetadata: { count: 2, offset: 1, total: 3, tooManyToCount: false, hasNext: false },
    };
    const get = await client.call('GET', `${QUERY}?.r=${encodeQuery(request)}`, { token });
    expect([get.status, get.body]).toEqual([200, expected]);
    const post = await client.call('POST', QUERY, { token, body: request });
    expect([post.status, post.body]).toEqual([200, expected]);
    const readOnly = await client.call('GET', `${QUERY}?.r=${encodeQuery(request)}`, { token, readOnly: true });
    expect(readOnly.body).toEqual(expected);
  });

  test('without paging: 50 at most, no total unless asked, hasNext says whether more follow', async () => {
    const all = await client.call('POST', QUERY, {
      body: { dataCollectionId: 'Pages', query: { paging: { limit: 1 } } },
    });
    expect(all.body.pagingMetadata).toEqual({ count: 1, offset: 0, tooManyToCount: false, hasNext: true });
    expect(all.body.dataItems).toEqual([pageItem(about)]);
    const none = await client.call('POST', QUERY, { body: { dataCollectionId: 'Pages' } });
    expect(none.body.dataItems.map((i: { id: string }) => i.id)).toEqual([
      'page-about',
      'page-shipping',
      'page-privacy',
    ]);
  });

  test('includeReferences carries the referenced items; without it a multi-reference field is left out', async () => {
    const filter = { slug: { $eq: 'next-js-frontend-header-menu' } };
    const menu = {
      _id: 'menu-header',
      title: 'Header menu',
      slug: 'next-js-frontend-header-menu',
      _createdDate: CMS_DATE,
      _updatedDate: CMS_DATE,
    };
    const included = await client.call('POST', QUERY, {
      token,
      body: { dataCollectionId: 'Menus', query: { filter }, includeReferences: [{ field: 'pages' }] },
    });
    expect(included.body).toEqual({
      dataItems: [{ id: 'menu-header', dataCollectionId: 'Menus', data: { ...menu, pages: [about, shipping] } }],
      pagingMetadata: { count: 1, offset: 0, tooManyToCount: false, hasNext: false },
    });
    const limited = await client.call('POST', QUERY, {
      body: { dataCollectionId: 'Menus', query: { filter }, includeReferences: [{ field: 'pages', limit: 1 }] },
    });
    expect(limited.body.dataItems[0].data.pages).toEqual([about]);
    // A limit over the platform's 50 is taken as 50, not refused (the platform SDK sends what it is given).
    const large = await client.call('POST', QUERY, {
      body: { dataCollectionId: 'Menus', query: { filter }, includeReferences: [{ field: 'pages', limit: 500 }] },
    });
    expect(large.body.dataItems[0].data.pages).toEqual([about, shipping]);
    const older = await client.call('POST', QUERY, {
      body: { dataCollectionId: 'Menus', query: { filter }, includeReferencedItems: ['pages'] },
    });
    expect(older.body).toEqual(included.body);
    const plain = await client.call('POST', QUERY, { body: { dataCollectionId: 'Menus', query: { filter } } });
    expect(plain.body.dataItems).toEqual([{ id: 'menu-header', dataCollectionId: 'Menus', data: menu }]);
  });

  test('fields projects the answer (`_id` always); cursor paging walks the rest of the query', async () => {
    const projected = await client.call('POST', QUERY, {
      body: { dataCollectionId: 'Pages', query: { fields: ['title'], paging: { limit: 1 } } },
    });
    expect(projected.body.dataItems).toEqual([pageItem({ _id: 'page-about', title: 'About us' })]);
    const first = await client.call('POST', QUERY, {
      body: { dataCollectionId: 'Pages', query: { sort: [{ fieldName: 'slug' }], cursorPaging: { limit: 2 } } },
    });
    expect(first.body.dataItems.map((i: { id: string }) => i.id)).toEqual(['page-about', 'page-privacy']);
    expect(first.body.pagingMetadata).toEqual({
      count: 2,
      tooManyToCount: false,
      cursors: { next: expect.any(String) },
      hasNext: true,
    });
    const next = await client.call('POST', QUERY, {
      body: { dataCollectionId: 'Pages', query: { cursorPaging: { cursor: first.body.pagingMetadata.cursors.next } } },
    });
    expect(next.body.dataItems.map((i: { id: string }) => i.id)).toEqual(['page-shipping']);
    expect(next.body.pagingMetadata).toEqual({
      count: 1,
      tooManyToCount: false,
      cursors: { prev: expect.any(String) },
      hasNext: false,
    });
    const foreign = await client.call('POST', QUERY, {
      body: { dataCollectionId: 'Menus', query: { cursorPaging: { cursor: first.body.pagingMetadata.cursors.next } } },
    });
    expect([foreign.status, foreign.body.details.validationError.fieldViolations]).toEqual([
      400,
      [
        {
          field: 'query.cursorPaging.cursor',
          description: 'is not a cursor of this collection',
          violatedRule: 'VALIDATION',
        },
      ],
    ]);
  });

  test('GET /v2/items/{id}?dataCollectionId= answers {dataItem}; an unknown id is WDE0073', async () => {
    const one = await client.call('GET', '/wix-data/v2/items/page-about?dataCollectionId=Pages', { token });
    expect([one.status, one.body]).toEqual([200, { dataItem: pageItem(about) }]);
    const missing = await client.call('GET', '/wix-data/v2/items/nope?dataCollectionId=Pages', { token });
    expect([missing.status, missing.body]).toEqual([
      404,
      {
        message: 'WDE0073: Item [nope] does not exist in collection [Pages].',
        details: {
          applicationError: {
            description: 'WDE0073: Item [nope] does not exist in collection [Pages].',
            code: 'WDE0073',
          },
        },
      },
    ]);
    const noCollection = await client.call('GET', '/wix-data/v2/items/page-about', { token });
    expect([noCollection.status, noCollection.body.details.validationError.fieldViolations]).toEqual([
      400,
      [{ field: 'dataCollectionId', description: 'is required', violatedRule: 'REQUIRED_FIELD' }],
    ]);
  });

  test('a collection that does not exist is the platform WDE0025, 404, for a query and a get', async () => {
    const wde0025 = {
      message: 'WDE0025: The Nope collection does not exist.',
      details: { applicationError: { description: 'WDE0025: The Nope collection does not exist.', code: 'WDE0025' } },
    };
    const get = await client.call('GET', `${QUERY}?.r=${encodeQuery({ dataCollectionId: 'Nope' })}`, { token });
    expect([get.status, get.body]).toEqual([404, wde0025]);
    const post = await client.call('POST', QUERY, { token, body: { dataCollectionId: 'Nope', query: {} } });
    expect([post.status, post.body]).toEqual([404, wde0025]);
    const byId = await client.call('GET', '/wix-data/v2/items/x?dataCollectionId=Nope', { token });
    expect([byId.status, byId.body]).toEqual([404, wde0025]);
  });

  test('bad input is a 400 naming each field', async () => {
    const bad = await client.call('POST', QUERY, {
      body: { query: { paging: { limit: 1001 } }, returnTotalCount: 'yes', includeReferences: [{}] },
    });
    expect([bad.status, bad.body.details.validationError.fieldViolations]).toEqual([
      400,
      [
        { field: 'dataCollectionId', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
        { field: 'includeReferences[0].field', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
        { field: 'query.paging.limit', description: 'must be at most 1000', violatedRule: 'MAX' },
        { field: 'returnTotalCount', description: 'must be a boolean, got string', violatedRule: 'VALIDATION' },
      ],
    ]);
    const filter = await client.call('POST', QUERY, {
      body: { dataCollectionId: 'Pages', query: { filter: { slug: { $regex: '.*' } } } },
    });
    expect([filter.status, filter.body.details.validationError.fieldViolations]).toEqual([
      400,
      [{ field: 'filter.slug.$regex', description: 'is not a known operator', violatedRule: 'VALIDATION' }],
    ]);
  });
});

describe('Wix Data item writes: the site owner only', () => {
  const apiKey = DEV_API_KEY;

  test('insert, update and remove with the API key; get sees each change', async () => {
    const insert = await client.call('POST', '/wix-data/v2/items', {
      token: apiKey,
      body: {
        dataCollectionId: 'Pages',
        dataItem: { id: 'page-faq', data: { title: 'FAQ', slug: 'faq', _owner: 'x' } },
      },
    });
    expect(insert.status).toBe(200);
    expect(insert.body).toEqual({
      dataItem: {
        id: 'page-faq',
        dataCollectionId: 'Pages',
        data: {
          _id: 'page-faq',
          title: 'FAQ',
          slug: 'faq',
          _createdDate: { $date: expect.any(String) },
          _updatedDate: { $date: expect.any(String) },
        },
      },
    });
    const again = await client.call('POST', '/wix-data/v2/items', {
      token: apiKey,
      body: { dataCollectionId: 'Pages', dataItem: { data: { _id: 'page-faq' } } },
    });
    expect([again.status, again.body.details.applicationError.code]).toEqual([409, 'WDE0074']);
    const update = await client.call('POST', '/wix-data/v2/items/update', {
      token: apiKey,
      body: { dataCollectionId: 'Pages', dataItem: { id: 'page-faq', data: { title: 'Questions' } } },
    });
    expect(update.body.dataItem.data).toEqual({
      _id: 'page-faq',
      title: 'Questions',
      _createdDate: insert.body.dataItem.data._createdDate,
      _updatedDate: { $date: expect.any(String) },
    });
    const read = await client.call('GET', '/wix-data/v2/items/page-faq?dataCollectionId=Pages', { token });
    expect(read.body).toEqual(update.body);
    const removed = await client.call('POST', '/wix-data/v2/items/remove', {
      token: apiKey,
      body: { dataCollectionId: 'Pages', dataItemId: 'page-faq' },
    });
    expect(removed.body).toEqual(update.body);
    const gone = await client.call('GET', '/wix-data/v2/items/page-faq?dataCollectionId=Pages', { token });
    expect(gone.status).toBe(404);
  });

  test('a visitor writes nothing (WDE0027, 403); no token is a 401', async () => {
    const body = { dataCollectionId: 'Pages', dataItem: { data: { title: 'Defaced' } } };
    const visitor = await client.call('POST', '/wix-data/v2/items', { token, body });
    expect([visitor.status, visitor.body]).toEqual([
      403,
      {
        message: 'WDE0027: The current user does not have permissions to insert on the Pages collection.',
        details: {
          applicationError: {
            description: 'WDE0027: The current user does not have permissions to insert on the Pages collection.',
            code: 'WDE0027',
          },
        },
      },
    ]);
    const anonymous = await client.call('POST', '/wix-data/v2/items/remove', {
      body: { dataCollectionId: 'Pages', dataItemId: 'page-about' },
    });
    expect(anonymous.status).toBe(401);
    const stillThere = await client.call('GET', '/wix-data/v2/items/page-about?dataCollectionId=Pages');
    expect(stillThere.body).toEqual({ dataItem: pageItem(about) });
  });

  test('field names that reach a prototype, operator-like keys and oversized items are refused', async () => {
    const raw = `{"dataCollectionId":"Pages","dataItem":{"data":{"__proto__":{"polluted":true},"a":{"constructor":{"prototype":{}}},"$where":1}}}`;
    const bad = await client.call('POST', '/wix-data/v2/items', { token: apiKey, raw });
    expect([bad.status, bad.body.details.validationError.fieldViolations]).toEqual([
      400,
      [
        {
          field: 'dataItem.data.$where',
          description: 'must not start with $ or contain .',
          violatedRule: 'VALIDATION',
        },
        { field: 'dataItem.data.__proto__', description: 'is not an allowed field name', violatedRule: 'VALIDATION' },
        {
          field: 'dataItem.data.a.constructor',
          description: 'is not an allowed field name',
          violatedRule: 'VALIDATION',
        },
      ],
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const big = await client.call('POST', '/wix-data/v2/items', {
      token: apiKey,
      body: { dataCollectionId: 'Pages', dataItem: { data: { body: 'x'.repeat(600 * 1024) } } },
    });
    expect([big.status, big.body.details.validationError.fieldViolations]).toEqual([
      400,
      [
        {
          field: 'dataItem.data',
          description: 'must be at most 512000 bytes as JSON',
          violatedRule: 'MAX_SIZE',
          data: { maxBytes: 512000 },
        },
      ],
    ]);
  });
});

describe('the admin API: data collections and their items', () => {
  test('create a collection with a reference field, insert items, query with the reference included', async () => {
    const created = await client.call('POST', '/__vitrine/data/collections', {
      body: {
        collection: {
          id: 'Faq',
          displayName: 'FAQ',
          fields: [
            { key: 'question', type: 'TEXT' },
            { key: 'page', type: 'REFERENCE', typeMetadata: { reference: { referencedCollectionId: 'Pages' } } },
          ],
        },
      },
    });
    expect([created.status, created.body]).toEqual([
      200,
      {
        collection: {
          id: 'Faq',
          displayName: 'FAQ',
          fields: [
            { key: 'question', displayName: 'question', type: 'TEXT' },
            {
              key: 'page',
              displayName: 'page',
              type: 'REFERENCE',
              typeMetadata: { reference: { referencedCollectionId: 'Pages' } },
            },
          ],
          permissions: { read: 'ANYONE', insert: 'ADMIN', update: 'ADMIN', remove: 'ADMIN' },
          itemCount: 0,
          createdDate: expect.any(String),
          updatedDate: expect.any(String),
        },
      },
    ]);
    const items = await client.call('POST', '/__vitrine/data/collections/Faq/items', {
      body: { items: [{ _id: 'q1', question: 'Do you ship abroad?', page: 'page-shipping' }] },
    });
    expect(items.body.dataItems.map((i: { id: string }) => i.id)).toEqual(['q1']);
    const plain = await client.call('POST', QUERY, { token, body: { dataCollectionId: 'Faq' } });
    expect(plain.body.dataItems[0].data.page).toBe('page-shipping');
    const included = await client.call('POST', QUERY, {
      token,
      body: { dataCollectionId: 'Faq', includeReferences: [{ field: 'page' }] },
    });
    expect(included.body.dataItems[0].data.page).toEqual(shipping);
    const list = await client.call('GET', '/__vitrine/data/collections');
    expect(list.body.collections.map((c: { id: string; itemCount: number }) => [c.id, c.itemCount])).toEqual([
      ['Pages', 3],
      ['Menus', 2],
      ['Faq', 1],
    ]);
    const dup = await client.call('POST', '/__vitrine/data/collections', { body: { collection: { id: 'Faq' } } });
    expect([dup.status, dup.body.details.applicationError.code]).toEqual([409, 'WDE0074']);
    const deleted = await client.call('DELETE', '/__vitrine/data/collections/Faq');
    expect(deleted.status).toBe(200);
    const after = await client.call('POST', QUERY, { token, body: { dataCollectionId: 'Faq' } });
    expect(after.body.details.applicationError.code).toBe('WDE0025');
  });

  test('the admin API needs the admin token and refuses bad collection definitions', async () => {
    const read = await fetch(`${client.emu.url}/__vitrine/data/collections`);
    expect(read.status).toBe(403);
    const write = await fetch(`${client.emu.url}/__vitrine/data/collections`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ collection: { id: 'Spam' } }),
    });
    expect(write.status).toBe(403);
    const list = await client.call('GET', '/__vitrine/data/collections');
    expect(list.body.collections.map((c: { id: string }) => c.id)).not.toContain('Spam');
    const bad = await client.call('POST', '/__vitrine/data/collections', {
      body: { collection: { id: 'has space', fields: [{ key: '__proto__', type: 'STRING' }] } },
    });
    expect([bad.status, bad.body.details.validationError.fieldViolations]).toEqual([
      400,
      [
        {
          field: 'collection.fields[0].key',
          description: 'must start with a letter and have only letters, digits and _',
          violatedRule: 'VALIDATION',
        },
        {
          field: 'collection.fields[0].type',
          description: expect.stringContaining('must be one of TEXT, NUMBER'),
          violatedRule: 'INVALID_ENUM_VALUE',
          data: { allowed: expect.arrayContaining(['TEXT', 'MULTI_REFERENCE']) },
        },
        { field: 'collection.id', description: 'must have only letters, digits, _ and -', violatedRule: 'VALIDATION' },
      ],
    ]);
  });
});

describe('the empty seed', () => {
  test('has the Pages and Menus collections, without items: a CMS shop reads empty lists, not WDE0025', async () => {
    for (const dataCollectionId of ['Pages', 'Menus']) {
      const r = await empty.client.call('POST', QUERY, { body: { dataCollectionId } });
      expect([r.status, r.body]).toEqual([
        200,
        { dataItems: [], pagingMetadata: { count: 0, offset: 0, tooManyToCount: false, hasNext: false } },
      ]);
    }
  });
});
