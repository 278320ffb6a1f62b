import { describe, expect, it } from 'vitest';
import { createCollection, getCollection, queryCollections, updateCollection } from '../src';
import { makeClient, useServer } from './server';

const { answer } = useServer();

describe('collections', () => {
  const wireCollection = {
    id: 'c1',
    name: 'Summer',
    slug: 'summer',
    media: {
      mainMedia: {
        id: 'cm-1',
        mediaType: 'image',
        image: { id: 'img-1', url: 'https://img.example/img-1.jpg', width: 800, height: 600, filename: 'sea view.jpg' },
      },
      items: [
        {
          id: 'cm-1',
          mediaType: 'image',
          image: {
            id: 'img-1',
            url: 'https://img.example/img-1.jpg',
            width: 800,
            height: 600,
            filename: 'sea view.jpg',
          },
        },
        { id: 'cm-2', mediaType: 'image', image: { url: 'https://cdn.example/plain.jpg', width: 10, height: 10 } },
      ],
    },
    numberOfProducts: 3,
    visible: true,
  };
  // Collection pictures stay the wire's image objects (the platform's SDK declares no media field on collections).
  const picture = {
    _id: 'img-1',
    url: 'https://img.example/img-1.jpg',
    width: 800,
    height: 600,
    filename: 'sea view.jpg',
  };
  const sdkCollection = {
    _id: 'c1',
    name: 'Summer',
    slug: 'summer',
    media: {
      mainMedia: { _id: 'cm-1', mediaType: 'image', image: picture },
      items: [
        { _id: 'cm-1', mediaType: 'image', image: picture },
        { _id: 'cm-2', mediaType: 'image', image: { url: 'https://cdn.example/plain.jpg', width: 10, height: 10 } },
      ],
    },
    numberOfProducts: 3,
    visible: true,
  };

  it('getCollection keeps media pictures as image objects, ids renamed', async () => {
    answer({ collection: wireCollection });
    expect(await getCollection(makeClient(), 'c1')).toEqual(sdkCollection);
  });

  it('queryCollections reads every collection with the same shape', async () => {
    answer({ collections: [wireCollection], metadata: { count: 1, offset: 0, total: 1, tooManyToCount: false } });
    expect((await queryCollections(makeClient()).find()).items).toEqual([sdkCollection]);
  });

  it('createCollection and updateCollection send image objects as they are, ids renamed', async () => {
    const seen = answer({ collection: wireCollection });
    const created = await createCollection(makeClient(), {
      name: 'Summer',
      media: { items: [{ image: picture }, { image: { url: 'https://cdn.example/plain.jpg' } }] },
    });
    await updateCollection(makeClient(), { _id: 'c1', media: { mainMedia: { _id: 'cm-1', image: picture } } });
    const wirePicture = {
      id: 'img-1',
      url: 'https://img.example/img-1.jpg',
      width: 800,
      height: 600,
      filename: 'sea view.jpg',
    };
    expect(seen[0]!.body).toBe(
      JSON.stringify({
        collection: {
          name: 'Summer',
          media: { items: [{ image: wirePicture }, { image: { url: 'https://cdn.example/plain.jpg' } }] },
        },
      }),
    );
    expect(seen[1]!.body).toBe(
      JSON.stringify({ collection: { id: 'c1', media: { mainMedia: { id: 'cm-1', image: wirePicture } } } }),
    );
    expect(created).toEqual(sdkCollection);
  });
});
