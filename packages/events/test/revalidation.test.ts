import { describe, expect, it, vi } from 'vitest';
import { catalogueTags, createRevalidationHandler, EVENT_TYPES } from '../src';
import { deliver, makeKeys, type DeliveryInit } from './support/deliver';
import * as wire from './support/payloads';

const keys = await makeKeys();
const otherKeys = await makeKeys();
const post = (body: string) => new Request('https://shop.example/api/events', { method: 'POST', body });

/** Delivers one event to a fresh handler: its answer and every `revalidate` call. */
async function revalidated(init: DeliveryInit, signedBy = keys, revalidate = vi.fn()) {
  const onError = vi.fn();
  const handle = createRevalidationHandler({ publicKey: keys.publicKey, revalidate, onError });
  const response = await handle(post(await deliver(signedBy, init)));
  return {
    status: response.status,
    calls: revalidate.mock.calls.map(([tags]) => tags as string[]),
    errors: onError.mock.calls.map(([error]) => (error as Error).name),
  };
}

describe('catalogueTags', () => {
  it('names products, collections and their lists apart', () => {
    expect([
      catalogueTags.product('p-1'),
      catalogueTags.collection('p-1'),
      catalogueTags.productLists,
      catalogueTags.collectionLists,
    ]).toEqual(['vitrine:product:p-1', 'vitrine:collection:p-1', 'vitrine:product-lists', 'vitrine:collection-lists']);
    expect([
      catalogueTags.productListsByPrice,
      catalogueTags.productListsByName,
      catalogueTags.searchedProductLists,
    ]).toEqual(['vitrine:product-lists:by-price', 'vitrine:product-lists:by-name', 'vitrine:product-lists:searched']);
  });
});

