import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../http';
import { parse } from '../schema/violations';
import { imageTransform, mediaId, transformFields } from './schemas';
import { originalImage, resizedImage, type MediaAnswer } from './service';

/**
 * The media service on the emulator's own origin, in the platform's path scheme: `/media/<id>` is the original,
 * `/media/<id>/v1/<fill|fit>/<w_…,h_…>/<name>` the picture at a size (what `imageUrl` makes).
 */
export const mediaRoutes = new Hono<AppEnv>()
  .get('/media/:id', async (c) =>
    answer(c, await originalImage(parse(mediaId, c.req.param('id'), 'id'), c.get('ctx').resizes)),
  )
  .get('/media/:id/v1/:operation/:transform/:name', async (c) => {
    const id = parse(mediaId, c.req.param('id'), 'id');
    const transform = parse(
      imageTransform,
      transformFields(c.req.param('operation'), c.req.param('transform')),
      'transform',
    );
    return answer(c, await resizedImage(id, transform, c.req.header('accept') ?? '', c.get('ctx').resizes));
  });

function answer(c: AppContext, media: MediaAnswer): Response {
  c.header('content-type', media.contentType);
  // A URL always names the same picture; the encoding follows the Accept header.
  c.header('cache-control', 'public, max-age=86400');
  c.header('vary', 'Accept');
  c.header('x-content-type-options', 'nosniff');
  // An SVG opened on its own runs nothing: no script, no fetch.
  c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return c.body(media.body as Uint8Array<ArrayBuffer> | string);
}
