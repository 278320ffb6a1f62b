// The field kinds with more than one rule: imageFromWire, videoFromWire, page URLs and addresses
// (docs/wire.md#transformations).
import { describe, expect, it } from 'vitest';
import { address, image, imageFromWire, pageUrl, video, videoFromWire } from '@vitrine/http';
import { parseAnswer } from '../src/transforms/from-wire';
import { toWire } from '../src/transforms/to-wire';

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

describe('videoFromWire: the answer half of video', () => {
  it('reads like video, and leaves a request value as it is', () => {
    const wire =
      '{"v":{"id":"v1","filename":"clip.mp4","posters":[{"id":"p1","width":4,"height":3},{"id":"p2","width":8,"height":6}]}}';
    expect(parseAnswer(wire, { v: videoFromWire })).toEqual(parseAnswer(wire, { v: video }));
    expect(parseAnswer(wire, { v: videoFromWire })).toEqual({
      v: 'video://v1/v1/clip.mp4#posterUri=p2&posterWidth=8&posterHeight=6',
    });
    expect(toWire({ v: 'video://v1/v1/clip.mp4' }, { v: videoFromWire })).toEqual({ v: 'video://v1/v1/clip.mp4' });
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
