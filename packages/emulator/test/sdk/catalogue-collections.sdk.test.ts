import { describe, expect, test } from 'vitest';
import {
  addProductsToCollection,
  createCollection,
  deleteCollection,
  getCollection,
  getCollectionBySlug,
  getCollectionBySlugV2,
  getProduct,
  queryCollections,
  queryProducts,
  removeProductsFromCollection,
  updateCollection,
} from '@vitrine/catalogue';
import { clients, eventsOf, LAYOUT_NAMES, rejection } from './setup';
import { bootForFile } from '../support/boot';
import { UUID } from './support/catalogue-values';

const { emu } = await bootForFile();

describe.each(LAYOUT_NAMES)('@vitrine/catalogue against the emulator, %s layout', (pathLayout) => {
  const reader = pathLayout === 'api' ? '/stores-reader' : '/_api/catalog-reader-server';
  const media = (id: string) => `${emu.url}/media/${id}`;

  test('collections: v1 by slug, v2 by id and by slug, query with paging; pictures are image objects', async () => {
    const { visitor, visitorSent } = clients(emu, pathLayout);
    const pantry = await getCollectionBySlug(visitor, 'pantry');
    const picture = {
      _id: 'm-collection-pantry~mv2.jpg',
      mediaType: 'image',
      title: 'Pantry',
      image: {
        _id: 'm-collection-pantry~mv2.jpg',
        url: media('m-collection-pantry~mv2.jpg'),
        width: 1200,
        height: 800,
        filename: 'm-collection-pantry~mv2.jpg',
        altText: 'Pantry',
      },
      thumbnail: { url: media('m-collection-pantry~mv2.jpg'), width: 50, height: 50 },
    };
    expect(pantry).toEqual({
      _id: 'col-pantry',
      name: 'Pantry',
      slug: 'pantry',
      description: 'Coffee, tea, oil and sweet things.',
      media: { mainMedia: picture, items: [picture] },
      numberOfProducts: 7,
      visible: true,
    });
    expect(await getCollection(visitor, 'col-pantry')).toEqual(pantry);
    expect(await getCollectionBySlugV2(visitor, 'pantry')).toEqual(pantry);

    const first = await queryCollections(visitor).ascending('name').limit(4).find();
    expect(first.items.map((c) => c.slug)).toEqual(['accessories', 'apparel', 'home-kitchen', 'pantry']);
    expect([first.total, first.tooManyToCount, first.totalCount]).toEqual([6, false, 6]);
    const second = await first.next();
    expect(second.items.map((c) => c._id)).toEqual(['col-sale', 'col-stationery']);
    expect(second.hasNext).toBe(false);
    const big = await queryCollections(visitor).gt('numberOfProducts', 8).descending('numberOfProducts').find();
    expect((await queryCollections(visitor).eq('_id', 'col-sale').find()).items.map((c) => c.slug)).toEqual(['sale']);
    expect(big.items.map((c) => [c._id, c.numberOfProducts])).toEqual([
      ['col-home', 11],
      ['col-accessories', 10],
    ]);

    expect(visitorSent.slice(1)).toEqual([
      `GET readOnly ${reader}/v1/collections/slug/pantry`,
      `GET readOnly ${reader}/v2/collections/col-pantry`,
      `GET readOnly ${reader}/v2/collections/slug/pantry`,
      // As the platform SDK sends it: GET with `.r`, to the read-only host.
      ...Array<string>(4).fill(`GET readOnly ${reader}/v2/collections/query`),
    ]);
  });

  test('collection writes: create with a picture, add and remove products, update, delete; reads follow', async () => {
    const { visitor, merchant } = clients(emu, pathLayout);
    const created = await createCollection(merchant, {
      name: `Gifts ${pathLayout}`,
      description: 'For others',
      media: { items: [{ image: { _id: 'm-gift', width: 600, height: 400, filename: 'gift.png' } }] },
    });
    const id = created._id;
    expect(id).toMatch(UUID);
    const image = {
      _id: 'm-gift',
      url: media('m-gift'),
      width: 600,
      height: 400,
      filename: 'm-gift',
      altText: `Gifts ${pathLayout}`,
    };
    const picture = {
      _id: 'm-gift',
      mediaType: 'image',
      title: `Gifts ${pathLayout}`,
      image,
      thumbnail: { url: media('m-gift'), width: 50, height: 50 },
    };
    expect(created).toEqual({
      _id: id,
      name: `Gifts ${pathLayout}`,
      slug: `gifts-${pathLayout}`,
      description: 'For others',
      media: { mainMedia: picture, items: [picture] },
      numberOfProducts: 0,
      visible: true,
    });

    await expect(addProductsToCollection(merchant, id, ['prod-gift-card', 'prod-silk-tie'])).resolves.toBeUndefined();
    expect((await getCollection(visitor, id)).numberOfProducts).toBe(2);
    const members = await queryProducts(visitor).hasSome('collectionIds', [id]).ascending('name').find();
    expect(members.items.map((p) => p._id)).toEqual(['prod-gift-card', 'prod-silk-tie']);
    await expect(removeProductsFromCollection(merchant, id, ['prod-silk-tie'])).resolves.toBeUndefined();
    expect((await getCollectionBySlugV2(visitor, `gifts-${pathLayout}`)).numberOfProducts).toBe(1);

    const updated = await updateCollection(merchant, {
      _id: id,
      name: `Presents ${pathLayout}`,
      slug: `presents-${pathLayout}`,
      media: { items: [{ image: { url: 'https://cdn.example/bow.jpg' } }] },
    });
    expect([updated._id, updated.name, updated.slug, updated.numberOfProducts, updated.description]).toEqual([
      id,
      `Presents ${pathLayout}`,
      `presents-${pathLayout}`,
      1,
      'For others',
    ]);
    const bow = updated.media?.mainMedia;
    expect(bow?._id).toMatch(UUID);
    expect(bow?.image).toEqual({
      _id: bow?._id,
      url: 'https://cdn.example/bow.jpg',
      width: 800,
      height: 1000,
      filename: 'bow.jpg',
      altText: `Presents ${pathLayout}`,
    });
    expect((await getCollectionBySlug(visitor, `presents-${pathLayout}`))._id).toBe(id);
    expect(
      (await queryCollections(visitor).eq('slug', `presents-${pathLayout}`).find()).items.map((c) => c.name),
    ).toEqual([`Presents ${pathLayout}`]);

    await expect(deleteCollection(merchant, id)).resolves.toBeUndefined();
    expect(await rejection(getCollection(visitor, id))).toMatchObject({
      status: 404,
      code: 'COLLECTION_NOT_FOUND',
      message: `Collection ${id} not found`,
    });
    expect((await getProduct(visitor, 'prod-gift-card')).collectionIds).toEqual(['col-accessories']);
    expect(await eventsOf(emu, id, 'collection')).toEqual([
      'collection.created',
      'collection.changed',
      'collection.changed',
      'collection.changed',
      'collection.deleted',
    ]);
  });
});
