import type { MediaItem, ProductRecord } from './model';

export interface CollectionRecord {
  id: string;
  name: string;
  slug: string;
  description?: string;
  visible: boolean;
  media: MediaItem[];
  createdDate: string;
  updatedDate: string;
}

export function collectionToWire(c: CollectionRecord, products: ProductRecord[]) {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    ...(c.description !== undefined ? { description: c.description } : {}),
    media: { ...(c.media[0] ? { mainMedia: c.media[0] } : {}), items: c.media },
    numberOfProducts: products.filter((p) => p.collectionIds.includes(c.id)).length,
    visible: c.visible,
  };
}
