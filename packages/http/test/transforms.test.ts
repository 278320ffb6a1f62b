import { describe, expect, it } from 'vitest';
import { address, date, decimal, fieldMask, image, imageFromWire, pageUrl, parseMediaUri, video } from '@vitrine/http';
import { parseAnswer } from '../src/transforms/from-wire';
import { toWire } from '../src/transforms/to-wire';

describe('answers: renames at any depth', () => {
  it('renames id, createdDate and updatedDate in objects and arrays, and nothing else', () => {
    const text = JSON.stringify({
      product: { id: 'p', createdDate: 'c', updatedDate: 'u', ident: 1, variants: [{ id: 'v', choices: { id: 'x' } }] },
    });
    expect(parseAnswer(text)).toEqual({
      product: {
        _id: 'p',
        _createdDate: 'c',
        _updatedDate: 'u',
        ident: 1,
        variants: [{ _id: 'v', choices: { _id: 'x' } }],
      },
    });
  });

  it('never touches text inside string values, even when it looks like a key', () => {
    const text = JSON.stringify({ note: '{"id": 1}, "createdDate": 2', list: ['"id":'], id: 'real' });
    expect(parseAnswer(text)).toEqual({ note: '{"id": 1}, "createdDate": 2', list: ['"id":'], _id: 'real' });
  });

  it('handles whitespace in pretty-printed answers', () => {
    expect(parseAnswer('{\n  "id" : "a",\n  "items": [ { "id":"b" } ]\n}')).toEqual({
      _id: 'a',
      items: [{ _id: 'b' }],
    });
  });

  it('does not rename a key over a target that already exists', () => {
    const text = JSON.stringify({ id: 'plain', _id: 'underscore', nested: { id: 'n' } });
    expect(parseAnswer(text)).toEqual({ id: 'plain', _id: 'underscore', nested: { _id: 'n' } });
  });
});

describe('answers: declared fields', () => {
  const shape = {
    cart: {
      createdDate: date,
      lineItems: {
        image,
        url: pageUrl,
        physicalProperties: { weight: decimal },
        serviceProperties: { scheduledDate: date },
      },
    },
  };

  it('converts only the declared paths, inside arrays too', () => {
    const wire = {
      cart: {
        id: 'c',
        createdDate: '2024-01-02T03:04:05.000Z',
        updatedDate: '2024-01-02T03:04:05.000Z',
        lineItems: [
          {
            id: 'l1',
            image: { id: 'm1', url: 'https://x/m1.jpg', width: 800, height: 600, filename: 'linen shirt.jpg' },
            url: { relativePath: '/p/shirt', url: 'https://shop/p/shirt' },
            physicalProperties: { weight: 'NaN' },
            serviceProperties: { scheduledDate: '' },
          },
          { id: 'l2', image: { url: 'https://cdn/external.png' }, physicalProperties: { weight: 1.5 } },
        ],
      },
    };
    expect(parseAnswer(JSON.stringify(wire), shape)).toEqual({
      cart: {
        _id: 'c',
        _createdDate: new Date('2024-01-02T03:04:05.000Z'),
        // Undeclared: stays a string.
        _updatedDate: '2024-01-02T03:04:05.000Z',
        lineItems: [
          {
            _id: 'l1',
            image: 'image://v1/m1/linen%20shirt.jpg#originWidth=800&originHeight=600',
            url: 'https://shop/p/shirt',
            physicalProperties: { weight: NaN },
            serviceProperties: { scheduledDate: undefined },
          },
          { _id: 'l2', image: 'https://cdn/external.png', physicalProperties: { weight: 1.5 } },
        ],
      },
    });
  });

  it('reads the non-finite decimals and leaves other values alone', () => {
    const parsed = parseAnswer('{"a":"Infinity","b":"-Infinity","c":"12.5","d":3}', {
      a: decimal,
      b: decimal,
      c: decimal,
      d: decimal,
    });
    expect(parsed).toEqual({ a: Infinity, b: -Infinity, c: '12.5', d: 3 });
  });

  it('turns a video into its URI with the poster', () => {
    const wire = { v: { id: 'vid', filename: 'clip.mp4', posters: [{ id: 'post', width: 640, height: 360 }] } };
    expect(parseAnswer(JSON.stringify(wire), { v: video })).toEqual({
      v: 'video://v1/vid/clip.mp4#posterUri=post&posterWidth=640&posterHeight=360',
    });
  });

  it('reads a comma-joined field mask back as an array', () => {
    expect(parseAnswer('{"mask":"a,b"}', { mask: fieldMask })).toEqual({ mask: ['a', 'b'] });
  });
});

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

