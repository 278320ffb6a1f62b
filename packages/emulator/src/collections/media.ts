import { imageMedia, type MediaItem } from '../products';
import { isRecord } from '../schema/kit';

/**
 * A collection's pictures from its input: an item names its picture by the item's id or by its image's id (the
 * SDK's media URI); a picture with only a URL (an external one) keeps that URL under a new id.
 */
export function collectionMedia(media: unknown, name: string, newId: () => string): MediaItem[] | undefined {
  if (typeof media !== 'object' || media === null) return undefined;
  const m = isRecord(media) ? media : {};
  const items: unknown[] = Array.isArray(m.items) ? m.items : [];
  const byId = new Map<string, MediaItem>();
  for (const item of [m.mainMedia, ...items]) {
    if (!isRecord(item)) continue;
    const image = isRecord(item.image) ? item.image : {};
    const external = typeof image.url === 'string' && /^https?:\/\//.test(image.url) ? image.url : undefined;
    const id = typeof item.id === 'string' ? item.id : typeof image.id === 'string' ? image.id : external && newId();
    if (id === undefined || byId.has(id)) continue;
    const sized = typeof image.width === 'number' && typeof image.height === 'number';
    const [width, height] = sized ? [Number(image.width), Number(image.height)] : [800, 1000];
    byId.set(id, imageMedia(id, name, width, height, external));
  }
  return [...byId.values()];
}
