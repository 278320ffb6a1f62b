// Issue 29: the seed's pictures as the platform has them. A shop on the platform SDK reads a product's media URI,
// builds its URLs with the SDK's media helpers, and the emulator (standing in for the media host) serves rasters.
import { media } from '@wix/sdk';
import { beforeAll, describe, expect, test } from 'vitest';
import { startFlows, type Visitor } from './compare/flow-suite';

const { emulator, visitorClient } = await startFlows();

/** The platform's static media host, sent to the emulator (what the preload does for a shop). */
const onEmulator = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin).toBe('https://static.wixstatic.com');
  return fetch(`${emulator.url}${parsed.pathname}`, { headers: { accept: 'image/avif,image/webp,*/*' } });
};

/** The picture's format, by its first bytes. */
function formatOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg';
  if (bytes[0] === 0x89 && String.fromCharCode(...bytes.slice(1, 4)) === 'PNG') return 'png';
  if (String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'webp';
  return 'other';
}

describe('product pictures through the platform SDK media helpers', () => {
  let client: Visitor;
  beforeAll(async () => {
    client = visitorClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
  });

  test('a product picture is a raster original at the platform media path', async () => {
    const { product } = await client.products.getProduct('prod-linen-shirt');
    const picture = product!.media!.mainMedia!.image!;
    expect(picture).toEqual({
      url: `${emulator.url}/media/m-linen-shirt-1~mv2.jpg`,
      width: 800,
      height: 1000,
      altText: 'Linen shirt',
    });
    const answer = await fetch(picture.url!);
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(formatOf(new Uint8Array(await answer.arrayBuffer()))).toBe('jpeg');
  });

  test("a cart line's picture: a raster id in its media URI; getImageUrl and getScaledToFillImageUrl resolve", async () => {
    const line = {
      quantity: 1,
      catalogReference: {
        catalogItemId: 'prod-linen-shirt',
        appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
        options: { options: { Size: 'M', Color: 'Sage' } },
      },
    };
    const { cart } = await client.currentCart.addToCurrentCart({ lineItems: [line] });
    const uri = cart!.lineItems![0]!.image!;
    expect(uri).toBe(
      'wix:image://v1/m-linen-shirt-sage~mv2.jpg/m-linen-shirt-sage~mv2.jpg#originWidth=800&originHeight=1000',
    );

    const original = media.getImageUrl(uri);
    expect(original).toMatchObject({
      id: 'm-linen-shirt-sage~mv2.jpg',
      url: 'https://static.wixstatic.com/media/m-linen-shirt-sage~mv2.jpg',
    });
    const full = await onEmulator(original.url);
    expect([full.status, full.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(formatOf(new Uint8Array(await full.arrayBuffer()))).toBe('jpeg');

    const scaled = media.getScaledToFillImageUrl(uri, 200, 250, {});
    expect(scaled).toBe(
      'https://static.wixstatic.com/media/m-linen-shirt-sage~mv2.jpg/v1/fill/w_200,h_250,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/m-linen-shirt-sage~mv2.jpg',
    );
    const small = await onEmulator(scaled);
    expect([small.status, small.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(formatOf(new Uint8Array(await small.arrayBuffer()))).toBe('webp');
  });

  test('every seed picture of the catalogue is a raster id', async () => {
    const { items } = await client.products.queryProducts().limit(100).find();
    const urls = items.flatMap((p) => (p.media?.items ?? []).map((m) => m.image!.url!));
    expect(urls.length).toBeGreaterThan(80);
    expect(urls.filter((url) => !/\/media\/m-[a-z0-9-]+~mv2\.jpg$/.test(url))).toEqual([]);
  });
});
