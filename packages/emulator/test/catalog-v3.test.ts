// Catalog V3 over HTTP: the store's version, products V3, read-only variants, categories, the traps, and the
// refusal of the other version's calls (both ways).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot, encodeQuery, type Client } from './helpers';
import type { RunningEmulator } from '../src/index';

let emu: RunningEmulator;
let client: Client;
let visitor: string;
const TREE = { appNamespace: '@wix/stores' };

beforeAll(async () => {
  ({ emu, client } = await boot({ catalogVersion: 'V3_CATALOG' }));
  visitor = `Bearer ${(await client.visitor()).access_token}`;
});
afterAll(() => emu.close());

describe('the catalog version', () => {
  test('a V3 store says V3 on both path layouts', async () => {
    for (const path of ['/stores/v3/provision/version', '/_api/stores/v3/provision/version']) {
      const r = await client.call('GET', path, { token: visitor });
      expect([r.status, r.body]).toEqual([200, { catalogVersion: 'V3_CATALOG' }]);
    }
    expect(emu.catalogVersion).toBe('V3_CATALOG');
  });

  test('a V1 catalogue call on a V3 store is refused, naming the version and the API to call', async () => {
    const r = await client.call('POST', '/stores-reader/v1/products/query-platformized', { token: visitor, body: {} });
    expect(r.status).toBe(428);
    expect(r.body).toEqual({
      message:
        "Endpoint belongs to CATALOG_V1, but your site is using CATALOG_V3: call Products V3 (/stores/v3/products) instead (GET /stores/v3/provision/version tells a site's catalog version)",
      details: {
        applicationError: {
          code: 'CATALOG_VERSION_MISMATCH',
          description: expect.stringContaining('Endpoint belongs to CATALOG_V1'),
          data: { catalogVersion: 'V3_CATALOG', endpointCatalogVersion: 'V1_CATALOG' },
        },
      },
    });
    for (const [method, path] of [
      ['GET', '/stores-reader/v1/products/prod-linen-shirt'],
      ['POST', '/stores-reader/v1/variants/query'],
      ['GET', '/stores-reader/v2/collections/col-apparel'],
      ['GET', '/v2/collections/slug/apparel'],
      ['POST', '/_api/catalog-reader-server/v1/products/query-platformized'],
      ['POST', '/stores/v1/products'],
      ['POST', '/stores/v1/collections'],
    ] as const) {
      const refused = await client.call(method, path, {
        token: `${emu.apiKey}`,
        body: method === 'POST' ? {} : undefined,
      });
      expect([path, refused.status, refused.body.details.applicationError.code]).toEqual([
        path,
        428,
        'CATALOG_VERSION_MISMATCH',
      ]);
    }
  });
});

