import { ConfigError } from '../errors';
import { parseMediaUri, type MediaUri } from '../transforms/media';
import { imageSize, type ImageFit } from './image-size';
import { checkMediaHost, PLATFORM_MEDIA_HOST } from './media-host';
import { uriOf, type ImageSource } from './media-item';

export type { ImageFit } from './image-size';
export type { ImageMediaItem, ImageSource } from './media-item';

export interface ImageUrlOptions {
  /** The answer's width in pixels. */
  width: number;
  /** The answer's height in pixels; by default the original's aspect ratio (known from the URI) gives it. */
  height?: number;
  /** `fill` (the default) covers the box, cropped around the centre; `fit` keeps the whole picture inside it. */
  fit?: ImageFit;
  /**
   * The media service's origin: the platform's static host by default, the emulator's own origin locally
   * (`client.mediaHost` holds the one the client was made with). An option rather than a client argument, so a
   * URL can be made wherever a URI is at hand (a server component, an e-mail) without a client.
   */
  mediaHost?: string;
}

export interface ImageSrcSetOptions {
  /** Width ÷ height of every candidate; by default the original's (known from the URI). */
  aspectRatio?: number;
  fit?: ImageFit;
  mediaHost?: string;
}

/** The formats the media service resizes; another one (an SVG, a GIF) is only served as it is. */
const RESIZABLE = ['jpg', 'jpeg', 'jpe', 'png', 'webp', 'avif'];
const SHARPEN = ',usm_0.66_1.00_0.01';
const isPlainUrl = (uri: string): boolean => /^https?:\/\//i.test(uri);

/**
 * The URL of a media URI (`image://v1/<id>/…` or `wix:image://v1/<id>/…`) at a size, in the platform media
 * service's scheme: `<mediaHost>/media/<id>/v1/fill/w_400,h_500,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/<id>`.
 * A media item (`product.media.mainMedia`) is resized by its id. A plain http(s) URL (an external picture) is
 * returned as it is: nothing can resize it, so `width` and `height` only matter to the `<img>` that shows it.
 */
export function imageUrl(source: ImageSource, options: ImageUrlOptions): string {
  const uri = uriOf(source, 'imageUrl');
  if (isPlainUrl(uri)) return uri;
  const media = readImageUri(uri, 'imageUrl');
  return candidate(media, options, 'imageUrl').url;
}

/**
 * A `srcset` of the picture at each of `widths` (`<url> 400w, <url> 800w`), all of one aspect ratio. A
 * candidate's descriptor is the width the service answers with, so a width it would not upscale to is left
 * out. A plain http(s) URL has no sizes: the answer is the empty string.
 */
export function imageSrcSet(source: ImageSource, widths: readonly number[], options: ImageSrcSetOptions = {}): string {
  const uri = uriOf(source, 'imageSrcSet');
  if (isPlainUrl(uri)) return '';
  const media = readImageUri(uri, 'imageSrcSet');
  if (!Array.isArray(widths) || widths.length === 0)
    throw new ConfigError(`imageSrcSet needs a non-empty array of widths; got ${JSON.stringify(widths)}.`);
  const ratio = options.aspectRatio ?? (media.width && media.height ? media.width / media.height : undefined);
  if (ratio === undefined || !(ratio > 0) || !Number.isFinite(ratio))
    throw new ConfigError(
      `imageSrcSet needs aspectRatio (width ÷ height) above 0 for ${uri}, whose URI gives no size; got ${JSON.stringify(ratio)}.`,
    );
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const width of [...widths].sort((a, b) => a - b)) {
    checkPixels(width, 'width', 'imageSrcSet');
    const height = Math.max(1, Math.round(width / ratio));
    const answer = candidate(media, { ...options, width, height }, 'imageSrcSet');
    if (seen.has(answer.width)) continue;
    seen.add(answer.width);
    entries.push(`${answer.url} ${answer.width}w`);
  }
  return entries.join(', ');
}

function candidate(media: MediaUri, options: ImageUrlOptions, caller: string): { url: string; width: number } {
  const fit = options.fit ?? 'fill';
  if (fit !== 'fill' && fit !== 'fit')
    throw new ConfigError(`${caller} needs fit 'fill' or 'fit'; got ${JSON.stringify(fit)}.`);
  const width = checkPixels(options.width, 'width', caller);
  const height =
    options.height === undefined
      ? heightFromOriginal(media, width, caller)
      : checkPixels(options.height, 'height', caller);
  const host = options.mediaHost === undefined ? PLATFORM_MEDIA_HOST : checkMediaHost(options.mediaHost, caller);
  const id = encodeURIComponent(media.id);
  const extension = /\.([^.]+)$/.exec(media.id)?.[1]?.toLowerCase();
  // An SVG or a GIF is served as it is. An id without an extension (the emulator's placeholders) is resized
  // anyway; the platform's own ids always carry one.
  if (extension !== undefined && !RESIZABLE.includes(extension)) return { url: `${host}/media/${id}`, width };
  const size = imageSize(media, { width, height }, fit);
  const box = `${size.operation}/w_${size.width},h_${size.height}${size.operation === 'fill' ? ',al_c' : ''}`;
  const quality = size.quality + (extension === 'png' ? 5 : 0);
  const extras = `${size.scale > 1 ? ',lg_1' : ''},q_${quality}${size.scale < 1 || size.operation === 'fit' ? SHARPEN : ''}`;
  return { url: `${host}/media/${id}/v1/${box}${extras},enc_auto/${id}`, width: size.width };
}

function readImageUri(uri: unknown, caller: string): MediaUri {
  const media = typeof uri === 'string' ? parseMediaUri(uri) : undefined;
  if (!media || media.kind !== 'image' || /^[.]*$/.test(media.id)) {
    throw new ConfigError(
      `${caller} needs an image URI (image://v1/<id>/<name>#originWidth=…&originHeight=…) or an http(s) URL; got ${JSON.stringify(uri)}.`,
    );
  }
  return media;
}

function heightFromOriginal(media: MediaUri, width: number, caller: string): number {
  if (!media.width || !media.height)
    throw new ConfigError(`${caller} needs a height for image ${media.id}, whose URI gives no size.`);
  return Math.max(1, Math.round((width * media.height) / media.width));
}

function checkPixels(value: unknown, option: string, caller: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0)
    throw new ConfigError(
      `${caller} needs ${option} as a positive whole number of pixels; got ${JSON.stringify(value)}.`,
    );
  return value;
}
