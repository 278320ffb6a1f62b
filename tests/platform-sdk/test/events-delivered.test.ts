// The emulator's events, as delivered, read by the platform's own SDK: AppStrategy verifies each body with the
// served public key and `webhooks.process` dispatches it to the module's handler, which must fire with the
// envelope the platform documents. Each app's events are signed with its own key.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator } from '@vitrine/emulator';
import { cart, cartV2 } from '@wix/ecom';
import { AppStrategy, createClient } from '@wix/sdk';
import { products } from '@wix/stores';
import { createEventReceiver, EVENT_TYPES, type EventName } from '@vitrine/events';
import { afterAll, describe, expect, test } from 'vitest';
import { platformValue } from './compare/answers';

const APP_ID = 'oracle-app';
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
  catalogVersion: 'V1_CATALOG',
  events: { subscribers: [{ url, appId: APP_ID }] },
});
afterAll(async () => {
  await emulator.close();
  await new Promise((resolve) => server.close(resolve));
});

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(emulator.url + path, {
    method,
    headers: { authorization: token, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function waitForBodies(count: number): Promise<void> {
  const until = Date.now() + 20_000;
  while (bodies.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  expect(bodies).toHaveLength(count);
}

describe('the platform SDK reads the emulator’s events', () => {
  test('all thirteen events: each verified with the served key, each handler fired with its envelope', async () => {
    const token = (
      await (
        await fetch(`${emulator.url}/oauth2/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ clientId: 'oracle', grantType: 'anonymous' }),
        })
      ).json()
    ).access_token as string;
    const key = emulator.apiKey;
    const line = { quantity: 1, catalogReference: { catalogItemId: 'prod-granola', appId: 'vitrine-stores' } };
    const made = (await call('POST', '/ecom/v1/carts/current/add-to-cart', token, { lineItems: [line] })).cart;
    const patched = (await call('PATCH', '/ecom/v1/carts/current', token, { cartInfo: { buyerNote: 'hi' } })).cart;
    await call('DELETE', '/ecom/v1/carts/current', token);
    const product = (
      await call('POST', '/stores/v1/products', key, {
        product: {
          name: 'Oracle lamp',
          productType: 'physical',
          priceData: { price: 40 },
          productOptions: [{ name: 'Color', choices: [{ value: 'Red', description: 'Red' }] }],
          manageVariants: true,
        },
      })
    ).product;
    await call('PATCH', `/stores/v1/products/${product.id}`, key, { product: { name: 'Oracle lamp 2' } });
    await call('PATCH', `/stores/v1/products/${product.id}/variants`, key, {
      variants: [{ choices: { Color: 'Red' }, sku: 'LAMP-RED' }],
    });
    await call('DELETE', `/stores/v1/products/${product.id}`, key);
    const collection = (await call('POST', '/stores/v1/collections', key, { collection: { name: 'Oracle set' } }))
      .collection;
    await call('PATCH', `/stores/v1/collections/${collection.id}`, key, { collection: { description: 'Lamps' } });
    await call('DELETE', `/stores/v1/collections/${collection.id}`, key);
    // cart ×3 (each v1 and Cart V2), product created and changed, product changed and variants changed, product
    // deleted, collection ×3
    await waitForBodies(14);

    const publicKey = await emulator.eventsPublicKey(APP_ID);
    const client = createClient({
      auth: AppStrategy({ appId: APP_ID, publicKey }),
      modules: { cart, cartV2, products },
    });
    const fired: Array<[string, any]> = []; // eslint-disable-line @typescript-eslint/no-explicit-any
    const on = (name: string) => (event: unknown) => void fired.push([name, event]);
    client.cart.onCartCreated(on('cartCreated'));
    client.cart.onCartUpdated(on('cartUpdated'));
    client.cart.onCartDeleted(on('cartDeleted'));
    client.cartV2.onCartCreated(on('cartV2Created'));
    client.cartV2.onCartUpdated(on('cartV2Updated'));
    client.cartV2.onCartDeleted(on('cartV2Deleted'));
    client.products.onProductCreated(on('productCreated'));
    client.products.onProductChanged(on('productChanged'));
    client.products.onProductDeleted(on('productDeleted'));
    client.products.onProductVariantsChanged(on('variantsChanged'));
    client.products.onProductCollectionCreated(on('collectionCreated'));
    client.products.onProductCollectionChanged(on('collectionChanged'));
    client.products.onProductCollectionDeleted(on('collectionDeleted'));
    // The same body verified with the base64 form of the key, as the platform's dashboards hand it out.
    const base64 = createClient({
      auth: AppStrategy({ appId: APP_ID, publicKey: Buffer.from(publicKey).toString('base64') }),
      modules: { cart },
    });
    // Events of different entities arrive side by side, in any order: every body is read, none is assumed first.
    const types = await Promise.all(bodies.map(async (body) => (await base64.webhooks.parseJWT(body)).eventType));
    expect(types).toContain('wix.ecom.v1.cart_created');

    for (const body of bodies) await client.webhooks.process(body);
    // In order per entity; entities are delivered side by side.
    expect(fired.map(([name]) => name).sort()).toEqual(
      [
        'cartCreated',
        'cartUpdated',
        'cartDeleted',
        'cartV2Created',
        'cartV2Updated',
        'cartV2Deleted',
        'productCreated',
        'productChanged',
        'productChanged',
        'variantsChanged',
        'productDeleted',
        'collectionCreated',
        'collectionChanged',
        'collectionDeleted',
      ].sort(),
    );
    const byName = (name: string) => fired.filter(([n]) => n === name).map(([, e]) => e);
    const visitor = byName('cartCreated')[0].metadata.identity;
    expect(visitor).toEqual({ identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: expect.any(String) });
    const base = { instanceId: expect.any(String), identity: visitor, accountInfo: expect.any(Object) };
    const domain = (slug: string, entityId: string) => ({
      ...base,
      _id: expect.any(String),
      entityFqdn: 'wix.ecom.v1.cart',
      slug,
      entityId,
      eventTime: expect.any(Date),
    });
    // The SDK's own transformations: `_id`, `_createdDate` and `_updatedDate`, dates as Date objects.
    const [created] = byName('cartCreated');
    expect(created.metadata).toEqual(domain('created', made.id));
    expect(created.entity).toMatchObject({ _id: made.id, _createdDate: new Date(made.createdDate) });
    const [updated] = byName('cartUpdated');
    expect(updated.metadata).toEqual(domain('updated', made.id));
    expect(updated.entity).toMatchObject({
      _id: made.id,
      buyerNote: 'hi',
      _updatedDate: new Date(patched.updatedDate),
    });
    expect(byName('cartDeleted')[0]).toEqual({ metadata: domain('deleted', made.id) });
    // Cart V2's events of the same changes: the V2 cart (`revision`, `quantityInfo`), the deleted one as it was.
    const v2 = (slug: string) => ({ ...domain(slug, made.id), entityFqdn: 'wix.ecom.v2.cart' });
    const [createdV2] = byName('cartV2Created');
    expect(createdV2.metadata).toEqual(v2('created'));
    expect(createdV2.entity).toMatchObject({
      _id: made.id,
      revision: '1',
      _createdDate: new Date(made.createdDate),
      lineItems: [{ quantityInfo: { requestedQuantity: 1 }, status: 'IN_STOCK' }],
    });
    const [updatedV2] = byName('cartV2Updated');
    expect(updatedV2.metadata).toEqual(v2('updated'));
    expect(updatedV2.entity).toMatchObject({ _id: made.id, revision: '2', note: 'hi' });
    const [deletedV2] = byName('cartV2Deleted');
    expect(deletedV2.metadata).toEqual(v2('deleted'));
    expect(deletedV2.entity).toMatchObject({ _id: made.id, revision: '2', note: 'hi' });

    const owner = {
      instanceId: base.instanceId,
      identity: { identityType: 'WIX_USER', wixUserId: expect.any(String) },
      accountInfo: expect.any(Object),
    };
    const v1 = { originatedFromVersion: 'V1_CATALOG' };
    expect(byName('productCreated')[0]).toEqual({
      data: expect.objectContaining({ productId: product.id, name: 'Oracle lamp', slug: 'oracle-lamp', ...v1 }),
      metadata: owner,
    });
    expect(byName('productChanged')).toEqual([
      { data: { productId: product.id, changedFields: ['name'], ...v1 }, metadata: owner },
      { data: { productId: product.id, changedFields: ['variants'], ...v1 }, metadata: owner },
    ]);
    expect(byName('variantsChanged')).toEqual([
      {
        data: {
          productId: product.id,
          variants: [{ variantId: product.variants[0].id, choices: { Color: 'Red' }, changedFields: ['sku'] }],
          ...v1,
        },
        metadata: owner,
      },
    ]);
    expect(byName('productDeleted')).toEqual([{ data: { productId: product.id, ...v1 }, metadata: owner }]);
    expect(byName('collectionCreated')).toEqual([
      {
        data: {
          collection_Id: collection.id,
          name: 'Oracle set',
          media: expect.any(Object),
          slug: 'oracle-set',
          visible: true,
          ...v1,
        },
        metadata: owner,
      },
    ]);
    expect(byName('collectionChanged')).toEqual([
      { data: { collection_Id: collection.id, changedFields: ['description'], ...v1 }, metadata: owner },
    ]);
    expect(byName('collectionDeleted')).toEqual([{ data: { collection_Id: collection.id, ...v1 }, metadata: owner }]);
  });

  test('Vitrine’s receiver reads the same deliveries as the platform SDK, envelope for envelope', async () => {
    // The bodies the emulator delivered in the test above (media URIs differ by the platform's scheme: M1).
    expect(bodies).toHaveLength(14);
    const publicKey = await emulator.eventsPublicKey(APP_ID);
    const platform = createClient({
      auth: AppStrategy({ appId: APP_ID, publicKey }),
      modules: { cart, cartV2, products },
    });
    // The app's id as the audience: the emulator's tokens name it (and `iss: wix.com`), and are taken.
    const events = createEventReceiver({ publicKey, appId: APP_ID });
    const theirs: unknown[] = [];
    const ours: unknown[] = [];
    const keep = (into: unknown[]) => (envelope: unknown) => void into.push(envelope);
    platform.cart.onCartCreated(keep(theirs));
    platform.cart.onCartUpdated(keep(theirs));
    platform.cart.onCartDeleted(keep(theirs));
    platform.cartV2.onCartCreated(keep(theirs));
    platform.cartV2.onCartUpdated(keep(theirs));
    platform.cartV2.onCartDeleted(keep(theirs));
    platform.products.onProductCreated(keep(theirs));
    platform.products.onProductChanged(keep(theirs));
    platform.products.onProductDeleted(keep(theirs));
    platform.products.onProductVariantsChanged(keep(theirs));
    platform.products.onProductCollectionCreated(keep(theirs));
    platform.products.onProductCollectionChanged(keep(theirs));
    platform.products.onProductCollectionDeleted(keep(theirs));
    for (const name of Object.keys(EVENT_TYPES) as EventName[])
      events[`on${name[0]!.toUpperCase()}${name.slice(1)}` as 'onCartCreated'](keep(ours));
    for (const body of bodies) {
      await platform.webhooks.process(body);
      await events.process(body);
      expect(ours).toHaveLength(theirs.length);
      expect(ours.at(-1)).toEqual(platformValue(theirs.at(-1)));
    }
    expect(ours).toHaveLength(14);
  });

  test('one key per app: app A’s delivery replayed to app B is refused; a retry of a taken one is a replay', async () => {
    const other = await startEmulator({
      seed: 'demo',
      catalogVersion: 'V1_CATALOG',
      events: { subscribers: [{ url, appId: 'app-a' }] },
    });
    try {
      const before = bodies.length;
      const token = (
        await (
          await fetch(`${other.url}/oauth2/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ clientId: 'replay', grantType: 'anonymous' }),
          })
        ).json()
      ).access_token as string;
      const line = { quantity: 1, catalogReference: { catalogItemId: 'prod-granola', appId: 'vitrine-stores' } };
      const res = await fetch(`${other.url}/ecom/v1/carts/current/add-to-cart`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ lineItems: [line] }),
      });
      expect(res.status).toBe(200);
      // The cart's v1 event and its Cart V2 event.
      await expect.poll(() => bodies.length, { timeout: 15_000 }).toBe(before + 2);
      const [body, v2Body] = bodies.splice(before);
      const keyOf = (appId: string) => other.eventsPublicKey(appId);
      // B's receiver, with B's key: A's key signed it.
      const b = createEventReceiver({ publicKey: await keyOf('app-b'), appId: 'app-b' });
      await expect(b.process(body!)).rejects.toMatchObject({ name: 'EventVerificationError', reason: 'signature' });
      // A receiver of A's key that is told it is B: the token names A as its audience.
      const misnamed = createEventReceiver({ publicKey: await keyOf('app-a'), appId: 'app-b' });
      await expect(misnamed.process(body!)).rejects.toMatchObject({ reason: 'audience' });
      // A's own receiver takes it once; the same delivery again (its jti) is a replay.
      const a = createEventReceiver({ publicKey: await keyOf('app-a'), appId: 'app-a' });
      const taken = [(await a.process(body!)).name, (await a.process(v2Body!)).name];
      expect(taken.sort()).toEqual(['cartCreated', 'cartV2Created']);
      await expect(a.process(body!)).rejects.toMatchObject({ reason: 'replayed' });
    } finally {
      await other.close();
    }
  });
});
