import { describe, expect, test } from 'vitest';
import { bootForFile } from './support/boot';

const { client } = await bootForFile();
const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const SAME_CATEGORIES = '68ebce04-b96a-4c52-9329-08fc9d8c1253';
const BEST_SELLERS = 'ba491fd2-b172-4552-9ea6-7202e01d1d3c';
const item = (catalogItemId: string) => ({ catalogItemId, appId: STORES });

describe('the Recommendations API, answered from the catalogue', () => {
  test.each(['/ecom/v1/recommendations/get', '/v1/recommendations/get'])(
    'POST %s: the items collections first, then the rest; never the items asked about, never a hidden one',
    async (path) => {
      const r = await client.call('POST', path, {
        body: {
          items: [item('prod-granola'), item('prod-olive-oil')],
          algorithms: [{ id: SAME_CATEGORIES, appId: STORES }],
          minimumRecommendedItems: 3,
        },
      });
      expect(r.status).toBe(200);
      const ids = r.body.recommendation.items.map((i: { catalogItemId: string }) => i.catalogItemId);
      expect(r.body.recommendation.algorithm).toEqual({ id: SAME_CATEGORIES, appId: STORES });
      expect(ids).toHaveLength(16);
      expect(ids).not.toContain('prod-granola');
      expect(ids).not.toContain('prod-olive-oil');
      expect(ids).not.toContain('prod-archived-sample');
      // The pantry (both products' collection, 7 products) comes first, then the catalogue in its order.
      expect(ids.slice(0, 7)).toEqual([
        'prod-single-origin-coffee',
        'prod-green-tea',
        'prod-dark-chocolate',
        'prod-honey-jar',
        'prod-recipe-e-book',
        'prod-linen-shirt',
        'prod-cotton-tee',
      ]);
      expect(r.body.recommendation.items[0]).toEqual({ catalogItemId: ids[0], appId: STORES });
    },
  );

  test('a product in a collection of its own: the collection first, then the catalogue', async () => {
    const key = client.emu.apiKey;
    const col = await client.call('POST', '/stores/v1/collections', {
      token: key,
      body: { collection: { name: 'Duo' } },
    });
    const collectionId = col.body.collection.id as string;
    for (const [id, name] of [
      ['prod-duo-a', 'Duo A'],
      ['prod-duo-b', 'Duo B'],
    ])
      await client.call('POST', '/stores/v1/products', {
        token: key,
        body: { product: { id, name, priceData: { price: 1 }, productType: 'physical' } },
      });
    const added = await client.call('POST', `/stores/v1/collections/${collectionId}/productIds`, {
      token: key,
      body: { productIds: ['prod-duo-a', 'prod-duo-b'] },
    });
    expect(added.status).toBe(200);
    const r = await client.call('POST', '/v1/recommendations/get', {
      body: { items: [item('prod-duo-a')], algorithms: [{ id: SAME_CATEGORIES, appId: STORES }] },
    });
    const ids = r.body.recommendation.items.map((i: { catalogItemId: string }) => i.catalogItemId);
    expect(ids.slice(0, 3)).toEqual(['prod-duo-b', 'prod-linen-shirt', 'prod-cotton-tee']);
  });

  test('best sellers need no items; the algorithms the site has are listed with the platform ids', async () => {
    const r = await client.call('POST', '/v1/recommendations/get', {
      body: { algorithms: [{ id: BEST_SELLERS, appId: STORES }] },
    });
    expect(r.body.recommendation.items.slice(0, 2)).toEqual([item('prod-linen-shirt'), item('prod-cotton-tee')]);
    const list = await client.call('GET', '/ecom/v1/recommendations/algorithms');
    expect(list.body.availableAlgorithms.map((a: { config: { algorithmId: string } }) => a.config.algorithmId)).toEqual(
      [SAME_CATEGORIES, 'd5aac1e1-2e53-4d11-85f7-7172710b4783', '5dd69f67-9ab9-478e-ba7c-10c6c6e7285f', BEST_SELLERS],
    );
    expect(list.body.availableAlgorithms[3]).toEqual({
      config: {
        name: 'Best sellers',
        description: 'Returns the items from the catalog with the highest number of sales.',
        algorithmType: 'GLOBAL',
        algorithmId: BEST_SELLERS,
      },
      appId: STORES,
      catalogAppIds: [STORES],
    });
  });

  test('refusals: no algorithm of the site, items of another catalogue, no algorithms at all', async () => {
    const other = { id: 'not-an-algorithm', appId: STORES };
    const none = await client.call('POST', '/v1/recommendations/get', { body: { algorithms: [other] } });
    expect([none.status, none.body]).toEqual([
      400,
      {
        message: 'None of the algorithms is offered on this site',
        details: {
          applicationError: {
            description: 'None of the algorithms is offered on this site',
            code: 'ALGORITHM_NOT_SUPPORTED',
            data: { unsupportedAlgorithms: [other] },
          },
        },
      },
    ]);
    const foreign = await client.call('POST', '/v1/recommendations/get', {
      body: {
        items: [{ catalogItemId: 'x', appId: 'bookings' }],
        algorithms: [{ id: SAME_CATEGORIES, appId: STORES }],
      },
    });
    expect([foreign.status, foreign.body.details.applicationError.code]).toEqual([400, 'ITEM_APP_ID_NOT_SUPPORTED']);
    const empty = await client.call('POST', '/v1/recommendations/get', { body: { algorithms: [] } });
    expect([empty.status, empty.body.details.validationError.fieldViolations[0].field]).toEqual([400, 'algorithms']);
    const badToken = await client.call('POST', '/v1/recommendations/get', {
      token: 'Bearer nope',
      body: { algorithms: [{ id: SAME_CATEGORIES, appId: STORES }] },
    });
    expect(badToken.status).toBe(401);
  });
});
