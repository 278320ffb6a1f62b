// Catalog V3's stock through the platform SDK's `inventoryItemsV3` against a V3 emulator store: a visitor reads a
// product's items (one per variant, the quantities products V3 and the cart see), the merchant changes a stock
// (revision checked), and the V3 product read and the items agree.
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { inventoryItemsV3, productsV3, readOnlyVariantsV3 } from '@wix/stores';
import { beforeAll, describe, expect, test } from 'vitest';
import { CLIENT_ID, startFlows } from './compare/flow-suite';

const modules = { inventoryItemsV3, productsV3, readOnlyVariantsV3 };
const { emulator, recorder, paths } = await startFlows({ catalogVersion: 'V3_CATALOG' });
const WATCH = 'prod-wristwatch';

describe("the platform SDK's inventoryItemsV3 against a V3 emulator store", () => {
  const visitor = createClient({ modules, auth: OAuthStrategy({ clientId: CLIENT_ID }), fetch: recorder.fetch });

  const merchant = createClient({
    modules,
    auth: ApiKeyStrategy({ apiKey: emulator.apiKey, siteId: 'emulator-site' }),
    fetch: recorder.fetch,
  });

  beforeAll(async () => {
    visitor.auth.setTokens(await visitor.auth.generateVisitorTokens());
  });

  test("a visitor reads a product's items by query and by search: one per variant, their quantities", async () => {
    paths();
    const { items } = await visitor.inventoryItemsV3.queryInventoryItems().eq('productId', WATCH).limit(100).find();
    expect(items).toEqual([
      expect.objectContaining({
        productId: WATCH,
        variantId: '00000000-0000-0000-0000-000000000000',
        trackQuantity: true,
        quantity: 2,
        availabilityStatus: 'IN_STOCK',
      }),
    ]);
    expect(items[0]!._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(items[0]!._createdDate).toBeInstanceOf(Date);
    const found = await visitor.inventoryItemsV3.searchInventoryItems({
      filter: { productId: { $in: [WATCH, 'prod-linen-shirt'] } },
      cursorPaging: { limit: 100 },
    });
    const shirt = await visitor.productsV3.getProduct('prod-linen-shirt', {} as never);
    expect(found.inventoryItems!.filter((item) => item.productId === 'prod-linen-shirt')).toHaveLength(
      shirt.variantsInfo!.variants!.length,
    );
    expect(paths().filter((p) => !p.includes('/oauth2/'))).toEqual([
      'GET /stores/v3/inventory-items/query',
      'GET /stores/v3/inventory-items/search',
      'GET /stores/v3/products/prod-linen-shirt',
    ]);
  });

  test('the merchant sets a stock: the item, its revision and the V3 variant read agree; a stale revision is refused', async () => {
    const [item] = (await merchant.inventoryItemsV3.queryInventoryItems().eq('productId', WATCH).find()).items;
    const updated = await merchant.inventoryItemsV3.updateInventoryItem(
      item!._id!,
      { revision: item!.revision!, quantity: 0, trackQuantity: true },
      { reason: 'MANUAL' },
    );
    expect(updated).toMatchObject({ _id: item!._id, quantity: 0, availabilityStatus: 'OUT_OF_STOCK' });
    expect(Number(updated.revision)).toBe(Number(item!.revision) + 1);
    const { items: variants } = await visitor.readOnlyVariantsV3
      .queryVariants()
      .eq('productData.productId', WATCH)
      .find();
    expect(variants.map((v) => v.inventoryStatus?.inStock)).toEqual([false]);
    await expect(
      merchant.inventoryItemsV3.updateInventoryItem(item!._id!, { revision: item!.revision!, quantity: 5 }),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'REVISION_MISMATCH' } } });

    const bulk = await merchant.inventoryItemsV3.bulkUpdateInventoryItems(
      [{ inventoryItem: { _id: item!._id!, revision: updated.revision!, quantity: 2 } }],
      { returnEntity: true },
    );
    expect(bulk.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 0 });
    expect(bulk.results![0]!.item).toMatchObject({ _id: item!._id, quantity: 2, availabilityStatus: 'IN_STOCK' });
  });
});
