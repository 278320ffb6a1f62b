import { describe, expect, test } from 'vitest';
import { LAYOUTS, type LayoutName } from './helpers';
import { bootWithVisitor } from './support/boot';

const { emu, client, token } = await bootWithVisitor();

describe.each(['api', 'site'] as LayoutName[])('catalogue writes in the %s layout', (layout) => {
  const writer = LAYOUTS[layout].writer;
  const reader = LAYOUTS[layout].reader;
  const key = () => emu.apiKey;

  test('collections: create, patch, add and remove products, delete', async () => {
    const created = await client.call('POST', `${writer}/v1/collections`, {
      token: key(),
      body: { collection: { name: `Gifts ${layout}`, description: 'For others' } },
    });
    expect(created.status).toBe(200);
    const col = created.body.collection;
    expect(col).toMatchObject({ name: `Gifts ${layout}`, slug: `gifts-${layout}`, numberOfProducts: 0, visible: true });
    expect(
      (
        await client.call('POST', `${writer}/v1/collections/${col.id}/productIds`, {
          token: key(),
          body: { productIds: ['prod-gift-card', 'prod-silk-tie'] },
        })
      ).body,
    ).toEqual({});
    expect(
      (await client.call('GET', `${reader}/v2/collections/${col.id}`, { token })).body.collection.numberOfProducts,
    ).toBe(2);
    expect(
      (
        await client.call('POST', `${writer}/v1/collections/${col.id}/productIds/delete`, {
          token: key(),
          body: { productIds: ['prod-silk-tie'] },
        })
      ).body,
    ).toEqual({});
    const patched = await client.call('PATCH', `${writer}/v1/collections/${col.id}`, {
      token: key(),
      body: { collection: { name: `Presents ${layout}` } },
    });
    expect(patched.body.collection).toMatchObject({ name: `Presents ${layout}`, numberOfProducts: 1 });
    expect((await client.call('DELETE', `${writer}/v1/collections/${col.id}`, { token: key() })).body).toEqual({});
    expect((await client.call('GET', `${reader}/v2/collections/${col.id}`, { token })).status).toBe(404);
    const gift = (await client.call('GET', `${reader}/v1/products/prod-gift-card`, { token })).body.product;
    expect(gift.collectionIds).toEqual(['col-accessories']);
    const types = (await client.call('GET', '/__vitrine/events?type=collection')).body.events
      .filter((e: { entityId: string }) => e.entityId === col.id)
      .map((e: { type: string }) => e.type);
    expect(types).toEqual([
      'collection.created',
      'collection.changed',
      'collection.changed',
      'collection.changed',
      'collection.deleted',
    ]);
  });
});
