// Images of issue 13: imageUrl against the platform SDK's media helper, URL for URL (no server needed).
import { imageUrl } from '@vitrine/http';
import { media } from '@wix/sdk';
import { describe, expect, it } from 'vitest';

const extensions = ['jpg', 'jpeg', 'png', 'webp', 'avif'];
const originals = [
  [1200, 800],
  [800, 1000],
  [300, 200],
  [50, 50],
  [640, 640],
  [5000, 4000],
  [0, 0],
] as const;
const boxes = [
  [400, 300],
  [600, 600],
  [2400, 1600],
  [100, 100],
  [1, 1],
  [7000, 9000],
  [320, 400],
  [450, 300],
] as const;

/**
 * The URI as each side is given it. @wix/sdk 1.21.16's helper hands the image service the origin height as the
 * source width and the width as the height, so its URI says the two the other way round to describe the same
 * picture. Without a size (0 × 0) there is nothing to swap.
 */
function uris(extension: string, [width, height]: readonly [number, number]) {
  const base = `image://v1/c6a1b2_4f0e~mv2.${extension}/linen.${extension}`;
  if (!width) return { ours: base, theirs: `wix:${base}` };
  return {
    ours: `${base}#originWidth=${width}&originHeight=${height}`,
    theirs: `wix:${base}#originWidth=${height}&originHeight=${width}`,
  };
}

describe('imageUrl gives the URL of the platform media helper', () => {
  for (const extension of extensions) {
    it(`for a .${extension}, filled and fitted, at every original and box size`, () => {
      const differences: string[] = [];
      for (const original of originals) {
        const { ours, theirs } = uris(extension, original);
        for (const [width, height] of boxes) {
          const fill = imageUrl(ours, { width, height, fit: 'fill' });
          const fit = imageUrl(ours, { width, height, fit: 'fit' });
          const platformFill = media.getScaledToFillImageUrl(theirs, width, height, {});
          const platformFit = media.getScaledToFitImageUrl(theirs, width, height, {});
          if (fill !== platformFill) differences.push(`fill ${ours} ${width}×${height}: ${fill} ≠ ${platformFill}`);
          if (fit !== platformFit) differences.push(`fit ${ours} ${width}×${height}: ${fit} ≠ ${platformFit}`);
        }
      }
      expect(differences).toEqual([]);
    });
  }

  it('for one picture, spelled out', () => {
    const url =
      'https://static.wixstatic.com/media/c6a1b2_4f0e~mv2.jpg/v1/fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/c6a1b2_4f0e~mv2.jpg';
    expect(
      imageUrl('image://v1/c6a1b2_4f0e~mv2.jpg/linen.jpg#originWidth=1200&originHeight=1200', {
        width: 400,
        height: 300,
      }),
    ).toBe(url);
    expect(
      media.getScaledToFillImageUrl(
        'wix:image://v1/c6a1b2_4f0e~mv2.jpg/linen.jpg#originWidth=1200&originHeight=1200',
        400,
        300,
        {},
      ),
    ).toBe(url);
  });

  it('for an SVG and a GIF, which are served as they are', () => {
    for (const id of ['logo.svg', 'spin.gif']) {
      const uri = `image://v1/${id}/${id}#originWidth=100&originHeight=100`;
      expect(imageUrl(uri, { width: 40, height: 40 })).toBe(media.getScaledToFillImageUrl(`wix:${uri}`, 40, 40, {}));
      expect(imageUrl(uri, { width: 40, height: 40 })).toBe(`https://static.wixstatic.com/media/${id}`);
    }
  });
});
