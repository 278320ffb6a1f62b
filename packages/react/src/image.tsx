'use client';
import { imageSrcSet, imageUrl, parseMediaUri, type ImageFit, type ImageSource } from '@vitrine/http';
import { useContext, type ImgHTMLAttributes, type ReactElement } from 'react';
import { VitrineContext } from './context';

export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt'
> {
  /** An image URI (`image://v1/…`, as variants and cart lines carry it), a plain URL, or a media item. */
  media: ImageSource | undefined;
  /** Said by screen readers; `''` for a picture that only decorates. */
  alt: string;
  /** The box's width in CSS pixels: the `width` attribute and the `src` size. */
  width: number;
  /** The box's height; by default the picture's own aspect ratio (from the URI or the media item) gives it. */
  height?: number;
  /** `fill` (the default) covers the box, cropped around the centre; `fit` shows the whole picture inside it. */
  fit?: ImageFit;
  /** The `srcset` widths; by default ½, 1, 1½ and 2 times `width`, for narrower layouts and denser screens. */
  widths?: readonly number[];
  /** The `sizes` attribute: how wide the picture is drawn. By default `<width>px`. */
  sizes?: string;
  /** Above the fold (the product's main picture): loaded at once and early, not lazily. */
  priority?: boolean;
  /** The media service's origin; by default the `<VitrineProvider>` client's `mediaHost`, else the platform's. */
  mediaHost?: string;
}

/**
 * An `<img>` of a picture of the media service at the box's size, with a `srcset` for other widths and screen
 * densities, `width` and `height` set (the page does not shift when it loads), lazy and decoded off the main
 * thread unless `priority` says otherwise. Works without a `<VitrineProvider>`.
 */
export function Image({
  media,
  alt,
  width,
  height,
  fit = 'fill',
  widths,
  sizes,
  priority = false,
  mediaHost,
  loading,
  decoding,
  fetchPriority,
  ...img
}: ImageProps): ReactElement | null {
  const context = useContext(VitrineContext);
  const host = mediaHost ?? context?.client.mediaHost;
  if (!media || (typeof media === 'object' && !media.image)) return null;
  const box = boxOf(originalSize(media), width, height, fit);
  const srcSet = imageSrcSet(media, widths ?? defaultWidths(width), {
    aspectRatio: box.width / box.height,
    fit,
    mediaHost: host,
  });
  return (
    <img
      {...img}
      src={imageUrl(media, { width: box.width, height: box.height, fit, mediaHost: host })}
      srcSet={srcSet || undefined}
      sizes={srcSet ? (sizes ?? `${box.width}px`) : undefined}
      width={box.width}
      height={box.height}
      alt={alt}
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      decoding={decoding ?? 'async'}
      fetchPriority={fetchPriority ?? (priority ? 'high' : undefined)}
    />
  );
}

/** The original's size, when the URI or the media item tells it. */
function originalSize(media: ImageSource): { width: number; height: number } | undefined {
  const { width, height } = typeof media === 'string' ? (parseMediaUri(media) ?? {}) : (media.image ?? {});
  return width && height && width > 0 && height > 0 ? { width, height } : undefined;
}

/**
 * The `<img>` box: the one given, the height from the picture's aspect ratio when left out (a square when that is
 * unknown), and for `fit` the picture's own shape inside the box, so the browser never stretches it.
 */
function boxOf(
  known: { width: number; height: number } | undefined,
  width: number,
  height: number | undefined,
  fit: ImageFit,
) {
  if (height === undefined) {
    return { width, height: known ? Math.max(1, Math.round((width * known.height) / known.width)) : width };
  }
  if (fit === 'fill' || !known) return { width, height };
  const scale = Math.min(width / known.width, height / known.height);
  return { width: Math.max(1, Math.round(known.width * scale)), height: Math.max(1, Math.round(known.height * scale)) };
}

function defaultWidths(width: number): number[] {
  return [...new Set([0.5, 1, 1.5, 2].map((times) => Math.max(1, Math.round(width * times))))];
}
