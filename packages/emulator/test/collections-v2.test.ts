import { describe, expect, test } from 'vitest';
import { encodeQuery } from './helpers';
import { bootWithVisitor } from './support/boot';

const { emu, client, token } = await bootWithVisitor();

describe('store collections v2 at the bare paths the platform SDK sends', () => {
  const pantry = () => ({
    id: 'col-pantry',
    name: 'Pantry',
    slug: 'pantry',
    description: 'Coffee, tea, oil and sweet things.',
    media: expect.any(Object),
    numberOfProducts: 7,
    visible: true,
  });

  test('GET /v2/collections/query?.r= and its POST: collections with metadata {count, offset, total, tooManyToCount}', async () => {
    const request = {
      query: {
        filter: { slug: { $in: ['pantry', 'sale', 'apparel'] } },
        sort: [{ fieldName: 'name', order: 'DESC' }],
        paging: { limit: 1, offset: 1 },
      },
    };
    for (const readOnly of [false, true]) {
      const get = await client.call('GET', `/v2/collections/query?.r=${encodeQuery(request)}`, { token, readOnly });
      expect(get.status).toBe(200);
      expect(get.body).toEqual({
        collections: [pantry()],
        metadata: { count: 1, offset: 1, total: 3, tooManyToCount: false },
      });
    }
    const post = await client.call('POST', '/v2/collections/query', { token, body: request });
    const get = await client.call('GET', `/v2/collections/query?.r=${encodeQuery(request)}`, { token });
    expect(post.body).toEqual(get.body);
    const bad = await client.call('GET', '/v2/collections/query?.r=not-json', { token });
    expect([bad.status, bad.body.details.validationError.fieldViolations]).toEqual([
      400,
      [{ field: '.r', description: 'must be base64url-encoded JSON', violatedRule: 'FORMAT' }],
    ]);
  });

  test('GET /v2/collections/{id} and /v2/collections/slug/{slug} answer {collection}; unknown ones are 404', async () => {
    const byId = await client.call('GET', '/v2/collections/col-pantry', { token, readOnly: true });
    expect([byId.status, byId.body]).toEqual([200, { collection: pantry() }]);
    expect(byId.body.collection.media.mainMedia.image).toEqual({
      id: 'm-collection-pantry~mv2.jpg',
      url: `${emu.url}/media/m-collection-pantry~mv2.jpg`,
      width: expect.any(Number),
      height: expect.any(Number),
      filename: 'm-collection-pantry~mv2.jpg',
      altText: 'Pantry',
    });
    const bySlug = await client.call('GET', '/v2/collections/slug/pantry', { token, readOnly: true });
    expect(bySlug.body).toEqual(byId.body);
    expect((await client.call('GET', '/stores-reader/v2/collections/col-pantry', { token })).body).toEqual(byId.body);
    const missing = await client.call('GET', '/v2/collections/slug/nope', { token });
    expect([missing.status, missing.body]).toEqual([
      404,
      {
        message: 'Collection with slug nope not found',
        details: {
          applicationError: { description: 'Collection with slug nope not found', code: 'COLLECTION_NOT_FOUND' },
        },
      },
    ]);
    expect((await client.call('GET', '/v2/collections/col-nope', { token })).body.message).toBe(
      'Collection col-nope not found',
    );
  });
});
