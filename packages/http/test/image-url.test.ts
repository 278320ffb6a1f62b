// imageUrl and imageSrcSet: media URIs to URLs of the media service at a size (issue 13, "Images").
import { describe, expect, it } from 'vitest';
import { ConfigError, createClient, imageSrcSet, imageUrl } from '@vitrine/http';

const PHOTO = 'wix:image://v1/c6a1b2_4f0e~mv2.jpg/linen%20shirt.jpg#originWidth=1200&originHeight=1600';
const STATIC = 'https://static.wixstatic.com/media/c6a1b2_4f0e~mv2.jpg/v1';
const SHARPEN = 'usm_0.66_1.00_0.01';

describe('imageUrl', () => {
  it('fills a box on the platform static host, sharpened when shrinking', () => {
    expect(imageUrl(PHOTO, { width: 400, height: 500 })).toBe(
      `${STATIC}/fill/w_400,h_500,al_c,q_80,${SHARPEN},enc_auto/c6a1b2_4f0e~mv2.jpg`,
    );
  });

  it('reads the SDK form without the wix: prefix the same way', () => {
    expect(imageUrl(PHOTO.replace('wix:', ''), { width: 400, height: 500 })).toBe(
      imageUrl(PHOTO, { width: 400, height: 500 }),
    );
  });

  it('takes the height from the original aspect ratio when none is given', () => {
    expect(imageUrl(PHOTO, { width: 300 })).toBe(
      `${STATIC}/fill/w_300,h_400,al_c,q_80,${SHARPEN},enc_auto/c6a1b2_4f0e~mv2.jpg`,
    );
  });

  it('fits a known original as a fill of the fitted size', () => {
    expect(imageUrl(PHOTO, { width: 600, height: 600, fit: 'fit' })).toBe(
      `${STATIC}/fill/w_450,h_600,al_c,q_80,${SHARPEN},enc_auto/c6a1b2_4f0e~mv2.jpg`,
    );
  });

  it('fits an original of unknown size with a fit operation', () => {
    expect(imageUrl('image://v1/a1.jpg', { width: 600, height: 600, fit: 'fit' })).toBe(
      `https://static.wixstatic.com/media/a1.jpg/v1/fit/w_600,h_600,q_80,${SHARPEN},enc_auto/a1.jpg`,
    );
  });

  it('never upscales a large original, and raises the quality with the size', () => {
    expect(imageUrl(PHOTO, { width: 2400, height: 3200 })).toBe(
      `${STATIC}/fill/w_1200,h_1600,al_c,q_85,enc_auto/c6a1b2_4f0e~mv2.jpg`,
    );
    expect(imageUrl('image://v1/big.jpg#originWidth=3000&originHeight=2000', { width: 1500, height: 1500 })).toBe(
      'https://static.wixstatic.com/media/big.jpg/v1/fill/w_1500,h_1500,al_c,q_90,usm_0.66_1.00_0.01,enc_auto/big.jpg',
    );
  });

  it('upscales a small original by at most 1.4, marked lg_1; a PNG gets 5 more quality', () => {
    expect(imageUrl('image://v1/icon.png/icon.png#originWidth=100&originHeight=100', { width: 400, height: 400 })).toBe(
      'https://static.wixstatic.com/media/icon.png/v1/fill/w_140,h_140,al_c,lg_1,q_85,enc_auto/icon.png',
    );
  });

  it('serves an SVG or a GIF as it is', () => {
    expect(imageUrl('image://v1/logo.svg/logo.svg#originWidth=10&originHeight=10', { width: 400 })).toBe(
      'https://static.wixstatic.com/media/logo.svg',
    );
    expect(imageUrl('image://v1/spin.gif#originWidth=10&originHeight=10', { width: 40 })).toBe(
      'https://static.wixstatic.com/media/spin.gif',
    );
  });

  it('resizes an id without an extension (the emulator placeholders) on another media host', () => {
    const uri = 'image://v1/m-linen-shirt-1/Linen%20shirt#originWidth=800&originHeight=1000';
    expect(imageUrl(uri, { width: 400, height: 400, mediaHost: 'http://localhost:4010/' })).toBe(
      `http://localhost:4010/media/m-linen-shirt-1/v1/fill/w_400,h_400,al_c,q_80,${SHARPEN},enc_auto/m-linen-shirt-1`,
    );
  });

  it('resizes a media item (product.media.mainMedia) by its id, and shows one without an id by its URL', () => {
    const item = {
      _id: 'c6a1b2_4f0e~mv2.jpg',
      image: { url: 'https://static.wixstatic.com/media/x', width: 1200, height: 1600 },
    };
    expect(imageUrl(item, { width: 300 })).toBe(
      `${STATIC}/fill/w_300,h_400,al_c,q_80,${SHARPEN},enc_auto/c6a1b2_4f0e~mv2.jpg`,
    );
    expect(imageUrl({ image: { url: 'https://cdn.example.com/b.png', width: 10, height: 10 } }, { width: 300 })).toBe(
      'https://cdn.example.com/b.png',
    );
    expect(() => imageUrl({ _id: 'm1' }, { width: 300 })).toThrow(
      'imageUrl needs a media item with an image; got {"_id":"m1"}.',
    );
  });

  it('returns a plain http(s) URL as it is, whatever the size', () => {
    expect(imageUrl('https://cdn.example.com/a.jpg?x=1', { width: 400 })).toBe('https://cdn.example.com/a.jpg?x=1');
  });

  it('refuses a malformed URI, a video, a bad size, fit or host with a ConfigError naming the value', () => {
    const attempts: [string, () => string][] = [
      ['not-a-uri', () => imageUrl('not-a-uri', { width: 400 })],
      ['video://', () => imageUrl('video://v1/v1/clip.mp4', { width: 400 })],
      ['width', () => imageUrl(PHOTO, { width: 0 })],
      ['width', () => imageUrl(PHOTO, { width: 10.5 })],
      ['height', () => imageUrl(PHOTO, { width: 10, height: -1 })],
      ['needs a height', () => imageUrl('image://v1/a.jpg', { width: 10 })],
      ['fit', () => imageUrl(PHOTO, { width: 10, fit: 'crop' as 'fit' })],
      ['mediaHost', () => imageUrl(PHOTO, { width: 10, mediaHost: 'localhost:4010' })],
    ];
    for (const [says, attempt] of attempts) {
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(says);
    }
    expect(() => imageUrl(PHOTO, { width: 0 })).toThrow(
      'imageUrl needs width as a positive whole number of pixels; got 0.',
    );
  });
});