describe('imageFromWire: the answer half of image', () => {
  it('reads like image, and leaves a request value as it is', () => {
    const wire =
      '{"a":{"id":"m1","url":"https://x/m1.jpg","width":8,"height":6,"filename":"a b.jpg"},"b":[{"url":"https://cdn/e.png"}]}';
    expect(parseAnswer(wire, { a: imageFromWire, b: imageFromWire })).toEqual(
      parseAnswer(wire, { a: image, b: image }),
    );
    expect(parseAnswer(wire, { a: imageFromWire, b: imageFromWire })).toEqual({
      a: 'image://v1/m1/a%20b.jpg#originWidth=8&originHeight=6',
      b: ['https://cdn/e.png'],
    });
    expect(toWire({ a: 'image://v1/m1/a.jpg#originWidth=8&originHeight=6' }, { a: imageFromWire })).toEqual({
      a: 'image://v1/m1/a.jpg#originWidth=8&originHeight=6',
    });
  });
});

describe('page URLs', () => {
  it("go to the wire as {relativePath, url}, relativePath being the URL's path without query or fragment", () => {
    expect(toWire({ url: 'https://shop.example/product-page/linen%20shirt?size=m#top' }, { url: pageUrl })).toEqual({
      url: {
        relativePath: '/product-page/linen%20shirt',
        url: 'https://shop.example/product-page/linen%20shirt?size=m#top',
      },
    });
    expect(toWire({ url: 'https://shop.example' }, { url: pageUrl })).toEqual({
      url: { relativePath: '/', url: 'https://shop.example' },
    });
  });

  it('a relative URL keeps its own path; a string that is no URL at all goes as {url} alone', () => {
    expect(
      toWire({ a: '/gift-wrap?x=1', b: 'gift-wrap', c: 'http://' }, { a: pageUrl, b: pageUrl, c: pageUrl }),
    ).toEqual({
      a: { relativePath: '/gift-wrap', url: '/gift-wrap?x=1' },
      b: { relativePath: '/gift-wrap', url: 'gift-wrap' },
      c: { url: 'http://' },
    });
  });

  it('read back as the url string', () => {
    expect(
      parseAnswer('{"url":{"relativePath":"/p","url":"https://shop/p"},"none":{"relativePath":"/q"}}', {
        url: pageUrl,
        none: pageUrl,
      }),
    ).toEqual({
      url: 'https://shop/p',
      none: undefined,
    });
  });
});

describe('addresses', () => {
  const sdkAddress = {
    country: 'DE',
    subdivision: 'DE-BE',
    city: 'Berlin',
    postalCode: '10115',
    addressLine1: 'Invalidenstraße 1',
    addressLine2: 'Hinterhaus',
    formatted: 'Invalidenstraße 1, 10115 Berlin',
    streetAddress: { number: '1', name: 'Invalidenstraße' },
    location: { latitude: 52.53, longitude: NaN },
  };
  const wireAddress = {
    country: 'DE',
    subdivision: 'DE-BE',
    city: 'Berlin',
    postalCode: '10115',
    addressLine: 'Invalidenstraße 1',
    addressLine2: 'Hinterhaus',
    formattedAddress: 'Invalidenstraße 1, 10115 Berlin',
    streetAddress: { number: '1', name: 'Invalidenstraße' },
    geocode: { latitude: 52.53, longitude: 'NaN' },
  };

  it('go to the wire with addressLine, formattedAddress and geocode, the coordinates as decimals', () => {
    expect(JSON.stringify(toWire({ shippingAddress: sdkAddress }, { shippingAddress: address }))).toBe(
      JSON.stringify({ shippingAddress: wireAddress }),
    );
  });

  it('read back as addressLine1, formatted and location, the coordinates as numbers', () => {
    const parsed = parseAnswer(
      JSON.stringify({
        contact: { address: { ...wireAddress, geocode: { latitude: '-Infinity', longitude: 13.38 } } },
      }),
      {
        contact: { address },
      },
    );
    expect(parsed).toStrictEqual({
      contact: { address: { ...sdkAddress, location: { latitude: -Infinity, longitude: 13.38 } } },
    });
  });

  it('inside lists, and without renaming a key over one already there', () => {
    const shape = { addresses: { address } };
    expect(
      toWire(
        {
          addresses: [
            { tag: 'HOME', address: { addressLine1: 'a' } },
            { address: { addressLine1: 'b', addressLine: 'c' } },
          ],
        },
        shape,
      ),
    ).toEqual({
      addresses: [{ tag: 'HOME', address: { addressLine: 'a' } }, { address: { addressLine1: 'b', addressLine: 'c' } }],
    });
    expect(
      parseAnswer('{"addresses":[{"address":{"addressLine":"a","geocode":{"latitude":1}}},{"address":null}]}', shape),
    ).toStrictEqual({
      addresses: [{ address: { addressLine1: 'a', location: { latitude: 1 } } }, { address: null }],
    });
  });
});

