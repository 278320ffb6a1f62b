import { afterAll, describe, expect, test } from 'vitest';
import { LAYOUTS, line, type Loose } from '../helpers';
import { bootForFile } from '../support/boot';
import { pick, startReceiver, verify, type Decoded } from './receiver';

const receiver = await startReceiver();
afterAll(() => receiver.close());
const { emu, client } = await bootForFile({ events: { subscribers: [{ url: receiver.url, appId: 'my-app' }] } });
const publicKey = (await client.call('GET', '/__vitrine/events/public-key')).body.publicKey as string;
const { writer } = LAYOUTS.api;
const cartPath = LAYOUTS.api.cart;
const key = () => emu.apiKey;

let seen = 0;
/** The events sent since the last call, each verified against the served public key. */
async function next(count: number): Promise<Decoded[]> {
  const bodies = await receiver.waitFor(seen + count);
  const fresh = bodies.slice(seen);
  seen += count;
  return Promise.all(fresh.map((r) => verify(r.body, publicKey)));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('every event is sent on its write, signed, with its exact payload', () => {
  let site: { instanceId: string; accountInfo: Loose };
  /** The API key's caller: the site owner, one id per database. */
  const owner = { identityType: 'WIX_USER', wixUserId: expect.stringMatching(UUID) };

  test('cart created, updated, deleted: domain events of the visitor, the cart as the routes answer it', async () => {
    const visitor = await client.visitor();
    const token = visitor.access_token;
    const added = await client.call('POST', `${cartPath}/add-to-cart`, {
      token,
      body: { lineItems: [line('prod-granola', 1)] },
    });
    expect(added.status).toBe(200);
    // Each change is two events: v1's, then Cart V2's (one entity's events arrive in the order they were made).
    const [created, createdV2] = await next(2);
    expect(receiver.received[0]!.contentType).toBe('text/plain; charset=utf-8');
    const visitorId = created!.identity.anonymousVisitorId as string;
    expect(visitorId).toMatch(UUID);
    expect(created!.identity).toEqual({ identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: visitorId });
    expect(created!.eventType).toBe('wix.ecom.v1.cart_created');
    expect(created!.instanceId).toMatch(UUID);
    expect(created!.accountInfo).toEqual({
      accountId: expect.stringMatching(UUID),
      siteId: expect.stringMatching(UUID),
    });
    site = { instanceId: created!.instanceId, accountInfo: created!.accountInfo };
    const cart = added.body.cart as Loose;
    expect(created!.payload).toEqual({
      id: expect.stringMatching(UUID),
      entityFqdn: 'wix.ecom.v1.cart',
      slug: 'created',
      entityId: cart.id,
      eventTime: cart.updatedDate,
      createdEvent: { entity: cart },
    });
    // Signed RS256, audience the subscription's app, valid for five minutes from its attempt.
    expect(created!.claims).toMatchObject({ iss: 'wix.com', aud: 'my-app' });
    expect((created!.claims.exp as number) - (created!.claims.iat as number)).toBe(300);
    const v2 = async () => (await client.call('GET', '/ecom/v2/carts/current', { token })).body.cart as Loose;
    const cartV2 = await v2();
    expect(createdV2!.eventType).toBe('wix.ecom.v2.cart_created');
    expect(createdV2!.identity).toEqual(created!.identity);
    expect(createdV2!.payload).toEqual({
      id: expect.stringMatching(UUID),
      entityFqdn: 'wix.ecom.v2.cart',
      slug: 'created',
      entityId: cart.id,
      eventTime: cart.updatedDate,
      createdEvent: { entity: cartV2 },
    });
    expect(createdV2!.payload.id).not.toBe(created!.payload.id);

    const patched = await client.call('PATCH', cartPath, { token, body: { cartInfo: { buyerNote: 'gift' } } });
    const [updated, updatedV2] = await next(2);
    expect(updated!.eventType).toBe('wix.ecom.v1.cart_updated');
    expect(updated!.payload).toEqual({
      id: expect.stringMatching(UUID),
      entityFqdn: 'wix.ecom.v1.cart',
      slug: 'updated',
      entityId: cart.id,
      eventTime: patched.body.cart.updatedDate,
      updatedEvent: { currentEntity: patched.body.cart },
    });
    expect(updated!.payload.id).not.toBe(created!.payload.id);
    const patchedV2 = await v2();
    expect(patchedV2.note).toBe('gift');
    expect(updatedV2!.eventType).toBe('wix.ecom.v2.cart_updated');
    expect(updatedV2!.payload).toEqual({
      id: expect.stringMatching(UUID),
      entityFqdn: 'wix.ecom.v2.cart',
      slug: 'updated',
      entityId: cart.id,
      eventTime: patched.body.cart.updatedDate,
      updatedEvent: { currentEntity: patchedV2 },
    });

    expect((await client.call('DELETE', cartPath, { token })).status).toBe(200);
    const [deleted, deletedV2] = await next(2);
    expect(deleted).toMatchObject({
      eventType: 'wix.ecom.v1.cart_deleted',
      identity: { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: visitorId },
      instanceId: site.instanceId,
    });
    expect(deleted!.payload).toEqual({
      id: expect.stringMatching(UUID),
      entityFqdn: 'wix.ecom.v1.cart',
      slug: 'deleted',
      entityId: cart.id,
      eventTime: expect.any(String),
      deletedEvent: {},
    });
    // Cart V2's deleted event carries the cart as it was (the platform SDK's `CartDeletedEnvelope.entity`).
    expect(deletedV2!.eventType).toBe('wix.ecom.v2.cart_deleted');
    expect(deletedV2!.payload).toEqual({
      id: expect.stringMatching(UUID),
      entityFqdn: 'wix.ecom.v2.cart',
      slug: 'deleted',
      entityId: cart.id,
      eventTime: deleted!.payload.eventTime,
      deletedEvent: { deletedEntity: patchedV2 },
    });
  });

  test('a cart changed with the API key is the site owner’s (WIX_USER)', async () => {
    const token = (await client.visitor()).access_token;
    const cart = (
      await client.call('POST', `${cartPath}/add-to-cart`, { token, body: { lineItems: [line('prod-granola', 1)] } })
    ).body.cart as Loose;
    await next(2);
    const byId = await client.call('POST', `/ecom/v1/carts/${cart.id}/add-to-cart`, {
      token: key(),
      body: { lineItems: [line('prod-granola', 1)] },
    });
    expect(byId.status).toBe(200);
    const [updated, updatedV2] = await next(2);
    expect(updated!.identity).toEqual(owner);
    expect(updatedV2!.identity).toEqual(owner);
    expect(updated!.payload.updatedEvent.currentEntity).toEqual(byId.body.cart);
  });

  test('product created, changed, variants changed, deleted: the API key’s, with the changed fields', async () => {
    const made = await client.call('POST', `${writer}/v1/products`, {
      token: key(),
      body: {
        product: {
          name: 'Event Mug',
          productType: 'physical',
          priceData: { price: 12 },
          sku: 'MUG-1',
          visible: true,
          productOptions: [
            {
              name: 'Size',
              choices: [
                { value: 'S', description: 'S' },
                { value: 'L', description: 'L' },
              ],
            },
          ],
          manageVariants: true,
        },
      },
    });
    expect(made.status).toBe(200);
    const p = made.body.product as Loose;
    const [created] = await next(1);
    expect(created!.eventType).toBe('com.wix.ecommerce.catalog.api.v1.ProductCreated');
    expect(created!.identity).toEqual(owner);
    expect(created!.payload).toEqual({
      productId: p.id,
      name: 'Event Mug',
      price: p.priceData,
      visible: true,
      media: p.media,
      sku: 'MUG-1',
      productPageUrl: p.productPageUrl,
      ...(p.costAndProfitData ? { costAndProfitData: p.costAndProfitData } : {}),
      originatedFromVersion: 'V1_CATALOG',
      slug: 'event-mug',
    });

    await client.call('PATCH', `${writer}/v1/products/${p.id}`, {
      token: key(),
      body: { product: { name: 'Big Mug' } },
    });
    const [changed] = await next(1);
    expect(changed!.eventType).toBe('com.wix.ecommerce.catalog.api.v1.ProductChanged');
    expect(changed!.payload).toEqual({ productId: p.id, changedFields: ['name'], originatedFromVersion: 'V1_CATALOG' });

    const variant = p.variants.find((v: Loose) => v.choices.Size === 'L') as Loose;
    const patched = await client.call('PATCH', `${writer}/v1/products/${p.id}/variants`, {
      token: key(),
      body: { variants: [{ choices: { Size: 'L' }, sku: 'MUG-L' }] },
    });
    expect(patched.status).toBe(200);
    const [productChanged, variantsChanged] = await next(2);
    expect(productChanged!.payload).toEqual({
      productId: p.id,
      changedFields: ['variants'],
      originatedFromVersion: 'V1_CATALOG',
    });
    expect(variantsChanged!.eventType).toBe('com.wix.ecommerce.catalog.api.v1.VariantsChanged');
    expect(variantsChanged!.payload).toEqual({
      productId: p.id,
      variants: [{ variantId: variant.id, choices: { Size: 'L' }, changedFields: ['sku'] }],
      originatedFromVersion: 'V1_CATALOG',
    });

    await client.call('DELETE', `${writer}/v1/products/${p.id}`, { token: key() });
    const [deleted] = await next(1);
    expect(deleted!.eventType).toBe('com.wix.ecommerce.catalog.api.v1.ProductDeleted');
    expect(deleted!.payload).toEqual({ productId: p.id, originatedFromVersion: 'V1_CATALOG' });
  });

  test('collection created, changed (fields, product ids), deleted', async () => {
    const made = await client.call('POST', `${writer}/v1/collections`, {
      token: key(),
      body: { collection: { name: 'Event Gifts' } },
    });
    const col = made.body.collection as Loose;
    const [created] = await next(1);
    expect(created!.eventType).toBe('com.wix.ecommerce.catalog.api.v1.CollectionCreated');
    expect(created!.identity).toEqual(owner);
    expect(created!.payload).toEqual({
      collection_Id: col.id,
      name: 'Event Gifts',
      media: col.media,
      slug: 'event-gifts',
      visible: true,
      originatedFromVersion: 'V1_CATALOG',
    });

    await client.call('PATCH', `${writer}/v1/collections/${col.id}`, {
      token: key(),
      body: { collection: { description: 'For others', visible: false } },
    });
    const [changed] = await next(1);
    expect(changed!.eventType).toBe('com.wix.ecommerce.catalog.api.v1.CollectionChanged');
    expect(changed!.payload).toEqual({
      collection_Id: col.id,
      changedFields: ['description', 'visible'],
      originatedFromVersion: 'V1_CATALOG',
    });

    await client.call('POST', `${writer}/v1/collections/${col.id}/productIds`, {
      token: key(),
      body: { productIds: ['prod-silk-tie'] },
    });
    const [product, collection] = pick(await next(2), [
      'com.wix.ecommerce.catalog.api.v1.ProductChanged',
      'com.wix.ecommerce.catalog.api.v1.CollectionChanged',
    ]);
    expect(product!.payload).toEqual({
      productId: 'prod-silk-tie',
      changedFields: ['collectionIds'],
      originatedFromVersion: 'V1_CATALOG',
    });
    expect(collection!.payload).toEqual({
      collection_Id: col.id,
      changedFields: ['numberOfProducts'],
      originatedFromVersion: 'V1_CATALOG',
    });

    await client.call('DELETE', `${writer}/v1/collections/${col.id}`, { token: key() });
    const [productOut, deleted] = pick(await next(2), [
      'com.wix.ecommerce.catalog.api.v1.ProductChanged',
      'com.wix.ecommerce.catalog.api.v1.CollectionDeleted',
    ]);
    expect(productOut!.payload.changedFields).toEqual(['collectionIds']);
    expect(deleted!.eventType).toBe('com.wix.ecommerce.catalog.api.v1.CollectionDeleted');
    expect(deleted!.payload).toEqual({ collection_Id: col.id, originatedFromVersion: 'V1_CATALOG' });
  });
});
