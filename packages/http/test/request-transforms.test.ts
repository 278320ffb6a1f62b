// SDK objects to the wire: renames, dates and the declared fields (docs/wire.md#transformations).
import { describe, expect, it } from 'vitest';
import { decimal, fieldMask, image, pageUrl, video } from '@vitrine/http';
import { toWire } from '../src/transforms/to-wire';

describe('requests: SDK objects to the wire', () => {
  it('renames _id at any depth, in dotted filter keys and in sort field names', () => {
    const query = {
      filter: {
        $and: [
          { _id: 'p' },
          { 'variants._id': { $in: ['v'] } },
          { _createdDate: { $gt: new Date('2024-01-01T00:00:00Z') } },
        ],
      },
      sort: [{ fieldName: 'variants._updatedDate', order: 'ASC' }],
    };
    expect(toWire(query)).toEqual({
      filter: {
        $and: [{ id: 'p' }, { 'variants.id': { $in: ['v'] } }, { createdDate: { $gt: '2024-01-01T00:00:00.000Z' } }],
      },
      sort: [{ fieldName: 'variants.updatedDate', order: 'ASC' }],
    });
  });

  it('does not rename over an existing key and leaves out undefined', () => {
    expect(toWire({ _id: 'a', id: 'b', gone: undefined, other_field: 1 })).toEqual({
      _id: 'a',
      id: 'b',
      other_field: 1,
    });
  });

  it('converts declared fields: decimals, media URIs, page URLs and field masks', () => {
    const shape = {
      price: decimal,
      media: image,
      clip: video,
      url: pageUrl,
      cartFieldmask: fieldMask,
      items: { weight: decimal },
    };
    expect(
      toWire(
        {
          price: NaN,
          media: 'wix:image://v1/m1/shirt.jpg#originWidth=800&originHeight=600',
          clip: 'video://v1/vid/clip.mp4#posterUri=post&posterWidth=640&posterHeight=360',
          url: 'https://shop/p',
          cartFieldmask: ['lineItems', 'couponCode'],
          items: [{ weight: -Infinity }, { weight: 2 }],
        },
        shape,
      ),
    ).toEqual({
      price: 'NaN',
      media: { id: 'm1', url: 'm1', width: 800, height: 600, filename: 'shirt.jpg' },
      clip: { id: 'vid', filename: 'clip.mp4', posters: [{ id: 'post', width: 640, height: 360 }] },
      url: { relativePath: '/p', url: 'https://shop/p' },
      cartFieldmask: 'lineItems,couponCode',
      items: [{ weight: '-Infinity' }, { weight: 2 }],
    });
  });

  it('accepts a plain URL or an object where a media URI is declared', () => {
    expect(toWire({ a: 'https://cdn/x.png', b: { id: 'm', _id: undefined } }, { a: image, b: image })).toEqual({
      a: { url: 'https://cdn/x.png' },
      b: { id: 'm' },
    });
  });
});