describe('imageSrcSet', () => {
  it('lists each width at the original aspect ratio, smallest first', () => {
    expect(imageSrcSet(PHOTO, [600, 300])).toBe(
      [
        `${STATIC}/fill/w_300,h_400,al_c,q_80,${SHARPEN},enc_auto/c6a1b2_4f0e~mv2.jpg 300w`,
        `${STATIC}/fill/w_600,h_800,al_c,q_85,${SHARPEN},enc_auto/c6a1b2_4f0e~mv2.jpg 600w`,
      ].join(', '),
    );
  });

  it('keeps a given aspect ratio, and leaves out widths the service would not upscale to', () => {
    expect(imageSrcSet(PHOTO, [400, 1200, 2400], { aspectRatio: 1, mediaHost: 'http://localhost:4010' })).toBe(
      [
        `http://localhost:4010/media/c6a1b2_4f0e~mv2.jpg/v1/fill/w_400,h_400,al_c,q_80,${SHARPEN},enc_auto/c6a1b2_4f0e~mv2.jpg 400w`,
        `http://localhost:4010/media/c6a1b2_4f0e~mv2.jpg/v1/fill/w_1200,h_1200,al_c,q_85,enc_auto/c6a1b2_4f0e~mv2.jpg 1200w`,
      ].join(', '),
    );
  });

  it('is empty for a plain URL, and refuses no widths or no known aspect ratio', () => {
    expect(imageSrcSet('https://cdn.example.com/a.jpg', [400])).toBe('');
    expect(() => imageSrcSet(PHOTO, [])).toThrow('imageSrcSet needs a non-empty array of widths; got [].');
    expect(() => imageSrcSet('image://v1/a.jpg', [400])).toThrow(ConfigError);
    expect(() => imageSrcSet(PHOTO, [400, 0])).toThrow(
      'imageSrcSet needs width as a positive whole number of pixels; got 0.',
    );
  });
});

describe('client.mediaHost', () => {
  it('is kept as given (undefined: the platform static host) and checked where a URL is made', () => {
    expect(createClient({ host: 'https://api.example.com' }).mediaHost).toBeUndefined();
    const local = createClient({ host: 'https://api.example.com', mediaHost: 'http://localhost:4010/' });
    expect(imageUrl('image://v1/a.jpg', { width: 10, height: 10, mediaHost: local.mediaHost })).toBe(
      'http://localhost:4010/media/a.jpg/v1/fill/w_10,h_10,al_c,q_80,enc_auto/a.jpg',
    );
    const wrong = createClient({ host: 'https://api.example.com', mediaHost: 'nope' });
    expect(() => imageUrl('image://v1/a.jpg', { width: 10, height: 10, mediaHost: wrong.mediaHost })).toThrow(
      `imageUrl needs mediaHost as an http(s) origin, e.g. 'http://localhost:4010'; got "nope".`,
    );
  });
});