describe('media URIs', () => {
  it('parses image and video URIs, with any scheme prefix', () => {
    expect(parseMediaUri('wix:image://v1/m1/linen%20shirt.jpg#originWidth=800&originHeight=600')).toEqual({
      kind: 'image',
      id: 'm1',
      name: 'linen shirt.jpg',
      width: 800,
      height: 600,
      posterId: undefined,
    });
    expect(parseMediaUri('video://v1/vid/clip.mp4#posterUri=post&posterWidth=640&posterHeight=360')).toEqual({
      kind: 'video',
      id: 'vid',
      name: 'clip.mp4',
      width: 640,
      height: 360,
      posterId: 'post',
    });
    expect(parseMediaUri('https://cdn/x.png')).toBeUndefined();
  });

  // As the platform's own SDK writes and reads them: no name segment without a name, the second (larger) poster.
  it('a medium without file name or alt text has no name segment, both ways', () => {
    expect(parseAnswer('{"i":{"id":"m1","width":8,"height":6}}', { i: image })).toEqual({
      i: 'image://v1/m1#originWidth=8&originHeight=6',
    });
    expect(parseMediaUri('wix:image://v1/m1#originWidth=8&originHeight=6')).toEqual({
      kind: 'image',
      id: 'm1',
      name: '',
      width: 8,
      height: 6,
      posterId: undefined,
    });
    expect(toWire({ i: 'wix:image://v1/m1#originWidth=8&originHeight=6' }, { i: image })).toEqual({
      i: { id: 'm1', url: 'm1', width: 8, height: 6, filename: '' },
    });
  });

  it('a video is described by its second poster when it has two, and without a poster has no fragment', () => {
    const posters = [
      { id: 'small', width: 320, height: 180 },
      { id: 'large', width: 1280, height: 720 },
    ];
    expect(parseAnswer(JSON.stringify({ v: { id: 'vid', filename: 'clip.mp4', posters } }), { v: video })).toEqual({
      v: 'video://v1/vid/clip.mp4#posterUri=large&posterWidth=1280&posterHeight=720',
    });
    expect(parseAnswer('{"v":{"id":"vid","posters":[]}}', { v: video })).toEqual({ v: 'video://v1/vid' });
  });
});

describe('keys named like Object.prototype members', () => {
  it('are plain data on the way in, in the fast and the slow path', () => {
    const keys = { constructor: 1, toString: 2, valueOf: 3, hasOwnProperty: 4, __proto__x: 5 };
    expect(parseAnswer(JSON.stringify({ options: keys }))).toEqual({ options: keys });
    expect(parseAnswer(JSON.stringify({ _id: 'a', options: keys }))).toEqual({ _id: 'a', options: keys });
    expect(parseAnswer('{"price":"constructor"}', { price: decimal })).toEqual({ price: 'constructor' });
  });

  it('are plain data on the way out, also where a shape applies and in dotted keys', () => {
    const body = { valueOf: 'v', toString: 't', hasOwnProperty: 'h', constructor: 'c', 'constructor._id': 'd' };
    expect(toWire(body, { price: decimal })).toEqual({
      valueOf: 'v',
      toString: 't',
      hasOwnProperty: 'h',
      constructor: 'c',
      'constructor.id': 'd',
    });
  });
});