describe('products V3', () => {
  test('query: cursor paging, no variants in a list, only the fields asked for', async () => {
    const first = await client.call(
      'GET',
      `/stores/v3/products/query?.r=${encodeQuery({ query: { cursorPaging: { limit: 5 } } })}`,
      {
        token: visitor,
        readOnly: true,
      },
    );
    expect(first.status).toBe(200);
    expect(first.body.products).toHaveLength(5);
    expect(first.body.pagingMetadata).toMatchObject({ count: 5, hasNext: true, cursors: { next: expect.any(String) } });
    const shirt = first.body.products[0];
    expect(shirt).toMatchObject({
      id: 'prod-linen-shirt',
      slug: 'linen-shirt',
      name: 'Linen shirt',
      visible: true,
      actualPriceRange: { minValue: { amount: '59.00' }, maxValue: { amount: '59.00' } },
      compareAtPriceRange: { minValue: { amount: '59.00' } },
      inventory: { availabilityStatus: expect.any(String), preorderStatus: 'DISABLED' },
      media: {
        main: { id: expect.any(String), image: expect.objectContaining({ url: expect.stringMatching(/^http/) }) },
      },
    });
    expect(shirt.variantsInfo).toBeUndefined();
    expect(shirt.plainDescription).toBeUndefined();
    expect(shirt.currency).toBeUndefined();
    expect(shirt.media.itemsInfo).toBeUndefined();
    expect(shirt.actualPriceRange.minValue.formattedAmount).toBeUndefined();
    expect(shirt.options.map((o: { name: string }) => o.name)).toEqual(['Size', 'Color']);

    const next = await client.call('POST', '/stores/v3/products/query', {
      token: visitor,
      body: {
        query: { cursorPaging: { cursor: first.body.pagingMetadata.cursors.next, limit: 5 } },
        fields: ['CURRENCY'],
      },
    });
    expect(next.body.products[0].id).not.toBe(shirt.id);
    expect(next.body.pagingMetadata.cursors.prev).toEqual(expect.any(String));
    expect(next.body.products[0].currency).toBe('EUR');
    expect(next.body.products[0].actualPriceRange.minValue.formattedAmount).toMatch(/^€/);
  });

  test('the site layout paths, and a GET query sent as plain parameters (no `.r`)', async () => {
    const plain = await client.call('GET', '/stores/v3/products/query?fields=CURRENCY', {
      token: visitor,
      readOnly: true,
    });
    expect(plain.body.products[0].currency).toBe('EUR');
    expect(plain.body.products).toHaveLength(40);
    const site = await client.call('POST', '/_api/stores-catalog-orchestrator/v3/products/query', {
      token: visitor,
      body: { query: { cursorPaging: { limit: 2 } } },
    });
    expect(site.body.products.map((p: { id: string }) => p.id)).toEqual(
      plain.body.products.slice(0, 2).map((p: { id: string }) => p.id),
    );
    const variants = await client.call('POST', '/_api/product-variants-reader/v3/products/query-variants', {
      token: visitor,
      body: { query: { filter: { 'productData.productId': 'prod-granola' } } },
    });
    // A product without options has its one default variant.
    expect(variants.body.variants).toHaveLength(1);
    expect(variants.body.variants[0].optionChoices).toEqual([]);
  });

  test('get and get by slug carry the variants; fields add their data', async () => {
    const fields =
      'fields=PLAIN_DESCRIPTION&fields=VARIANT_OPTION_CHOICE_NAMES&fields=MEDIA_ITEMS_INFO&fields=ALL_CATEGORIES_INFO';
    const byId = await client.call('GET', `/stores/v3/products/prod-linen-shirt?${fields}`, { token: visitor });
    const bySlug = await client.call('GET', `/stores/v3/products/slug/linen-shirt?${fields}`, { token: visitor });
    expect(bySlug.body).toEqual(byId.body);
    const p = byId.body.product;
    expect(p.plainDescription).toBe('<p>A relaxed shirt in washed European linen.</p>');
    expect(p.allCategoriesInfo).toEqual({ categories: [{ id: 'col-apparel', index: 0 }] });
    expect(p.variantsInfo.variants).toHaveLength(9);
    expect(p.variantsInfo.variants[0].choices[0]).toMatchObject({
      optionChoiceNames: { optionName: 'Size', choiceName: 'S', renderType: 'TEXT_CHOICES' },
    });
    expect(p.media.itemsInfo.items.length).toBeGreaterThan(0);
  });

  test('search by text and by category ($matchItems), with a cursor', async () => {
    const text = await client.call('POST', '/stores/v3/products/search', {
      token: visitor,
      body: { search: { search: { expression: 'linen' } } },
    });
    expect(text.body.products.map((p: { id: string }) => p.id)).toContain('prod-linen-shirt');
    // Searched in the names only: a product with "linen" only in its description is left out.
    const names = await client.call('POST', '/stores/v3/products/search', {
      token: visitor,
      body: { search: { search: { expression: 'linen', fields: ['name'] } } },
    });
    for (const p of names.body.products) expect(p.name.toLowerCase()).toContain('linen');
    expect(names.body.products.length).toBeLessThanOrEqual(text.body.products.length);
    const byCategory = await client.call('POST', '/stores/v3/products/search', {
      token: visitor,
      body: {
        search: { filter: { 'allCategoriesInfo.categories': { $matchItems: [{ id: 'col-pantry' }] } } },
        fields: ['ALL_CATEGORIES_INFO'],
      },
    });
    expect(byCategory.body.products.length).toBeGreaterThan(0);
    for (const p of byCategory.body.products)
      expect(p.allCategoriesInfo.categories.map((c: { id: string }) => c.id)).toContain('col-pantry');
  });

  test("search's text as the platform's: every word in any order, its searchable fields only, mode, and the count alike", async () => {
    const names = async (search: object) => {
      const answer = await client.call('POST', '/stores/v3/products/search', {
        token: visitor,
        body: { search: { search } },
      });
      expect(answer.status).toBe(200);
      return (answer.body.products as { name: string }[]).map((p) => p.name).sort();
    };
    const count = async (search: object) =>
      (await client.call('POST', '/stores/v3/products/count', { token: visitor, body: { search } })).body.count;
    // The words in any order, each somewhere in the fields searched.
    expect(await names({ expression: 'shirt linen', fields: ['name'] })).toEqual(['Linen shirt']);
    expect(await count({ expression: 'shirt linen', fields: ['name'] })).toBe(1);
    // The brand is not a searchable field of the platform's products: not searched by default, refused when named.
    expect(await names({ expression: 'nordhaus' })).toEqual([]);
    const refused = await client.call('POST', '/stores/v3/products/search', {
      token: visitor,
      body: { search: { search: { expression: 'nordhaus', fields: ['brand.name'] } } },
    });
    expect(refused.status).toBe(400);
    // `mode: 'OR'`: any word; `AND` (and no mode): every word.
    const either = await names({ expression: 'wallet backpack', fields: ['name'], mode: 'OR' });
    expect(either).toEqual(['Canvas backpack', 'Leather wallet']);
    expect(await names({ expression: 'wallet backpack', fields: ['name'], mode: 'AND' })).toEqual([]);
    expect(await count({ expression: 'wallet backpack', fields: ['name'], mode: 'OR' })).toBe(2);
    // The count searches the fields the search does: a description's word is not counted in the names.
    expect(await count({ expression: 'linen', fields: ['name'] })).toBe(
      (await names({ expression: 'linen', fields: ['name'] })).length,
    );
  });

  test('search sorts by price (amounts as numbers) and pages by cursor', async () => {
    const sort = [{ fieldName: 'actualPriceRange.minValue.amount', order: 'ASC' }];
    const first = await client.call('POST', '/stores/v3/products/search', {
      token: visitor,
      body: { search: { sort, cursorPaging: { limit: 20 } } },
    });
    const second = await client.call('POST', '/stores/v3/products/search', {
      token: visitor,
      body: { search: { cursorPaging: { cursor: first.body.pagingMetadata.cursors.next } } },
    });
    const prices = [...first.body.products, ...second.body.products].map(
      (p: { actualPriceRange: { minValue: { amount: string } } }) => Number(p.actualPriceRange.minValue.amount),
    );
    expect(prices).toHaveLength(40);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(second.body.pagingMetadata.hasNext).toBe(false);
  });

  test('the trap: a category filter in a query is refused (only search filters by category)', async () => {
    const r = await client.call('POST', '/stores/v3/products/query', {
      token: visitor,
      body: { query: { filter: { 'allCategoriesInfo.categories': { $matchItems: [{ id: 'col-pantry' }] } } } },
    });
    expect(r.status).toBe(400);
    expect(r.body.details.validationError.fieldViolations).toEqual([
      {
        field: 'query.filter.allCategoriesInfo.categories',
        description:
          'cannot be filtered in Query Products: filter by category in Search Products, with allCategoriesInfo.categories: { $matchItems: [{ id }] }',
        violatedRule: 'FIELD_NOT_ALLOWED',
      },
    ]);
    const other = await client.call('POST', '/stores/v3/products/search', {
      token: visitor,
      body: { search: { filter: { 'allCategoriesInfo.categories.id': 'col-pantry' } } },
    });
    expect(other.status).toBe(400);
  });

  test('only visible products reach a visitor; the API key sees them all', async () => {
    const all = await client.call('POST', '/stores/v3/products/count', { token: emu.apiKey, body: {} });
    const seen = await client.call('POST', '/stores/v3/products/count', { token: visitor, body: {} });
    expect(all.body.count).toBeGreaterThan(seen.body.count);
    const hidden = await client.call('POST', '/stores/v3/products/query', {
      token: emu.apiKey,
      body: { query: { filter: { visible: false } } },
    });
    const id = hidden.body.products[0].id;
    expect((await client.call('GET', `/stores/v3/products/${id}`, { token: visitor })).status).toBe(404);
    expect((await client.call('GET', `/stores/v3/products/${id}`, { token: emu.apiKey })).status).toBe(200);
  });

  test('create, update with its revision, delete', async () => {
    const created = await client.call('POST', '/stores/v3/products', {
      token: emu.apiKey,
      body: {
        product: {
          name: 'Test scarf',
          productType: 'PHYSICAL',
          physicalProperties: {},
          plainDescription: '<p>Warm.</p>',
          options: [
            {
              name: 'Color',
              optionRenderType: 'SWATCH_CHOICES',
              choicesSettings: {
                choices: [
                  { choiceType: 'ONE_COLOR', name: 'Red', colorCode: '#ff0000' },
                  { choiceType: 'ONE_COLOR', name: 'Blue', colorCode: '#0000ff' },
                ],
              },
            },
          ],
          variantsInfo: {
            variants: [
              {
                choices: [{ optionChoiceNames: { optionName: 'Color', choiceName: 'Red' } }],
                price: { actualPrice: { amount: '30' } },
              },
              {
                choices: [{ optionChoiceNames: { optionName: 'Color', choiceName: 'Blue' } }],
                price: { actualPrice: { amount: '35' } },
              },
            ],
          },
        },
      },
    });
    expect(created.status).toBe(200);
    const p = created.body.product;
    expect(p).toMatchObject({ name: 'Test scarf', slug: 'test-scarf', revision: '1' });
    expect(p.actualPriceRange).toEqual({ minValue: { amount: '30.00' }, maxValue: { amount: '35.00' } });
    expect(p.variantsInfo.variants).toHaveLength(2);

    const stale = await client.call('PATCH', `/stores/v3/products/${p.id}`, {
      token: emu.apiKey,
      body: { product: { id: p.id, revision: '0', name: 'Scarf' } },
    });
    expect([stale.status, stale.body.details.applicationError.code]).toEqual([409, 'REVISION_MISMATCH']);
    const updated = await client.call('PATCH', `/stores/v3/products/${p.id}`, {
      token: emu.apiKey,
      body: { product: { id: p.id, revision: '1', name: 'Scarf' } },
    });
    expect(updated.body.product).toMatchObject({ name: 'Scarf', revision: '2' });
    expect((await client.call('DELETE', `/stores/v3/products/${p.id}`, { token: emu.apiKey })).status).toBe(200);
    expect((await client.call('GET', `/stores/v3/products/${p.id}`, { token: emu.apiKey })).status).toBe(404);
  });
});

