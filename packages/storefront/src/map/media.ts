import { parseMediaUri } from '@vitrine/http';
import type { ShopImage } from '../types/media';

/**
 * One picture in one form on both versions: `image://v1/<id>#originWidth=…&originHeight=…` (what `imageUrl` makes
 * from a V1 media item), from a V1 media item (`{ _id, image: { url, width, height } }`) or a V3 URI
 * (`wix:image://v1/<id>/<name>#…`); an external picture keeps its http(s) URL.
 */
export function shopImage(
  source: { id?: string; url?: string; width?: number; height?: number; alt?: string } | undefined,
): ShopImage | undefined {
  if (!source) return undefined;
  const { id, width, height, alt } = source;
  const uri = id
    ? `image://v1/${id}${width && height ? `#originWidth=${width}&originHeight=${height}` : ''}`
    : source.url;
  if (!uri) return undefined;
  return { uri, ...(alt ? { alt } : {}), ...(width ? { width } : {}), ...(height ? { height } : {}) };
}

/** A picture from a V3 media URI (or plain URL) and its alt text. */
export function imageFromUri(uri: string | undefined, alt?: string): ShopImage | undefined {
  if (!uri) return undefined;
  const media = parseMediaUri(uri);
  return media?.kind === 'image'
    ? shopImage({ id: media.id, width: media.width, height: media.height, alt })
    : /^https?:\/\//i.test(uri)
      ? shopImage({ url: uri, alt })
      : undefined;
}