describe('createRevalidationHandler', () => {
  it.each([
    // A new name and price: the product's tag, and the lists sorted by price or name and the searched ones.
    [
      'productChanged',
      wire.productChanged(),
      [
        [
          'vitrine:product:prod-linen-shirt',
          'vitrine:product-lists:by-price',
          'vitrine:product-lists:by-name',
          'vitrine:product-lists:searched',
        ],
      ],
    ],
    ['productDeleted', wire.productDeleted(), [['vitrine:product:prod-linen-shirt']]],
    [
      'productVariantsChanged',
      wire.variantsChanged(),
      [['vitrine:product:prod-linen-shirt', 'vitrine:product-lists:by-price']],
    ],
    ['productCreated', wire.productCreated(), [['vitrine:product:prod-linen-shirt', 'vitrine:product-lists']]],
    ['collectionChanged', wire.collectionChanged(), [['vitrine:collection:col-summer']]],
    ['collectionDeleted', wire.collectionDeleted(), [['vitrine:collection:col-summer']]],
    ['collectionCreated', wire.collectionCreated(), [['vitrine:collection:col-summer', 'vitrine:collection-lists']]],
    // Catalog V3: the same tags; a category is a collection.
    ['productV3Created', wire.productV3Created(), [['vitrine:product:prod-linen-shirt', 'vitrine:product-lists']]],
    [
      'productV3Updated',
      wire.productV3Updated(),
      [['vitrine:product:prod-linen-shirt', 'vitrine:product-lists:by-name', 'vitrine:product-lists:searched']],
    ],
    ['productV3Deleted', wire.productV3Deleted(), [['vitrine:product:prod-linen-shirt']]],
    ['categoryCreated', wire.categoryCreated(), [['vitrine:collection:cat-shirts', 'vitrine:collection-lists']]],
    ['categoryUpdated', wire.categoryUpdated(), [['vitrine:collection:cat-shirts']]],
    ['categoryDeleted', wire.categoryDeleted(), [['vitrine:collection:cat-shirts']]],
    ['categoryMoved', wire.categoryMoved(), [['vitrine:collection:cat-shirts', 'vitrine:collection-lists']]],
    [
      'categoryItemAddedToCategory',
      wire.categoryItemAdded(),
      [['vitrine:collection:cat-shirts', 'vitrine:product:prod-linen-shirt']],
    ],
    [
      'categoryItemRemovedFromCategory',
      wire.categoryItemRemoved(),
      [['vitrine:collection:cat-shirts', 'vitrine:product:prod-linen-shirt']],
    ],
    ['categoryItemsArrangedInCategory', wire.categoryItemsArranged(), [['vitrine:collection:cat-shirts']]],
  ] as const)('%s revalidates exactly the tags of what changed, then answers 200', async (name, payload, calls) => {
    expect(await revalidated({ eventType: EVENT_TYPES[name], payload })).toEqual({ status: 200, calls, errors: [] });
  });

  // Issue 31, item 10: a price change moves the product in a price-sorted list at once, and only the lists a change
  // can move it into or within are revalidated besides its own tag.
  it.each([
    ['a V1 price', { changedFields: ['discount', 'price', 'priceData'] }, ['vitrine:product-lists:by-price']],
    ['a V1 description', { changedFields: ['description'] }, ['vitrine:product-lists:searched']],
    ['a V1 stock', { changedFields: ['stock'] }, []],
    ['a V1 visibility', { changedFields: ['visible', 'price'] }, ['vitrine:product-lists']],
    [
      'a V1 change without its fields',
      {},
      ['vitrine:product-lists:by-price', 'vitrine:product-lists:by-name', 'vitrine:product-lists:searched'],
    ],
  ] as const)('%s change reaches exactly the lists it can move the product in', async (_, fields, lists) => {
    const payload = { productId: 'prod-linen-shirt', originatedFromVersion: 'V1_CATALOG', ...fields };
    expect(await revalidated({ eventType: EVENT_TYPES.productChanged, payload })).toEqual({
      status: 200,
      calls: [['vitrine:product:prod-linen-shirt', ...lists]],
      errors: [],
    });
  });

  it.each([
    ['a price', { actualPriceRange: {}, variantsInfo: {} }, ['vitrine:product-lists:by-price']],
    ['a visibility', { visible: false }, ['vitrine:product-lists']],
    ['a media', { media: {} }, []],
  ] as const)('a V3 product update of %s reaches exactly the lists it can move it in', async (_, modified, lists) => {
    const payload = wire.productV3Updated() as unknown as { updatedEvent: { modifiedFields: unknown } };
    payload.updatedEvent.modifiedFields = modified;
    expect(await revalidated({ eventType: EVENT_TYPES.productV3Updated, payload })).toEqual({
      status: 200,
      calls: [['vitrine:product:prod-linen-shirt', ...lists]],
      errors: [],
    });
  });

  it("a variant's stock moves its product in no list; a variant change without its fields may move its price", async () => {
    const stock = {
      productId: 'prod-linen-shirt',
      variants: [{ variantId: 'var-m', changedFields: ['inStock', 'quantity'] }],
    };
    expect(await revalidated({ eventType: EVENT_TYPES.productVariantsChanged, payload: stock })).toEqual({
      status: 200,
      calls: [['vitrine:product:prod-linen-shirt']],
      errors: [],
    });
    const unknown = { productId: 'prod-linen-shirt', variants: [{ variantId: 'var-m' }] };
    expect(await revalidated({ eventType: EVENT_TYPES.productVariantsChanged, payload: unknown })).toEqual({
      status: 200,
      calls: [['vitrine:product:prod-linen-shirt', 'vitrine:product-lists:by-price']],
      errors: [],
    });
  });

  it('a V3 product deleted without its entity takes its id from the metadata', async () => {
    const { deletedEvent: _, ...payload } = wire.productV3Deleted() as Record<string, unknown>;
    expect(await revalidated({ eventType: EVENT_TYPES.productV3Deleted, payload })).toEqual({
      status: 200,
      calls: [['vitrine:product:prod-linen-shirt']],
      errors: [],
    });
  });

  it('a product change without a product id revalidates every product list', async () => {
    const payload = { changedFields: ['name'], originatedFromVersion: 'V1_CATALOG' };
    expect(await revalidated({ eventType: EVENT_TYPES.productChanged, payload })).toEqual({
      status: 200,
      calls: [['vitrine:product-lists']],
      errors: [],
    });
  });

  it('a cart event or an unknown type revalidates nothing and is answered 200 (never delivered again)', async () => {
    expect(await revalidated({ eventType: EVENT_TYPES.cartUpdated, payload: wire.cartUpdated() })).toEqual({
      status: 200,
      calls: [],
      errors: [],
    });
    // Cart V2's events stale no catalogue tags either.
    for (const [eventType, payload] of [
      [EVENT_TYPES.cartV2Created, wire.cartV2Created()],
      [EVENT_TYPES.cartV2Updated, wire.cartV2Updated()],
      [EVENT_TYPES.cartV2Deleted, wire.cartV2Deleted()],
    ] as const)
      expect(await revalidated({ eventType, payload })).toEqual({ status: 200, calls: [], errors: [] });
    expect(await revalidated({ eventType: 'wix.stores.v1.inventory_changed', payload: { id: 'x' } })).toEqual({
      status: 200,
      calls: [],
      errors: [],
    });
  });

  it('a delivery signed by another key revalidates nothing: 401', async () => {
    expect(
      await revalidated({ eventType: EVENT_TYPES.productChanged, payload: wire.productChanged() }, otherKeys),
    ).toEqual({ status: 401, calls: [], errors: ['EventVerificationError'] });
  });

  it('a revalidation that fails answers 500, so the platform delivers the event again', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('cache unreachable')));
    expect(
      await revalidated({ eventType: EVENT_TYPES.productDeleted, payload: wire.productDeleted() }, keys, failing),
    ).toEqual({ status: 500, calls: [['vitrine:product:prod-linen-shirt']], errors: ['Error'] });
  });
});
