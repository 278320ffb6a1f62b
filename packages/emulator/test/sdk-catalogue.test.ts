import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createClient } from '@vitrine/http';
import { apiKey, memoryStorage, oauth } from '@vitrine/auth';
import {
  createProduct,
  deleteProduct,
  getCollectionBySlugV2,
  getProduct,
  queryCollections,
  queryProducts,
  updateProduct,
} from '@vitrine/catalogue';
import { boot, type LayoutName } from './helpers';
import type { RunningEmulator } from '../src/index';

let emu: RunningEmulator;

beforeAll(async () => {
  ({ emu } = await boot());
});
afterAll(() => emu.close());

describe.each(['api', 'site'] as LayoutName[])('@vitrine/catalogue against the emulator, %s layout', (pathLayout) => {
  const visitorClient = () =>
    createClient({
      host: emu.url,
      readOnlyHost: emu.readOnlyUrl,
      pathLayout,
      auth: oauth({ clientId: 'shop', storage: memoryStorage() }),
    });
  const merchantClient = () =>
    createClient({ host: emu.url, readOnlyHost: emu.readOnlyUrl, pathLayout, auth: apiKey({ apiKey: emu.apiKey }) });

  test('queries and reads: ids, dates and decimals come back transformed', async () => {
    const client = visitorClient();
    const page = await queryProducts(client).eq('slug', 'linen-shirt').find();
    expect(page.totalCount).toBe(1);
    const shirt = page.items[0]!;
    expect(shirt._id).toBe('prod-linen-shirt');
    expect(shirt.lastUpdated).toBeInstanceOf(Date);
    expect(shirt.priceData?.price).toBe(59);
    const paged = await queryProducts(client).startsWith('name', 'Can').ascending('name').limit(1).find();
    expect(paged.totalCount).toBe(2);
    expect(paged.items.map((p) => p.slug)).toEqual(['canvas-backpack']);
    const second = await paged.next();
    expect(second.items.map((p) => p.slug)).toEqual(['canvas-sneakers']);
    expect(second.hasNext).toBe(false);
    const collections = await queryCollections(client).ascending('name').find();
    expect(collections.total).toBe(6);
    expect(collections.items.map((c) => c.slug)).toEqual([
      'accessories',
      'apparel',
      'home-kitchen',
      'pantry',
      'sale',
      'stationery',
    ]);
    const pantry = await getCollectionBySlugV2(client, 'pantry');
    expect(pantry._id).toBe('col-pantry');
  });

  test('writes with the API key: create, merchant read, update, delete', async () => {
    const client = merchantClient();
    const created = await createProduct(client, {
      name: `SDK vase ${pathLayout}`,
      priceData: { price: 12.5 },
      costAndProfitData: { itemCost: 5 },
    });
    expect(created._id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await getProduct(client, created._id!, { includeMerchantSpecificData: true });
    expect(read.costAndProfitData?.profit).toBe(7.5);
    const updated = await updateProduct(client, { _id: created._id!, name: `SDK vase, blue ${pathLayout}` });
    expect(updated.name).toBe(`SDK vase, blue ${pathLayout}`);
    await deleteProduct(client, created._id!);
    await expect(getProduct(client, created._id!)).rejects.toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });
    await expect(createProduct(visitorClient(), { name: 'nope' } as never)).rejects.toMatchObject({
      status: 403,
      code: 'PERMISSION_DENIED',
    });
  });
});
