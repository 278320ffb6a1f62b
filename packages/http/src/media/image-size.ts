/**
 * The size rules of the platform's media service, as its SDK's media helper applies them (observed by running
 * it, see tests/platform-sdk/test/media-urls.test.ts): never upscale a large picture, a small one by at most 1.4,
 * never over 25 megapixels, a quality that grows with the answer's size, and sharpening when shrinking.
 */
export type ImageFit = 'fill' | 'fit';

export interface ImageSize {
  /** `fill` covers the box (cropped around the centre); `fit` keeps the whole picture inside it. */
  operation: 'fill' | 'fit';
  width: number;
  height: number;
  /** The factor from the original to the answer: above 1 is an upscale (`lg_1`), below 1 is sharpened (`usm_…`). */
  scale: number;
  /** 80, 85 or 90, by the answer's area. */
  quality: number;
}

// Areas in pixels, written out: a product (`5000 * 5000`) would stay in bundles that never show a picture.
const MAX_AREA = 25_000_000; // 5000 × 5000
const MEGA = 1_960_000; // 1400 × 1400
const MEDIUM = 360_000; // 600 × 600
const SMALL = 160_000; // 400 × 400

const scaleOf = (fit: ImageFit, sw: number, sh: number, tw: number, th: number): number =>
  fit === 'fill' ? Math.max(tw / sw, th / sh) : Math.min(tw / sw, th / sh);

/** How far a picture of this many pixels may be enlarged: large ones not at all. */
const maxUpscale = (area: number): number => (area > MEDIUM ? 1 : area > SMALL ? 1.2 : 1.4);

const qualityFor = (area: number): number => (area > MEGA ? 90 : area > MEDIUM ? 85 : 80);

/**
 * The answer's size for a `width` × `height` box. An original of unknown size is taken to be the box itself.
 * A `fit` of a known original is sent as a `fill` of the fitted size, as the platform's SDK does.
 */
export function imageSize(
  original: { width?: number; height?: number },
  box: { width: number; height: number },
  fit: ImageFit,
): ImageSize {
  const sw = original.width || box.width;
  const sh = original.height || box.height;
  const known = Boolean(original.width && original.height);
  let scale = scaleOf(fit, sw, sh, box.width, box.height);
  let width = fit === 'fill' ? box.width : sw * scale;
  let height = fit === 'fill' ? box.height : sh * scale;
  if (width * height > MAX_AREA) {
    const shrink = Math.sqrt(MAX_AREA / (width * height));
    width *= shrink;
    height *= shrink;
    scale = scaleOf(fit, sw, sh, width, height);
  }
  const limit = maxUpscale(sw * sh);
  if (scale > limit) {
    width = fit === 'fill' ? (width * limit) / scale : sw * limit;
    height = fit === 'fill' ? (height * limit) / scale : sh * limit;
    scale = limit;
  }
  width = Math.round(width);
  height = Math.round(height);
  return {
    operation: fit === 'fit' && !known ? 'fit' : 'fill',
    width,
    height,
    scale,
    quality: qualityFor(width * height),
  };
}
