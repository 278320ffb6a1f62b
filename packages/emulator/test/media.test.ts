// The media service on the emulator's origin (issue 13, "Images"): imageUrl's URLs, resized with sharp.
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageUrl } from '@vitrine/http';
import { originalImage, resizedImage } from '../src/media/service';
import { resizeGate } from '../src/media/gate';
import { boot } from './helpers';

const { emu } = await boot();
afterAll(() => emu.close());

const SHIRT = 'image://v1/m-linen-shirt-1/Linen%20shirt#originWidth=800&originHeight=1000';

async function get(path: string, accept = 'image/png,*/*') {
  const res = await fetch(emu.url + path, { headers: { accept } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('GET /media/<id>/v1/<operation>/<transform>/<name>', () => {
  it('serves an imageUrl URL filled to its exact size, as PNG, cacheable', async () => {
    const url = imageUrl(SHIRT, { width: 400, height: 300, mediaHost: emu.url });
    expect(url).toBe(
      `${emu.url}/media/m-linen-shirt-1/v1/fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/m-linen-shirt-1`,
    );
    const { res, bytes } = await get(url.slice(emu.url.length));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('vary')).toBe('Accept');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 400, 300]);
  });

  it('answers WebP to a browser that accepts it, and JPEG for a .jpg id', async () => {
    const webp = await get('/media/m-1/v1/fill/w_120,h_90,al_c,enc_auto/m-1', 'image/avif,image/webp,*/*');
    expect(webp.res.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(webp.bytes).metadata()).toMatchObject({ format: 'webp', width: 120, height: 90 });
    const jpeg = await get('/media/c6a1~mv2.jpg/v1/fill/w_64,h_64,al_c,q_80,enc_auto/c6a1~mv2.jpg');
    expect(jpeg.res.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(jpeg.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 64 });
  });

  it('fits inside the box, keeping the placeholder 4:5', async () => {
    const { res, bytes } = await get('/media/m-1/v1/fit/w_400,h_400,q_80,usm_0.66_1.00_0.01,enc_auto/m-1');
    expect(res.status).toBe(200);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 320, height: 400 });
  });

  it('serves the largest allowed side, 4000 pixels', async () => {
    const { res, bytes } = await get('/media/m-1/v1/fill/w_4000,h_10/m-1');
    expect(res.status).toBe(200);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 4000, height: 10 });
  });
});

describe('GET /media/<id>', () => {
  it("serves a raster id (the seed's, the platform's `~mv2.jpg`) as a raster original at the drawn size", async () => {
    for (const [id, format] of [
      ['m-linen-shirt-1~mv2.jpg', 'jpeg'],
      ['c6a1b2_4f0e~mv2.png', 'png'],
    ] as const) {
      const { res, bytes } = await get(`/media/${id}`);
      expect([res.status, res.headers.get('content-type')]).toEqual([200, `image/${format}`]);
      expect(await sharp(bytes).metadata()).toMatchObject({ format, width: 800, height: 1000 });
    }
  });

  it('without sharp, a raster id falls back to the SVG original (right picture, not the format)', async () => {
    const answer = await originalImage('m-linen-shirt-1~mv2.jpg', undefined, async () => undefined);
    expect(answer.contentType).toBe('image/svg+xml; charset=utf-8');
    expect(String(answer.body)).toContain('linen shirt');
  });

  it('serves the original placeholder of an id without a raster extension as an SVG that runs nothing', async () => {
    const { res, bytes } = await get('/media/m-linen-shirt-1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(bytes.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="1000"/);
  });
});

describe('hostile requests get a 400 in the platform error shape', () => {
  const refusals: [string, string, { field: string; violatedRule: string }][] = [
    ['a width of 0', '/media/m-1/v1/fill/w_0,h_10/x', { field: 'transform.w', violatedRule: 'MIN' }],
    ['a side over 4000', '/media/m-1/v1/fill/w_10,h_4001/x', { field: 'transform.h', violatedRule: 'MAX' }],
    [
      'a width that is no number',
      '/media/m-1/v1/fill/w_1e3,h_10/x',
      { field: 'transform.w', violatedRule: 'VALIDATION' },
    ],
    ['no height', '/media/m-1/v1/fill/w_10/x', { field: 'transform.h', violatedRule: 'REQUIRED_FIELD' }],
    [
      'an unknown operation',
      '/media/m-1/v1/zoom/w_10,h_10/x',
      { field: 'transform.operation', violatedRule: 'INVALID_ENUM_VALUE' },
    ],
    [
      'an unknown option',
      '/media/m-1/v1/fill/w_10,h_10,zz_1/x',
      { field: 'transform.zz', violatedRule: 'FIELD_NOT_ALLOWED' },
    ],
    ['a repeated option', '/media/m-1/v1/fill/w_10,h_10,w_4000/x', { field: 'transform', violatedRule: 'FORMAT' }],
    ['garbage', '/media/m-1/v1/fill/%00%ff/x', { field: 'transform', violatedRule: 'FORMAT' }],
    ['a parent directory', '/media/..%2F..%2Fetc%2Fpasswd', { field: 'id', violatedRule: 'VALIDATION' }],
    ['a hidden name', '/media/.env/v1/fill/w_10,h_10/x', { field: 'id', violatedRule: 'VALIDATION' }],
  ];
  for (const [what, path, violation] of refusals) {
    it(`refuses ${what}`, async () => {
      const { res, bytes } = await get(path);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/json');
      const body = JSON.parse(bytes.toString('utf8'));
      expect(body.details.validationError.fieldViolations).toEqual([expect.objectContaining(violation)]);
    });
  }

  it('answers a transform it does not know the shape of (a crop) with the 404 of an unknown route', async () => {
    const { res } = await get('/media/m-1/v1/crop/x_0,y_0,w_10,h_10/fill/w_10,h_10/x');
    expect(res.status).toBe(404);
  });
});

describe('without sharp', () => {
  it('answers the original picture, right picture at the wrong size', async () => {
    const gate = resizeGate();
    const answer = await resizedImage(
      'm-1',
      { operation: 'fill', w: 10, h: 10 },
      'image/webp',
      gate,
      async () => undefined,
    );
    expect(answer.contentType).toBe('image/svg+xml; charset=utf-8');
    expect(String(answer.body)).toMatch(/^<svg /);
  });
});
