// Catalog V3's inventory items over HTTP: each variant's stock, the same records Catalog V1 answers on a V1 store
// and products V3 read (one stock, two APIs); the merchant's updates (revision checked); V3 stores only.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot, encodeQuery, submitHostedForm, type Client, type Loose } from './helpers';
import type { RunningEmulator } from '../src/index';

let emu: RunningEmulator;
let client: Client;
let visitor: string;
const ITEMS = '/stores/v3/inventory-items';

beforeAll(async () => {
  ({ emu, client } = await boot({ catalogVersion: 'V3_CATALOG' }));
  visitor = `Bearer ${(await client.visitor()).access_token}`;
});
afterAll(() => emu.close());

/** Every inventory item the token reads, page after page (by cursor). */
async function everyItem(token: string): Promise<Loose[]> {
  const items: Loose[] = [];
  let query: Loose = { cursorPaging: { limit: 100 } };
  for (;;) {
    const r = await client.call('GET', `${ITEMS}/query?.r=${encodeQuery({ query })}`, { token });
    expect(r.status).toBe(200);
    items.push(...r.body.inventoryItems);
    if (!r.body.pagingMetadata.hasNext) return items;
    query = { cursorPaging: { cursor: r.body.pagingMetadata.cursors.next } };
  }
}

async function itemsOf(productId: string, token = visitor): Promise<Loose[]> {
  const query = { filter: { productId }, cursorPaging: { limit: 100 } };
  const r = await client.call('GET', `${ITEMS}/query?.r=${encodeQuery({ query })}`, { token });
  expect(r.status).toBe(200);
  return r.body.inventoryItems;
}

async function productV3(id: string): Promise<Loose> {
  return (await client.call('GET', `/stores/v3/products/${id}`, { token: visitor })).body.product;
}

describe('the same stock as Catalog V1', () => {
  test("every variant has one item whose quantity is the V1 store's, whoever reads it", async () => {
    const v1 = await boot({ catalogVersion: 'V1_CATALOG' });
    try {
      const stock = new Map<string, Loose>();
      let offset = 0;
      for (;;) {
        const r = await v1.client.call('POST', '/stores-reader/v1/variants/query', {
          token: v1.emu.apiKey,
          body: { query: { paging: { limit: 100, offset } } },
        });
        expect(r.status).toBe(200);
        for (const v of r.body.variants) stock.set(`${v.productId}|${v.variantId}`, v.stock);
        offset += r.body.variants.length;
        if (r.body.variants.length < 100) break;
      }
      // The V1 store-wide variants list leaves hidden products out; the merchant's items list has them too.
      const every = await everyItem(emu.apiKey);
      const items = every.filter((i) => stock.has(`${i.productId}|${i.variantId}`));
      expect(items).toHaveLength(stock.size);
      const hidden = new Set(every.filter((i) => !items.includes(i)).map((i) => i.productId));
      for (const id of hidden) expect((await productV3(id)) ?? null).toBeNull();
      for (const item of items) {
        const v1Stock = stock.get(`${item.productId}|${item.variantId}`)!;
        expect([item.productId, item.trackQuantity, item.quantity]).toEqual([
          item.productId,
          v1Stock.trackQuantity,
          v1Stock.quantity,
        ]);
        expect(item.availabilityStatus).toBe(v1Stock.inStock ? 'IN_STOCK' : 'OUT_OF_STOCK');
        if (!item.trackQuantity) expect(item.inStock).toBe(v1Stock.inStock);
      }
      // A tracked product with options: its first variant is short (1), the others at the product's stock.
      const tracked = items.filter((i) => i.trackQuantity && i.product.variantName);
      expect(tracked.length).toBeGreaterThan(0);
    } finally {
      await v1.emu.close();
    }
  });

  test('an item as the platform answers it', async () => {
    const [item] = await itemsOf('prod-canvas-sneakers');
    expect(item).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      revision: '1',
      createdDate: expect.any(String),
      updatedDate: expect.any(String),
      variantId: expect.any(String),
      locationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      productId: 'prod-canvas-sneakers',
      trackQuantity: true,
      quantity: 1,
      availabilityStatus: 'IN_STOCK',
      preorderInfo: { enabled: false },
      product: {
        name: 'Canvas sneakers',
        directCategoryIds: ['col-apparel'],
        variantName: '40',
        variantSku: expect.any(String),
        variantVisible: true,
      },
    });
  });

  test("a visitor reads only visible products' items; filter, sort and text narrow them", async () => {
    const all = await everyItem(emu.apiKey);
    const seen = await everyItem(visitor);
    expect(seen.length).toBeLessThan(all.length);
    const search = {
      filter: { productId: { $in: ['prod-canvas-sneakers'] } },
      sort: [{ fieldName: 'quantity', order: 'ASC' }],
      search: { expression: '44' },
    };
    const r = await client.call('POST', `${ITEMS}/search`, { token: visitor, body: { search } });
    expect(r.status).toBe(200);
    expect(r.body.inventoryItems.map((i: Loose) => [i.product.variantName, i.quantity])).toEqual([['44', 3]]);
  });
});

