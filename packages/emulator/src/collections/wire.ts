import type { MediaItem, ProductRecord } from '../products';
import type { CollectionRecord } from './records';
import { fileName } from '../media-item';

/**
 * A collection media item on the wire: its picture is a full image (`{id, url, width, height, filename, altText}`,
 * docs/wire-answers.md "Image"), so that the SDK can read it as a media URI carrying the media id.
 */
function collectionMediaToWire(m: MediaItem) {
  if (!m.image) return m;
  const { url, width, height, altText } = m.image;
  return {
    ...m,
    image: { id: m.id, url, width, height, filename: fileName(url), ...(altText !== undefined ? { altText } : {}) },
  };
}

export function collectionToWire(c: CollectionRecord, products: ProductRecord[]) {
  const media = c.media.map(collectionMediaToWire);
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    ...(c.description !== undefined ? { description: c.description } : {}),
    media: { ...(media[0] ? { mainMedia: media[0] } : {}), items: media },
    numberOfProducts: products.filter((p) => p.collectionIds.includes(c.id)).length,
    visible: c.visible,
  };
}
