// A V3 store's catalogue events, as delivered, read by the platform's own SDK: `webhooks.process` dispatches each to
// `productsV3`'s and `categories`' handlers with the envelopes their typings define; no V1 catalogue event is sent.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator } from '@vitrine/emulator';
import { categories } from '@wix/categories';
import { AppStrategy, createClient } from '@wix/sdk';
import { products, productsV3 } from '@wix/stores';
import { afterAll, expect, test } from 'vitest';

const APP_ID = 'oracle-app-v3';
const TREE = { appNamespace: '@wix/stores' };
const bodies: string[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (d: Buffer) => (body += d.toString()));
  req.on('end', () => {
    bodies.push(body);
    res.end();
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
const emulator = await startEmulator({
  seed: 'demo',
  catalogVersion: 'V3_CATALOG',
  events: { subscribers: [{ url, appId: APP_ID }] },
});
afterAll(async () => {
  await emulator.close();
  await new Promise((resolve) => server.close(resolve));
});

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(emulator.url + path, {
    method,
    headers: { authorization: emulator.apiKey, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

test('products V3 and categories: created, updated, deleted, each handler fired with its envelope', async () => {
  const product = (
    await call('POST', '/stores/v3/products', {
      product: {
        name: 'Oracle vase',
        productType: 'PHYSICAL',
        physicalProperties: {},
        variantsInfo: { variants: [{ price: { actualPrice: { amount: '40' } } }] },
      },
    })
  ).product;
  await call('PATCH', `/stores/v3/products/${product.id}`, {
    product: { id: product.id, revision: product.revision, name: 'Oracle vase 2' },
  });
  await call('DELETE', `/stores/v3/products/${product.id}`);
  const category = (
    await call('POST', '/categories/v1/categories', { category: { name: 'Vases' }, treeReference: TREE })
  ).category;
  await call('PATCH', `/categories/v1/categories/${category.id}`, {
    category: { id: category.id, revision: category.revision, description: 'Tall ones' },
    treeReference: TREE,
  });
  await call('DELETE', `/categories/v1/categories/${category.id}?treeReference.appNamespace=%40wix%2Fstores`);
  const until = Date.now() + 20_000;
  while (bodies.length < 6 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  expect(bodies).toHaveLength(6);

  const publicKey = await emulator.eventsPublicKey(APP_ID);
  const client = createClient({
    auth: AppStrategy({ appId: APP_ID, publicKey }),
    modules: { productsV3, categories, products },
  });
  const fired: Array<[string, any]> = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  const on = (name: string) => (event: unknown) => void fired.push([name, event]);
  client.productsV3.onProductCreated(on('productCreated'));
  client.productsV3.onProductUpdated(on('productUpdated'));
  client.productsV3.onProductDeleted(on('productDeleted'));
  client.categories.onCategoryCreated(on('categoryCreated'));
  client.categories.onCategoryUpdated(on('categoryUpdated'));
  client.categories.onCategoryDeleted(on('categoryDeleted'));
  // A V1 handler that must not fire: a V3 store sends no V1 catalogue event.
  client.products.onProductCreated(on('v1ProductCreated'));
  for (const body of bodies) await client.webhooks.process(body);
  expect(fired.map(([name]) => name).sort()).toEqual(
    [
      'productCreated',
      'productUpdated',
      'productDeleted',
      'categoryCreated',
      'categoryUpdated',
      'categoryDeleted',
    ].sort(),
  );
  const byName = (name: string) => fired.find(([n]) => n === name)![1];
  const meta = (fqdn: string, slug: string, entityId: string) =>
    expect.objectContaining({ entityFqdn: fqdn, slug, entityId, eventTime: expect.any(Date) });
  const fqdn = 'wix.stores.catalog.v3.product';
  expect(byName('productCreated').metadata).toEqual(meta(fqdn, 'created', product.id));
  expect(byName('productCreated').entity).toMatchObject({
    _id: product.id,
    name: 'Oracle vase',
    _createdDate: expect.any(Date),
    actualPriceRange: { minValue: { amount: '40.00' } },
  });
  expect(byName('productUpdated').metadata).toEqual(meta(fqdn, 'updated', product.id));
  expect(byName('productUpdated').entity).toMatchObject({ _id: product.id, name: 'Oracle vase 2', revision: '2' });
  expect(byName('productUpdated').modifiedFields).toEqual({ name: 'Oracle vase 2' });
  expect(byName('productDeleted').entity).toMatchObject({ _id: product.id, name: 'Oracle vase 2' });
  const cfqdn = 'wix.categories.v1.category';
  expect(byName('categoryCreated').metadata).toEqual(meta(cfqdn, 'created', category.id));
  expect(byName('categoryCreated').entity).toMatchObject({ _id: category.id, name: 'Vases', treeReference: TREE });
  expect(byName('categoryUpdated').entity).toMatchObject({ _id: category.id, description: 'Tall ones', revision: '2' });
  expect(byName('categoryDeleted').entity).toMatchObject({ _id: category.id });
});