describe('read-only variants V3', () => {
  test('query by product and search by option choice name', async () => {
    const byProduct = await client.call('POST', '/stores/v3/products/query-variants', {
      token: visitor,
      body: { query: { filter: { 'productData.productId': 'prod-linen-shirt' } } },
    });
    expect(byProduct.body.variants).toHaveLength(9);
    expect(byProduct.body.variants[0]).toMatchObject({
      productData: { productId: 'prod-linen-shirt', slug: 'linen-shirt' },
      optionChoices: [{ optionChoiceNames: { optionName: 'Size' } }, { optionChoiceNames: { optionName: 'Color' } }],
    });
    const byChoice = await client.call('POST', '/stores/v3/products/search-variants', {
      token: visitor,
      body: {
        search: {
          filter: {
            'productData.productId': 'prod-linen-shirt',
            'optionChoices.optionChoiceNames.choiceName': 'M',
          },
        },
      },
    });
    expect(byChoice.body.variants).toHaveLength(3);
  });
});

describe('categories', () => {
  test('the collections as categories of the stores tree: query, get by slug, list items', async () => {
    const q = await client.call('POST', '/categories/v1/categories/query', {
      token: visitor,
      body: { query: { filter: { visible: true } }, treeReference: TREE },
    });
    expect(q.body.categories.map((c: { slug: string }) => c.slug)).toEqual([
      'apparel',
      'home-kitchen',
      'pantry',
      'accessories',
      'stationery',
      'sale',
    ]);
    const bySlug = await client.call(
      'GET',
      '/categories/v1/categories/slug/apparel?treeReference.appNamespace=%40wix%2Fstores',
      {
        token: visitor,
      },
    );
    expect(bySlug.body.category).toMatchObject({
      id: 'col-apparel',
      name: 'Apparel',
      visible: true,
      treeReference: TREE,
    });
    const items = await client.call(
      'GET',
      '/categories/v1/categories/col-apparel/list-items?treeReference.appNamespace=%40wix%2Fstores',
      {
        token: visitor,
      },
    );
    expect(items.body.items).toContainEqual({
      catalogItemId: 'prod-linen-shirt',
      appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
    });
    expect(bySlug.body.category.itemCounter).toBeGreaterThanOrEqual(items.body.items.length);
  });

  test('the trap: a category query with an empty filter is refused', async () => {
    for (const query of [{}, { filter: {} }]) {
      const r = await client.call('POST', '/categories/v1/categories/query', {
        token: visitor,
        body: { query, treeReference: TREE },
      });
      expect(r.status).toBe(400);
      expect(r.body.details.validationError.fieldViolations[0]).toMatchObject({
        field: 'query.filter',
        violatedRule: 'REQUIRED_FIELD',
      });
    }
  });

  test('create, add items, remove items, delete', async () => {
    const made = await client.call('POST', '/categories/v1/categories', {
      token: emu.apiKey,
      body: { category: { name: 'Gifts' }, treeReference: TREE },
    });
    const id = made.body.category.id;
    expect(made.body.category).toMatchObject({ name: 'Gifts', slug: 'gifts', itemCounter: 0, revision: '1' });
    const added = await client.call('POST', `/categories/v1/bulk/categories/${id}/add-items`, {
      token: emu.apiKey,
      body: {
        items: [
          { catalogItemId: 'prod-linen-shirt', appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' },
          { catalogItemId: 'nope', appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' },
        ],
        treeReference: TREE,
      },
    });
    expect(added.body.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    const shirt = await client.call('GET', '/stores/v3/products/prod-linen-shirt?fields=ALL_CATEGORIES_INFO', {
      token: visitor,
    });
    expect(shirt.body.product.allCategoriesInfo.categories.map((c: { id: string }) => c.id)).toContain(id);
    await client.call('POST', `/categories/v1/bulk/categories/${id}/remove-items`, {
      token: emu.apiKey,
      body: {
        items: [{ catalogItemId: 'prod-linen-shirt', appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' }],
        treeReference: TREE,
      },
    });
    const del = await client.call(
      'DELETE',
      `/categories/v1/categories/${id}?treeReference.appNamespace=%40wix%2Fstores`,
      { token: emu.apiKey },
    );
    expect(del.status).toBe(200);
  });
});

describe('Cart V2 on a V3 store', () => {
  test('adds a V3 variant by variantId; a product with variants without one is refused', async () => {
    const p = await client.call('GET', '/stores/v3/products/prod-linen-shirt', { token: visitor });
    const variantId = p.body.product.variantsInfo.variants[4].id;
    const ref = { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: 'prod-linen-shirt' };
    const added = await client.call('POST', '/ecom/v2/carts/current', {
      token: visitor,
      body: { catalogItems: [{ catalogReference: { ...ref, options: { variantId } }, quantity: 1 }] },
    });
    expect(added.status).toBe(200);
    expect(added.body.cart.lineItems[0].source.catalogReference.options).toEqual({ variantId });
    const refused = await client.call('POST', '/ecom/v2/carts/current/add-line-items', {
      token: visitor,
      body: { catalogItems: [{ catalogReference: ref, quantity: 1 }] },
    });
    expect(refused.body.details.applicationError.code).toBe('ITEM_NOT_FOUND_IN_CATALOG');
  });
});

describe('a V1 store', () => {
  test('a catalog version other than V1 or V3 is refused at start', async () => {
    await expect(boot({ catalogVersion: 'V2_CATALOG' as never })).rejects.toThrow(
      "catalogVersion must be 'V1_CATALOG' or 'V3_CATALOG', got V2_CATALOG",
    );
  });

  test('says V1 and refuses Catalog V3 and the categories, naming Catalog V1', async () => {
    const v1 = await boot({ catalogVersion: 'v1' });
    try {
      const version = await v1.client.call('GET', '/stores/v3/provision/version');
      expect(version.body).toEqual({ catalogVersion: 'V1_CATALOG' });
      for (const [method, path] of [
        ['POST', '/stores/v3/products/query'],
        ['GET', '/stores/v3/products/prod-linen-shirt'],
        ['POST', '/stores/v3/products/query-variants'],
        ['POST', '/categories/v1/categories/query'],
      ] as const) {
        const r = await v1.client.call(method, path, {
          token: v1.emu.apiKey,
          body: method === 'POST' ? {} : undefined,
        });
        expect([path, r.status, r.body.details.applicationError.data]).toEqual([
          path,
          428,
          { catalogVersion: 'V1_CATALOG', endpointCatalogVersion: 'V3_CATALOG' },
        ]);
        expect(r.body.message).toMatch(
          /^Endpoint belongs to CATALOG_V3, but your site is using CATALOG_V1: call Catalog V1/,
        );
      }
    } finally {
      await v1.emu.close();
    }
  });
});

describe('the by-filter calls (a job on the platform, done at once here)', () => {
  test('update, categories, variant prices and delete by filter', async () => {
    const { emu: e, client: c } = await boot({ catalogVersion: 'V3_CATALOG' });
    try {
      const key = { token: e.apiKey };
      const made = await c.call('POST', '/categories/v1/categories', {
        ...key,
        body: { category: { name: 'Linen' }, treeReference: TREE },
      });
      const linen = made.body.category.id as string;
      const search = { expression: 'linen' };
      const job = await c.call('POST', '/stores/v3/bulk/products/add-to-categories-by-filter', {
        ...key,
        body: { filter: {}, search, categoryIds: [linen] },
      });
      expect(job.body).toEqual({ jobId: expect.any(String) });
      const inLinen = await c.call(
        'GET',
        `/categories/v1/categories/${linen}/list-items?treeReference.appNamespace=%40wix%2Fstores`,
        key,
      );
      expect(inLinen.body.items.map((i: { catalogItemId: string }) => i.catalogItemId)).toContain('prod-linen-shirt');

      await c.call('POST', '/stores/v3/bulk/products/update-by-filter', {
        ...key,
        body: { filter: { id: 'prod-linen-shirt' }, product: { ribbon: { name: 'Linen week' } } },
      });
      await c.call('POST', '/stores/v3/bulk/products/adjust-variants-by-filter', {
        ...key,
        body: { filter: { id: 'prod-linen-shirt' }, actualPrice: { percentage: 10 } },
      });
      const shirt = await c.call('GET', '/stores/v3/products/prod-linen-shirt', key);
      expect(shirt.body.product.ribbon.name).toBe('Linen week');
      expect(shirt.body.product.actualPriceRange.minValue.amount).toBe('64.90');

      await c.call('POST', '/stores/v3/bulk/products/update-variants-by-filter', {
        ...key,
        body: { filter: { id: 'prod-linen-shirt' }, variant: { price: { actualPrice: { amount: '50' } } } },
      });
      const cheaper = await c.call('GET', '/stores/v3/products/prod-linen-shirt', key);
      expect(cheaper.body.product.actualPriceRange).toEqual({
        minValue: { amount: '50.00' },
        maxValue: { amount: '50.00' },
      });

      await c.call('POST', '/stores/v3/bulk/products/delete-by-filter', {
        ...key,
        body: { filter: { id: 'prod-linen-shirt' } },
      });
      expect((await c.call('GET', '/stores/v3/products/prod-linen-shirt', key)).status).toBe(404);
    } finally {
      await e.close();
    }
  });
});
