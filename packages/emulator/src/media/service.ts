import type { Sharp, SharpOptions } from 'sharp';
import type { ResizeGate } from '../context';
import { mediaSvg } from '../views/media';
import type { ImageTransform } from './schemas';

export interface MediaAnswer {
  body: Uint8Array | string;
  contentType: string;
}

/** sharp's factory, or undefined where it cannot load (no prebuilt binary for this platform). */
export type SharpFactory = (input: Buffer, options?: SharpOptions) => Sharp;
export type LoadSharp = () => Promise<SharpFactory | undefined>;

/** Loaded on the first resize only: an emulator that never serves a picture never pays for libvips. */
export const loadSharp: LoadSharp = async () => {
  try {
    return (await import('sharp')).default;
  } catch {
    return undefined;
  }
};

/** Every placeholder is drawn at this size (pages/media.tsx). */
const DRAWN = { width: 800, height: 1000 };
/**
 * The most pixels the emulator renders a placeholder at (about 2000 × 2500): a large answer is scaled up from this
 * rather than drawn at any density a URL asks for (16 drawings of 4000 × 5000 took the emulator to 1 GB).
 */
export const MAX_SOURCE_PIXELS = 5_000_000;
const SVG = 'image/svg+xml; charset=utf-8';

/** The raster format an id names by its extension, as the platform's ids do (`…~mv2.jpg`), if any. */
function rasterOf(id: string): 'jpeg' | 'png' | 'webp' | undefined {
  const ext = /\.([a-z]+)$/i.exec(id)?.[1]?.toLowerCase();
  if (ext === 'jpg' || ext === 'jpeg' || ext === 'jpe') return 'jpeg';
  if (ext === 'png' || ext === 'webp') return ext;
  return undefined;
}

/**
 * The original: the emulator's placeholder picture for the id (every id has one), drawn in the id's format. A raster
 * id gets a raster at the drawn size, as on the platform, where originals are pictures (Next's image optimiser
 * refuses SVG); any other id, or a raster id where sharp cannot load, the SVG itself.
 */
export async function originalImage(
  id: string,
  gate: ResizeGate | undefined,
  load: LoadSharp = loadSharp,
): Promise<MediaAnswer> {
  const format = rasterOf(id);
  const sharp = format ? await load() : undefined;
  if (!format || !sharp) return { body: await mediaSvg(id), contentType: SVG };
  // A raster original is drawn like a resize, so it waits for the same gate (an anonymous GET can ask for any id).
  const draw = async (): Promise<MediaAnswer> => {
    const body = await sharp(Buffer.from(await mediaSvg(id)))
      .toFormat(format)
      .toBuffer();
    return { body: new Uint8Array(body), contentType: `image/${format}` };
  };
  return gate ? gate.run(draw) : draw();
}

/** The largest scale of the drawing that stays within MAX_SOURCE_PIXELS. */
const MAX_SCALE = Math.sqrt(MAX_SOURCE_PIXELS / (DRAWN.width * DRAWN.height));

/**
 * The picture at the transform's size: `fill` covers the box and crops around the centre, `fit` stays inside it.
 * It is WebP when the transform says `enc_auto` and the browser accepts WebP, else the id's format (PNG without
 * one). Without sharp, the original is answered: right picture, wrong size. Resizes run through `gate` (a few at a
 * time, a bounded queue, 503 beyond), and the drawing is at most MAX_SOURCE_PIXELS.
 */
export async function resizedImage(
  id: string,
  transform: ImageTransform,
  accept: string,
  gate: ResizeGate,
  load: LoadSharp = loadSharp,
): Promise<MediaAnswer> {
  const sharp = await load();
  if (!sharp) return originalImage(id, undefined, load);
  return gate.run(() => draw(sharp, id, transform, accept));
}

async function draw(sharp: SharpFactory, id: string, transform: ImageTransform, accept: string): Promise<MediaAnswer> {
  const { w, h, operation } = transform;
  const wanted =
    operation === 'fill' ? Math.max(w / DRAWN.width, h / DRAWN.height) : Math.min(w / DRAWN.width, h / DRAWN.height);
  const scale = Math.min(wanted, MAX_SCALE);
  // Drawn at the density of the answer's size, so a large picture is sharp rather than a blown-up small one.
  const image = sharp(Buffer.from(await mediaSvg(id)), { density: Math.max(1, Math.ceil(72 * scale)) }).resize(w, h, {
    fit: operation === 'fill' ? 'cover' : 'inside',
    position: 'centre',
  });
  const format = transform.enc === 'auto' && /image\/webp/.test(accept) ? 'webp' : (rasterOf(id) ?? 'png');
  return { body: new Uint8Array(await image.toFormat(format).toBuffer()), contentType: `image/${format}` };
}
