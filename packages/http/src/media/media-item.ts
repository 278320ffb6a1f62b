import { ConfigError } from '../errors';

/**
 * A product's or collection's media item as the catalogue answers it (`product.media.mainMedia`): its `_id` is the
 * media id, so it can be resized like a URI; without one it is an external picture, shown by its `url`.
 */
export interface ImageMediaItem {
  _id?: string;
  image?: { url: string; width: number; height: number };
}

/** What `imageUrl`, `imageSrcSet` and `<Image>` take: a media URI, a plain URL, or a media item. */
export type ImageSource = string | ImageMediaItem;

/** The URI (or plain URL) of an image source. */
export function uriOf(source: ImageSource, caller: string): string {
  if (typeof source === 'string') return source;
  const image = source?.image;
  if (!image || typeof image.url !== 'string')
    throw new ConfigError(`${caller} needs a media item with an image; got ${JSON.stringify(source)}.`);
  if (!source._id) return image.url;
  const size = image.width > 0 && image.height > 0 ? `#originWidth=${image.width}&originHeight=${image.height}` : '';
  return `image://v1/${encodeURIComponent(source._id)}${size}`;
}
