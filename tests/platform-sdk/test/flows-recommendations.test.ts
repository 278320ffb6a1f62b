// Issue 29: a product page written on the platform SDK asks for recommendations, and the emulator answers them.
import { recommendations } from '@wix/ecom';
import { createClient, OAuthStrategy } from '@wix/sdk';
import { products } from '@wix/stores';
import { beforeAll, describe, expect, test } from 'vitest';
import { CLIENT_ID, startFlows } from './compare/flow-suite';

const { recorder, paths } = await startFlows();
const STORES = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
/** The stores app's algorithms, with the platform's ids (made anew for each call: the SDK renames `_id` in place). */
const algorithm = (_id: string) => ({ _id, appId: STORES });
const SAME_CATEGORIES = '68ebce04-b96a-4c52-9329-08fc9d8c1253';
const BOUGHT_TOGETHER = 'd5aac1e1-2e53-4d11-85f7-7172710b4783';
const BEST_SELLERS = 'ba491fd2-b172-4552-9ea6-7202e01d1d3c';

describe('recommendations (a product page on the platform SDK)', () => {
  const client = createClient({
    modules: { recommendations, products },
    auth: OAuthStrategy({ clientId: CLIENT_ID }),
    fetch: recorder.fetch,
  });
  beforeAll(async () => {
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    paths();
  });

  test('getRecommendation: the product collection first, then the rest, never the product itself', async () => {
    const { recommendation } = await client.recommendations.getRecommendation(
      [algorithm(SAME_CATEGORIES), algorithm(BOUGHT_TOGETHER)],
      {
        items: [{ catalogItemId: 'prod-wristwatch', appId: STORES }],
        minimumRecommendedItems: 3,
      },
    );
    const items = recommendation?.items ?? [];
    expect(paths()).toEqual(['POST /v1/recommendations/get']);
    expect(recommendation?.algorithm).toEqual(algorithm(SAME_CATEGORIES));
    expect(items.map((item) => item.catalogItemId)).toEqual([
      // The watch's collection, Accessories, in the catalogue's order…
      'prod-cotton-tote',
      'prod-leather-wallet',
      'prod-canvas-backpack',
      'prod-sunglasses',
      'prod-bucket-hat',
      'prod-silk-tie',
      'prod-gift-card',
      'prod-water-bottle',
      'prod-bike-bell',
      // …then the rest of the catalogue, up to 16 items.
      'prod-linen-shirt',
      'prod-cotton-tee',
      'prod-merino-sweater',
      'prod-denim-jacket',
      'prod-rain-coat',
      'prod-wool-scarf',
      'prod-canvas-sneakers',
    ]);
    expect(new Set(items.map((item) => item.appId))).toEqual(new Set([STORES]));

    // The ids are products the shop can show.
    const shown = await client.products
      .queryProducts()
      .in(
        '_id',
        items.map((item) => item.catalogItemId),
      )
      .find();
    expect(shown.items).toHaveLength(16);
  });

  test("an algorithm the site does not have is skipped; none the site has is the platform's ALGORITHM_NOT_SUPPORTED", async () => {
    const unknown = '00000000-0000-0000-0000-000000000001';
    const { recommendation } = await client.recommendations.getRecommendation(
      [algorithm(unknown), algorithm(BEST_SELLERS)],
      {
        items: [{ catalogItemId: 'prod-linen-shirt', appId: STORES }],
      },
    );
    const items = recommendation?.items ?? [];
    expect(recommendation?.algorithm).toEqual(algorithm(BEST_SELLERS));
    expect(items.map((item) => item.catalogItemId)).not.toContain('prod-linen-shirt');
    expect(items).toHaveLength(16);

    const refused = await client.recommendations
      .getRecommendation([algorithm(unknown)])
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      details: { applicationError: { code: 'ALGORITHM_NOT_SUPPORTED' } },
    });
  });
});
