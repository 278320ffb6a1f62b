// A V3 store's catalogue events: products V3 (`wix.stores.catalog.v3.product_*`) and categories
// (`wix.categories.v1.category_*`) as the platform SDK's envelopes read them; no V1 catalogue event is sent.
import { afterAll, expect, test } from 'vitest';
import type { Loose } from '../helpers';
import { bootForFile } from '../support/boot';
import { startReceiver, verify, type Decoded } from './receiver';

const receiver = await startReceiver();
afterAll(() => receiver.close());
const { emu, client } = await bootForFile({
  catalogVersion: 'V3_CATALOG',
  events: { subscribers: [{ url: receiver.url, appId: 'my-app' }] },
});
const publicKey = (await client.call('GET', '/__vitrine/events/public-key?appId=my-app')).body.publicKey as string;
const TREE = { appNamespace: '@wix/stores' };

let seen = 0;
async function next(count: number): Promise<Decoded[]> {
  const bodies = await receiver.waitFor(seen + count);
  const fresh = bodies.slice(seen);
  seen += count;
  return Promise.all(fresh.map((r) => verify(r.body, publicKey)));
}

test('product created, updated, deleted: V3 domain events with the product; categories likewise', async () => {
  const created = await client.call('POST', '/stores/v3/products', {
    token: emu.apiKey,
    body: {
      product: {
        name: 'Event mug',
        productType: 'PHYSICAL',
        physicalProperties: {},
        variantsInfo: { variants: [{ price: { actualPrice: { amount: '12' } } }] },
      },
    },
  });
  const product = created.body.product as Loose;
  const [c] = await next(1);
  expect(c!.eventType).toBe('wix.stores.catalog.v3.product_created');
  expect(c!.payload).toMatchObject({
    entityFqdn: 'wix.stores.catalog.v3.product',
    slug: 'created',
    entityId: product.id,
    createdEvent: {
      entity: { id: product.id, name: 'Event mug', revision: '1', variantsInfo: { variants: [expect.any(Object)] } },
    },
  });

  await client.call('PATCH', `/stores/v3/products/${product.id}`, {
    token: emu.apiKey,
    body: { product: { id: product.id, revision: '1', name: 'Event cup' } },
  });
  const [u] = await next(1);
  expect(u!.eventType).toBe('wix.stores.catalog.v3.product_updated');
  expect(u!.payload.updatedEvent).toEqual({
    currentEntity: expect.objectContaining({ name: 'Event cup', revision: '2' }),
    modifiedFields: { name: 'Event cup' },
  });

  const category = await client.call('POST', '/categories/v1/categories', {
    token: emu.apiKey,
    body: { category: { name: 'Mugs' }, treeReference: TREE },
  });
  const [cc] = await next(1);
  expect(cc!.eventType).toBe('wix.categories.v1.category_created');
  expect(cc!.payload).toMatchObject({
    entityFqdn: 'wix.categories.v1.category',
    createdEvent: { entity: { id: category.body.category.id, name: 'Mugs', treeReference: TREE } },
  });

  await client.call('DELETE', `/stores/v3/products/${product.id}`, { token: emu.apiKey });
  const [d] = await next(1);
  expect(d!.eventType).toBe('wix.stores.catalog.v3.product_deleted');
  expect(d!.payload.deletedEvent).toEqual({
    deletedEntity: expect.objectContaining({ id: product.id, name: 'Event cup' }),
  });

  await client.call(
    'DELETE',
    `/categories/v1/categories/${category.body.category.id}?treeReference.appNamespace=%40wix%2Fstores`,
    {
      token: emu.apiKey,
    },
  );
  const [cd] = await next(1);
  expect(cd!.eventType).toBe('wix.categories.v1.category_deleted');
  // Nothing of Catalog V1 was sent.
  expect(receiver.received).toHaveLength(5);
});