describe('the merchant changes a stock', () => {
  test('an update is the stock products V3 and the variants read; its revision moves; a stale one is refused', async () => {
    const items = await itemsOf('prod-canvas-sneakers', emu.apiKey);
    const item = items.find((i) => i.product.variantName === '42')!;
    const r = await client.call('PATCH', `${ITEMS}/${item.id}`, {
      token: emu.apiKey,
      body: { inventoryItem: { id: item.id, revision: '1', quantity: 0 }, reason: 'MANUAL' },
    });
    expect(r.status).toBe(200);
    expect(r.body.inventoryItem).toMatchObject({
      id: item.id,
      revision: '2',
      quantity: 0,
      availabilityStatus: 'OUT_OF_STOCK',
    });
    const product = await productV3('prod-canvas-sneakers');
    const variant = product.variantsInfo.variants.find((v: Loose) => v.id === item.variantId);
    expect(variant.inventoryStatus.inStock).toBe(false);

    const stale = await client.call('PATCH', `${ITEMS}/${item.id}`, {
      token: emu.apiKey,
      body: { inventoryItem: { id: item.id, revision: '1', quantity: 9 } },
    });
    expect([stale.status, stale.body.details.applicationError.code]).toEqual([409, 'REVISION_MISMATCH']);
    expect((await itemsOf('prod-canvas-sneakers')).find((i) => i.id === item.id)!.quantity).toBe(0);
  });

  test('a visitor cannot change a stock; an unknown item is not found', async () => {
    const [item] = await itemsOf('prod-canvas-sneakers');
    const refused = await client.call('PATCH', `${ITEMS}/${item!.id}`, {
      token: visitor,
      body: { inventoryItem: { id: item!.id, revision: item!.revision, quantity: 50 } },
    });
    expect(refused.status).toBe(403);
    const missing = await client.call('PATCH', `${ITEMS}/not-there`, {
      token: emu.apiKey,
      body: { inventoryItem: { id: 'not-there', revision: '1', quantity: 1 } },
    });
    expect([missing.status, missing.body.details.applicationError.code]).toEqual([404, 'INVENTORY_ITEM_NOT_FOUND']);
  });

  test('a bulk update does each item on its own and answers the items when asked', async () => {
    const [a, b] = await itemsOf('prod-canvas-sneakers', emu.apiKey);
    const r = await client.call('POST', '/stores/v3/bulk/inventory-items/update', {
      token: emu.apiKey,
      body: {
        inventoryItems: [
          { inventoryItem: { id: a!.id, revision: a!.revision, quantity: 7 } },
          { inventoryItem: { id: b!.id, revision: '99', quantity: 7 } },
        ],
        returnEntity: true,
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 });
    expect(r.body.results[0].item).toMatchObject({ id: a!.id, quantity: 7 });
    expect(r.body.results[1]).toEqual({
      itemMetadata: {
        id: b!.id,
        originalIndex: 1,
        success: false,
        error: { code: 'REVISION_MISMATCH', description: expect.stringContaining('is at revision') },
      },
    });
  });
});

test('Cart V2 sees the stock an inventory update set: a line above it is partly available', async () => {
  const [item] = await itemsOf('prod-wristwatch', emu.apiKey);
  const set = await client.call('PATCH', `${ITEMS}/${item!.id}`, {
    token: emu.apiKey,
    body: { inventoryItem: { id: item!.id, revision: item!.revision, quantity: 1 } },
  });
  expect(set.status).toBe(200);
  const token = (await client.visitor()).access_token;
  const catalogReference = {
    catalogItemId: 'prod-wristwatch',
    appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
    options: { variantId: item!.variantId },
  };
  const added = await client.call('POST', '/ecom/v2/carts/current/add-line-items', {
    token,
    body: { catalogItems: [{ catalogReference, quantity: 2 }] },
  });
  expect(added.status).toBe(200);
  expect(added.body.cart.lineItems[0].quantityInfo).toEqual({
    requestedQuantity: 2,
    confirmedQuantity: 1,
    availableQuantity: 1,
    fixedQuantity: false,
  });
});

test('an order placed takes its stock out of the item, and moves its revision', async () => {
  const [before] = await itemsOf('prod-wristwatch', emu.apiKey);
  expect(before!.quantity).toBeGreaterThan(0);
  const token = (await client.visitor()).access_token;
  const catalogReference = {
    catalogItemId: 'prod-wristwatch',
    appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
    options: { variantId: before!.variantId },
  };
  const made = await client.call('POST', '/ecom/v2/carts/current/add-line-items', {
    token,
    body: { catalogItems: [{ catalogReference, quantity: before!.quantity }] },
  });
  const cartId = made.body.cart.id as string;
  const url = await client.call('POST', `/ecom/v2/carts/${cartId}/get-checkout-url`, {
    token,
    body: { cartId, currencyCode: 'EUR' },
  });
  expect((await submitHostedForm(url.body.checkoutUrl, {})).status).toBe(200);
  const [after] = await itemsOf('prod-wristwatch', emu.apiKey);
  expect([after!.quantity, after!.availabilityStatus, after!.revision]).toEqual([
    0,
    'OUT_OF_STOCK',
    String(Number(before!.revision) + 1),
  ]);
});

test('a V1 store refuses the inventory items calls, naming its version and where its stock is', async () => {
  const v1 = await boot({ catalogVersion: 'V1_CATALOG' });
  try {
    for (const [method, path] of [
      ['GET', `${ITEMS}/query`],
      ['POST', '/_api/inventory/v3/inventory-items/search'],
      ['PATCH', `${ITEMS}/any`],
      ['POST', '/stores/v3/bulk/inventory-items/update'],
    ] as const) {
      const r = await v1.client.call(method, path, { token: v1.emu.apiKey, body: method === 'GET' ? undefined : {} });
      expect([path, r.status, r.body.message]).toEqual([
        path,
        428,
        "Endpoint belongs to CATALOG_V3, but your site is using CATALOG_V1: call Catalog V1 Products (/stores-reader/v1/products/query: each variant's stock) instead (GET /stores/v3/provision/version tells a site's catalog version)",
      ]);
    }
  } finally {
    await v1.emu.close();
  }
});
